/**
 * GET /api/docs: the API reference for people, one static HTML page drawn on the server from the
 * OpenAPI document (/api/openapi.json), so the two never disagree. No script and no request
 * leaves the page (the site's CSP as it is; an inline style, which it allows); it works offline,
 * in the desktop app too. Each operation is a section whose id is its operationId.
 */
import type { Request, Response } from 'express';
import { escapeHtml as esc } from '../../common/html.js';
import { openApiDocument } from '../../common/api/openapi.js';
import { audienceOf, cacheControlFor, cachedAnswer, JSON_CACHE_CONTROL, sendAnswer, type CachedAnswer } from './cache.js';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  example?: unknown;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
header,main{max-width:72rem;margin:0 auto;padding:0 1rem}
nav ul{columns:16rem;padding-left:1.2rem}
h1{margin-top:1.5rem}h2{border-bottom:2px solid #1b1b1b;margin-top:3rem}h3{margin:0;font-size:1.05rem}
section.op{border:1px solid #c8c8c8;border-radius:6px;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;font:700 .85rem ui-monospace,monospace;text-transform:uppercase;color:#fff;background:#1d4f91;border-radius:4px;padding:.1rem .4rem;text-align:center}
.method.post{background:#1f6b3a}.method.put,.method.patch{background:#8a4b00}.method.delete{background:#a0152a}
code,pre{font-family:ui-monospace,monospace;font-size:.9rem}pre{background:#f3f3f3;padding:.6rem;overflow-x:auto;white-space:pre-wrap}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d6d6d6;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3}.scroll{overflow-x:auto}.who{font-size:.9rem;color:#3d3d3d}
a{color:#1d4f91}
`;

/** Backticked words as code, paragraphs as paragraphs. */
const prose = (text = '') =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${esc(p).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** The `error.code` enum of a refusal, in words; null for any other schema. */
function codesOf(s: Schema): string | null {
  const code = ((s.properties as Record<string, Schema> | undefined)?.error?.properties as Record<string, Schema> | undefined)?.code;
  return Array.isArray(code?.enum) ? `with <code>error.code</code> one of ${code.enum.map((c) => `<code>${esc(String(c))}</code>`).join(', ')}` : null;
}

/** A schema in one line: its type, the component it names, its bounds. */
function typeOf(s: Schema | undefined): string {
  if (!s) return 'any';
  if (typeof s.$ref === 'string') return `<a href="#schema-${esc(refName(s.$ref))}">${esc(refName(s.$ref))}</a>`;
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (union) return union.map(typeOf).join(' | ');
  // A refusal: the error envelope, then the codes its status may carry (openapi.ts's addCodeEnums).
  const parts = s.allOf as Schema[] | undefined;
  if (parts) return parts.map((part) => codesOf(part) ?? typeOf(part)).join(', ');
  if (Array.isArray(s.enum)) return s.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
  if ('const' in s) return `<code>${esc(JSON.stringify(s.const))}</code>`;
  const type = Array.isArray(s.type) ? s.type.join(' | ') : String(s.type ?? 'any');
  const base = type === 'array' ? `array of ${typeOf(s.items as Schema)}` : type;
  const facts = [
    s.format && `format ${s.format}`,
    s.contentMediaType && `${s.contentMediaType} bytes`,
    s.pattern && `pattern <code>${esc(String(s.pattern))}</code>`,
    s.minimum !== undefined && `≥ ${s.minimum}`,
    s.maximum !== undefined && `≤ ${s.maximum}`,
    s.minLength !== undefined && `length ≥ ${s.minLength}`,
    s.maxLength !== undefined && `length ≤ ${s.maxLength}`,
    s.default !== undefined && `default <code>${esc(JSON.stringify(s.default))}</code>`,
  ].filter(Boolean);
  return facts.length ? `${esc(base)} (${facts.join(', ')})` : esc(base);
}

/** An object's properties as a table (one level; named schemas link to their own table). */
function properties(s: Schema | undefined): string {
  const props = s?.properties as Record<string, Schema> | undefined;
  if (!props) return `<p>${typeOf(s)}</p>`;
  const required = new Set((s?.required as string[] | undefined) ?? []);
  const rows = Object.entries(props).map(
    ([name, p]) => `<tr><td><code>${esc(name)}</code></td><td>${typeOf(p)}</td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${esc(String(p.description ?? ''))}</td></tr>`,
  );
  return `<div class="scroll"><table><tr><th>Field</th><th>Type</th><th>Required</th><th>Description</th></tr>${rows.join('')}</table></div>`;
}

function examplesOf(media: Media): string {
  const values = [...(media.example !== undefined ? [media.example] : []), ...Object.values(media.examples ?? {}).map((e) => e.value)];
  return values.map((v) => `<p>Example:</p><pre>${esc(JSON.stringify(v, null, 2))}</pre>`).join('');
}

function content(c: Record<string, Media> | undefined): string {
  return Object.entries(c ?? {})
    .map(([type, media]) => `<p><code>${esc(type)}</code>: ${typeOf(media.schema)}</p>${media.schema?.properties ? properties(media.schema) : ''}${examplesOf(media)}`)
    .join('');
}

function who(op: Operation): string {
  const security = op.security ?? [];
  if (security.length === 0) return 'Public';
  return security.some((r) => Object.keys(r).length === 0) ? 'Public, or staff with the admin credential' : 'Staff: admin credential';
}

function operation(method: string, path: string, op: Operation): string {
  const params = op.parameters ?? [];
  const paramTable = params.length
    ? `<h4>Parameters</h4><div class="scroll"><table><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Description</th><th>Example</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${esc(p.description ?? '')}</td><td>${p.example === undefined ? '' : `<code>${esc(JSON.stringify(p.example))}</code>`}</td></tr>`,
        )
        .join('')}</table></div>`
    : '';
  const body = op.requestBody ? `<h4>Request body (${op.requestBody.required ? 'required' : 'optional'})</h4>${prose(op.requestBody.description)}${content(op.requestBody.content)}` : '';
  const answers = Object.entries(op.responses)
    .map(([status, r]) => `<tr><td><code>${esc(status)}</code></td><td>${esc(r.description)}${content(r.content)}</td></tr>`)
    .join('');
  return `<section class="op" id="${esc(op.operationId)}" aria-labelledby="${esc(op.operationId)}-title">
<h3 id="${esc(op.operationId)}-title"><span class="method ${esc(method)}">${esc(method)}</span> <code>/api${esc(path)}</code></h3>
<p><strong>${esc(op.summary ?? '')}</strong></p><p class="who">${who(op)} · operationId <code>${esc(op.operationId)}</code></p>
${prose(op.description)}${paramTable}${body}<h4>Answers</h4><div class="scroll"><table><tr><th>Status</th><th>Answer</th></tr>${answers}</table></div></section>`;
}

/** The whole page, drawn from the document. */
export function apiReferenceHtml(document = openApiDocument()): string {
  const ops = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({ method, path, op: op as unknown as Operation })),
  );
  const tags = document.tags ?? [];
  const byTag = tags.map((t) => ({ ...t, ops: ops.filter((o) => o.op.tags?.[0] === t.name) }));
  const toc = byTag
    .map((t) => `<li><a href="#tag-${esc(t.name)}">${esc(t.name)}</a> (${t.ops.length})</li>`)
    .join('');
  const sections = byTag
    .map((t) => `<h2 id="tag-${esc(t.name)}">${esc(t.name)}</h2>${prose(t.description)}${t.ops.map((o) => operation(o.method, o.path, o.op)).join('\n')}`)
    .join('\n');
  const schemas = Object.entries((document.components?.schemas ?? {}) as Record<string, Schema>)
    .map(([name, s]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${prose(String(s.description ?? ''))}${properties(s)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(document.info.title)}: reference</title><style>${STYLE}</style></head>
<body><header><h1>${esc(document.info.title)} ${esc(document.info.version)}</h1>${prose(document.info.description)}
<p>The same, for programs: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${esc(document.openapi)}). ${ops.length} operations.</p></header>
<main><nav aria-label="Areas"><h2>Areas</h2><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
${sections}
<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`;
}

let answer: CachedAnswer | undefined;

/** Drawn once per process, revalidated by ETag like every public answer. */
export const apiReferenceRoute = (req: Request, res: Response): void => {
  answer ??= cachedAnswer(200, 'text/html; charset=utf-8', apiReferenceHtml(), null);
  sendAnswer(req, res, answer, cacheControlFor(audienceOf(res), JSON_CACHE_CONTROL));
};
