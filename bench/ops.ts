/**
 * Issue 30 targets for logs, metrics and backups (needs `npm run build` for `GET /`):
 * - logging (a pino line per request) and metrics on together cost ≤ 5 % of the throughput of a
 *   cached `GET /` and `GET /api/issues/latest`, against a server with both off, side by side in
 *   alternating rounds (the machine is shared: a busy spell weighs on both);
 * - a scrape of /metrics, with every route seen, answers in < 50 ms;
 * - an automatic backup of the demo magazine with its media takes < 10 s, and readers' p95 during
 *   it stays within 2× of before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '../server/db/connection.js';
import { createMediaStore } from '../server/media/store.js';
import { BackupSchedule } from '../server/staff/backup/schedule.js';
import { formatLoad, percentile, runLoad, type LoadResult } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const TARGET = { overhead: 0.05, scrapeMs: 50, backupMs: 10_000, readerP95Ratio: 2 };
const ROUNDS = 3;
const LOAD_MS = 3000;
const TOKEN = 'bench-metrics-token-0123456789';
const PATHS = ['/', '/api/issues/latest'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runOpsBench(): Promise<string> {
  const off = await startBenchServer({ LOG_LEVEL: 'warn' });
  const on = await startBenchServer({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN });
  const lines: string[] = [];
  try {
    // Warm both caches and JITs (the first seconds of a process are several times slower), then
    // alternate, each side first in turn.
    for (const server of [off, on]) for (const p of PATHS) await runLoad(server.url, p, { durationMs: 2000 });
    const rounds: Record<string, { off: LoadResult[]; on: LoadResult[] }> = Object.fromEntries(PATHS.map((p) => [p, { off: [], on: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of PATHS) {
        const order = round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const);
        for (const side of order) rounds[p]![side].push(await runLoad((side === 'on' ? on : off).url, p, { durationMs: LOAD_MS }));
      }
    }
    for (const p of PATHS) {
      const offRps = median(rounds[p]!.off.map((r) => r.rps));
      const onRps = median(rounds[p]!.on.map((r) => r.rps));
      const cost = 1 - onRps / offRps;
      lines.push(`${p.padEnd(22)} off ${offRps.toFixed(0)} req/s, logs + metrics on ${onRps.toFixed(0)} req/s: cost ${(cost * 100).toFixed(1)} % (target ≤ ${TARGET.overhead * 100} %) ${cost <= TARGET.overhead ? 'ok' : 'OVER'}`);
    }

    // Every route the suite's requests reach, then the scrape timed.
    for (const p of ['/arxiu', '/autors', '/cerca?q=poesia', '/api/issues', '/api/authors', '/api/articles/recent', '/api/no-such', '/rss.xml', '/sitemap.xml']) await fetch(on.url + p).then((r) => r.arrayBuffer());
    const scrapes: number[] = [];
    let size = 0;
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const text = await (await fetch(`${on.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
      scrapes.push(performance.now() - t0);
      size = text.length;
    }
    scrapes.sort((a, b) => a - b);
    const scrapeP95 = percentile(scrapes, 95);
    lines.push(`scrape of /metrics (${(size / 1024).toFixed(0)} kB): p50 ${percentile(scrapes, 50).toFixed(1)} ms, p95 ${scrapeP95.toFixed(1)} ms (target < ${TARGET.scrapeMs} ms) ${scrapeP95 < TARGET.scrapeMs ? 'ok' : 'OVER'}`);

    // An automatic backup of the off server's database, its readers measured before and during.
    const backupDir = path.join(off.dir, 'copies');
    fs.mkdirSync(backupDir);
    const db = createDb({ databaseFile: path.join(off.dir, 'bench.sqlite') });
    try {
      const before = await runLoad(off.url, '/api/issues/latest', { durationMs: 2000, connections: 4 });
      const schedule = new BackupSchedule(db, createMediaStore({ mediaStore: 'folder', mediaDir: path.resolve('resources/media') }, db), {
        dir: backupDir,
        at: { hour: 3, minute: 0 },
        retention: { daily: 7, weekly: 4, monthly: 12 },
      });
      const t0 = performance.now();
      const [during] = await Promise.all([runLoad(off.url, '/api/issues/latest', { durationMs: 2000, connections: 4 }), schedule.runNow()]);
      const tookMs = performance.now() - t0;
      await schedule.stop();
      const status = schedule.status();
      if (status.state !== 'ok') throw new Error(`the backup failed: ${status.lastFailure?.message}`);
      const ms = status.lastSuccess!.durationMs;
      lines.push(`automatic backup of the demo (${(status.lastSuccess!.bytes / 1_048_576).toFixed(1)} MB, verified): ${ms} ms (target < ${TARGET.backupMs} ms) ${ms < TARGET.backupMs ? 'ok' : 'OVER'} (${tookMs.toFixed(0)} ms with the load beside it)`);
      const ratio = during.p95 / before.p95;
      lines.push(`readers' p95 before ${before.p95.toFixed(2)} ms, during ${during.p95.toFixed(2)} ms: ${ratio.toFixed(2)}× (target ≤ ${TARGET.readerP95Ratio}×) ${ratio <= TARGET.readerP95Ratio ? 'ok' : 'OVER'}`);
      lines.push(formatLoad(before), formatLoad(during));
    } finally {
      await db.destroy();
    }
  } finally {
    await Promise.all([off.stop(), on.stop()]);
  }
  return lines.join('\n');
}
