/**
 * A database that goes away answers 503 with Retry-After and the API's error envelope, on every
 * route, never a 500; service resumes by itself when the database is back, and nothing the server
 * acknowledged is lost. PostgreSQL: the server is stopped under load (one of this file's own, so
 * no other test loses its database). SQLite: the file sits on a filesystem that fills up (a small
 * tmpfs; the suite runs as root in CI): reads keep serving, writes answer 503, and the file is
 * intact once space returns.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app.js';
import { openDatabase } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/connection.js';
import { startStoppablePostgres, type StoppablePostgres } from '../support/postgres.js';
import { copyTestDatabase, recordReferenceScriptIn, TEST_ADMIN_TOKEN, testDialect } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  label: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

interface Running {
  url: string;
  db: Db;
  flushWrites(): Promise<void>;
}

async function serve(env: Record<string, string>, dir: string): Promise<Running> {
  const config = loadConfig(
    { ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: path.join(dir, 'unused.sqlite'), TRACK_RATE_LIMIT: '1000000', SEARCH_ANALYTICS_RATE_LIMIT: '1000000', ...env },
    { rendererDir: path.join(dir, 'renderer'), mediaDir: path.join(dir, 'media') },
  );
  // A built-renderer stand-in, so that reader pages are drawn by the server as in production.
  fs.mkdirSync(path.join(dir, 'renderer'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), FIXTURE_INDEX_HTML);
  // …and the build's record of the API reference's script, so that /api/docs is a read like the others.
  recordReferenceScriptIn(path.join(dir, 'renderer'));
  const db = await openDatabase({ ...config, seedDemo: true });
  const server = createServer({ db, config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db, flushWrites: () => server.flushWrites() };
}

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** Reads readers and staff make: some answered from caches, some always from the database. */
const reads = (n: number): [string, string, RequestInit?][] => [
  ['latest edition', '/api/issues/latest'],
  ['articles', `/api/articles?page=${(n % 5) + 1}&limit=10`],
  ['search', `/api/search?q=${encodeURIComponent(['poesia', 'barcelona', 'llibres', 'memòria'][n % 4]!)}${n}`],
  ['authors', '/api/authors'],
  ['staff editions', '/api/admin/editions', { headers: admin }],
  ['connection figures', `/api/connections/stats?days=${[1, 7, 30, 90, 365][n % 5]}`, { headers: admin }],
];

/** Writes: the two beacons (group-committed in the background) and a staff write. */
const writes = (n: number, marker: string): [string, string, RequestInit][] => [
  [
    'page view',
    '/api/connections/track',
    { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX }, body: JSON.stringify({ path: `/${marker}/${n}` }) },
  ],
  ['search beacon', '/api/analytics/search', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: `${marker} ${n}`, results: 1 }) }],
  [
    'new author',
    '/api/authors',
    {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: `Autora ${marker} ${n}`, slug: `autora-${marker}-${n}` }),
    },
  ],
];

async function ask(url: string, [label, pathname, init]: [string, string, RequestInit?]): Promise<Answer> {
  const res = await fetch(url + pathname, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { label, status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

/** What every answer during an outage must be: a success, or a 503 that says to come back. */
function expectSuccessOr503(answers: Answer[]): void {
  const wrong = answers.filter(
    (a) =>
      !(a.status >= 200 && a.status < 300) &&
      !(
        a.status === 503 &&
        Number(a.retryAfter) > 0 &&
        (a.body as { error?: { code?: string; message?: string } }).error?.code === 'unavailable' &&
        /base de dades/.test((a.body as { error: { message: string } }).error.message)
      ),
  );
  expect(wrong.slice(0, 5), `${wrong.length} of ${answers.length} answers were neither 2xx nor a 503 with the envelope`).toEqual([]);
}

/** Counts what the server acknowledged (200/201 on a beacon), to find it all in the database later. */
function acknowledged(answers: Answer[]): { views: number; searches: number } {
  return {
    views: answers.filter((a) => a.label === 'page view' && a.status === 200 && (a.body as { recorded?: boolean }).recorded === true).length,
    searches: answers.filter((a) => a.label === 'search beacon' && a.status === 201).length,
  };
}

async function storedRows(db: Db, marker: string): Promise<{ views: number; searches: number }> {
  const [views] = await db('page_views').where('path', 'like', `/${marker}/%`).count({ n: '*' });
  const [searches] = await db('search_events').where('query', 'like', `${marker} %`).count({ n: '*' });
  return { views: Number(views?.n), searches: Number(searches?.n) };
}

/** `clients` loops asking until stopped; `answers` fills as they come. */
function underLoad(url: string, marker: string, clients = 6): { answers: Answer[]; stop(): Promise<Answer[]> } {
  const answers: Answer[] = [];
  let done = false;
  let n = 0;
  const loops = Promise.all(
    Array.from({ length: clients }, async () => {
      while (!done) {
        const i = n++;
        const all = [...reads(i), ...writes(i, marker)];
        answers.push(await ask(url, all[i % all.length]!));
      }
    }),
  );
  return {
    answers,
    stop: async () => {
      done = true;
      await loops;
      return answers;
    },
  };
}

/** Example values for the API's path parameters: real demo records, so a call reaches the database. */
const PARAMETERS: Record<string, string> = {
  section: 'articles',
  number: '48',
  year: '2023',
  name: 'cover-01.jpg',
  table: 'page_views',
  revision: '1',
};

/**
 * Every route of the API (every method of every path in its OpenAPI document, parameters filled
 * in, an empty JSON body for a write) and the pages, feeds and sitemaps a reader or a crawler asks
 * for: during an outage each answers as it would with the database (a cached or database-free
 * answer, a 4xx for the empty body) or 503 with Retry-After, and the API's 503 with the envelope.
 */
async function everyRoute(url: string, db: { articleSlug: string; authorId: string; authorSlug: string }): Promise<Answer[]> {
  const document = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const values: Record<string, string> = { ...PARAMETERS, url: db.articleSlug, slug: db.authorSlug, author: db.authorSlug, id: db.authorId };
  const requests: [string, string, RequestInit?][] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    const pathname = '/api' + template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));
    for (const method of ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in operations)) {
      const init: RequestInit = { method: method.toUpperCase(), headers: { ...admin, 'User-Agent': FIREFOX } };
      if (method !== 'get' && method !== 'delete') Object.assign(init, { headers: { ...admin, 'User-Agent': FIREFOX, 'Content-Type': 'application/json' }, body: '{}' });
      requests.push([`${method.toUpperCase()} ${template}`, pathname, init]);
    }
  }
  for (const page of ['/', '/edicio/48', `/articles/${db.articleSlug}`, '/arxiu', '/autors', `/autors/${db.authorSlug}`, '/cerca?q=poesia', '/quiosc', '/redaccio']) {
    requests.push([`page ${page}`, page, { headers: { Accept: 'text/html', 'User-Agent': FIREFOX } }]);
  }
  for (const file of ['/feeds/rss.xml', '/feeds/atom.xml', '/feeds/feed.json', '/sitemap.xml', '/sitemaps/editions-1.xml', '/sitemaps/articles-1.xml', '/robots.txt']) {
    requests.push([`file ${file}`, file]);
  }
  const answers: Answer[] = [];
  // A few at a time, as a busy site would be asked.
  // A connection cut before the answer's end is a fault too.
  const answer = (request: [string, string, RequestInit?]) =>
    ask(url, request).catch((error: Error): Answer => ({ label: request[0], status: 599, retryAfter: null, body: `cut: ${error.message} ${String(error.cause)}` }));
  for (let i = 0; i < requests.length; i += 8) answers.push(...(await Promise.all(requests.slice(i, i + 8).map(answer))));
  return answers;
}

/** No answer is a server fault other than a 503 that says when to come back (and, from the API, why). */
function expectNoFaultButUnavailable(answers: Answer[]): void {
  const wrong = answers.filter((a) => {
    if (a.status < 500) return false;
    if (a.status !== 503 || !(Number(a.retryAfter) > 0)) return true;
    // Pages, feeds and sitemaps answer the browser's or crawler's kind of 503; /api/health and its readiness their own documented body.
    if (a.label.startsWith('page') || a.label.startsWith('file')) return false;
    if (a.label === 'GET /health' || a.label === 'GET /health/ready') return (a.body as { status?: string }).status !== 'unavailable';
    return (a.body as { error?: { code?: string } }).error?.code !== 'unavailable';
  });
  expect(wrong.map((a) => `${a.label}: ${a.status} ${JSON.stringify(a.body).slice(0, 160)}`)).toEqual([]);
}

async function demoRecords(db: Db): Promise<{ articleSlug: string; authorId: string; authorSlug: string }> {
  const article = (await db('articles').first('url')) as { url: string };
  const author = (await db('authors').first('id', 'slug')) as { id: string; slug: string };
  return { articleSlug: article.url, authorId: author.id, authorSlug: author.slug };
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// Each database fails its own way: one outage per run of the suite.
if (testDialect() === 'postgres') {
  describe('PostgreSQL stopped under load', () => {
  it('answers 503 with Retry-After and the envelope, never 500, and resumes without losing an acknowledged row', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-outage-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const postgres: StoppablePostgres = await startStoppablePostgres();
    cleanups.push(() => postgres.stop());
    await postgres.createDatabase('revista');
    const app = await serve({ DATABASE_URL: postgres.url('revista') }, dir);
    const records = await demoRecords(app.db);
    const marker = 'caiguda';

    const load = underLoad(app.url, marker);
    await waitUntil(() => load.answers.length > 50, 'answers before the outage');
    postgres.halt();
    // Down until every kind of request that needs the database has met it (a read from a cache
    // may well keep answering).
    const from = load.answers.length;
    const failing = ['staff editions', 'page view', 'search beacon', 'new author'];
    await waitUntil(
      () => failing.every((label) => load.answers.slice(from).some((a) => a.label === label && a.status >= 500)),
      'every kind of request meeting the stopped database',
    );
    // Every route, while the database is down.
    const swept = await everyRoute(app.url, records);
    expect(swept.filter((a) => a.status === 503).length, 'routes that met the stopped database').toBeGreaterThan(40);
    expectNoFaultButUnavailable(swept);
    postgres.resume();
    await waitUntil(async () => (await fetch(`${app.url}/api/health`)).status === 200, 'health after the restart');
    const answers = await load.stop();

    expect(answers.filter((a) => a.status === 503).length, 'some answers met the stopped database').toBeGreaterThan(0);
    expectSuccessOr503(answers);

    // Service resumes: reads and every kind of write succeed again.
    const after = await Promise.all([...reads(1), ...writes(100_000, marker)].map((request) => ask(app.url, request)));
    expect(after.map((a) => `${a.label} ${a.status}`)).toEqual(after.map((a) => `${a.label} ${a.label === 'new author' || a.label === 'search beacon' ? 201 : 200}`));

    await app.flushWrites();
    const expected = acknowledged([...answers, ...after]);
    expect(await storedRows(app.db, marker)).toEqual(expected);
  }, 120_000);
  });
}

if (testDialect() === 'sqlite') {
  describe('SQLite on a full disk', () => {
  it('keeps serving reads, answers writes 503, and stays intact once space returns', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-full-disk-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const copy = await copyTestDatabase(dir);
    const template = copy.env.DATABASE_FILE!;
    // A filesystem a little larger than the database, so that it can be filled.
    const disk = path.join(dir, 'disk');
    fs.mkdirSync(disk);
    const megabytes = Math.ceil(fs.statSync(template).size / 2 ** 20) + 48;
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', disk]);
    cleanups.push(() => {
      execFileSync('umount', ['-l', disk]);
    });
    const databaseFile = path.join(disk, 'revista.sqlite');
    fs.copyFileSync(template, databaseFile);
    const app = await serve({ DATABASE_FILE: databaseFile }, dir);
    const records = await demoRecords(app.db);
    const marker = 'disc-ple';

    // Warm: every read has been answered once while there was room.
    for (const request of reads(0)) expect((await ask(app.url, request)).status, request[0]).toBe(200);

    // Fill the filesystem to the last byte.
    const filler = path.join(disk, 'filler');
    const fd = fs.openSync(filler, 'w');
    const block = Buffer.alloc(1 << 20);
    try {
      for (;;) fs.writeSync(fd, block);
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    for (let size = 1 << 19; size >= 1; size >>= 1) {
      try {
        fs.writeSync(fd, block, 0, size);
      } catch {
        // that much no longer fits; try less
      }
    }
    fs.closeSync(fd);

    const full: Answer[] = [];
    for (let i = 0; i < 12; i++) full.push(...(await Promise.all([...reads(i), ...writes(i, marker)].map((request) => ask(app.url, request)))));
    expectSuccessOr503(full);
    for (const label of ['latest edition', 'articles', 'search', 'authors', 'staff editions', 'connection figures']) {
      expect(full.filter((a) => a.label === label).map((a) => a.status), `${label} on a full disk`).toEqual(full.filter((a) => a.label === label).map(() => 200));
    }
    for (const label of ['page view', 'search beacon', 'new author']) {
      expect(full.filter((a) => a.label === label).some((a) => a.status === 503), `${label} on a full disk`).toBe(true);
    }
    // Every route, on the full disk: reads as before, writes refused as unavailable, never a fault.
    const swept = await everyRoute(app.url, records);
    expectNoFaultButUnavailable(swept);
    // (Except the sync feed's analytics window: it hands staff copies finished days as rollups, which
    // it must first write; a staff copy tries again later.)
    const reads503 = swept.filter((a) => a.label.startsWith('GET ') && a.label !== 'GET /admin/sync/analytics' && a.status === 503);
    expect(reads503.map((a) => a.label), 'reads on a full disk').toEqual([]);

    // Space returns: writes succeed again, the file is intact, and every acknowledged row is there.
    fs.rmSync(filler);
    const after = await Promise.all(writes(100_000, marker).map((request) => ask(app.url, request)));
    expect(after.map((a) => `${a.label} ${a.status}`)).toEqual(['page view 200', 'search beacon 201', 'new author 201']);
    await app.flushWrites();
    expect(await app.db.raw('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(await storedRows(app.db, marker)).toEqual(acknowledged([...full, ...after]));
  }, 120_000);
  });
}
