/**
 * The response-validation hook of the API suite: every JSON answer a test receives from /api
 * (through the harness or a plain fetch, the servers' own calls to each other included) is checked
 * against the schema the OpenAPI document gives for its path, method and status (ajv, JSON Schema
 * 2020-12, formats included); a refusal must be of a status the operation declares and carry a
 * code its enum lists. A mismatch is recorded and fails the test that received it (afterEach).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, inject } from 'vitest';

interface Template {
  pattern: RegExp;
  path: string;
  params: number;
}

// Built and checked as a JSON Schema once per run (global-setup.ts): no meta-schema check per file.
const document = inject('openApiDocument');
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
// Formats are checked too: a date the document calls date-time must be one.
addFormats(ajv);
ajv.addSchema(document, 'openapi');

/** Document paths as patterns, the most literal first: /articles/recent before /articles/{slug}. */
const templates: Template[] = Object.keys(document.paths ?? {})
  .map((path) => ({
    path,
    params: (path.match(/\{/g) ?? []).length,
    pattern: new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params);

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/** The documented operation a request reaches, or null for an address the API does not have. */
function operationOf(pathname: string, method: string): { operationId: string; responses: Responses } | null {
  const template = templates.find((t) => t.pattern.test(pathname) && document.paths?.[t.path]?.[method as 'get']);
  return template ? (document.paths![template.path]![method as 'get'] as { operationId: string; responses: Responses }) : null;
}

/** The schema reference of an answer: the status's own, else `default`; null for an answer without a JSON schema. */
function schemaRef(pathname: string, method: string, status: number): string | null {
  const template = templates.find((t) => t.pattern.test(pathname) && document.paths?.[t.path]?.[method as 'get']);
  // Not a documented route: the server's 404 (or 405) in the error envelope.
  if (!template) return 'openapi#/components/schemas/ApiError';
  const responses = document.paths![template.path]![method as 'get']!.responses as Responses;
  const key = responses[String(status)] ? String(status) : 'default';
  if (!responses[key]?.content?.['application/json']?.schema) return null;
  return `openapi#/${pointer('paths', template.path, method, 'responses', key, 'content', 'application/json', 'schema')}`;
}

const mismatches: string[] = [];
let checked = 0;

/** How many answers the hook has checked so far in this file (a test that it runs at all). */
export const answersChecked = (): number => checked;

const codeOf = (body: unknown): unknown => (body as { error?: { code?: unknown } } | null)?.error?.code;

/**
 * A refusal the document does not list for its operation: a status it does not declare, or a code
 * its status's enum lacks. Said so that whoever adds the route knows what to add where.
 */
function unlistedRefusal(pathname: string, method: string, status: number, body: unknown): string | null {
  const operation = operationOf(pathname, method.toLowerCase());
  if (!operation || status < 400 || codeOf(body) === undefined) return null;
  const where = `${method} ${pathname} → ${status} ${String(codeOf(body))}`;
  // A fault (500) is `default`'s: any operation may meet one.
  if (!operation.responses[String(status)] && status !== 500) return `${where}: ${operation.operationId} does not declare status ${status}; declare it with its codes (common/api/openapiErrors.ts)`;
  const json = operation.responses[String(status)]?.content?.['application/json']?.schema as { allOf?: { properties?: { error?: { properties?: { code?: { enum?: unknown[] } } } } }[] } | undefined;
  const codes = json?.allOf?.[1]?.properties?.error?.properties?.code?.enum;
  if (codes && !codes.includes(codeOf(body))) return `${where}: ${operation.operationId} does not list code ${String(codeOf(body))} for status ${status} (it lists ${codes.join(', ')}); add it (common/api/openapiErrors.ts)`;
  return null;
}

/** Checks one answer; returns what is wrong, or null. */
export function checkAnswer(pathname: string, method: string, status: number, body: unknown): string | null {
  const ref = schemaRef(pathname, method.toLowerCase(), status);
  if (!ref) return null;
  const unlisted = unlistedRefusal(pathname, method, status, body);
  if (unlisted) return unlisted;
  const validate = ajv.getSchema(ref);
  if (!validate) return `${method} ${pathname} ${status}: no schema at ${ref}`;
  if (validate(body)) return null;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ');
  return `${method} ${pathname} → ${status} does not match the OpenAPI document: ${errors}`;
}

function isLocalApi(url: URL): boolean {
  return (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.pathname.startsWith('/api/');
}

// This file runs once per test file, and the API files share their worker's globals (isolate:
// false): the first run keeps Node's own fetch, and each run replaces the previous one's wrapper
// instead of wrapping it (wrapped again per file, every answer was checked once per earlier file).
const REAL_FETCH: unique symbol = Symbol.for('revista.tests.realFetch');
const scope = globalThis as typeof globalThis & { [REAL_FETCH]?: typeof fetch };
const realFetch = (scope[REAL_FETCH] ??= globalThis.fetch);

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const response = await realFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const type = response.headers.get('content-type') ?? '';
  if (!isLocalApi(url) || method === 'HEAD' || !/application\/json/.test(type)) return response;
  if (!schemaRef(url.pathname, method.toLowerCase(), response.status)) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    mismatches.push(`${method} ${url.pathname} → ${response.status}: the answer is not JSON`);
    return response;
  }
  checked += 1;
  const problem = checkAnswer(url.pathname, method, response.status, body);
  if (problem) mismatches.push(problem);
  return response;
};

afterEach(() => {
  const found = mismatches.splice(0);
  if (found.length > 0) throw new Error(`Answers that do not match the OpenAPI document:\n${found.join('\n')}`);
});
