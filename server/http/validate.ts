/**
 * Request validation at the API edge: one zod helper for query, params and body. The schemas are
 * the contract's (common/api); a refusal is a 400 `invalid_input` naming each wrong field, in
 * Catalan (zod's defaults through catalanIssue).
 */
import type { Request } from 'express';
import type { z } from 'zod';
import { catalanIssue } from '../../common/api/catalanIssues.js';
import { badRequest } from './errors.js';

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Half of a UTF-16 pair without its other half (JSON's "\\ud800"): no text, and no database stores it as sent. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What in a text no field can hold: U+0000, or a lone surrogate; null for a text that is fine. */
function unstorable(text: string): 'nul' | 'surrogate' | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** The first unstorable character in a request value (a key or a string, at any depth). */
function unstorableIn(value: unknown, depth = 0): 'nul' | 'surrogate' | null {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 64 || typeof value !== 'object' || value === null) return null;
  for (const [key, v] of Object.entries(value)) {
    const found = unstorable(key) ?? unstorableIn(v, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * No field of the magazine holds a NUL character, and PostgreSQL cannot store one in text (the
 * query fails); a lone surrogate is no character at all, and was stored as U+FFFD in its place.
 * Both are refused at the edge, the same on both databases. Every parse of a request calls it.
 */
export function refuseUnstorable(value: unknown): void {
  const found = unstorableIn(value);
  if (found === 'nul') throw badRequest('Les dades de la petició no poden contenir el caràcter nul (U+0000).', 'invalid_input');
  if (found === 'surrogate') throw badRequest('Les dades de la petició contenen mig caràcter (una meitat de parella UTF-16 sola, com \\ud800): no és text vàlid.', 'invalid_input');
}

/** Every character from U+0300 on may compose or decompose; text below it is NFC as it is. */
const MAY_CHANGE_IN_NFC = /[\u0300-\uffff]/;

/**
 * Request strings in Unicode's composed form (NFC), at any depth. A Mac's file names and some
 * pasted text arrive decomposed ("u" + U+0301 for "ú"): stored so, a name would not be found by the
 * same name typed on a keyboard, and the PDF's fonts would print the accent apart. Keys are left as
 * they are: the schemas name them in ASCII, and refuse any other.
 */
function composed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return MAY_CHANGE_IN_NFC.test(value) ? value.normalize('NFC') : value;
  if (depth > 64 || typeof value !== 'object' || value === null) return value;
  // A copy only where a text changed: most requests (every cached read's query) are left as sent.
  if (Array.isArray(value)) {
    const items = value.map((v) => composed(v, depth + 1));
    return items.some((v, i) => v !== value[i]) ? items : value;
  }
  const entries = Object.entries(value);
  const changed = entries.map(([k, v]) => [k, composed(v, depth + 1)] as const);
  return changed.some(([, v], i) => v !== entries[i]![1]) ? Object.fromEntries(changed) : value;
}

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  refuseUnstorable(value);
  const result = schema.safeParse(composed(value), { error: catalanIssue });
  if (!result.success) throw badRequest(describe(result.error), 'invalid_input');
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.query);
export const parseParams = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.params);
export const parseBody = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.body ?? {});
