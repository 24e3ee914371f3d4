/**
 * GET /api/docs: the API reference for people, drawn in the browser by Redoc from
 * /api/openapi.json, so the two never disagree (docs/decisions/0026-the-api-reference-is-redoc.md).
 * The page is a few lines made per request for its nonce: Redoc's styles are <style> elements,
 * allowed by that nonce alone (security.ts's referencePagePolicy). Its script is one of the
 * renderer's assets (scripts/redoc-asset.mjs writes it at build time and names it in a record), so
 * everything the page loads comes from this site; it works offline, in the desktop app too.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { escapeHtml as esc } from '../../common/html.js';
import { openApiDocument } from '../../common/api/openapi.js';
import { HttpError } from './errors.js';
import { referencePagePolicy } from './security.js';

/** Redoc's options, as attributes of its element (kebab-case; the theme as JSON). */
const OPTIONS = {
  'spec-url': '/api/openapi.json',
  'required-props-first': 'true',
  // The system's faces: Redoc's own (Roboto, Montserrat) would be fetched or missing.
  theme: JSON.stringify({
    typography: {
      fontFamily: 'system-ui, sans-serif',
      headings: { fontFamily: 'system-ui, sans-serif' },
      code: { fontFamily: 'ui-monospace, monospace' },
    },
  }),
};

function page(script: string, nonce: string): string {
  const title = esc(`${openApiDocument().info.title}: reference`);
  const attributes = Object.entries(OPTIONS)
    .map(([name, value]) => ` ${name}="${esc(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style nonce="${nonce}">body{margin:0}</style></head>
<body><noscript><p>This reference is drawn by a script. The API for programs: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI).</p></noscript>
<redoc${attributes}></redoc>
<script src="${esc(script)}" nonce="${nonce}"></script></body></html>`;
}

/** The script's address, from the build's record; null before `npm run build`. */
function builtScript(rendererDir: string): string | null {
  const record = path.join(rendererDir, '.vite', 'api-reference.json');
  return fs.existsSync(record) ? (JSON.parse(fs.readFileSync(record, 'utf8')) as { script: string }).script : null;
}

export function apiReferenceRoute(rendererDir: string): (req: Request, res: Response) => void {
  let script: string | null = null;
  return (_req, res) => {
    script ??= builtScript(rendererDir);
    if (!script) throw new HttpError(503, 'unavailable', 'La referència de l’API encara no està construïda: executeu `npm run build`.');
    // A fresh nonce each time, so the page is never kept.
    const nonce = randomBytes(18).toString('base64');
    res.set({ 'Content-Security-Policy': referencePagePolicy(nonce), 'Cache-Control': 'no-store' });
    res.type('html').send(page(script, nonce));
  };
}
