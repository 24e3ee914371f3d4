/**
 * Search analytics under /api/analytics (spec §7). The two ingest calls are public but validated,
 * size-limited and rate-limited per client; every read, the export and the cleanup need the admin
 * credential (docs/decisions/0004-admin-credential.md). Rates are percentages with one decimal; times are milliseconds.
 */
import express, { Router, type RequestHandler } from 'express';
import { analyticsApi as api } from '../../../common/api/analytics.js';
import type { ResponseOf } from '../../../common/api/route.js';
import { ANALYTICS } from '../../../common/constants.js';
import { DAY_MS, utcDay } from '../../../common/dates.js';
import { classifyUserAgent } from '../lib/classify.js';
import type { Db } from '../../db/connection.js';
import { HttpError, errorBody, notFound } from '../../http/errors.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { parseBody, parseParams, parseQuery } from '../../http/validate.js';
import { writeExport } from '../lib/exporter.js';
import * as q from './queries.js';
import type { SearchStats } from './stats.js';
import type { SearchWriter } from './writer.js';

/** The biggest ingest body accepted; a search record is well under 1 kB. */
const MAX_INGEST_BYTES = 4096;

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

const sinceIso = (d: number, now = Date.now()) => new Date(now - d * DAY_MS).toISOString();

const bodySizeLimit: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length') ?? 0);
  if (length > MAX_INGEST_BYTES) return next(new HttpError(413, 'payload_too_large', `Un registre de cerca no pot passar de ${MAX_INGEST_BYTES} bytes.`));
  next();
};


interface AnalyticsIngestOptions {
  /** Ingest calls per client and minute, counted in the database. */
  rateLimitPerMinute: number;
  /** The group commit the records queue for (the server flushes it on shutdown). */
  writer: SearchWriter;
  counters: RateLimitCounters;
}

interface AnalyticsOptions {
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
    const body = parseBody(api.record.body, req);
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
    res.status(201).set('Cache-Control', 'no-store').json({ success: true, analyticsId: id, responseTime } satisfies Answer<'record'>);
  });

  r.put('/search/:id/click', ingestLimit, bodySizeLimit, parseJson, async (req, res) => {
    const { id } = parseParams(api.click.params, req);
    const click = parseBody(api.click.body, req);
    const found = await q.recordClick(db, id, {
      position: click.index,
      timeToClickMs: Math.round(click.timeToClick),
      scrolled: click.scrolled,
      at: Date.now(),
    });
    if (!found) throw notFound(`No hi ha cap cerca registrada amb l’identificador ${id}.`, 'search_not_found');
    res.set('Cache-Control', 'no-store').json({ success: true } satisfies Answer<'click'>);
  });

  return r;
}

/** The admin reads, the export and the cleanup of search analytics (ingest is analyticsIngestRoutes). */
export function analyticsRoutes(db: Db, options: AnalyticsOptions): Router {
  const r = Router();
  const guard = options.adminGuard;
  const stats = options.stats;

  r.get('/stats', guard, async (req, res) => {
    const { days: d } = parseQuery(api.stats.query, req);
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
    } satisfies Answer<'stats'>);
  });

  r.get('/queries', guard, async (req, res) => {
    const p = parseQuery(api.queries.query, req);
    const period = await stats.period(sinceIso(p.days));
    res.set('Cache-Control', 'no-store').json({ days: p.days, queries: await stats.topQueries(period, p.limit, p.zeroResults === 'true') } satisfies Answer<'queries'>);
  });

  r.get('/sections', guard, async (req, res) => {
    const { days: d } = parseQuery(api.sections.query, req);
    res.set('Cache-Control', 'no-store').json({ days: d, sections: await stats.sections(await stats.period(sinceIso(d))) } satisfies Answer<'sections'>);
  });

  r.get('/devices', guard, async (req, res) => {
    const { days: d } = parseQuery(api.devices.query, req);
    res.set('Cache-Control', 'no-store').json({ days: d, devices: await stats.devices(await stats.period(sinceIso(d))) } satisfies Answer<'devices'>);
  });

  r.get('/timeline', guard, async (req, res) => {
    const p = parseQuery(api.timeline.query, req);
    // Whole UTC days: the first day of the period up to today.
    res.set('Cache-Control', 'no-store').json({ days: p.days, groupBy: p.groupBy, timeline: await stats.timeline(p.days, p.groupBy) } satisfies Answer<'timeline'>);
  });

  r.post('/export', guard, async (req, res) => {
    const p = parseBody(api.export.body, req);
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
    const { daysToKeep } = parseQuery(api.cleanup.query, req);
    const cutoff = sinceIso(daysToKeep);
    const deleted = await q.deleteBefore(db, cutoff);
    res.set('Cache-Control', 'no-store').json({ success: true, deleted, cutoff, daysToKeep } satisfies Answer<'cleanup'>);
  });

  return r;
}
