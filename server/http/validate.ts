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

/** Whether a request value holds U+0000 anywhere (a key or a string, at any depth). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * No field of the magazine holds a NUL character, and PostgreSQL cannot store one in text (the
 * query fails): refused at the edge, the same on both databases. Every parse of a request calls it.
 */
export function refuseNul(value: unknown): void {
  if (holdsNul(value)) throw badRequest('Les dades de la petició no poden contenir el caràcter nul (U+0000).', 'invalid_input');
}

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  refuseNul(value);
  const result = schema.safeParse(value, { error: catalanIssue });
  if (!result.success) throw badRequest(describe(result.error), 'invalid_input');
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.query);
export const parseParams = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.params);
export const parseBody = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.body ?? {});
