/**
 * State several server processes share through their database: rate-limit counters (every
 * limiter, the admin sign-in throttle) and media (MEDIA_STORE=database). Two servers are built on
 * one database here, as two processes would be; tests/api/two-instances.postgres.test.ts runs real processes
 * on PostgreSQL.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app.js';
import { CONTENT_CHANNEL, shareContentChanges, type ContentBroadcast } from '../../server/content/broadcast.js';
import { createDb } from '../../server/db/connection.js';
import { copyDemoMedia } from '../../server/demo/seed.js';
import { DatabaseRateLimitStore } from '../../server/http/rateLimitStore.js';
import { CHUNK_BYTES, databaseMediaStore } from '../../server/media/databaseStore.js';
import type { MediaStore } from '../../server/media/store.js';
import { startTestServer, TEST_ADMIN_TOKEN, testDialect, type TestServer } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** A second server on the first one's database and configuration (another process, as far as state goes). */
async function secondServer(first: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer({ db: first.db, config: first.config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('rate limits counted in the database', () => {
  let a: TestServer;
  let b: Awaited<ReturnType<typeof secondServer>>;

  beforeAll(async () => {
    a = await startTestServer({ trackRateLimit: 4, searchAnalyticsRateLimit: 3 });
    b = await secondServer(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const beacon = (base: string, ip: string) =>
    fetch(`${base}/api/connections/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX, 'X-Forwarded-For': ip },
      body: JSON.stringify({ path: '/' }),
    });

  it('holds the page-view limit per client across two servers, not per server', async () => {
    const statuses = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url, b.url]) statuses.push((await beacon(base, '81.45.12.20')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client has its own count.
    expect((await beacon(b.url, '81.45.12.21')).status).toBe(200);
  });

  it('holds the search-analytics limit across two servers', async () => {
    const record = (base: string) =>
      fetch(`${base}/api/analytics/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '81.45.12.30' },
        body: JSON.stringify({ query: 'poesia', results: 2, context: { page: '/' } }),
      });
    const statuses = [];
    for (const base of [a.url, b.url, a.url, b.url]) statuses.push((await record(base)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('stores no client address, only a keyed hash per limiter', async () => {
    await beacon(a.url, '81.45.12.40');
    const keys = (await a.db('rate_limit_counters').pluck('key')) as string[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[\w-]+:[\w-]{32}$/);
      expect(key).not.toMatch(/81\.45|::ffff/);
    }
  });

  it('counts hits that arrive together exactly, in one statement, and starts an expired window afresh', async () => {
    const store = new DatabaseRateLimitStore(a.db, 'test-burst', TEST_ADMIN_TOKEN);
    store.init({ windowMs: 60_000 });
    const totals = await Promise.all(Array.from({ length: 40 }, () => store.increment('client')));
    expect(totals.map((t) => t.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await store.get('client'))?.totalHits).toBe(40);
    await store.decrement('client');
    expect((await store.get('client'))?.totalHits).toBe(39);

    // The window ends: the next hit counts from one again.
    await a.db('rate_limit_counters').where('key', 'like', 'test-burst:%').update({ reset_at: Date.now() - 1 });
    expect(await store.get('client')).toBeUndefined();
    const fresh = await store.increment('client');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime.getTime()).toBeGreaterThan(Date.now() + 59_000);
    await store.resetKey('client');
    expect(await store.get('client')).toBeUndefined();
  });

  it('shares the admin sign-in throttle: failures on one server slow the next attempt on the other, success clears them', async () => {
    const signIn = (base: string, token: string) =>
      fetch(`${base}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '81.45.12.50' },
        body: JSON.stringify({ token }),
      });
    expect((await signIn(a.url, 'wrong-token-1')).status).toBe(401);
    expect((await signIn(a.url, 'wrong-token-2')).status).toBe(401);
    // The third failure, on the other server, waits 1 s (250 ms doubled twice).
    const started = Date.now();
    expect((await signIn(b.url, 'wrong-token-3')).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect((await signIn(b.url, TEST_ADMIN_TOKEN)).status).toBe(200);
    const failures = await a.db('rate_limit_counters').where('key', 'like', 'admin-sign-in-failures:%').count<{ n: number }[]>({ n: '*' });
    expect(Number(failures[0]!.n)).toBe(0);
  });
});

describe('media in the database (MEDIA_STORE=database)', () => {
  let server: TestServer;
  let media: MediaStore;
  // Three chunks and a bit, so ranges cross chunk boundaries.
  const video = Buffer.alloc(3 * CHUNK_BYTES + 1000);
  for (let i = 0; i < video.length; i++) video[i] = (i * 7 + (i >> 10)) & 255;
  const demoCover = fs.readFileSync(path.resolve('resources/media/cover-48.jpg'));

  beforeAll(async () => {
    server = await startTestServer({ mediaStore: 'database', mediaDir: path.resolve('does-not-exist') });
    media = databaseMediaStore(server.db);
    await media.put('clip.mp4', video);
    await media.put('cover-48.jpg', demoCover);
    await media.put('small/cover-48.jpg', demoCover.subarray(0, 2000));
  });
  afterAll(() => server.close());

  it('serves an image from the database with its type, caching headers and revalidation', async () => {
    const res = await server.get('/api/images/cover-48.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(demoCover)).toBe(true);
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(etag).toMatch(/^W\/"/);
    // node:http, not fetch: fetch adds 'Cache-Control: no-cache' to conditional requests.
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        http.get(`${server.url}/api/images/cover-48.jpg`, { headers }, (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        }).on('error', reject);
      });
    expect(await status({ 'If-None-Match': etag })).toBe(304);
    expect(await status({ 'If-Modified-Since': lastModified })).toBe(304);
    expect(await status({ 'If-None-Match': 'W/"other"' })).toBe(200);
  });

  it('serves the small/ thumbnail when there is one, else the original, and 404 for a missing file', async () => {
    const small = await server.get('/api/images/small/cover-48.jpg');
    expect((await small.arrayBuffer()).byteLength).toBe(2000);
    await media.put('figure-02.png', Buffer.from('89504e470d0a1a0a', 'hex'));
    const fallback = await server.get('/api/images/small/figure-02.png');
    expect(fallback.headers.get('content-type')).toBe('image/png');
    expect((await fallback.arrayBuffer()).byteLength).toBe(8);
    const missing = await server.get('/api/images/no-such-image.jpg');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('media_not_found');
  });

  it('answers range requests across chunk boundaries with only the bytes asked for', async () => {
    const start = CHUNK_BYTES - 10;
    const end = 2 * CHUNK_BYTES + 20;
    const part = await server.get('/api/videos/clip.mp4', { headers: { Range: `bytes=${start}-${end}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(start, end + 1))).toBe(true);
    const tail = await server.get('/api/videos/clip.mp4', { headers: { Range: 'bytes=-500' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(video.subarray(video.length - 500))).toBe(true);
    const whole = await server.get('/api/videos/clip.mp4');
    expect(whole.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const unsatisfiable = await server.get('/api/videos/clip.mp4', { headers: { Range: `bytes=${video.length + 10}-` } });
    expect(unsatisfiable.status).toBe(416);
  });

  it('streams a video no faster than the client reads it, and stops when the client leaves', async () => {
    const url = new URL('/api/videos/clip.mp4', server.url);
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get(url, (res) => {
        let bytes = 0;
        res.once('data', (chunk: Buffer) => {
          bytes += chunk.length;
          req.destroy();
          resolve(bytes);
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
    });
    expect(received).toBeGreaterThan(0);
    expect((await server.get('/api/images/cover-48.jpg')).status).toBe(200);
  });

  it('replaces a file whole, leaves no chunks of the old version behind, and removes files', async () => {
    await media.put('clip.mp4', Buffer.from('short'));
    expect(await (await server.get('/api/videos/clip.mp4')).text()).toBe('short');
    const versions = await server.db('media_chunks').distinct('version');
    expect(versions).toHaveLength((await server.db('media_files').count<{ n: number }[]>({ n: '*' }))[0]!.n);
    await media.remove('clip.mp4');
    expect(await media.stat('clip.mp4')).toBeNull();
    expect((await server.get('/api/videos/clip.mp4')).status).toBe(404);
    await media.put('empty.gif', new Uint8Array());
    expect(await media.read('empty.gif')).toEqual(Buffer.alloc(0));
  });

  it('refuses names outside the store', async () => {
    await expect(media.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/Not a media name/);
    expect(await media.stat('../package.json')).toBeNull();
  });

  it('takes the demo images, small/ thumbnails included, when seeding a database store', async () => {
    const copied = await copyDemoMedia(path.resolve('resources/media'), media);
    const files = fs.readdirSync('resources/media').filter((f) => fs.statSync(path.join('resources/media', f)).isFile()).length;
    const small = fs.readdirSync('resources/media/small').length;
    expect(copied).toBe(files + small);
    expect((await server.get('/api/images/small/author-01.jpg')).status).toBe(200);
    expect((await media.read('author-01.jpg'))!.equals(fs.readFileSync('resources/media/author-01.jpg'))).toBe(true);
  });
});

describe('content changes made by another process', () => {
  let server: TestServer;
  let broadcast: ContentBroadcast;
  beforeAll(async () => {
    server = await startTestServer();
    broadcast = await shareContentChanges(server.db, { databaseUrl: server.config.databaseUrl, listen: true });
  });
  afterAll(async () => {
    await broadcast.close();
    await server.close();
  });

  it('empty this process’s caches: on PostgreSQL when NOTIFY says so, on SQLite when the file’s data_version moves', async () => {
    const changed = 'Títol canviat en un altre procés';
    const title = async () => (await server.json<{ issue: { title: string } }>('/api/issues/latest')).issue.title;
    expect(await title()).not.toBe(changed);
    // Another process: its own connection and its own write, which this process's event never hears.
    const other = createDb(server.config);
    try {
      const latest = (await other('issues').max<{ n: number }[]>({ n: 'number' }))[0]!.n;
      await other('issues').where('number', latest).update({ title: changed });
      expect(await title()).not.toBe(changed);
      if (testDialect() === 'postgres') await other.raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, 'another-process']);
      const started = Date.now();
      while ((await title()) !== changed) {
        expect(Date.now() - started).toBeLessThan(testDialect() === 'postgres' ? 1000 : 3000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await other.destroy();
    }
  });
});
