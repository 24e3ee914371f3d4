/**
 * Issue 12 targets, on loopback with two real server processes (the public site and a staff copy):
 * - a first sync of the demo magazine with its media into an empty copy: under 60 s;
 * - an incremental sync with nothing changed: under 2 s;
 * - the analytics part of a first sync over a year of traffic (1,000,000 page views, 200,000
 *   searches): a couple of minutes at most.
 * Reference in the same run: the time of sequential GET /api/health calls to the public site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SyncStatus } from '../common/sync.js';
import { prepareDatabase } from './analytics.js';
import { startBenchServer, type BenchServer } from './lib/server.js';

const ADMIN = 'bench-admin-token-0123456789';
const auth = { Authorization: `Bearer ${ADMIN}` };

/** Starts a sync on the copy and waits for it; returns the time and the final status. */
async function timedSync(copy: BenchServer): Promise<{ ms: number; status: SyncStatus }> {
  const start = performance.now();
  const res = await fetch(`${copy.url}/api/admin/sync`, { method: 'POST', headers: auth });
  if (res.status !== 202) throw new Error(`sync refused: ${res.status} ${await res.text()}`);
  for (;;) {
    const status = (await (await fetch(`${copy.url}/api/admin/sync`, { headers: auth })).json()) as SyncStatus;
    if (status.state !== 'running') {
      if (status.state !== 'done') throw new Error(`sync stopped: ${status.lastError}`);
      return { ms: performance.now() - start, status };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Milliseconds per sequential GET /api/health (after a warm-up). */
async function healthReference(site: BenchServer, n = 200): Promise<number> {
  for (let i = 0; i < 20; i++) await (await fetch(`${site.url}/api/health`)).arrayBuffer();
  const start = performance.now();
  for (let i = 0; i < n; i++) await (await fetch(`${site.url}/api/health`)).arrayBuffer();
  return (performance.now() - start) / n;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function post(url: string, body: unknown, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** An administrator of the public site and their personal token: what a copy syncs with (never ADMIN_TOKEN). */
async function syncToken(site: BenchServer): Promise<string> {
  const password = 'una frase prou llarga per al banc de proves';
  await post(`${site.url}/api/admin/people`, { name: 'Administradora del banc', email: 'sincronia@revista.test', role: 'admin', password }, auth);
  const cookie = (await post(`${site.url}/api/admin/session`, { email: 'sincronia@revista.test', password }, {})).headers.get('set-cookie')!.split(';')[0]!;
  const made = await post(`${site.url}/api/admin/tokens`, { name: 'Banc de sincronia', role: 'admin' }, { Cookie: cookie });
  return ((await made.json()) as { secret: string }).secret;
}

/** A staff copy: empty database, its own media folder, pointed at the public site with an administrator's token. */
async function startCopy(site: BenchServer, media: string): Promise<BenchServer> {
  return startBenchServer({ SEED_DEMO: 'false', MEDIA_DIR: media, REMOTE_URL: site.url, REMOTE_TOKEN: await syncToken(site) });
}

async function demoSync(lines: string[]): Promise<void> {
  const site = await startBenchServer();
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-copy-media-'));
  const copy = await startCopy(site, media);
  try {
    const health = await healthReference(site);
    lines.push(`reference: GET /api/health, ${health.toFixed(2)} ms per call (sequential)`);
    const first = await timedSync(copy);
    const files = fs.readdirSync(media).length + (fs.existsSync(path.join(media, 'small')) ? fs.readdirSync(path.join(media, 'small')).length : 0);
    const bytes = fs.readdirSync(media, { recursive: true, withFileTypes: true }).reduce((sum, f) => (f.isFile() ? sum + fs.statSync(path.join(f.parentPath, f.name)).size : sum), 0);
    lines.push(
      `first sync of the demo magazine into an empty copy: ${seconds(first.ms)} (target < 60 s; ${Math.round(first.ms / health)}× a health call)`,
      `  moved: ${first.status.summary}; ${files} media files, ${(bytes / 1_048_576).toFixed(1)} MB, and the demo traffic's figures`,
    );
    const again = await timedSync(copy);
    lines.push(`incremental sync, nothing changed: ${seconds(again.ms)} (target < 2 s; ${Math.round(again.ms / health)}× a health call) — ${again.status.summary}`);
  } finally {
    await copy.stop();
    await site.stop();
    fs.rmSync(media, { recursive: true, force: true });
  }
}

async function analyticsSync(lines: string[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-sync-analytics-'));
  const databaseFile = path.join(dir, 'public.sqlite');
  lines.push(await prepareDatabase(databaseFile, Date.now()));
  const site = await startBenchServer({ DATABASE_FILE: databaseFile, SEED_DEMO: 'false' });
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-copy-media-'));
  const copy = await startCopy(site, media);
  try {
    // The public site builds the daily rollups it lacks when first asked (its background job would have).
    const t0 = performance.now();
    const window = (await (await fetch(`${site.url}/api/admin/sync/analytics`, { headers: auth })).json()) as { totals: Record<string, number> };
    lines.push(`public side, one-off daily rollups of a year before the first export: ${seconds(performance.now() - t0)}`);
    const health = await healthReference(site);
    const first = await timedSync(copy);
    const rows = Object.entries(window.totals).map(([table, n]) => `${table} ${n}`).join(', ');
    lines.push(
      `first sync of 1,000,000 page views and 200,000 searches: ${seconds(first.ms)} (target: a couple of minutes; ${Math.round(first.ms / health)}× a health call)`,
      `  rows moved instead of the raw page views: ${rows}`,
    );
    const again = await timedSync(copy);
    lines.push(`incremental sync of the same, nothing changed: ${seconds(again.ms)}`);
  } finally {
    await copy.stop();
    await site.stop();
    fs.rmSync(media, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function runSyncBench(): Promise<string> {
  const lines: string[] = [];
  await demoSync(lines);
  await analyticsSync(lines);
  return lines.join('\n');
}
