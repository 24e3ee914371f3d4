/**
 * The kiosk is a reader (docs/decisions/0008-the-kiosk-is-a-reader.md), whatever session the browser holds: a browser signed in
 * at /redaccio that opens /quiosc sends its staff cookie with every kiosk request. The kiosk page,
 * and every call, image and video it makes, must be answered as to a reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';
import { TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { editionPackage } from './packageFixture.js';
import { startSeoServer } from './seoFixture.js';

const DRAFT = 240;
let server: TestServer;
let cleanup: () => void;
let cookie: string;

beforeAll(async () => {
  ({ server, cleanup } = await startSeoServer());
  const upload = await server.get('/api/admin/packages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/zip', Authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    body: Buffer.from(editionPackage({ number: DRAFT, tag: 'kioskdraft', word: 'quioscdraft', year: 2035 })),
  });
  expect(upload.status).toBe(201);
  const signIn = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
  cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
});

afterAll(async () => {
  await server.close();
  cleanup();
});

/** A request of a browser that holds the staff cookie, made from the page at `from`. */
const fromPage = (pathname: string, from: string | null, extra: Record<string, string> = {}) =>
  server.get(pathname, { headers: { Cookie: cookie, ...(from ? { Referer: `${server.url}${from}` } : {}), ...extra } });

describe('a browser with a staff session', () => {
  it('previews drafts and reaches admin calls from the workspace (the session works)', async () => {
    expect(((await (await fromPage('/api/issues/latest', '/redaccio')).json()) as { issue: { number: number } }).issue.number).toBe(DRAFT);
    expect((await fromPage('/api/admin/editions', '/redaccio')).status).toBe(200);
    expect((await fromPage('/api/images/kioskdraft-portada.jpg', '/redaccio')).status).toBe(200);
  });

  it('is served the kiosk page as a reader: no draft, no preview mark, shareable caching', async () => {
    for (const pathname of ['/quiosc', `/quiosc/edicio/${DRAFT}`, '/quiosc/articles/kioskdraft-article-1']) {
      const page = await fromPage(pathname, null);
      const html = await page.text();
      expect(html, pathname).not.toMatch(/Esborrany kioskdraft|esborrany kioskdraft|Previsualització|quioscdraft/);
      expect(page.headers.get('cache-control'), pathname).not.toMatch(/private/);
    }
  });

  it('gets a reader’s answers to every call the kiosk page makes, by its Referer or the reader marker', async () => {
    const signs: { from: string | null; extra: Record<string, string> }[] = [
      { from: '/quiosc', extra: {} },
      { from: '/quiosc/cerca?q=quioscdraft', extra: {} },
      { from: null, extra: { [READER_HEADER]: READER_VALUE } },
    ];
    for (const sign of signs) {
      const where = JSON.stringify(sign);
      const latest = (await (await fromPage('/api/issues/latest', sign.from, sign.extra)).json()) as { issue: { number: number; status?: string } };
      expect(latest.issue.number, where).toBe(48);
      expect((await fromPage(`/api/issues/numberdata/${DRAFT}`, sign.from, sign.extra)).status, where).toBe(404);
      const search = (await (await fromPage('/api/search?q=quioscdraft', sign.from, sign.extra)).json()) as { articles: unknown[] };
      expect(search.articles, where).toEqual([]);
      expect((await fromPage('/api/images/kioskdraft-portada.jpg', sign.from, sign.extra)).status, where).toBe(404);
      const session = (await (await fromPage('/api/admin/session', sign.from, sign.extra)).json()) as { authenticated: boolean };
      expect(session.authenticated, where).toBe(false);
      const admin = await fromPage('/api/admin/editions', sign.from, sign.extra);
      expect(admin.status, where).toBe(403);
      expect(((await admin.json()) as { error: { code: string } }).error.code, where).toBe('reader_only');
    }
  });

  it('cannot publish from the kiosk, not even with the bearer token', async () => {
    const res = await server.get(`/api/admin/editions/${DRAFT}/publish`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, Referer: `${server.url}/quiosc/edicio/${DRAFT}` },
    });
    expect(res.status).toBe(403);
    expect((await server.db('issues').where({ number: DRAFT }).first()).status).toBe('draft');
  });
});
