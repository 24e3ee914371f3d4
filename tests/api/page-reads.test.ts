/**
 * Server rendering reads each thing a page shows once (issue 32): a cache-miss GET of a page
 * matches its address once, runs its page module's reads in-process once, builds its metadata from
 * those answers and draws once, with the renderer's own server entry. Counted on the database
 * itself: every query knex sends during one page request; and the address book's route matches
 * (matchPageRoute, which every classification of a page's path runs) of one request, whoever
 * reads its path: the route id of logs and metrics, the robots header, the kiosk check, the entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RouteTable from '../../common/routes/table.js';
import type { Article, IssueWithArticles } from '../../common/types.js';
import { SERVER_ENTRY } from '../../server/web/serverRender.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

const RENDERER_ENTRY = path.resolve('renderer/entry-server.tsx');

const routeMatches = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../common/routes/table.js', async (importOriginal) => {
  const table = await importOriginal<typeof RouteTable>();
  return {
    ...table,
    matchPageRoute: (pathname: string) => {
      routeMatches.count += 1;
      return table.matchPageRoute(pathname);
    },
  };
});

let root: string;
let server: TestServer;
let latest: IssueWithArticles;
let article: Article;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-reads-'));
  fs.mkdirSync(path.join(root, 'renderer'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'renderer', 'index.html'), FIXTURE_INDEX_HTML);
  fs.writeFileSync(path.join(root, 'ssr', SERVER_ENTRY), `export { render } from ${JSON.stringify(RENDERER_ENTRY)};\n`);
  server = await startTestServer({ rendererDir: path.join(root, 'renderer') });
  latest = await server.json<IssueWithArticles>('/api/issues/latest');
  const first = latest.articles[0]!;
  article = await server.json<Article>(`/api/articles/${first.section}/${first.url}`);
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Sent {
  sql: string;
  bindings: readonly unknown[];
}

/** The queries the database receives while one page is answered (a cache miss: each address is asked once). */
async function queriesOf(pathname: string): Promise<Sent[]> {
  const sent: Sent[] = [];
  const listen = (query: Knex.Sql) => void sent.push({ sql: query.sql, bindings: query.bindings ?? [] });
  server.db.on('query', listen);
  try {
    const res = await server.get(pathname);
    expect(res.status, pathname).toBe(200);
    const html = await res.text();
    // Drawn by the server, not left to the browser.
    expect(html).not.toContain('<div id="root"></div>');
  } finally {
    server.db.off('query', listen);
  }
  return sent;
}

const readsOf = (sent: Sent[], table: string) => sent.filter((q) => new RegExp(`\\bfrom\\s+["\`]?${table}["\`]?`, 'i').test(q.sql));

describe('database reads of one page', () => {
  it("an article's page reads its article row once", async () => {
    const sent = await queriesOf(`/${article.section}/${article.url}`);
    const articleRows = readsOf(sent, 'articles').filter((q) => q.bindings.includes(article.url));
    expect(articleRows.map((q) => q.sql)).toHaveLength(1);
  });

  it('the home page reads the latest edition once', async () => {
    const sent = await queriesOf('/');
    const editions = readsOf(sent, 'issues').filter((q) => !/\bmax\(/i.test(q.sql));
    expect(editions.map((q) => q.sql)).toHaveLength(1);
  });

  it("an edition's page reads its edition once", async () => {
    const number = latest.issue.number - 1;
    const sent = await queriesOf(`/edicio/${number}`);
    const edition = readsOf(sent, 'issues').filter((q) => q.bindings.includes(number));
    expect(edition.map((q) => q.sql)).toHaveLength(1);
  });
});

describe('one path match per request', () => {
  /** The route matches made while one request is answered. */
  async function matchesOf(pathname: string, headers: Record<string, string> = {}): Promise<number> {
    routeMatches.count = 0;
    const res = await server.get(pathname, { headers });
    expect(res.status, pathname).toBe(200);
    await res.arrayBuffer();
    return routeMatches.count;
  }

  it('a reader page drawn by the server, then sent from the cache ahead of Express, matches its path once each time', async () => {
    const pathname = `/edicio/${latest.issue.number}`;
    expect(await matchesOf(pathname)).toBe(1);
    expect(await matchesOf(pathname)).toBe(1);
  });

  it("a staff screen asked with a staff credential (the kiosk check's request) matches its path once", async () => {
    expect(await matchesOf('/redaccio/nova-edicio', { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` })).toBe(1);
  });
});
