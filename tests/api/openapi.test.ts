/**
 * The OpenAPI document at /api/openapi.json: valid OpenAPI 3.1 for a real validator, complete
 * (every route the server mounts is in it, and nothing else), and the answers of the API suite
 * match it (tests/api/responseContract.ts checks every one; here, that the check can fail).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../common/api/openapi.js';
import { createApp } from '../../server/app.js';
import { pageViewBeacon } from '../../server/analytics/visitors/routes.js';
import type { PageViewRecorder } from '../../server/analytics/visitors/record.js';
import { recordReferenceScript, startTestServer, type TestServer } from './harness.js';
import { answersChecked, checkAnswer } from './responseContract.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

interface Layer {
  rawPath?: string | RegExp;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** Every 'METHOD /path' the Express app routes, mount paths joined, ':name' written '{name}'. */
function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const here = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const path = `${prefix}${here}`.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/';
        for (const method of Object.keys(layer.route.methods)) found.push(`${method.toUpperCase()} ${path}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, `${prefix}${here}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json as the document the contract generates', async () => {
    const served = await server.json<ReturnType<typeof openApiDocument>>('/api/openapi.json');
    expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(served.openapi).toBe('3.1.0');
  });

  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(openApiDocument())));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the server mounts under /api, and no other', () => {
    const app = createApp({ db: server.db, config: server.config });
    // The page-view beacon is answered ahead of Express (createServer's lean path).
    const beacon = pageViewBeacon({} as PageViewRecorder, { trackRateLimitPerMinute: 1 });
    const underApi = mountedRoutes(app).filter((r) => r.split(' ')[1]!.startsWith('/api/'));
    // Every address also answers OPTIONS and refuses any other method with 405 (server/http/mount.ts): not operations.
    const answeredBy = (method: string) => new Set(underApi.filter((r) => r.startsWith(`${method} `)).map((r) => r.split(' ')[1]!));
    const mounted = new Set([...underApi.filter((r) => !/^(OPTIONS|_ALL) /.test(r)), `POST ${beacon.path}`]);
    const document = openApiDocument();
    const documented = new Set(
      Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} /api${path}`)),
    );
    expect(mounted.size).toBeGreaterThan(60);
    expect([...mounted].filter((r) => !documented.has(r)).sort()).toEqual([]);
    expect([...documented].filter((r) => !mounted.has(r)).sort()).toEqual([]);
    // The page-view beacon's address is answered ahead of Express, and so are its other methods.
    const addresses = Object.keys(document.paths ?? {}).map((path) => `/api${path}`).filter((a) => a !== beacon.path).sort();
    expect([...answeredBy('_ALL')].sort()).toEqual(addresses);
    expect([...answeredBy('OPTIONS')].sort()).toEqual(addresses);
  });

  it('describes the admin credential both ways the server takes it, and every error in one shape', () => {
    const document = openApiDocument();
    expect(document.components?.securitySchemes).toMatchObject({
      adminBearer: { type: 'http', scheme: 'bearer' },
      adminCookie: { type: 'apiKey', in: 'cookie', name: 'revista_admin' },
    });
    const stats = document.paths?.['/connections/stats']?.get;
    expect(stats?.security).toEqual([{ adminBearer: [] }, { adminCookie: [] }]);
    expect(Object.keys(stats?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', 'default']));
    // Public, or the staff's view (drafts included) with the credential; public only; staff only.
    expect(document.paths?.['/articles']?.get?.security).toEqual([{}, { adminBearer: [] }, { adminCookie: [] }]);
    expect(document.paths?.['/connections/track']?.post?.security).toEqual([]);
    expect(document.paths?.['/admin/desk/media']?.get?.security).toEqual([{ adminBearer: [] }, { adminCookie: [] }]);
  });
});

describe('the reference for people at /api/docs', () => {
  it('answers 503 until the build has written its script, then a page that loads only from this site', async () => {
    const before = await server.get('/api/docs');
    expect(before.status).toBe(503);
    expect(((await before.json()) as { error: { code: string } }).error.code).toBe('unavailable');

    const script = recordReferenceScript(server);
    const res = await server.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<redoc spec-url="/api/openapi.json"');
    // Every address the page names is on this site: the document, the icon and Redoc's script.
    expect([...html.matchAll(/(?:src|href|spec-url)="([^"]*)"/g)].map((m) => m[1])).toEqual(['/favicon.svg', '/api/openapi.json', '/api/openapi.json', script]);
  });

  it("keeps the site's policy, styles allowed only with the page's own nonce, new at each request", async () => {
    const script = recordReferenceScript(server);
    const policies = await Promise.all([1, 2].map(async () => {
      const res = await server.get('/api/docs');
      const policy = res.headers.get('content-security-policy')!;
      const nonce = /style-src 'self' 'nonce-([\w+/=]+)'(?:;|$)/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[\w+/]{24}$/);
      const html = await res.text();
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(`<script src="${script}" nonce="${nonce}">`);
      return { policy, nonce };
    }));
    expect(policies[0]!.nonce).not.toBe(policies[1]!.nonce);
    const { policy } = policies[0]!;
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("worker-src 'self' blob:");
    // Every other directive as the site's (the API's own answers carry the site's policy).
    const site = (await server.get('/api/openapi.json')).headers.get('content-security-policy')!;
    const others = (p: string) => p.split('; ').filter((d) => !/^(style|worker)-src /.test(d));
    expect(others(policy)).toEqual(others(site));
  });
});

describe('the response check of the API suite', () => {
  it('accepts an answer of the documented shape and refuses one that is not', () => {
    const list = { articles: [], pagination: { page: 1, pages: 1, total: 0, limit: 10 } };
    expect(checkAnswer('/api/articles', 'GET', 200, list)).toBeNull();
    expect(checkAnswer('/api/articles', 'GET', 200, { articles: [] })).toMatch(/pagination/);
    expect(checkAnswer('/api/articles', 'GET', 200, { ...list, pagination: { ...list.pagination, pages: 0 } })).toMatch(/pages/);
    expect(checkAnswer('/api/articles', 'GET', 200, { ...list, extra: true })).toMatch(/additional/);
  });

  it('checks errors against the one error shape, documented route or not', () => {
    expect(checkAnswer('/api/issues/number/9999', 'GET', 404, { error: { code: 'issue_not_found', message: 'No edition.' } })).toBeNull();
    expect(checkAnswer('/api/issues/number/9999', 'GET', 404, { message: 'No edition.' })).not.toBeNull();
    expect(checkAnswer('/api/nowhere', 'GET', 404, { error: 'route_not_found' })).not.toBeNull();
  });

  it('refuses a code or a status the document does not list for the operation, and a date that is not one', () => {
    const refusal = (code: string) => ({ error: { code, message: 'No.' } });
    expect(checkAnswer('/api/admin/desk/articles/a1', 'PUT', 409, refusal('slug_taken'))).toBeNull();
    expect(checkAnswer('/api/admin/desk/articles/a1', 'PUT', 409, refusal('number_taken'))).toMatch(/deskSaveArticle does not list code number_taken for status 409/);
    expect(checkAnswer('/api/issues/latest', 'GET', 409, refusal('slug_taken'))).toMatch(/contentLatestIssue does not declare status 409/);
    const person = { id: 2, name: 'Pere Roura Cases', email: 'pere@revistaestany.cat', role: 'editor', status: 'active', createdAt: '2026-11-28T23:52:28.965Z', lastSignInAt: null };
    expect(checkAnswer('/api/admin/people/2', 'PATCH', 200, person)).toBeNull();
    expect(checkAnswer('/api/admin/people/2', 'PATCH', 200, { ...person, createdAt: '28/11/2026' })).toMatch(/date-time/);
  });

  it('runs on the answers the tests receive, errors included', async () => {
    const before = answersChecked();
    await server.json('/api/issues?limit=2');
    await server.json('/api/issues/number/999999', 404);
    expect(answersChecked()).toBe(before + 2);
  });

  it('reads the most literal route first: /articles/recent is not an article', () => {
    expect(checkAnswer('/api/articles/recent', 'GET', 200, { articles: [] })).toBeNull();
  });
});
