/**
 * Connections calls of spec §7 under /api/connections. The page-view beacon is public (validated,
 * size-limited, rate-limited); every read, export and write needs the admin guard.
 */
import { connectionsApi as api } from '../../../common/api/connections.js';
import { pagination } from '../../../common/api/pagination.js';
import type { ResponseOf } from '../../../common/api/route.js';
import { addDays, utcDay } from '../../../common/dates.js';
import type { Db } from '../../db/connection.js';
import { FileReply } from '../../http/answers.js';
import { HttpError } from '../../http/errors.js';
import type { Handlers } from '../../http/mount.js';
import type { LeanPost } from '../../http/leanPost.js';
import { parse } from '../../http/validate.js';
import { writeExport } from '../lib/exporter.js';
import { dayWindow } from '../lib/period.js';
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

/**
 * The public page-view beacon, POST /api/connections/track: the busiest call of the server, so it
 * is served on the lean path ahead of Express (JSON, or text/plain as sendBeacon may send it).
 */
export function pageViewBeacon(recorder: PageViewRecorder, options: ConnectionTrackOptions): LeanPost {
  return {
    path: `/api${api.track.path}`,
    maxBytes: BEACON_MAX_BYTES,
    rateLimit: { name: 'track', perMinute: options.trackRateLimitPerMinute, message: "Massa pàgines vistes registrades des d'aquest client. Torna-ho a provar d'aquí a un minut." },
    async handle(body, req) {
      const beacon = parse(api.track.body, body);
      const result = await recorder.record(beacon, { ip: req.ip, userAgent: req.header('user-agent'), host: req.header('host'), header: req.header });
      return { success: true, ...result } satisfies Answer<'track'>;
    },
  };
}

const { track: _beacon, ...adminRoutes } = api;
/** The admin calls of /api/connections: every route of the area but the beacon (pageViewBeacon). */
export const connectionAdminApi = adminRoutes;

/** Every admin call of /api/connections (the beacon is pageViewBeacon). */
export function connectionHandlers(db: Db, stats: ConnectionStats): Handlers<typeof connectionAdminApi> {
  return {
    stats: ({ query }) => stats.general(query.days),
    countries: ({ query }) => stats.countries(query.days, query.limit),
    cities: ({ query }) => stats.cities(query.days, query.limit),
    devices: ({ query }) => stats.technology(query.days),
    referrers: ({ query }) => stats.referrers(query.days, query.limit),
    timeline: ({ query }) => stats.timeline(query.days, query.groupBy),
    live: () => stats.live(),
    detailed: async ({ query: { days: period, page, limit, ...filter } }) => {
      const now = Date.now();
      const from = Date.parse(dayWindow(period, now).fromIso);
      const { rows, total } = await q.listPageViews(db, from, now + 1, filter, page, limit);
      return { connections: rows.map(connectionOf), pagination: pagination({ page, limit, total }), filters: filter };
    },
    export: async ({ body }) => {
      // A date is its whole UTC day, a date-time its instant; by default the 30 days up to today.
      const to = body.endDate?.to ?? Date.parse(`${addDays(utcDay(Date.now()), 1)}T00:00:00Z`);
      const from = body.startDate?.from ?? Date.parse(`${addDays(utcDay(to - 1), -29)}T00:00:00Z`);
      if (from >= to) throw new HttpError(400, 'invalid_input', 'startDate: ha de ser anterior a endDate');
      const startDate = utcDay(from);
      const endDate = utcDay(to - 1);
      return FileReply.written(async (_req, res) => {
        res
          .type(body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .set('Content-Disposition', `attachment; filename="${exportFilename(startDate, endDate, body.format)}"`);
        await writeExport(res, connectionsOf(q.streamPageViews(db, from, to, body.filters)), body.format, CONNECTION_COLUMNS);
      });
    },
    cleanup: async ({ query: { daysToKeep } }) => {
      const cutoff = addDays(utcDay(Date.now()), -daysToKeep);
      return { success: true, daysToKeep, deletedBefore: cutoff, deleted: await q.deleteBefore(db, cutoff) };
    },
    closeInactive: async ({ body: { inactiveMinutes } }) => ({ success: true, inactiveMinutes, closed: await closeInactiveSessions(db, inactiveMinutes) }),
  };
}
