/**
 * Issue 6 targets.
 * 1. Page-view ingest over HTTP on loopback against the real server process (SQLite): beacons per
 *    second sustained, with the stored rows counted against the acknowledged requests (aim ≥ 2,000/s,
 *    nothing lost).
 * 2. Every dashboard call (both dashboards, every period) over 1,000,000 page views and 200,000
 *    searches in a temporary SQLite file: p95 per call (aim < 300 ms). The one-off build of the
 *    daily rollups is reported apart (the server does it in the background, never on a request).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { recordSearches } from '../server/analytics/search/queries.js';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { analyticsStats, runConnectionMaintenance } from '../server/analytics/maintenance.js';
import { insertPageViews, insertSessions } from '../server/analytics/visitors/queries.js';
import { createDb, type Db } from '../server/db/connection.js';
import { buildDemoTraffic } from '../server/demo/traffic.js';
import { migrate } from '../server/db/migrate.js';
import { measureIngest, type IngestFigures } from './lib/ingest.js';
import { percentile } from './lib/load.js';

const ADMIN = 'bench-admin-token-0123456789';
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const PATHS = ['/', '/arxiu', '/autors', '/llibres', '/creacio', '/entrevistes/una-conversa', '/articles/un-assaig', '/edicio/48'];

const VISITORS = 6000;

/**
 * The i-th page-view beacon of the ingest load: 6,000 visitors from public addresses on many
 * networks, each coming back every 6,000 beacons (about every two seconds), so most views extend a
 * session already stored, as real reading does.
 */
export function pageViewBeacon(i: number): { body: string; headers: Record<string, string> } {
  const v = i % VISITORS;
  return {
    body: JSON.stringify({ path: PATHS[i % PATHS.length], referrer: i % 3 === 0 ? 'https://www.google.com/' : '', screenWidth: 390, screenHeight: 844 }),
    headers: { 'User-Agent': USER_AGENTS[v % USER_AGENTS.length]!, 'X-Forwarded-For': `${81 + (v % 100)}.${(v >> 8) & 255}.${(v >> 3) & 255}.${(v % 250) + 1}` },
  };
}

const pageViewAcknowledged = (status: number, body: string): boolean => status === 200 && body.includes('"recorded":true');

/** The page-view ingest load on a fresh server (its database chosen by `env`): this bench's and scale's. */
export function measurePageViewIngest(env: Record<string, string> = {}): Promise<IngestFigures> {
  return measureIngest({
    label: 'page-view ingest (POST /api/connections/track)',
    env: { TRACK_RATE_LIMIT: '100000000', ...env },
    path: '/api/connections/track',
    table: 'page_views',
    connections: 32,
    durationMs: 8000,
    target: 2000,
    request: pageViewBeacon,
    acknowledged: pageViewAcknowledged,
  });
}

async function ingestBench(): Promise<string> {
  return (await measurePageViewIngest()).text;
}

/** Bump when the generated data changes in a way the input files below do not show. */
const GENERATOR_VERSION = 2;
const CACHE_DIR = path.resolve('.cache/bench-analytics');
// What the generated database depends on: the schema, the traffic generator and the row writers.
const BUILD_INPUTS = ['server/db/migrations', 'server/demo/traffic.ts', 'server/analytics/search', 'server/analytics/visitors'];

/** A short hash of the files that decide the database's content, so a stale cache is never reused. */
function buildKey(): string {
  const hash = crypto.createHash('sha256').update(`generator ${GENERATOR_VERSION}`);
  for (const input of BUILD_INPUTS) {
    const files = fs.statSync(input).isDirectory() ? fs.readdirSync(input).sort().map((f) => path.join(input, f)) : [input];
    for (const file of files) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A year of traffic at ~1,140 visitors a day: about a million page views and 200,000 searches. A
 * third of the searches are one-off queries (a real search log has a long tail), so per-query
 * figures cannot lean on a small vocabulary.
 */
async function fillDatabase(db: Db, now: number): Promise<string> {
  const t0 = performance.now();
  const articles = Array.from({ length: 600 }, (_, i) => ({ section: 'articles' as const, url: `article-${i}` }));
  const traffic = buildDemoTraffic(articles, now, { days: 365, visitorsPerDay: 1140, searchesPerVisit: 0.48 });
  const pageViews = traffic.pageViews.slice(0, 1_000_000);
  const searches = traffic.searches.slice(0, 200_000).map((s, i) => (i % 3 === 2 ? { ...s, query: `${s.query} ${i}` } : s));
  await db.transaction(async (trx) => {
    // Under 500 rows a statement: knex writes multi-row inserts for SQLite as a compound SELECT.
    await insertSessions(trx, traffic.sessions, 400);
    await insertPageViews(trx, pageViews, 400);
  });
  await recordSearches(db, searches);
  return `data: ${pageViews.length} page views, ${traffic.sessions.length} sessions, ${searches.length} searches (built and inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`;
}

/**
 * The raw data (no rollups) in `databaseFile`: copied from .cache/bench-analytics/ when one was
 * built today from the same inputs, built and cached otherwise. Rollups are always built afresh.
 */
export async function prepareDatabase(databaseFile: string, now: number): Promise<string> {
  const cached = path.join(CACHE_DIR, `${buildKey()}-${new Date(now).toISOString().slice(0, 10)}.sqlite`);
  if (fs.existsSync(cached)) {
    fs.copyFileSync(cached, databaseFile);
    const db = createDb({ databaseFile });
    try {
      await migrate(db);
    } finally {
      await db.destroy();
    }
    return `data: reused ${path.relative(process.cwd(), cached)} (built earlier today)`;
  }
  const db = createDb({ databaseFile });
  let line: string;
  try {
    await migrate(db);
    line = await fillDatabase(db, now);
    // Fold the WAL into the main file so that a plain copy carries everything.
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    await db.destroy();
  }
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of fs.readdirSync(CACHE_DIR)) fs.rmSync(path.join(CACHE_DIR, old), { force: true });
  fs.copyFileSync(databaseFile, cached);
  return line;
}

async function queryBench(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-analytics-bench-'));
  const databaseFile = path.join(dir, 'bench.sqlite');
  const lines: string[] = [];
  const now = Date.now();
  lines.push(await prepareDatabase(databaseFile, now));
  const db = createDb({ databaseFile });
  try {
    const t0 = performance.now();
    await runConnectionMaintenance(db, analyticsStats(db), now);
    lines.push(`one-off daily rollups of 365 days, visits and searches (background job): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const config = loadConfig({ ADMIN_TOKEN: ADMIN, DATABASE_FILE: databaseFile }, { rendererDir: path.join(dir, 'none') });
    const app = createApp({ db, config });
    const server = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const calls = (days: number) => [
      `/api/connections/stats?days=${days}`,
      `/api/connections/countries?days=${days}`,
      `/api/connections/cities?days=${days}`,
      `/api/connections/devices?days=${days}`,
      `/api/connections/referrers?days=${days}`,
      `/api/connections/timeline?days=${days}${days === 1 ? '&groupBy=hour' : days > 90 ? '&groupBy=week' : ''}`,
      `/api/connections/detailed?days=${days}&limit=50`,
      `/api/connections/detailed?days=${days}&limit=50&country=FR&deviceType=mobile`,
      '/api/connections/live',
      `/api/analytics/stats?days=${days}`,
      `/api/analytics/queries?days=${days}&limit=20`,
      `/api/analytics/queries?days=${days}&limit=20&zeroResults=true`,
      `/api/analytics/sections?days=${days}`,
      `/api/analytics/devices?days=${days}`,
      `/api/analytics/timeline?days=${days}${days > 90 ? '&groupBy=week' : ''}`,
    ];
    const repetitions = 12;
    const worst: { call: string; p95: number }[] = [];
    try {
      for (const days of [1, 7, 30, 90, 365]) {
        const row: string[] = [];
        for (const call of calls(days)) {
          const times: number[] = [];
          for (let i = 0; i < repetitions; i++) {
            const start = performance.now();
            const res = await fetch(base + call, { headers: { Authorization: `Bearer ${ADMIN}` } });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${call} answered ${res.status}`);
            times.push(performance.now() - start);
          }
          times.sort((a, b) => a - b);
          const p95 = percentile(times, 95);
          worst.push({ call, p95 });
          row.push(`${call.replace(/^\/api\//, '').replace(/[?&]days=\d+/, '').padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`);
        }
        lines.push(`period ${days} day(s):`, ...row.map((r) => `  ${r}`));
      }
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const slowest = worst.sort((a, b) => b.p95 - a.p95)[0]!;
    const over = worst.filter((w) => w.p95 >= 300);
    lines.push(`slowest p95: ${slowest.p95.toFixed(1)} ms (${slowest.call}); calls at or over 300 ms: ${over.length === 0 ? 'none' : over.map((o) => o.call).join(', ')}`);
    return lines.join('\n');
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Both parts by default; `{ parts: ['queries'] }` or `['ingest']` runs one. */
export async function runAnalyticsBench(options: { parts?: readonly ('ingest' | 'queries')[] } = {}): Promise<string> {
  const parts = options.parts ?? ['ingest', 'queries'];
  const out: string[] = [];
  if (parts.includes('ingest')) out.push(await ingestBench());
  if (parts.includes('queries')) out.push(await queryBench());
  return out.join('\n\n');
}
