/**
 * What the server does by itself for connections, every few minutes: close sessions inactive for
 * 30 minutes, delete salts older than yesterday's (even on a day nobody visits), and roll up the
 * finished days of visits and of searches so dashboards never wait for it.
 */
import { ANALYTICS } from '../../common/constants.js';
import { SearchStats, lastRollableDay } from './search/stats.js';
import type { Db } from '../db/connection.js';
import { addDays, utcDay } from '../../common/dates.js';
import * as q from './visitors/queries.js';
import { closeInactiveSessions } from './visitors/record.js';
import { ConnectionStats } from './visitors/stats.js';
import { log } from '../log/logger.js';

const ROLLUP_HORIZON_DAYS = 400;

/** The app's statistics services, whose rollups the job builds (createApp makes them once). */
export interface MaintainedStats {
  visitors: ConnectionStats;
  searches: SearchStats;
}

/** The statistics services of one app: built here only, once per app (createServer / createApp). */
export function analyticsStats(db: Db): MaintainedStats {
  return { visitors: new ConnectionStats(db), searches: new SearchStats(db) };
}

export async function runConnectionMaintenance(db: Db, stats: MaintainedStats, now = Date.now()): Promise<{ closed: number }> {
  const closed = await closeInactiveSessions(db, ANALYTICS.inactiveSessionMinutes, now);
  const today = utcDay(now);
  await q.deleteSaltsBefore(db, addDays(today, -1));
  await stats.visitors.ensureRollups(addDays(today, -ROLLUP_HORIZON_DAYS), addDays(today, -2));
  await stats.searches.ensureRollups(addDays(today, -ROLLUP_HORIZON_DAYS), lastRollableDay(now));
  return { closed };
}

/**
 * Starts the periodic job; the timer never keeps the process alive. Returns its stop function,
 * which resolves once a run in progress has finished (so the pool can close after it).
 */
export function startConnectionMaintenance(db: Db, stats: MaintainedStats, intervalMs = 5 * 60_000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= runConnectionMaintenance(db, stats)
      .then(() => undefined, (err: unknown) => log.error({ err }, 'el manteniment de les connexions ha fallat'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 2_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
