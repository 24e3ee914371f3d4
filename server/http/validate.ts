/** Request validation at the API edge: one zod helper for query, params and body. */
import type { Request } from 'express';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../common/constants.js';
import { parseIsoSpan, type IsoSpan } from '../../common/dates.js';
import { badRequest } from './errors.js';

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(describe(result.error), 'invalid_input');
  return result.data;
}

export const parseQuery = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.query);
export const parseParams = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.params);
export const parseBody = <T extends z.ZodType>(schema: T, req: Request): z.infer<T> => parse(schema, req.body ?? {});

/** A query value that must be a single string (not repeated), trimmed. */
export const singleString = z.string().trim();

/** Positive integer from a query string, with a clear message. */
export const intParam = (name: string, min = 1, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** `page` from 1; anything else is a 400. */
export const pageParam = intParam('page', 1, 1_000_000).default(1);

/** `limit` between 1 and the documented maximum; larger values are clamped, not refused. */
export const limitParam = (fallback: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .transform((n) => Math.min(n, MAX_PAGE_SIZE))
    .default(fallback);

/** A query parameter that may be given once or repeated (`?authors=a&authors=b`). */
export const stringList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s.length > 0))
  .optional();

/** A web address: only http(s), since z.string().url() also accepts javascript: and data: URLs. */
export const httpUrl = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^https?:\/\/[^\s"'<>]+$/i, 'must be an http(s) address');

/**
 * A date or date-time bound of a period, read by common's parseIsoSpan: 'YYYY-MM-DD' is that
 * whole UTC day, '2026-11-16T00:00:00.000Z' that exact instant.
 */
export const isoSpan = z
  .string({ message: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time' })
  .trim()
  .transform((text, ctx): IsoSpan => {
    const span = parseIsoSpan(text);
    if (span) return span;
    ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone (2026-11-16T00:00:00.000Z)' });
    return z.NEVER;
  });
