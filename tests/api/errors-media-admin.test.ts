import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('error shape', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'route_not_found', message: expect.stringContaining('/no-such-thing') } });
  });

  it('answers malformed JSON with 400 and oversized bodies with 413, never a stack', async () => {
    const malformed = await server.send('POST', '/api/authors', '{"name": ', { admin: true });
    expect(malformed.status).toBe(400);
    const text = await malformed.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'invalid_json', message: expect.any(String) } });
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    const huge = await server.send('POST', '/api/authors', { name: 'x'.repeat(200_000) }, { admin: true });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });

  it('sends security headers', async () => {
    const res = await server.get('/api/health');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('media', () => {
  it('serves images with their type and long-lived caching', async () => {
    const res = await server.get('/api/images/cover-48.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/max-age=2592000/);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('serves a small version of an image for thumbnails, or the original when there is none', async () => {
    const full = (await (await server.get('/api/images/cover-48.jpg')).arrayBuffer()).byteLength;
    const smallRes = await server.get('/api/images/small/cover-48.jpg');
    expect(smallRes.status).toBe(200);
    expect(smallRes.headers.get('content-type')).toBe('image/jpeg');
    const small = (await smallRes.arrayBuffer()).byteLength;
    expect(small).toBeGreaterThan(1000);
    expect(small).toBeLessThan(full / 2);
    const fallback = await server.get('/api/images/small/figure-01.jpg');
    expect(fallback.status).toBe(200);
    expect((await fallback.arrayBuffer()).byteLength).toBe((await (await server.get('/api/images/figure-01.jpg')).arrayBuffer()).byteLength);
    expect((await server.get('/api/images/small/no-hi-es.jpg')).status).toBe(404);
    expect((await server.get('/api/images/small/..%2F..%2Fpackage.json')).status).toBe(400);
  });

  it('serves video with range requests', async () => {
    const full = await server.get('/api/videos/estany.mp4');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const size = (await full.arrayBuffer()).byteLength;
    const part = await server.get('/api/videos/estany.mp4', { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const unsatisfiable = await server.get('/api/videos/estany.mp4', { headers: { Range: `bytes=${size + 10}-` } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe(`bytes */${size}`);
    const head = await server.get('/api/videos/estany.mp4', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(size));
  });

  it('sends the range only if the file is still the one the client has (If-Range), else the whole file', async () => {
    for (const file of ['/api/videos/estany.mp4', '/api/images/aina-puigdevall-2.png']) {
      const full = await server.get(file);
      const [etag, lastModified] = [full.headers.get('etag')!, full.headers.get('last-modified')!];
      const size = (await full.arrayBuffer()).byteLength;
      const ranged = (ifRange: string) => server.get(file, { headers: { Range: 'bytes=0-5', 'If-Range': ifRange } });
      const same = await ranged(lastModified);
      expect(same.status, file).toBe(206);
      expect(same.headers.get('content-range')).toBe(`bytes 0-5/${size}`);
      // Another date, another tag, or this weak tag (If-Range compares strongly): the whole file.
      for (const other of ['Thu, 01 Jan 1970 00:00:00 GMT', '"nope"', etag, 'not a date']) {
        const whole = await ranged(other);
        expect(whole.status, `${file} If-Range: ${other}`).toBe(200);
        expect(whole.headers.get('content-range')).toBeNull();
        expect((await whole.arrayBuffer()).byteLength).toBe(size);
      }
    }
  });

  it('lets a client revalidate a file it has, by ETag or by date', async () => {
    const first = await server.get('/api/images/cover-48.jpg');
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds 'Cache-Control: no-cache' to conditional requests, as a browser reload does.
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        http.get(`${server.url}/api/images/cover-48.jpg`, { headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    expect(await status({ 'If-None-Match': etag })).toBe(304);
    expect(await status({ 'If-Modified-Since': modified })).toBe(304);
    expect(await status({ 'If-None-Match': 'W/"other"' })).toBe(200);
  });

  it('never serves a file outside the media folder', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '..%2Fmedia%2Fcover-48.jpg', '.env', '%2Fetc%2Fpasswd']) {
      const res = await server.get(`/api/images/${name}`);
      expect([400, 404], name).toContain(res.status);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
    // fetch folds '..' away before sending; whatever answers, it is not the project's package.json.
    const folded = await server.get('/api/images/../../package.json');
    expect(await folded.text()).not.toMatch(/"devDependencies"/);
  });

  it('answers 404 for a missing image and 400 for a type that is not media', async () => {
    expect((await server.get('/api/images/no-hi-es.jpg')).status).toBe(404);
    expect((await server.get('/api/images/notes.txt')).status).toBe(400);
    expect((await server.get('/api/videos/cover-48.jpg')).status).toBe(400);
  });

  it('serves the placeholder image', async () => {
    const res = await server.get('/placeholder-image.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });
});

describe('admin session', () => {
  it('signs in with the token and gives an HttpOnly SameSite cookie that opens admin calls', async () => {
    const before = await server.get('/api/admin/session');
    expect(await before.json()).toEqual({ authenticated: false });
    const res = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/revista_admin=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const session = cookie.split(';')[0]!;
    const check = await server.get('/api/admin/session', { headers: { Cookie: session } });
    expect(await check.json()).toMatchObject({ authenticated: true, actor: { kind: 'operator', role: 'admin' } });
    const write = await server.send('DELETE', '/api/authors/does-not-exist', undefined, { headers: { Cookie: session } });
    expect(write.status).toBe(404);
    const forged = await server.get('/api/admin/session', { headers: { Cookie: `revista_admin=${Date.now() + 1e9}.forged` } });
    expect(await forged.json()).toEqual({ authenticated: false });
  });

  it('refuses a wrong token, slowing repeated failures, and validates the body', async () => {
    const started = Date.now();
    const first = await server.send('POST', '/api/admin/session', { token: 'wrong' });
    const second = await server.send('POST', '/api/admin/session', { token: 'wrong again' });
    expect(first.status).toBe(401);
    expect(second.status).toBe(401);
    // 250 ms then 500 ms of deliberate delay.
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect((await server.send('POST', '/api/admin/session', {})).status).toBe(400);
  });

  it('signs out', async () => {
    const res = await server.send('DELETE', '/api/admin/session');
    expect(res.headers.get('set-cookie')).toMatch(/revista_admin=;/);
  });
});
