import { describe, expect, it } from 'vitest';
import { DEFAULT_MAGAZINE_TIME_ZONE } from '../../common/dates.js';
import { matchAddress } from '../../common/routes/index.js';
import type { InProcessApi, ServerRender, ServerRenderRequest } from '../../common/ssr.js';
import { preloadTag } from '../../server/seo/preloads.js';
import { pageAssetsFromManifest } from '../../server/web/manifestAssets.js';

const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime.js', '_router.js'], css: ['assets/index-A.css'] },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  '_router.js': { file: 'assets/router-X.js' },
  '_articles.js': { file: 'assets/articles-B.js', imports: ['_runtime.js'] },
  '_rules.js': { file: 'assets/rules-C.js', css: ['assets/rules-C.css'] },
  // A page module with its screen, and what the screen loads later on (not named).
  'pages/section/section.route.ts': {
    file: 'assets/section.route-S.js',
    imports: ['_runtime.js', 'index.html', '_articles.js'],
    dynamicImports: ['_later.js'],
    css: ['assets/section.route-S.css'],
  },
  '_later.js': { file: 'assets/later-L.js' },
  'pages/authors/authors.route.ts': { file: 'assets/authors.route-N.js', imports: ['_AuthorsPage-U.js'] },
  // A screen two page modules share becomes a chunk of its own, which both import.
  '_AuthorsPage-U.js': { file: 'assets/AuthorsPage-U.js', imports: ['_rules.js', '_articles.js'] },
  'pages/workspace/deskArticle.route.ts': { file: 'assets/deskArticle.route-E.js', imports: ['_runtime.js', '_DeskArticlePage-D.js'] },
  '_DeskArticlePage-D.js': { file: 'assets/DeskArticlePage-D.js', imports: ['_runtime.js'] },
  // The kiosk's module loads its screen apart, on demand: that chunk, its imports and styles are the page's too.
  'shell/kiosk/kiosk.route.ts': { file: 'assets/kiosk.route-K.js', imports: ['_runtime.js'], dynamicImports: ['shell/kiosk/KioskApp.tsx'] },
  'shell/kiosk/KioskApp.tsx': { file: 'assets/KioskApp-A.js', imports: ['_runtime.js', '_articles.js'], dynamicImports: ['_later.js'], css: ['assets/KioskApp-A.css'] },
  'styles/fonts/inter-core-400-normal.woff2': { file: 'assets/inter-core-400-normal-I4.woff2' },
  'styles/fonts/inter-core-600-normal.woff2': { file: 'assets/inter-core-600-normal-I6.woff2' },
  'styles/fonts/source-serif-4-core-400-italic.woff2': { file: 'assets/source-serif-4-core-400-italic-S4.woff2' },
};

describe('page code named in the HTML', () => {
  const assets = pageAssetsFromManifest(manifest);

  it("names a page module's chunk, its styles and the chunks it imports, not what the entry already loads nor what the screen loads later", () => {
    expect(assets('pages/section/section.route.ts', false)).toEqual([
      { href: '/assets/section.route-S.js', as: 'script' },
      { href: '/assets/section.route-S.css', as: 'style' },
      { href: '/assets/articles-B.js', as: 'script' },
    ]);
  });

  it('follows a screen that became a shared chunk, and its imports to their own styles', () => {
    expect(assets('pages/authors/authors.route.ts', false)).toEqual([
      { href: '/assets/authors.route-N.js', as: 'script' },
      { href: '/assets/AuthorsPage-U.js', as: 'script' },
      { href: '/assets/rules-C.js', as: 'script' },
      { href: '/assets/rules-C.css', as: 'style' },
      { href: '/assets/articles-B.js', as: 'script' },
    ]);
  });

  it('names the faces a staff screen draws with, so that its first layout is in them', () => {
    expect(assets('pages/workspace/deskArticle.route.ts', true)).toEqual([
      { href: '/assets/deskArticle.route-E.js', as: 'script' },
      { href: '/assets/DeskArticlePage-D.js', as: 'script' },
      { href: '/assets/inter-core-400-normal-I4.woff2', as: 'font' },
      { href: '/assets/inter-core-600-normal-I6.woff2', as: 'font' },
      { href: '/assets/source-serif-4-core-400-italic-S4.woff2', as: 'font' },
    ]);
  });

  it('names the screen a module loads apart (the kiosk\'s), with its imports and styles, not what that screen loads later', () => {
    expect(assets('shell/kiosk/kiosk.route.ts', false, true)).toEqual([
      { href: '/assets/kiosk.route-K.js', as: 'script' },
      { href: '/assets/KioskApp-A.js', as: 'script' },
      { href: '/assets/KioskApp-A.css', as: 'style' },
      { href: '/assets/articles-B.js', as: 'script' },
    ]);
  });

  it('names nothing for a module missing from the build', () => {
    expect(assets('pages/archive/archive.route.ts', false)).toEqual([]);
  });
});

describe('preload tags', () => {
  it('carry the CORS mode and priority each kind needs, with the address escaped', () => {
    expect(preloadTag({ href: '/assets/a.js', as: 'script' })).toBe('<link rel="modulepreload" href="/assets/a.js" crossorigin>');
    expect(preloadTag({ href: '/assets/a.css', as: 'style' })).toBe('<link rel="preload" href="/assets/a.css" as="style" crossorigin>');
    expect(preloadTag({ href: '/assets/a.woff2', as: 'font' })).toBe('<link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin>');
    expect(preloadTag({ href: '/api/x?a=1&b="2"', as: 'fetch' })).toBe(
      '<link rel="preload" href="/api/x?a=1&amp;b=&quot;2&quot;" as="fetch" crossorigin>',
    );
  });
});

// The server entry is built apart (renderer/tsconfig.server.json): loaded as the server loads it, by address.
const ENTRY = '../../renderer/entry-server.tsx';
const { render } = (await import(ENTRY)) as { render: ServerRender };

describe('desk screens', () => {
  // Staff pages are a shell: the in-process API answers no admin read, and nothing is drawn.
  const asked: string[] = [];
  const api: InProcessApi = (address) => {
    asked.push(address);
    return Promise.reject(Object.assign(new Error('not in-process'), { status: 404 }));
  };
  const request = (url: string, audience: ServerRenderRequest['audience']): ServerRenderRequest => ({
    url,
    path: matchAddress(url),
    api,
    audience,
    publicUrl: 'https://revista.example',
    timeZone: DEFAULT_MAGAZINE_TIME_ZONE,
    imageSize: async () => null,
    draw: true,
  });

  it('name their page module, the session check and, for an admin, the article the editor opens: fetched beside the entry', async () => {
    const page = await render(request('/redaccio/article/abc123', 'preview'));
    expect(page.page).toBe('deskArticle');
    expect(page.module).toBe('pages/workspace/deskArticle.route.ts');
    expect(page.html).toBeUndefined();
    expect(page.meta.preloads?.map((p) => p.href)).toEqual(['/api/admin/session', '/api/admin/desk/articles/abc123']);
    expect((await render(request('/redaccio', 'preview'))).page).toBe('workspace');
  });

  it('never send a browser without an admin session to fetch an article', async () => {
    const page = await render(request('/redaccio/article/abc123', 'public'));
    expect(page.meta.preloads?.map((p) => p.href)).toEqual(['/api/admin/session']);
    expect(page.meta.robots).toBe('noindex, nofollow');
  });

  it.each([
    ['/redaccio', 'workspace'],
    ['/admin-dashboard-2024', 'searchDashboard'],
    ['/quiosc', 'kiosk'],
    ['/quiosc/edicio/3', 'kiosk'],
    ['/edicio/3/pdf', 'editionPdf'],
  ])('%s is described by its page module (%s) and left to the browser to draw', async (url, name) => {
    const page = await render(request(url, 'public'));
    expect(page.page).toBe(name);
    expect(page.html).toBeUndefined();
    expect(page.state).toBeUndefined();
  });

  it("says the kiosk's screen loads apart from its module, so its chunk is named in the HTML; a desk screen's is in its module", async () => {
    const kiosk = await render(request('/quiosc', 'public'));
    expect(kiosk.module).toBe('shell/kiosk/kiosk.route.ts');
    expect(kiosk.screenApart).toBe(true);
    expect((await render(request('/redaccio', 'preview'))).screenApart).toBe(false);
  });
});
