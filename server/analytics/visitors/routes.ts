/**
 * Connections calls of spec §7 under /api/connections. The page-view beacon is public (validated,
 * size-limited, rate-limited); every read, export and write needs the admin guard.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { ANALYTICS } from '../../../common/constants.js';
import type { Db } from '../../db/connection.js';
import { HttpError } from '../../http/errors.js';
import type { LeanPost } from '../../http/leanPost.js';
import { intParam, isoSpan, limitParam, pageParam, parse, parseBody, parseQuery } from '../../http/validate.js';
import { DEVICE_TYPES } from '../lib/classify.js';
import { writeExport } from '../lib/exporter.js';
import { CONNECTION_COLUMNS, connectionOf, connectionsOf, exportFilename } from './export.js';
import { addDays, utcDay } from '../../../common/dates.js';
import { closeInactiveSessions, type PageViewRecorder } from './record.js';
import type { ConnectionStats } from './stats.js';
import * as q from './queries.js';

const BEACON_MAX_BYTES = 4096;
const PERIODS = ANALYTICS.connectionPeriods as readonly number[];

const days = z.coerce
  .number({ message: 'days must be a number' })
  .refine((n) => PERIODS.includes(n), { message: `days must be one of ${PERIODS.join(', ')}` })
  .default(7);
const periodQuery = z.object({ days });
const topQuery = (fallback: number) => z.object({ days, limit: limitParam(fallback) });
const groupBy = z.enum(['day', 'week', 'month', 'hour'], { message: 'groupBy must be day, week, month or hour' }).default('day');
const timelineQuery = z
  .object({ days, groupBy })
  .refine((v) => v.groupBy !== 'hour' || v.days <= 7, { message: 'groupBy hour is only for periods up to 7 days', path: ['groupBy'] });

const country = z
  .string()
  .trim()
  .regex(/^([A-Za-z]{2}|unknown)$/, 'country must be a two-letter country code or "unknown"')
  .transform((c) => (c === 'unknown' ? c : c.toUpperCase()));
const deviceType = z.enum(DEVICE_TYPES as [string, ...string[]], { message: `deviceType must be one of ${DEVICE_TYPES.join(', ')}` });
const browser = z.string().trim().min(1, 'browser must not be empty').max(64);
const filters = { country: country.optional(), deviceType: deviceType.optional(), browser: browser.optional() };

const detailedQuery = z.object({ days, page: pageParam, limit: limitParam(50), ...filters });

const exportBody = z
  .object({
    startDate: isoSpan.optional(),
    endDate: isoSpan.optional(),
    format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).default('json'),
    filters: z.object(filters).default({}),
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate.from < b.endDate.to, { message: 'startDate must not be after endDate', path: ['startDate'] });

const cleanupQuery = z.object({ daysToKeep: intParam('daysToKeep', 1, 3650).default(ANALYTICS.connectionCleanupDays) });
const closeBody = z.object({ inactiveMinutes: intParam('inactiveMinutes', 1, 1440).default(ANALYTICS.inactiveSessionMinutes) });

const screenSize = z.number({ message: 'screen sizes must be numbers' }).int().min(0).max(100_000).optional();
const beaconBody = z.object({
  path: z.string().trim().min(1, 'path is required').max(512, 'path is too long').regex(/^\//, 'path must start with /'),
  referrer: z.string().max(2048, 'referrer is too long').optional(),
  screenWidth: screenSize,
  screenHeight: screenSize,
  webdriver: z.boolean().optional(),
  kiosk: z.string().regex(/^[0-9a-f]{32}$/, 'kiosk must be a visitor key of 32 hex digits').optional(),
});

export interface ConnectionTrackOptions {
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
      const beacon = parse(beaconBody, body);
      const result = await recorder.record(beacon, { ip: req.ip, userAgent: req.header('user-agent'), host: req.header('host'), header: req.header });
      return { success: true, ...result };
    },
  };
}

/** Every admin call of /api/connections (the beacon is pageViewBeacon). */
export function connectionRoutes(db: Db, stats: ConnectionStats, guard: RequestHandler): Router {
  const r = Router();

  r.use(guard);

  r.get('/stats', async (req, res) => {
    noStore(res).json(await stats.general(parseQuery(periodQuery, req).days));
  });
  r.get('/countries', async (req, res) => {
    const query = parseQuery(topQuery(ANALYTICS.topCountries), req);
    noStore(res).json(await stats.countries(query.days, query.limit));
  });
  r.get('/cities', async (req, res) => {
    const query = parseQuery(topQuery(ANALYTICS.topCities), req);
    noStore(res).json(await stats.cities(query.days, query.limit));
  });
  r.get('/devices', async (req, res) => {
    noStore(res).json(await stats.technology(parseQuery(periodQuery, req).days));
  });
  r.get('/referrers', async (req, res) => {
    const query = parseQuery(topQuery(ANALYTICS.topReferrers), req);
    noStore(res).json(await stats.referrers(query.days, query.limit));
  });
  r.get('/timeline', async (req, res) => {
    const query = parseQuery(timelineQuery, req);
    noStore(res).json(await stats.timeline(query.days, query.groupBy));
  });
  r.get('/live', async (_req, res) => {
    noStore(res).json(await stats.live());
  });

  r.get('/detailed', async (req, res) => {
    const { days: period, page, limit, ...filter } = parseQuery(detailedQuery, req);
    const now = Date.now();
    const from = Date.parse(`${addDays(utcDay(now), -(period - 1))}T00:00:00Z`);
    const { rows, total } = await q.listPageViews(db, from, now + 1, filter, page, limit);
    noStore(res).json({
      connections: rows.map(connectionOf),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      filters: filter,
    });
  });

  r.post('/export', async (req, res) => {
    const body = parseBody(exportBody, req);
    // A date is its whole UTC day, a date-time its instant; by default the 30 days up to today.
    const to = body.endDate?.to ?? Date.parse(`${addDays(utcDay(Date.now()), 1)}T00:00:00Z`);
    const from = body.startDate?.from ?? Date.parse(`${addDays(utcDay(to - 1), -29)}T00:00:00Z`);
    if (from >= to) throw new HttpError(400, 'invalid_input', 'startDate must not be after endDate');
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
    const { daysToKeep } = parseQuery(cleanupQuery, req);
    const cutoff = addDays(utcDay(Date.now()), -daysToKeep);
    const deleted = await q.deleteBefore(db, cutoff);
    noStore(res).json({ success: true, daysToKeep, deletedBefore: cutoff, deleted });
  });

  r.post('/sessions/close-inactive', async (req, res) => {
    const { inactiveMinutes } = parseBody(closeBody, req);
    const closed = await closeInactiveSessions(db, inactiveMinutes);
    noStore(res).json({ success: true, inactiveMinutes, closed });
  });

  return r;
}
