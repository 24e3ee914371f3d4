/**
 * Issue 28's speed target: the scheduler's check costs readers nothing measurable (one indexed
 * query per instance per tick, at most every 15 s). On the demo magazine in a temporary SQLite
 * file with 10,000 schedules waiting (none due, the worst table the query meets), in one process:
 *  1. the tick itself (the due query, nothing due): p50 and p95 over 500 ticks;
 *  2. readers (an uncached search per request, so each reaches the database, and the cached home)
 *     for 6 s with no scheduler, then 6 s with the scheduler ticking 1,000 times faster than it
 *     does (every 15 ms instead of 15 s); throughput and latency, and their ratio, in the same run.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SCHEDULE_TICK_MS } from '../common/schedule.js';
import { createServer } from '../server/app.js';
import { openDatabase } from '../server/boot.js';
import { loadConfig } from '../server/config.js';
import { EditionScheduler } from '../server/editions/scheduler.js';
import type { Clock } from '../server/staff/backup/schedule.js';
import { formatLoad, percentile, runLoad } from './lib/load.js';

const SCHEDULES = 10_000;
const TICKS = 500;
const SPEED_UP = 1000;
const DURATION_MS = 6000;

/** Real time, with every wait 1,000 times shorter. */
const fastClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms / SPEED_UP),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export async function runScheduleBench(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-schedule-'));
  const config = loadConfig({ ADMIN_TOKEN: 'bench-admin-token-0123456789', DATABASE_FILE: path.join(dir, 'bench.sqlite'), LOG_LEVEL: 'warn' }, { rendererDir: path.join(dir, 'none'), mediaDir: path.join(dir, 'media') });
  const db = await openDatabase({ ...config, seedDemo: true });
  const later = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const rows = Array.from({ length: SCHEDULES }, (_, i) => ({ issue_number: 100_000 + i, publish_at: later, retry_at: later, scheduled_by_name: 'Bench', scheduled_at: later, attempts: 0 }));
  await db.batchInsert('edition_schedules', rows, 500);
  const server = createServer({ db, config, scheduling: { clock: fastClock } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // 1. The tick alone.
    const ticker = new EditionScheduler(db, undefined as never, { publishedBySchedule: async () => undefined }, { timeZone: config.timeZone });
    const times: number[] = [];
    for (let i = 0; i < TICKS + 20; i++) {
      const t = performance.now();
      await ticker.tick();
      if (i >= 20) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const plan = (await db.raw("EXPLAIN QUERY PLAN SELECT * FROM edition_schedules WHERE retry_at <= ? ORDER BY retry_at, issue_number LIMIT 20", [new Date().toISOString()])) as { detail: string }[];

    // 2. Readers without and with the scheduler ticking every 15 ms.
    // Each run searches words of its own, so no search is answered from the cache.
    let run = 0;
    const readers = (label: string) => {
      run += 1;
      return runLoad(url, (i) => (i % 2 === 0 ? `/api/search?q=mar${run}x${i}` : '/api/issues/latest'), { connections: 8, durationMs: DURATION_MS, label });
    };
    await readers('warm-up');
    const without = await readers('readers, no scheduler');
    server.scheduler.start();
    const withTicks = await readers(`readers, tick every ${SCHEDULE_TICK_MS / SPEED_UP} ms`);
    await server.scheduler.stop();
    return [
      `  ${SCHEDULES.toLocaleString('en')} schedules waiting; the tick's query plan: ${plan.map((p) => p.detail).join('; ')}`,
      `  tick (due query, nothing due): p50 ${percentile(times, 50).toFixed(3)} ms  p95 ${percentile(times, 95).toFixed(3)} ms over ${TICKS} ticks`,
      `  share of one core at the real period (${SCHEDULE_TICK_MS / 1000} s): ${((percentile(times, 50) / SCHEDULE_TICK_MS) * 100).toFixed(5)} %`,
      `  ${formatLoad(without)}`,
      `  ${formatLoad(withTicks, without)}  p95 ${withTicks.p95.toFixed(2)} vs ${without.p95.toFixed(2)} ms`,
    ].join('\n');
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
