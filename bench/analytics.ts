/**
 * Issue 6 targets.
 * 1. Page-view ingest over HTTP on loopback against the real server process (SQLite): beacons per
 *    second sustained, with the stored rows counted against the acknowledged requests (aim ≥ 2,000/s,
 *    nothing lost).
 * 2. Every dashboard call (both dashboards, every period) over 1,000,000 page views and 200,000
 *    searches in a temporary SQLite file: p95 per call (aim < 300 ms). The one-off build of the
 *    daily rollups is reported apart (the server does it in the background, never on a request).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { recordSearches } from '../server/analytics/queries.js';
import { createApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { runConnectionMaintenance } from '../server/connections/maintenance.js';
import { insertPageViews, insertSessions } from '../server/connections/queries.js';
import { createDb } from '../server/db/connection.js';
import { buildDemoTraffic } from '../server/db/demo/traffic.js';
import { migrate } from '../server/db/migrate.js';
import { percentile, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const ADMIN = 'bench-admin-token-0123456789';
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];
const PATHS = ['/', '/arxiu', '/autors', '/llibres', '/creacio', '/entrevistes/una-conversa', '/articles/un-assaig', '/edicio/48'];

function post(agent: http.Agent, url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, method: 'POST', host: url.hostname, port: url.port, path: url.pathname, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function ingestBench(): Promise<string> {
  // No demo content needed; the rate limit is lifted for this loopback client only by configuration.
  const server = await startBenchServer({ SEED_DEMO: 'false', TRACK_RATE_LIMIT: '100000000' });
  const url = new URL('/api/connections/track', server.url);
  const connections = 32;
  const durationMs = 8000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let sent = 0;
  let acknowledged = 0;
  let errors = 0;
  const send = async (i: number) => {
    // Public addresses from many networks: every beacon is classified and looked up for real.
    const ip = `${81 + (i % 100)}.${(i >> 8) & 255}.${(i >> 3) & 255}.${(i % 250) + 1}`;
    const body = JSON.stringify({ path: PATHS[i % PATHS.length], referrer: i % 3 === 0 ? 'https://www.google.com/' : '', screenWidth: 390, screenHeight: 844 });
    sent += 1;
    try {
      const res = await post(agent, url, body, { 'User-Agent': USER_AGENTS[i % USER_AGENTS.length]!, 'X-Forwarded-For': ip });
      if (res.status === 200 && res.body.includes('"recorded":true')) acknowledged += 1;
      else errors += 1;
    } catch {
      errors += 1;
    }
  };
  try {
    // Warm-up: loads the GeoIP tables and the day's salt.
    await Promise.all(Array.from({ length: 50 }, (_, i) => send(1_000_000 + i)));
    const warm = acknowledged;
    sent = 0;
    acknowledged = 0;
    errors = 0;
    let counter = 0;
    const started = performance.now();
    const deadline = started + durationMs;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) await send(counter++);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    agent.destroy();
    // Same-run reference: the cheapest API call (one trivial query) on the same server and load.
    const health = await runLoad(server.url, '/api/health', { connections, durationMs: 4000 });
    const db = createDb({ databaseFile: path.join(server.dir, 'bench.sqlite') });
    const rows = Number((await db('page_views').count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0) - warm;
    await db.destroy();
    const rate = acknowledged / seconds;
    return [
      `page-view ingest over HTTP (${connections} keep-alive connections, ${durationMs / 1000} s, SQLite):`,
      `  ${rate.toFixed(0)} beacons/s acknowledged (target ≥ 2000) · sent ${sent} · acknowledged ${acknowledged} · errors ${errors}`,
      `  reference GET /api/health on the same server: ${health.rps.toFixed(0)} req/s → ingest ratio ${(rate / health.rps).toFixed(2)}`,
      `  rows stored ${rows} of ${acknowledged} acknowledged → ${rows === acknowledged ? 'nothing lost' : `MISMATCH (${acknowledged - rows} missing)`}`,
    ].join('\n');
  } finally {
    await server.stop();
  }
}

async function queryBench(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-analytics-bench-'));
  const databaseFile = path.join(dir, 'bench.sqlite');
  const db = createDb({ databaseFile });
  const lines: string[] = [];
  try {
    await migrate(db);
    const now = Date.now();
    let t0 = performance.now();
    // A year of traffic at ~1,140 visitors a day gives about a million page views.
    const articles = Array.from({ length: 600 }, (_, i) => ({ section: 'articles' as const, url: `article-${i}` }));
    const traffic = buildDemoTraffic(articles, now, { days: 365, visitorsPerDay: 1140, searchesPerVisit: 0.48 });
    const pageViews = traffic.pageViews.slice(0, 1_000_000);
    const searches = traffic.searches.slice(0, 200_000);
    await db.transaction(async (trx) => {
      await insertSessions(trx, traffic.sessions, 2000);
      await insertPageViews(trx, pageViews, 2000);
    });
    await recordSearches(db, searches);
    lines.push(`data: ${pageViews.length} page views, ${traffic.sessions.length} sessions, ${searches.length} searches (built and inserted in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);

    t0 = performance.now();
    await runConnectionMaintenance(db, now);
    lines.push(`one-off daily rollups of 365 days (background job): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

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
      `/api/analytics/timeline?days=${days}`,
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

export async function runAnalyticsBench(): Promise<string> {
  return `${await ingestBench()}\n\n${await queryBench()}`;
}
