/**
 * Search analytics under /api/analytics (spec §7). The two ingest calls are public but validated,
 * size-limited and rate-limited per client; every read, the export and the cleanup need the admin
 * credential (docs/decisions/0004-admin-credential.md). Rates are percentages with one decimal; times are milliseconds.
 */
import express, { type RequestHandler } from 'express';
import { analyticsApi as api } from '../../../common/api/analytics.js';
import type { ApiRoute } from '../../../common/api/route.js';
import { ANALYTICS } from '../../../common/constants.js';
import { DAY_MS, utcDay } from '../../../common/dates.js';
import { classifyUserAgent } from '../lib/classify.js';
import type { Db } from '../../db/connection.js';
import { FileReply } from '../../http/answers.js';
import { HttpError, errorBody, notFound } from '../../http/errors.js';
import { utf8Only } from '../../http/jsonBody.js';
import type { Handlers } from '../../http/mount.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { writeExport } from '../lib/exporter.js';
import * as q from './queries.js';
import type { SearchStats } from './stats.js';
import type { SearchWriter } from './writer.js';

/** The biggest ingest body accepted; a search record is well under 1 kB. */
const MAX_INGEST_BYTES = 4096;

/** The cleanup's cutoff: `d` times 24 hours before now (a retention, not a dashboard period). */
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
  stats: SearchStats;
  /** The magazine's time zone (MAGAZINE_TIME_ZONE): the hours of 'Cerques per hora' are its wall hours. */
  timeZone: string;
  /** Visits summary for the stats page (the last `days` days), from visitor analytics when it is wired in. */
  connectionSummary?: (days: number) => Promise<{ totalConnections: number; uniqueIPs: number }>;
}

type IngestRoutes = 'record' | 'click';

/**
 * The two public ingest calls, POST /search and PUT /search/{id}/click. They run on every search a
 * reader makes and answer a few bytes, so the app mounts them ahead of compression and of the
 * other API routes; before each: the client's rate, then the size checked before the body is read,
 * then the body parsed with a small limit.
 */
export function analyticsIngest(db: Db, options: AnalyticsIngestOptions) {
  const { writer } = options;
  const parseJson = express.json({ limit: MAX_INGEST_BYTES, verify: utf8Only });
  const ingestLimit = options.counters.limit('search', {
    windowMs: 60_000,
    limit: options.rateLimitPerMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('rate_limited', "Massa cerques registrades des d'aquest client. Torna-ho a provar d'aquí a un minut."));
    },
  });
  const handlers: Pick<Handlers<typeof api>, IngestRoutes> = {
    record: async ({ body }, ctx) => {
      const started = process.hrtime.bigint();
      const id = await writer.write({
        query: body.query,
        searchType: body.searchType,
        filters: body.filters,
        results: body.results,
        deviceType: classifyUserAgent(ctx.http?.req.get('user-agent')).deviceType,
        responseTimeMs: body.responseTime === undefined ? undefined : Math.round(body.responseTime),
        contextPage: body.context.page,
        referrer: body.context.referrer,
        at: Date.now(),
      });
      const responseTime = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
      return { success: true, analyticsId: id, responseTime };
    },
    click: async ({ params: { id }, body: click }) => {
      const found = await q.recordClick(db, id, { position: click.index, timeToClickMs: Math.round(click.timeToClick), scrolled: click.scrolled, at: Date.now() });
      if (!found) throw notFound(`No hi ha cap cerca registrada amb l’identificador ${id}.`, 'search_not_found');
      return { success: true };
    },
  };
  const before = [ingestLimit, bodySizeLimit, parseJson];
  return { handlers, before: { record: before, click: before }, routes: new Set<ApiRoute>([api.record, api.click]) };
}

/** The admin reads, the export and the cleanup of search analytics (ingest is analyticsIngest). */
export function analyticsHandlers(db: Db, options: AnalyticsOptions): Omit<Handlers<typeof api>, IngestRoutes> {
  const stats = options.stats;
  return {
    stats: async ({ query: { days: d } }) => {
      const now = Date.now();
      const top = ANALYTICS.overviewTop * 2;
      // The same whole days as /timeline and the connections dashboard (lib/period.ts).
      const period = await stats.window(d, now);
      return {
        days: d,
        general: await stats.general(period),
        topQueries: await stats.topQueries(period, top),
        zeroResultQueries: await stats.topQueries(period, top, true),
        sectionStats: await stats.sections(period),
        deviceStats: await stats.devices(period),
        hourlyStats: await stats.hourly(period, options.timeZone),
        ...(options.connectionSummary ? { connectionSummary: await options.connectionSummary(d) } : {}),
      };
    },
    queries: async ({ query: p }) => ({ days: p.days, queries: await stats.topQueries(await stats.window(p.days), p.limit, p.zeroResults === 'true') }),
    sections: async ({ query: { days: d } }) => ({ days: d, sections: await stats.sections(await stats.window(d)) }),
    devices: async ({ query: { days: d } }) => ({ days: d, devices: await stats.devices(await stats.window(d)) }),
    timeline: async ({ query: p }) => ({ days: p.days, groupBy: p.groupBy, timeline: await stats.timeline(p.days, p.groupBy) }),
    export: async ({ body: p }) =>
      FileReply.written(async (_req, res) => {
        // From the start of startDate to the end of endDate (a date is its whole day, a date-time its instant).
        const fromIso = new Date(p.startDate.from).toISOString();
        const toIso = new Date(p.endDate.to).toISOString();
        const name = `cerques-${utcDay(p.startDate.from)}-${utcDay(p.endDate.to - 1)}.${p.format}`;
        res
          .status(200)
          .set('Content-Disposition', `attachment; filename="${name}"`)
          .type(p.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
        await writeExport(res, q.exportedSearches(db, fromIso, toIso), p.format, q.SEARCH_EXPORT_COLUMNS);
      }),
    cleanup: async ({ query: { daysToKeep } }) => {
      const cutoff = sinceIso(daysToKeep);
      return { success: true, deleted: await q.deleteBefore(db, cutoff), cutoff, daysToKeep };
    },
  };
}
