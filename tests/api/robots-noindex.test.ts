/**
 * Staff pages and admin answers stay out of search engines without being pointed out: robots.txt
 * names none of them; they answer with X-Robots-Tag and (pages) a robots meta tag instead. Reader
 * pages and public reads carry neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.js';
import { PUBLIC_URL, metaValue, metaValues, startSeoServer, titleOf } from './seoFixture.js';

let server: TestServer;
let cleanup: () => void;

beforeAll(async () => {
  ({ server, cleanup } = await startSeoServer());
});
afterAll(async () => {
  await server.close();
  cleanup();
});

const HIDDEN_PAGES: [string, string, string][] = [
  ['/admin-dashboard-2024', 'noindex, nofollow', 'Administració'],
  ['/admin-connections-2024', 'noindex, nofollow', 'Administració'],
  ['/redaccio', 'noindex, nofollow', 'Redacció'],
  ['/quiosc', 'noindex', 'Quiosc'],
];

describe('robots.txt', () => {
  it('names no staff or kiosk path, and still keeps the API out and points at the sitemap', async () => {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const hidden of ['admin', 'redaccio', 'quiosc', '2024']) expect(text).not.toContain(hidden);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Allow: /api/images/');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('staff and kiosk pages', () => {
  it.each(HIDDEN_PAGES)('%s answers 200 with X-Robots-Tag "%s" and the same robots meta tag', async (pathname, robots, heading) => {
    const res = await server.get(pathname);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe(robots);
    expect(metaValues(html, 'robots')).toEqual([robots]);
    expect(titleOf(html)).toContain(heading);
  });

  it('also under their folders and with a trailing slash, where the page itself is missing', async () => {
    for (const pathname of ['/redaccio/', '/redaccio/no-existeix', '/admin-dashboard-2024/x']) {
      const res = await server.get(pathname);
      expect(res.headers.get('x-robots-tag'), pathname).toBe('noindex, nofollow');
      expect(metaValue(await res.text(), 'robots'), pathname).toBe('noindex, nofollow');
    }
  });

  it('leaves reader pages indexable: no header, no noindex', async () => {
    for (const pathname of ['/', '/arxiu', '/autors', '/edicio/3', '/redaccions', '/quioscs']) {
      const res = await server.get(pathname);
      const html = await res.text();
      expect(res.headers.get('x-robots-tag'), pathname).toBeNull();
      if (!['/redaccions', '/quioscs'].includes(pathname)) expect(metaValue(html, 'robots'), pathname).toBeUndefined();
    }
  });
});

describe('admin answers of the API', () => {
  const admin = { admin: true };
  const cases: [string, string, unknown, { admin?: boolean }, number][] = [
    ['GET', '/api/admin/session', undefined, {}, 200],
    ['POST', '/api/admin/session', { token: 'not-the-admin-token-at-all' }, {}, 401],
    ['GET', '/api/admin/remote', undefined, admin, 200],
    ['GET', '/api/analytics/stats?days=7', undefined, {}, 401],
    ['GET', '/api/analytics/stats?days=7', undefined, admin, 200],
    ['POST', '/api/analytics/export', { startDate: '2024-01-01', endDate: '2024-01-02' }, admin, 200],
    ['DELETE', '/api/analytics/cleanup?daysToKeep=3650', undefined, admin, 200],
    ['GET', '/api/connections/stats?days=7', undefined, admin, 200],
    ['GET', '/api/connections/live', undefined, {}, 401],
    ['POST', '/api/connections/export', { startDate: '2024-01-01', endDate: '2024-01-02' }, admin, 200],
    ['DELETE', '/api/connections/cleanup?daysToKeep=3650', undefined, admin, 200],
    ['POST', '/api/authors', { name: '' }, admin, 400],
    ['PUT', '/api/authors/1', { name: 'Algú' }, {}, 401],
    ['DELETE', '/api/authors/1', undefined, {}, 401],
    ['GET', '/api/pdf/edition/1', undefined, {}, 401],
    ['GET', '/api/pdf/edition/1/content', undefined, {}, 200],
  ];

  it.each(cases)('%s %s carries X-Robots-Tag: noindex, nofollow', async (method, pathname, body, options, status) => {
    const res = await server.send(method, pathname, body, options);
    await res.arrayBuffer();
    expect(res.status).toBe(status);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('so do the public ingest calls under the same paths, the lean page-view beacon included', async () => {
    const beacon = await server.send('POST', '/api/connections/track', { path: '/arxiu' });
    expect(beacon.status).toBe(200);
    expect(beacon.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const refused = await server.send('POST', '/api/connections/track', { path: 'sense barra' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('public reads carry no X-Robots-Tag', async () => {
    for (const pathname of ['/api/authors', '/api/authors/specialties', '/api/issues/latest', '/api/health', '/api/articles/recent']) {
      const res = await server.get(pathname);
      await res.arrayBuffer();
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('x-robots-tag'), pathname).toBeNull();
    }
  });
});
