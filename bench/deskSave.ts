/**
 * Issue 20's saving target: a revision saved in p95 < 100 ms on SQLite and on PostgreSQL. A real
 * server process per database (the demo magazine), one draft edition, articles of 2,000 and
 * 10,000 words (paragraphs with italics and bold) saved 200 times in sequence on the revision each
 * save returned, one paragraph changed per save (the desk's autosave pattern), and the same for a
 * pending correction of a published article. Reference in the same run: a GET /api/health.
 */
import { startPostgres, uniqueDatabaseName } from '../tests/support/postgres.js';
import { startBenchServer, type BenchServer } from './lib/server.js';

const auth = { Authorization: 'Bearer bench-admin-token-0123456789', 'Content-Type': 'application/json' };
const SAVES = 200;

interface Saved {
  revision: number;
  article: Record<string, unknown> & { _id: string };
}

async function call<T>(server: BenchServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/admin/desk${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/** Paragraphs of 100 words with a mark every ten; save `round` changes the paragraph it falls on. */
const body = (words: number, round: number) =>
  Array.from({ length: words / 100 }, (_, i) => ({
    type: 'paragraph',
    content: Array.from({ length: 100 }, (_, w) => {
      const word = `mot${(i * 100 + w + (i === round % (words / 100) ? round : 0)) % 913}`;
      return w % 10 === 0 ? `<em>${word}</em>` : w % 10 === 5 ? `<strong>${word}</strong>` : word;
    }).join(' '),
  }));

async function timedSaves(server: BenchServer, start: Saved, words = 2000): Promise<number[]> {
  let current = start;
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const { _id, issueNumber: _n, author: _a, status: _s, correctedAt: _c, ...fields } = current.article;
    const t = performance.now();
    current = await call<Saved>(server, 'PUT', `/articles/${_id}`, { ...fields, text: body(words, i + 1), baseRevision: current.revision });
    times.push(performance.now() - t);
  }
  return times;
}

async function healthMs(server: BenchServer): Promise<number> {
  for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  const t = performance.now();
  for (let i = 0; i < 100; i++) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
  return (performance.now() - t) / 100;
}

async function figures(name: string, server: BenchServer): Promise<string[]> {
  const health = await healthMs(server);
  const { number } = await call<{ number: number }>(server, 'GET', '/editions/next-number');
  await call(server, 'POST', '/editions', { number, title: 'Banc de proves', publicationDate: '2031-01-01' });
  const draft = await call<Saved>(server, 'POST', `/editions/${number}/articles`, { section: 'articles', title: 'Article del banc', authors: ['Autora del banc'], data: '1/1/2031', text: body(2000, 0) });
  const draftTimes = await timedSaves(server, draft);
  const long = await call<Saved>(server, 'POST', `/editions/${number}/articles`, { section: 'articles', title: 'Article llarg del banc', authors: ['Autora del banc'], data: '1/1/2031', text: body(10_000, 0) });
  const longTimes = await timedSaves(server, long, 10_000);
  const list = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as { articles: { _id: string }[] };
  const published = await call<Saved>(server, 'GET', `/articles/${list.articles[0]!._id}`);
  const correctionTimes = await timedSaves(server, published);
  const line = (what: string, times: number[]) => {
    const p95 = percentile(times, 95);
    return `  ${name}, ${what}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < 100 ms; ${(p95 / health).toFixed(0)}× a health call)`;
  };
  return [`  ${name} reference: GET /api/health ${health.toFixed(2)} ms`, line(`draft article saves (${SAVES})`, draftTimes), line(`10,000-word draft saves (${SAVES})`, longTimes), line(`correction saves (${SAVES})`, correctionTimes)];
}

export async function runDeskSaveBench(): Promise<string> {
  const lines = ['Saving a revision of an article (2,000 words unless said), sequential saves on the returned revision:'];
  const sqlite = await startBenchServer();
  lines.push(...(await figures('SQLite', sqlite).finally(() => sqlite.stop())));
  const postgres = await startPostgres(process.env.BENCH_DATABASE_URL);
  try {
    const database = uniqueDatabaseName('revista_bench_desk');
    await postgres.createDatabase(database);
    const pg = await startBenchServer({ DATABASE_URL: postgres.url(database) });
    lines.push(...(await figures('PostgreSQL', pg).finally(() => pg.stop())));
  } finally {
    await postgres.stop();
  }
  return lines.join('\n');
}
