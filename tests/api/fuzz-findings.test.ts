/**
 * What a fuzz run of the API found (issue 31), one case each: inputs that answered 500, errors
 * typed as pictures, days not on the calendar, lenient numbers, and the small protocol points.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { ADMIN, deskOk, desk, newEdition, testImage, uploadMedia, type ErrorAnswer } from './deskFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function errorOf(res: Response): Promise<ErrorAnswer['error']> {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as ErrorAnswer).error;
}

describe('broken images and long QR texts are refused, not a 500', () => {
  const broken = async () => {
    const jpeg = await testImage(900, 600);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
    // A PNG is its 8-byte signature and then IHDR (25 bytes): cut there, the header reads, the data does not.
    return [
      { bytes: jpeg.subarray(0, Math.floor(jpeg.length / 3)), type: 'image/jpeg', name: 'tallada.jpg' },
      { bytes: png.subarray(0, 33), type: 'image/png', name: 'tallada.png' },
    ];
  };

  it('answers 415 media_not_accepted to an image cut short, uploaded or replacing one', async () => {
    for (const { bytes, type, name } of await broken()) {
      const added = await uploadMedia(server, bytes, `?name=${name}&alt=Prova`, type);
      expect(added.status, name).toBe(415);
      expect(await errorOf(added)).toEqual({ code: 'media_not_accepted', message: 'La imatge està malmesa o incompleta: no es pot llegir.' });
      const whole = await uploadMedia(server, await testImage(300, 200, type === 'image/png' ? 'png' : 'jpeg'), `?name=sencera-${name}&alt=Prova`, type);
      expect(whole.status).toBe(201);
      const target = ((await whole.json()) as { name: string }).name;
      const replaced = await uploadMedia(server, bytes, '', type, 'PUT', `/${target}`);
      expect(replaced.status, name).toBe(415);
      expect((await errorOf(replaced)).code).toBe('media_not_accepted');
    }
  });

  it('refuses a QR text over what a code holds in UTF-8 bytes with 400, naming the limit in bytes', async () => {
    const res = await server.get(`/api/kiosk/qr?text=${encodeURIComponent(`https://example.org/${'€'.repeat(960)}`)}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/2331 bytes/);
    expect((await server.get(`/api/kiosk/qr?text=${encodeURIComponent(`https://example.org/${'a'.repeat(900)}`)}`)).status).toBe(200);
  });
});

describe('errors are JSON, whatever the route meant to send', () => {
  it('answers every unsatisfiable range of an image, a small image and a video as JSON', async () => {
    for (const address of ['/api/images/cover-48.jpg', '/api/images/small/cover-48.jpg', '/api/videos/estany.mp4']) {
      for (const range of ['bytes=99999999-', 'bytes=5-1']) {
        const res = await server.get(address, { headers: { Range: range } });
        expect(res.status, `${address} ${range}`).toBe(416);
        expect(res.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/);
        expect((await errorOf(res)).code).toBe('range_not_satisfiable');
      }
    }
  });

  it('answers an address or headers over Node’s limit with a JSON 431', async () => {
    const status = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = http.get(`${server.url}/api/issues?q=${'x'.repeat(20_000)}`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }));
      });
      req.on('error', reject);
    });
    expect(status.status).toBe(431);
    expect(status.type).toMatch(/^application\/json/);
    expect((JSON.parse(status.body) as ErrorAnswer).error.code).toBe('headers_too_large');
  });
});

describe('publication dates are days of the calendar, in the years the archive reads', () => {
  it('refuses impossible days and out-of-range years on create and on update, in Catalan', async () => {
    const edition = await newEdition(server, 'Edició de dates');
    const { number } = await deskOk<{ number: number }>(server, 'GET', '/editions/next-number');
    for (const publicationDate of ['2026-02-30', '2026-13-45', '7118-46-80', '2025-02-29', '1899-12-31', '3000-01-01']) {
      const created = await desk<ErrorAnswer>(server, 'POST', '/editions', { number, title: 'Mai', publicationDate });
      expect(created.status, publicationDate).toBe(400);
      expect(created.body.error.message).toMatch(/data de publicació: (aquest dia no existeix al calendari|l’any ha d’estar entre 1900 i 2999)/);
      const updated = await desk<ErrorAnswer>(server, 'PUT', `/editions/${edition.issue.number}`, { title: 'Edició de dates', publicationDate });
      expect(updated.status, publicationDate).toBe(400);
    }
    expect((await desk(server, 'PUT', `/editions/${edition.issue.number}`, { title: 'Edició de dates', publicationDate: '2028-02-29' })).status).toBe(200);
  });

  it('refuses days not on the calendar in the sync feed instead of failing', async () => {
    const res = await server.get('/api/admin/sync/analytics?since=2026-13-45', { headers: ADMIN });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('invalid_input');
  });
});

describe('integers in paths and queries are plain decimals', () => {
  it('gives each resource one address: +1, " 1", 0x10, 010 and 1e0 are 400', async () => {
    expect((await server.get('/api/issues/number/16')).status).toBe(200);
    for (const n of ['+16', ' 16', '0x10', '016', '16e0', '16.0']) {
      const res = await server.get(`/api/issues/number/${encodeURIComponent(n)}`);
      expect(res.status, n).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_input');
      expect((await server.get(`/api/issues?page=${encodeURIComponent(n)}`)).status, `page=${n}`).toBe(400);
      expect((await server.get(`/api/admin/desk/editions/${encodeURIComponent(n)}`, { headers: ADMIN })).status, `desk ${n}`).toBe(400);
    }
    expect((await server.get('/api/connections/stats?days=0x7', { headers: ADMIN })).status).toBe(400);
    expect((await server.get('/api/images/cover-48.jpg?w=0x1e0')).status).toBe(400);
  });

  it('reads a staff id and an edition number the same way: 0x1, 1e0, +1, 01, " 1" and -0 are 400', async () => {
    for (const n of ['0x1', '1e0', '+1', '01', '1.0', ' 1', '\n1']) {
      for (const [method, pathname] of [['PATCH', '/api/admin/people'], ['DELETE', '/api/admin/sessions'], ['DELETE', '/api/admin/invitations'], ['DELETE', '/api/admin/tokens']] as const) {
        const res = await server.send(method, `${pathname}/${encodeURIComponent(n)}`, method === 'PATCH' ? { status: 'active' } : undefined, { admin: true });
        expect(res.status, `${method} ${pathname}/${n}`).toBe(400);
        expect((await errorOf(res)).code).toBe('invalid_input');
      }
    }
    expect((await server.get('/api/admin/desk/editions/-0', { headers: ADMIN })).status).toBe(400);
    expect((await server.send('DELETE', '/api/admin/editions/-0', undefined, { admin: true })).status).toBe(400);
    expect((await server.get('/api/issues/number/-0')).status).toBe(400);
  });
});

describe('a NUL character is refused, the same on both databases', () => {
  it('answers 400 to U+0000 in a query, a path and a body (PostgreSQL cannot store it: it was a 500 there)', async () => {
    const search = await server.get('/api/search?q=herbaris&author=%F0%9D%95%8F%00');
    expect(search.status).toBe(400);
    expect((await errorOf(search)).message).toContain('U+0000');
    expect((await server.get('/api/authors/slug/nom%00nul')).status).toBe(400);
    expect((await server.send('POST', '/api/authors', { name: 'Autora\u0000nul·la' }, { admin: true })).status).toBe(400);
    expect((await desk(server, 'POST', '/editions', { title: 'Edició\u0000', publicationDate: '2031-03-01' })).status).toBe(400);
  });
});

describe('small protocol points', () => {
  it('reads the Bearer scheme in any case', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const res = await server.get('/api/admin/desk/editions/next-number', { headers: { Authorization: `${scheme} ${TEST_ADMIN_TOKEN}` } });
      expect(res.status, scheme).toBe(200);
    }
  });

  it('keeps the staff list out of search engines like every admin answer', async () => {
    const res = await server.get('/api/authors/staff', { headers: ADMIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('reads a gzip page-view beacon and refuses an unknown encoding with 415', async () => {
    const beacon = JSON.stringify({ path: '/arxiu', referrer: '' });
    const post = (body: Buffer | string, encoding: string) =>
      fetch(`${server.url}/api/connections/track`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' }, body: body as BodyInit });
    expect((await post(gzipSync(beacon), 'gzip')).status).toBe(200);
    const unknown = await post(beacon, 'x-squeeze');
    expect(unknown.status).toBe(415);
    expect((await errorOf(unknown)).code).toBe('unsupported_encoding');
  });

  it('proposes an address for a long non-ASCII title sent in the body', async () => {
    const title = 'Àlbum d’estiu '.repeat(140).slice(0, 2000);
    const proposal = await deskOk<{ url: string }>(server, 'POST', '/slug', { section: 'articles', title });
    expect(proposal.url).toMatch(/^album-d-estiu-album/);
    const tooLong = await desk<ErrorAnswer>(server, 'POST', '/slug', { section: 'articles', title: 'à'.repeat(2001) });
    expect(tooLong.status).toBe(400);
  });
});
