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

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value, { error: catalanIssue });
  if (!result.success) throw badRequest(describe(result.error), 'invalid_input');
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.query);
export const parseParams = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.params);
export const parseBody = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.body ?? {});
