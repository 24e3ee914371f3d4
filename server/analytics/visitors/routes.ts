/**
 * Connections calls of spec §7 under /api/connections. The page-view beacon is public (validated,
 * size-limited, rate-limited); every read, export and write needs the admin guard.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { connectionsApi as api } from '../../../common/api/connections.js';
import { pagination } from '../../../common/api/pagination.js';
import type { ResponseOf } from '../../../common/api/route.js';
import { addDays, utcDay } from '../../../common/dates.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import type { LeanPost } from '../../http/leanPost.js';
import { parse, parseBody, parseQuery } from '../../http/validate.js';
import { writeExport } from '../lib/exporter.js';
import { CONNECTION_COLUMNS, connectionOf, connectionsOf, exportFilename } from './export.js';
import { closeInactiveSessions, type PageViewRecorder } from './record.js';
import type { ConnectionStats } from './stats.js';
import * as q from './queries.js';

const BEACON_MAX_BYTES = 4096;

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

interface ConnectionTrackOptions {
  /** Beacons a single client may send per minute. */
  trackRateLimitPerMinute: number;
}

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/**
 * The public page-view beacon, POST /api/connections/track: the busiest call of the server, so it
 * is served on the lean path ahead of Express (JSON, or text/plain as sendBeacon may send it).
 */
export function pageViewBeacon(recorder: PageViewRecorder, options: ConnectionTrackOptions): LeanPost {
  return {
    path: '/api/connections/track',
    maxBytes: BEACON_MAX_BYTES,
    rateLimit: { name: 'track', perMinute: options.trackRateLimitPerMinute, message: 'Too many page views from this client. Try again in a minute.' },
    async handle(body, req) {
      const beacon = parse(api.track.body, body);
      const result = await recorder.record(beacon, { ip: req.ip, userAgent: req.header('user-agent'), host: req.header('host'), header: req.header });
      return { success: true, ...result } satisfies Answer<'track'>;
    },
  };
}

/** Every admin call of /api/connections (the beacon is pageViewBeacon). */
export function connectionRoutes(db: Db, stats: ConnectionStats, guard: RequestHandler): Router {
  const r = Router();

  r.use(guard);

  r.get('/stats', async (req, res) => {
    noStore(res).json((await stats.general(parseQuery(api.stats.query, req).days)) satisfies Answer<'stats'>);
  });
  r.get('/countries', async (req, res) => {
    const query = parseQuery(api.countries.query, req);
    noStore(res).json((await stats.countries(query.days, query.limit)) satisfies Answer<'countries'>);
  });
  r.get('/cities', async (req, res) => {
    const query = parseQuery(api.cities.query, req);
    noStore(res).json((await stats.cities(query.days, query.limit)) satisfies Answer<'cities'>);
  });
  r.get('/devices', async (req, res) => {
    noStore(res).json((await stats.technology(parseQuery(api.devices.query, req).days)) satisfies Answer<'devices'>);
  });
  r.get('/referrers', async (req, res) => {
    const query = parseQuery(api.referrers.query, req);
    noStore(res).json((await stats.referrers(query.days, query.limit)) satisfies Answer<'referrers'>);
  });
  r.get('/timeline', async (req, res) => {
    const query = parseQuery(api.timeline.query, req);
    noStore(res).json((await stats.timeline(query.days, query.groupBy)) satisfies Answer<'timeline'>);
  });
  r.get('/live', async (_req, res) => {
    noStore(res).json((await stats.live()) satisfies Answer<'live'>);
  });

  r.get('/detailed', async (req, res) => {
    const { days: period, page, limit, ...filter } = parseQuery(api.detailed.query, req);
    const now = Date.now();
    const from = Date.parse(`${addDays(utcDay(now), -(period - 1))}T00:00:00Z`);
    const { rows, total } = await q.listPageViews(db, from, now + 1, filter, page, limit);
    noStore(res).json({
      connections: rows.map(connectionOf),
      pagination: pagination({ page, limit, total }),
      filters: filter,
    } satisfies Answer<'detailed'>);
  });

  r.post('/export', async (req, res) => {
    const body = parseBody(api.export.body, req);
    // A date is its whole UTC day, a date-time its instant; by default the 30 days up to today.
    const to = body.endDate?.to ?? Date.parse(`${addDays(utcDay(Date.now()), 1)}T00:00:00Z`);
    const from = body.startDate?.from ?? Date.parse(`${addDays(utcDay(to - 1), -29)}T00:00:00Z`);
    if (from >= to) throw new HttpError(400, 'invalid_input', 'startDate: ha de ser anterior a endDate');
    const startDate = utcDay(from);
    const endDate = utcDay(to - 1);
    // no-transform keeps the compression middleware out of a stream that waits for 'drain'.
    res
      .set('Cache-Control', 'no-store, no-transform')
      .type(body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${exportFilename(startDate, endDate, body.format)}"`);
    await writeExport(res, connectionsOf(q.streamPageViews(db, from, to, body.filters)), body.format, CONNECTION_COLUMNS);
  });

  r.delete('/cleanup', async (req, res) => {
    const { daysToKeep } = parseQuery(api.cleanup.query, req);
    const cutoff = addDays(utcDay(Date.now()), -daysToKeep);
    const deleted = await q.deleteBefore(db, cutoff);
    noStore(res).json({ success: true, daysToKeep, deletedBefore: cutoff, deleted } satisfies Answer<'cleanup'>);
  });

  r.post('/sessions/close-inactive', async (req, res) => {
    const { inactiveMinutes } = parseBody(api.closeInactive.body, req);
    const closed = await closeInactiveSessions(db, inactiveMinutes);
    noStore(res).json({ success: true, inactiveMinutes, closed } satisfies Answer<'closeInactive'>);
  });

  return r;
}
