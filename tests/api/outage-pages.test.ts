/**
 * Reader pages while the database is away (issue 31, point 6): a page drawn before the outage is
 * still answered from the page cache (200), and every other reader page is its own error screen,
 * drawn by the server with the app's own components (the renderer's real server entry) inside the
 * magazine's frame, with its 'Tornar a provar' as a form to the same address: 503, Retry-After,
 * no-store. What readers may share carries `stale-if-error`, so a CDN in front keeps its copy.
 * PostgreSQL: the server is stopped. SQLite: the file cannot be opened (SQLite holds its file open
 * and memory-mapped, so a file taken away under the open connection would still be read from it:
 * the server's connection is opened again while the file is gone, as after a restart of its pool).
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleList, AuthorList } from '../../common/types.js';
import { createServer } from '../../server/app.js';
import { openDatabase } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import type { Db } from '../../server/db/connection.js';
import { SERVER_ENTRY } from '../../server/web/serverRender.js';
import { startStoppablePostgres } from '../support/postgres.js';
import { copyTestDatabase, TEST_ADMIN_TOKEN, testDialect } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

const RENDERER_ENTRY = path.resolve('renderer/entry-server.tsx');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Running {
  url: string;
  db: Db;
}

/** The app over `env`'s database, its pages drawn by the renderer's own server entry. */
async function serve(env: Record<string, string>, dir: string): Promise<Running> {
  const config = loadConfig(
    { ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: path.join(dir, 'unused.sqlite'), ...env },
    { rendererDir: path.join(dir, 'renderer'), mediaDir: path.join(dir, 'media') },
  );
  fs.mkdirSync(path.join(dir, 'renderer'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'renderer', 'index.html'), FIXTURE_INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'ssr', SERVER_ENTRY), `export { render } from ${JSON.stringify(RENDERER_ENTRY)};\n`);
  const db = await openDatabase({ ...config, seedDemo: true });
  const server = createServer({ db, config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, db };
}

interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

/** A running app over a database this test can take away and bring back. */
async function appWithOutage(dir: string): Promise<{ app: Running; outage: Outage }> {
  if (testDialect() === 'postgres') {
    const postgres = await startStoppablePostgres();
    cleanups.push(() => postgres.stop());
    await postgres.createDatabase('revista');
    const app = await serve({ DATABASE_URL: postgres.url('revista') }, dir);
    return { app, outage: { begin: async () => postgres.halt(), end: async () => postgres.resume() } };
  }
  const { env } = await copyTestDatabase(dir);
  const file = env.DATABASE_FILE!;
  const app = await serve({ DATABASE_FILE: file }, dir);
  const away = `${file}.away`;
  return {
    app,
    outage: {
      begin: async () => {
        await app.db.destroy();
        fs.renameSync(file, away);
        // A folder where the file was: it cannot be opened (SQLITE_CANTOPEN), even by root.
        fs.mkdirSync(file);
        app.db.initialize();
      },
      end: async () => {
        fs.rmdirSync(file);
        fs.renameSync(away, file);
      },
    },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
/** The text a reader sees in the page's root: tags dropped, entities read. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root.replace(/<[^>]+>/g, ' ').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_m, e: string) => ENTITIES[e]!).replace(/\s+/g, ' ');
}

/** Each kind of reader page, at an address nobody asked for before the outage, and its error text (spec §8). */
function unseenPages(records: { article: string; author: string }): [string, string[]][] {
  return [
    ['/creacio', ['Error carregant les dades. Si us plau, torna-ho a provar.']],
    ['/arxiu', ["Error carregant l'arxiu"]],
    ['/cerca?q=poesia', ['Error en la cerca. Intenta-ho de nou.']],
    [records.article, ['Article no trobat', "Error carregant l'article. Si us plau, torna-ho a provar."]],
    ['/autors', ['Error carregant els autors']],
    [`/autor/${records.author}`, ["Error carregant l'autor"]],
    ['/edicio/47', ["Error carregant l'edició"]],
  ];
}

const cacheControl = async (url: string) => (await fetch(url)).headers.get('cache-control');

describe('reader pages while the database is away', () => {
  it('answers a page drawn before from the cache, and any other as its own error screen: 503, Retry-After, hydratable', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-outage-pages-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { app, outage } = await appWithOutage(dir);
    const article = ((await (await fetch(`${app.url}/api/articles?section=entrevistes&limit=1`)).json()) as ArticleList).articles[0]!;
    const author = ((await (await fetch(`${app.url}/api/authors?limit=1`)).json()) as AuthorList).authors[0]!;
    const records = { article: `/${article.section}/${encodeURIComponent(article.url)}`, author: author.slug };

    const home = await fetch(`${app.url}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();

    await outage.begin();
    try {
      const cached = await fetch(`${app.url}/`);
      expect(cached.status, 'a page drawn before the outage').toBe(200);
      expect(await cached.text()).toBe(homeHtml);

      for (const [address, texts] of unseenPages(records)) {
        const res = await fetch(app.url + address, { headers: { Accept: 'text/html' } });
        const html = await res.text();
        expect(res.status, address).toBe(503);
        expect(Number(res.headers.get('retry-after')), address).toBeGreaterThan(0);
        expect(res.headers.get('cache-control'), address).toBe('no-store');
        expect(res.headers.get('content-type'), address).toMatch(/^text\/html/);
        expect(html, address).not.toMatch(/<div id="root"><\/div>/);
        const text = rootText(html);
        for (const expected of texts) expect(text, address).toContain(expected);
        // The retry, without JavaScript too: a form asking for the same address.
        const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find((f) => f[2]!.includes('Tornar a provar'));
        expect(form?.[1], address).toContain(`action="${address.split('?')[0]}"`);
        expect(form?.[1], address).toContain('method="get"');
        if (address.includes('?q=')) expect(form?.[2], address).toContain('<input type="hidden" name="q" value="poesia"/>');
        // Inside the magazine's frame: the header's navigation and the footer.
        expect(html, address).toContain('aria-label="Navegació principal"');
        expect(html, address).toMatch(/<footer\b/);
        // The failed reads go with the page, so that the browser hydrates the error it shows.
        const state = JSON.parse(/<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
          queries: { state: { status: string; error: { status?: number } | null } }[];
        };
        const failed = state.queries.filter((q) => q.state.status === 'error');
        expect(failed.length, address).toBeGreaterThan(0);
        expect(failed.map((q) => q.state.error?.status), address).toEqual(failed.map(() => 503));
      }
      // The API's own answer during the outage is not to be kept either.
      const api = await fetch(`${app.url}/api/issues/numberdata/46`);
      expect(api.status).toBe(503);
      expect(api.headers.get('cache-control')).toBe('no-store');
    } finally {
      await outage.end();
    }

    // Back: the same address is the page again (a reload, or the error screen's 'Tornar a provar').
    const back = await fetch(`${app.url}/arxiu`);
    expect(back.status).toBe(200);
    expect(rootText(await back.text())).not.toContain("Error carregant l'arxiu");
  }, 120_000);
});

describe('what readers may share', () => {
  it('says stale-if-error, so that a cache in front keeps serving its copy while the server answers errors', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-stale-if-error-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const { env } = await copyTestDatabase(dir);
    const app = await serve(env as Record<string, string>, dir);
    // The build's files: a hashed one under /assets, and one beside index.html.
    fs.mkdirSync(path.join(dir, 'renderer', 'assets'));
    fs.writeFileSync(path.join(dir, 'renderer', 'assets', 'index-a1.js'), 'export {};\n');
    fs.writeFileSync(path.join(dir, 'renderer', 'boot.js'), '// boot\n');
    for (const address of [
      '/assets/index-a1.js',
      '/boot.js',
      '/',
      '/arxiu',
      '/api/issues/latest',
      '/api/articles?section=llibres',
      '/api/authors',
      '/api/openapi.json',
      '/api/package.schema.json',
      '/feeds/rss.xml',
      '/feeds/atom.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/placeholder-image.svg',
      '/api/images/aina-puigdevall-2.png',
      '/api/images/small/aina-puigdevall-2.png',
      '/api/kiosk/qr?text=https%3A%2F%2Frevista.cat%2F',
    ]) {
      expect(await cacheControl(app.url + address), address).toMatch(/^public, max-age=\d+(, immutable)?, stale-if-error=86400$/);
    }
  });
});
