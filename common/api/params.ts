/** Request parameter rules used by several areas: zod schemas of query values and bodies. */
import { z } from 'zod';
import { EDITION_YEARS, MAX_PAGE_SIZE } from '../constants.js';
import { isRealDay, parseIsoSpan, type IsoSpan } from '../dates.js';
import { SECTION_KEYS } from '../sections.js';

/** A query value that must be a single string (not repeated), trimmed. */
export const singleString = z.string().trim();

/** A whole number written the plain decimal way: '16', '-3', '0' (not '-0', a second address of 0). */
const DECIMAL_INTEGER = /^(0|-?[1-9]\d*)$/;

/**
 * The one reading of numbers from a path or query string: plain decimal integers only. Number()
 * also reads '0x10', '1e0', '+1', ' 1' and '010', which would give one resource several addresses;
 * those stay text, which the number schema refuses (400). A JSON number passes as it is.
 */
export const fromDecimalText = <T extends z.ZodType>(schema: T, cap = Infinity) =>
  z.preprocess((value: number | string) => (typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Math.min(Number(value), cap) : value), schema);

/**
 * Whole number from a query string or path (catalanIssue says what is wrong; the edge names the
 * field). The range first, and alone: a number past 2^53 is out of range, not also "at most 2^53".
 */
export const intParam = (min = 1, max = Number.MAX_SAFE_INTEGER) => fromDecimalText(z.number().min(min, { abort: true }).max(max, { abort: true }).int());

/** `page` from 1; anything else is a 400. */
export const pageParam = intParam(1, 1_000_000).default(1);

// Written out past 2^53, a page size is still only too large: clamped like the others.
const pageSize = (max: number) =>
  fromDecimalText(
    z
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, max)),
    max,
  );

/** `limit` from 1; values above `max` are clamped, not refused. */
export const limitParam = (fallback: number, max = MAX_PAGE_SIZE) =>
  pageSize(max)
    .default(fallback)
    .meta({ description: `Page size (larger values count as ${max}).` });

/** A `limit` whose default the handler picks from the other parameters (`fallbacks` says how). */
export const limitParamChosen = (fallbacks: string, max = MAX_PAGE_SIZE) =>
  pageSize(max)
    .optional()
    .meta({ description: `Page size (larger values count as ${max}); without it, ${fallbacks}.` });

/** A year editions can be dated in (the read API's year filters and the desk's publication dates agree). */
export const editionYear = intParam(EDITION_YEARS.min, EDITION_YEARS.max);

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar, 'YYYY-MM-DD' (2026-02-30 and 2026-13-45 have the shape, and are not). Each check speaks only of what the earlier ones passed. */
export const calendarDay = (shape = 'ha de ser un dia AAAA-MM-DD') =>
  z
    .string()
    .regex(DAY_SHAPE, shape)
    .refine((day) => !DAY_SHAPE.test(day) || isRealDay(day), { message: 'aquest dia no existeix al calendari' });

const inEditionYears = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= EDITION_YEARS.min && year <= EDITION_YEARS.max;
};

/** An edition's publication date: a day of the calendar in a year the read API accepts. */
export const publicationDay = calendarDay('ha de ser una data AAAA-MM-DD').refine((day) => !isRealDay(day) || inEditionYears(day), {
  message: `l’any ha d’estar entre ${EDITION_YEARS.min} i ${EDITION_YEARS.max}`,
});

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
  .meta({ description: "A day ('2026-11-16', the whole UTC day) or an ISO 8601 date-time with a time zone.", anyOf: [{ format: 'date' }, { format: 'date-time' }] });

export const sectionKey = z.enum(SECTION_KEYS);

/** A staff record's id in a path (a person, session, invitation, passkey or token). */
export const idParams = z.object({ id: intParam(1) });

/** An edition number in a path. */
export const editionNumberParams = z.object({ number: intParam(0, 1_000_000) });

/** Export file formats of the dashboards. */
export const exportFormat = z.enum(['json', 'csv']).default('json');

/** The answer of the cleanup and close calls: they always succeed or fail with an error. */
export const success = z.literal(true);
