/**
 * Search analytics under /api/analytics (spec §7). The two ingest calls are public but validated,
 * size-limited and rate-limited per client; every read, the export and the cleanup need the admin
 * credential (decisions.md). Rates are percentages with one decimal; times are milliseconds.
 */
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { ANALYTICS } from '../../../common/constants.js';
import { DAY_MS, utcDay } from '../../../common/dates.js';
import { classifyUserAgent } from '../lib/classify.js';
import type { Db } from '../../db/connection.js';
import { HttpError, errorBody, notFound } from '../../http/errors.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { intParam, isoSpan, parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { writeExport } from '../lib/exporter.js';
import * as q from './queries.js';
import type { SearchStats } from './stats.js';
import type { SearchWriter } from './writer.js';

/** The biggest ingest body accepted; a search record is well under 1 kB. */
const MAX_INGEST_BYTES = 4096;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const ingestSchema = z.object({
  query: z.string({ message: 'query is required' }).trim().min(1, 'query must not be empty').max(200, 'query must be at most 200 characters'),
  searchType: z.enum(q.SEARCH_TYPES, { message: `searchType must be one of: ${q.SEARCH_TYPES.join(', ')}` }).default('live_search'),
  filters: z
    .object({
      section: text(64).optional(),
      author: text(200).optional(),
      authors: z.array(text(200)).max(20).optional(),
      year: z.number().int().min(1900).max(2999).optional(),
      sortBy: text(16).optional(),
      page: z.number().int().min(1).max(1_000_000).optional(),
    })
    .default({}),
  results: z.number({ message: 'results must be a number' }).int().min(0).max(10_000_000),
  context: z.object({ page: text(500).optional(), referrer: text(500).optional() }).default({}),
  responseTime: z.number().min(0).max(600_000).optional(),
});

const resultIndex = (name: string) => z.number({ message: `${name} must be a number` }).int(`${name} must be a whole number`).min(0).max(10_000);
// The spec's click record: clicked result index, time to click, scrolled flag. `position` is the
// name renderers before this one sent; it is still read so that a page open across an upgrade counts.
const clickSchema = z
  .object({
    clickedResultIndex: resultIndex('clickedResultIndex').optional(),
    position: resultIndex('position').optional(),
    timeToClick: z.number({ message: 'timeToClick must be a number' }).min(0).max(DAY_MS).default(0),
    scrolled: z.boolean({ message: 'scrolled must be true or false' }).default(false),
  })
  .transform(({ clickedResultIndex, position, timeToClick, scrolled }, ctx) => {
    const index = clickedResultIndex ?? position;
    if (index !== undefined) return { index, timeToClick, scrolled };
    ctx.addIssue({ code: 'custom', message: 'clickedResultIndex is required', path: ['clickedResultIndex'] });
    return z.NEVER;
  });

const days = intParam('days', 1, 3650).default(30);
const daysQuery = z.object({ days });
const idParams = z.object({ id: intParam('id', 1) });

const exportSchema = z
  .object({ startDate: isoSpan, endDate: isoSpan, format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json') })
  .refine((b) => b.startDate.from < b.endDate.to, { message: 'startDate must not be after endDate', path: ['startDate'] });

const sinceIso = (d: number, now = Date.now()) => new Date(now - d * DAY_MS).toISOString();

const bodySizeLimit: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? 0);
  if (length > MAX_INGEST_BYTES) return next(new HttpError(413, 'payload_too_large', `A search record may be at most ${MAX_INGEST_BYTES} bytes.`));
  next();
};


export interface AnalyticsIngestOptions {
  /** Ingest calls per client and minute, counted in the database. */
  rateLimitPerMinute: number;
  /** The group commit the records queue for (the server flushes it on shutdown). */
  writer: SearchWriter;
  counters: RateLimitCounters;
}

export interface AnalyticsOptions {
  adminGuard: RequestHandler;
  stats: SearchStats;
  /** Visits summary for the stats page (the last `days` days), from visitor analytics when it is wired in. */
  connectionSummary?: (days: number) => Promise<{ totalConnections: number; uniqueIPs: number }>;
}

/**
 * The two public ingest calls, POST /search and PUT /search/:id/click. They run on every search a
 * reader makes and answer a few bytes, so the app mounts them ahead of compression and of the
 * other API routers; the size is checked before the body is read, then parsed with a small limit.
 */
export function analyticsIngestRoutes(db: Db, options: AnalyticsIngestOptions): Router {
  const r = Router();
  const { writer } = options;
  const parseJson = express.json({ limit: MAX_INGEST_BYTES });
  const ingestLimit = options.counters.limit('search', {
    windowMs: 60_000,
    limit: options.rateLimitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('rate_limited', 'Too many search records from this client. Try again in a minute.'));
    },
  });

  r.post('/search', ingestLimit, bodySizeLimit, parseJson, async (req, res) => {
    const started = process.hrtime.bigint();
    const body = parseBody(ingestSchema, req);
    const id = await writer.write({
      query: body.query,
      searchType: body.searchType,
      filters: body.filters,
      results: body.results,
      deviceType: classifyUserAgent(req.get('user-agent')).deviceType,
      responseTimeMs: body.responseTime === undefined ? undefined : Math.round(body.responseTime),
      contextPage: body.context.page,
      referrer: body.context.referrer,
      at: Date.now(),
    });
    const responseTime = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    res.status(201).set('Cache-Control', 'no-store').json({ success: true, analyticsId: id, responseTime });
  });

  r.put('/search/:id/click', ingestLimit, bodySizeLimit, parseJson, async (req, res) => {
    const { id } = parseParams(idParams, req);
    const click = parseBody(clickSchema, req);
    const found = await q.recordClick(db, id, {
      position: click.index,
      timeToClickMs: Math.round(click.timeToClick),
      scrolled: click.scrolled,
      at: Date.now(),
    });
    if (!found) throw notFound(`No recorded search with id ${id}.`, 'search_not_found');
    res.set('Cache-Control', 'no-store').json({ success: true });
  });

  return r;
}

/** The admin reads, the export and the cleanup of search analytics (ingest is analyticsIngestRoutes). */
export function analyticsRoutes(db: Db, options: AnalyticsOptions): Router {
  const r = Router();
  const guard = options.adminGuard;
  const stats = options.stats;

  r.get('/stats', guard, async (req, res) => {
    const { days: d } = parseQuery(daysQuery, req);
    const now = Date.now();
    const from = sinceIso(d, now);
    const top = ANALYTICS.overviewTop * 2;
    const period = await stats.period(from, now);
    res.set('Cache-Control', 'no-store').json({
      days: d,
      general: await stats.general(period),
      topQueries: await stats.topQueries(period, top),
      zeroResultQueries: await stats.topQueries(period, top, true),
      sectionStats: await stats.sections(period),
      deviceStats: await stats.devices(period),
      hourlyStats: await stats.hourly(period),
      ...(options.connectionSummary ? { connectionSummary: await options.connectionSummary(d) } : {}),
    });
  });

  r.get('/queries', guard, async (req, res) => {
    const p = parseQuery(z.object({ days, limit: intParam('limit', 1, 500).default(20), zeroResults: z.enum(['true', 'false']).default('false') }), req);
    const period = await stats.period(sinceIso(p.days));
    res.set('Cache-Control', 'no-store').json({ days: p.days, queries: await stats.topQueries(period, p.limit, p.zeroResults === 'true') });
  });

  r.get('/sections', guard, async (req, res) => {
    const { days: d } = parseQuery(daysQuery, req);
    res.set('Cache-Control', 'no-store').json({ days: d, sections: await stats.sections(await stats.period(sinceIso(d))) });
  });

  r.get('/devices', guard, async (req, res) => {
    const { days: d } = parseQuery(daysQuery, req);
    res.set('Cache-Control', 'no-store').json({ days: d, devices: await stats.devices(await stats.period(sinceIso(d))) });
  });

  r.get('/timeline', guard, async (req, res) => {
    const p = parseQuery(
      z.object({ days, groupBy: z.enum(ANALYTICS.groupBy, { message: `groupBy must be one of: ${ANALYTICS.groupBy.join(', ')}` }).default('day') }),
      req,
    );
    // Whole UTC days: the first day of the period up to today.
    res.set('Cache-Control', 'no-store').json({ days: p.days, groupBy: p.groupBy, timeline: await stats.timeline(p.days, p.groupBy) });
  });

  r.post('/export', guard, async (req, res) => {
    const p = parseBody(exportSchema, req);
    // From the start of startDate to the end of endDate (a date is its whole day, a date-time its instant).
    const fromIso = new Date(p.startDate.from).toISOString();
    const toIso = new Date(p.endDate.to).toISOString();
    const name = `cerques-${utcDay(p.startDate.from)}-${utcDay(p.endDate.to - 1)}.${p.format}`;
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .set('Content-Disposition', `attachment; filename="${name}"`)
      .type(p.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
    await writeExport(res, q.exportedSearches(db, fromIso, toIso), p.format, q.SEARCH_EXPORT_COLUMNS);
  });

  r.delete('/cleanup', guard, async (req, res) => {
    const { daysToKeep } = parseQuery(z.object({ daysToKeep: intParam('daysToKeep', 1, 3650).default(ANALYTICS.searchCleanupDays) }), req);
    const cutoff = sinceIso(daysToKeep);
    const deleted = await q.deleteBefore(db, cutoff);
    res.set('Cache-Control', 'no-store').json({ success: true, deleted, cutoff, daysToKeep });
  });

  return r;
}
