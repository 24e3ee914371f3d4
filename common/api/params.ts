/** Request parameter rules used by several areas: zod schemas of query values and bodies. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.js';
import { parseIsoSpan, type IsoSpan } from '../dates.js';
import { SECTION_KEYS } from '../sections.js';

/** A query value that must be a single string (not repeated), trimmed. */
export const singleString = z.string().trim();

/** Whole number from a query string or path (catalanIssue says what is wrong; the edge names the field). */
export const intParam = (min = 1, max = Number.MAX_SAFE_INTEGER) => z.coerce.number<number | string>().int().min(min).max(max);

/** `page` from 1; anything else is a 400. */
export const pageParam = intParam(1, 1_000_000).default(1);

/** `limit` from 1; values above `max` are clamped, not refused. */
export const limitParam = (fallback: number, max = MAX_PAGE_SIZE) =>
  z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .transform((n) => Math.min(n, max))
    .default(fallback)
    .meta({ description: `Page size (larger values count as ${max}).` });

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
    .regex(/^https?:\/\/[^\s"'<>]+$/i, 'ha de ser una adreça http(s)');

/**
 * A date or date-time bound of a period, read by parseIsoSpan: 'YYYY-MM-DD' is that whole UTC
 * day, '2026-11-16T00:00:00.000Z' that exact instant.
 */
export const isoSpan = z
  .string({ message: 'ha de ser una data (AAAA-MM-DD) o una data i hora ISO 8601' })
  .trim()
  .transform((text, ctx): IsoSpan => {
    const span = parseIsoSpan(text);
    if (span) return span;
    ctx.addIssue({ code: 'custom', message: 'ha de ser una data (AAAA-MM-DD) o una data i hora ISO 8601 amb zona horària (2026-11-16T00:00:00.000Z)' });
    return z.NEVER;
  })
  .meta({ description: "A day ('2026-11-16', the whole UTC day) or an ISO 8601 date-time with a time zone." });

export const sectionKey = z.enum(SECTION_KEYS);

/** An edition number in a path. */
export const editionNumberParams = z.object({ number: intParam(0, 1_000_000) });

/** Export file formats of the dashboards. */
export const exportFormat = z.enum(['json', 'csv']).default('json');

/** The answer of the cleanup and close calls: they always succeed or fail with an error. */
export const success = z.literal(true);
