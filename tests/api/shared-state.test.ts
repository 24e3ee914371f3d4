/**
 * State several server processes share through their database: media (MEDIA_STORE=database) and
 * content changes; where rate limits count (in the database on PostgreSQL, see
 * shared-rate-limits.postgres.test.ts; in the process on SQLite, whose file one process serves).
 * tests/api/two-instances.postgres.test.ts runs real processes on PostgreSQL.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_CHANNEL, shareContentChanges, type ContentBroadcast } from '../../server/content/broadcast.js';
import { createDb } from '../../server/db/connection.js';
import { copyDemoMedia } from '../../server/demo/seed.js';
import { CHUNK_BYTES, databaseMediaStore } from '../../server/media/databaseStore.js';
import type { MediaStore } from '../../server/media/store.js';
import { startTestServer, testDialect, type TestServer } from './harness.js';

describe('where rate limits count', () => {
  it('counts in the database on PostgreSQL and in the process on SQLite, limiting either way', async () => {
    const server = await startTestServer({ trackRateLimit: 2 });
    try {
      const beacon = () => server.send('POST', '/api/connections/track', { path: '/' }, { headers: { 'X-Forwarded-For': '81.45.12.60' } });
      expect([(await beacon()).status, (await beacon()).status, (await beacon()).status]).toEqual([200, 200, 429]);
      const rows = Number((await server.db('rate_limit_counters').count<{ n: number }[]>({ n: '*' }))[0]!.n);
      if (testDialect() === 'postgres') expect(rows).toBeGreaterThan(0);
      else expect(rows).toBe(0);
    } finally {
      await server.close();
    }
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
    expect(res.headers.get('cache-control')).toBe('public, max-age=2592000, stale-if-error=86400');
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

  it('lists its files with size and time, small/ ones included (what sync compares with the public site)', async () => {
    await media.put('listed.jpg', demoCover);
    await media.put('small/listed.jpg', demoCover.subarray(0, 100));
    const listed = (await media.list()).filter((f) => f.name.endsWith('listed.jpg'));
    expect(listed.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'listed.jpg', size: demoCover.length },
      { name: 'small/listed.jpg', size: 100 },
    ]);
    expect(listed.every((f) => f.modifiedMs > Date.now() - 60_000)).toBe(true);
    await media.remove('listed.jpg');
    await media.remove('small/listed.jpg');
    expect((await media.list()).some((f) => f.name.endsWith('listed.jpg'))).toBe(false);
  });

  it('refuses names outside the store', async () => {
    await expect(media.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow(/No és un nom de fitxer multimèdia/);
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
    broadcast = await shareContentChanges(server.db, { databaseUrl: server.config.databaseUrl, listen: true, heard: (events) => server.events.heard(events) });
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
