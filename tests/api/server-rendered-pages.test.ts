/**
 * The server's side of server-rendered pages, with a stand-in for the renderer's server entry
 * (the real one is Vite's build, checked in the browser tests): the entry reads its data through
 * the in-process API of the request's audience, pages are cached per address and audience and
 * emptied by the content event, a draft never reaches a reader's page, and a failed draw answers
 * the browser-drawn shell, never cached. (What the entry draws, and what not: the renderer's
 * own entry, tests/unit/seo-preloads.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_STATE_ID } from '../../common/ssr.js';
import type { IssueWithArticles } from '../../common/types.js';
import { SERVER_ENTRY } from '../../server/web/serverRender.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

/**
 * The stand-in entry, on the renderer's contract (common/ssr.ts): an author's page is described by
 * its read (404 when the API says so); every other page draws the latest edition's number and
 * titles, but '/arxiu', whose draw fails. It counts its draws.
 */
const STAND_IN_ENTRY = `
globalThis.__standInRenders = globalThis.__standInRenders ?? [];
const meta = (status) => ({ status, title: 'Revista', heading: 'Revista', description: 'Una pàgina de la revista.', canonical: 'https://revista.example/', ogType: 'website', feeds: [] });
export async function render({ url, api, draw }) {
  const described = { meta: meta(200), page: 'standIn', module: 'stand-in.ts' };
  if (url.startsWith('/autor/')) {
    const found = await api('/api/authors/slug/' + url.slice('/autor/'.length)).then(() => true, (error) => {
      if (error.status === 404) return false;
      throw error;
    });
    return found ? described : { ...described, meta: meta(404) };
  }
  if (!draw) return described;
  globalThis.__standInRenders.push(url);
  if (url.startsWith('/arxiu')) return { ...described, error: new Error('stand-in failure') };
  const latest = await api('/api/issues/latest');
  const titles = latest.articles.map((a) => '<li>' + a.title + '</li>').join('');
  return { ...described, html: '<main><h1>Número ' + latest.issue.number + '</h1><ul>' + titles + '</ul></main>', state: { queries: [{ number: latest.issue.number }] } };
}
`;

const renders = () => (globalThis as unknown as { __standInRenders?: string[] }).__standInRenders ?? [];
const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let root: string;
let server: TestServer;
let latest: IssueWithArticles;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-ssr-'));
  fs.mkdirSync(path.join(root, 'renderer'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'renderer', 'index.html'), FIXTURE_INDEX_HTML);
  fs.writeFileSync(path.join(root, 'ssr', SERVER_ENTRY), STAND_IN_ENTRY);
  server = await startTestServer({ rendererDir: path.join(root, 'renderer') });
  latest = await server.json<IssueWithArticles>('/api/issues/latest');
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  renders().length = 0;
});

async function page(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string; res: Response }> {
  const res = await server.get(pathname, { headers });
  return { status: res.status, html: await res.text(), res };
}

describe('a reader page', () => {
  it('holds the drawn body and its data in the root, and is drawn once for many readers', async () => {
    server.events.heard('unknown');
    const first = await page('/');
    expect(first.status).toBe(200);
    expect(first.html).toContain(`<div id="root"><main><h1>Número ${latest.issue.number}</h1>`);
    expect(first.html).toContain(`<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[{"number":${latest.issue.number}}]}</script>`);
    const second = await page('/');
    expect(second.html).toBe(first.html);
    expect(renders()).toEqual(['/']);
    // Revalidation from memory: 304, no render.
    const again = await page('/', { 'If-None-Match': first.res.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(renders()).toEqual(['/']);
  });

  it('keeps a draft edition out of readers’ pages, shows it to staff apart, and follows the content event', async () => {
    server.events.heard('unknown');
    const reader = await page('/');
    expect(reader.html).toContain(`Número ${latest.issue.number}</h1>`);

    await server.db('issues').where('number', latest.issue.number).update({ status: 'draft' });
    server.events.heard('unknown');
    const staff = await page('/', ADMIN);
    expect(staff.html).toContain(`Número ${latest.issue.number}</h1>`);
    expect(staff.res.headers.get('cache-control')).toBe('private, no-store');
    const readerAfter = await page('/');
    expect(readerAfter.html).not.toContain(`Número ${latest.issue.number}</h1>`);
    expect(readerAfter.html).toContain(`Número ${latest.issue.number - 1}</h1>`);
    // The staff render did not fill the reader's cache, nor the reader's the staff's.
    expect(renders()).toEqual(['/', '/', '/']);

    await server.db('issues').where('number', latest.issue.number).update({ status: 'published' });
    server.events.heard('unknown');
    expect((await page('/')).html).toContain(`Número ${latest.issue.number}</h1>`);
  });

  it('answers a failed render with the shell the browser draws, and tries again on the next request', async () => {
    const failed = await page('/arxiu');
    expect(failed.status).toBe(200);
    expect(failed.html).toMatch(/<div id="root"><\/div>/);
    expect(failed.html).not.toContain(SERVER_STATE_ID);
    await page('/arxiu');
    expect(renders()).toEqual(['/arxiu', '/arxiu']);
  });

});

describe('while the database is down', () => {
  /** Every new connection refused, as a stopped PostgreSQL answers (knex's pool asks its client for each). */
  function databaseDown(): () => void {
    const client = server.db.client as { acquireConnection: () => Promise<unknown> };
    const acquire = client.acquireConnection;
    client.acquireConnection = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
    return () => {
      client.acquireConnection = acquire;
    };
  }

  it('answers a reader page with the page the browser draws, status 503, and the API with its JSON 503', async () => {
    server.events.heard('unknown');
    const restore = databaseDown();
    try {
      const res = await server.get(`/autor/qualsevol-autora`);
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      // The shell: the browser draws the page, and its own requests say the magazine is unavailable.
      expect(html).toMatch(/<div id="root"><\/div>/);
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-fixture.js"></script>');
      expect(html).toContain('<html lang="ca" data-time-zone="Europe/Madrid">');
      expect(html).toMatch(/<title>[^<]+<\/title>/);

      const api = await server.get('/api/authors/qualsevol-autora');
      expect(api.status).toBe(503);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    } finally {
      restore();
    }
    // Back: the page is drawn again (the outage's answer was not kept).
    expect((await server.get('/autor/qualsevol-autora')).status).toBe(404);
  });
});
