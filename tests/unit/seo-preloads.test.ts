import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../server/content/queries.js';
import type { Db } from '../../server/db/connection.js';
import type { ImageSizes } from '../../server/seo/imageSize.js';
import type { PageContext } from '../../server/seo/pageParts.js';
import { pageMeta } from '../../server/seo/pages.js';
import { apiPreload, preloadTag } from '../../server/seo/preloads.js';
import { ROUTE_MODULES, routeAssetsFromManifest } from '../../server/seo/routeAssets.js';

const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_runtime.js', '_router.js'], css: ['assets/index-A.css'] },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  '_router.js': { file: 'assets/router-X.js' },
  '_articles.js': { file: 'assets/articles-B.js', imports: ['_runtime.js'] },
  '_rules.js': { file: 'assets/rules-C.js', css: ['assets/rules-C.css'] },
  'pages/section/SectionPage.tsx': {
    file: 'assets/SectionPage-S.js',
    imports: ['_runtime.js', 'index.html', '_articles.js'],
    css: ['assets/SectionPage-S.css'],
  },
  'pages/authors/AuthorsPage.tsx': { file: 'assets/AuthorsPage-U.js', imports: ['_rules.js', '_articles.js'] },
  // A screen another screen also imports becomes a shared chunk, keyed by its name.
  '_ArticlePage-P.css': { file: 'assets/ArticlePage-P.css', name: 'ArticlePage' },
  '_ArticlePage-P.js': { file: 'assets/ArticlePage-P.js', name: 'ArticlePage', imports: ['_runtime.js'], css: ['assets/ArticlePage-P.css'] },
  'pages/workspace/DeskArticlePage.tsx': { file: 'assets/DeskArticlePage-D.js', imports: ['_runtime.js'] },
  'styles/fonts/inter-core-400-normal.woff2': { file: 'assets/inter-core-400-normal-I4.woff2' },
  'styles/fonts/inter-core-600-normal.woff2': { file: 'assets/inter-core-600-normal-I6.woff2' },
  'styles/fonts/source-serif-4-core-400-italic.woff2': { file: 'assets/source-serif-4-core-400-italic-S4.woff2' },
};

describe('screen code named in the HTML', () => {
  const assets = routeAssetsFromManifest(manifest);

  it('names a screen chunk, its styles and the chunks it imports, not what the entry already loads', () => {
    expect(assets('section')).toEqual([
      { href: '/assets/SectionPage-S.js', as: 'script' },
      { href: '/assets/SectionPage-S.css', as: 'style' },
      { href: '/assets/articles-B.js', as: 'script' },
    ]);
  });

  it('follows imports to their own styles', () => {
    expect(assets('authors')).toEqual([
      { href: '/assets/AuthorsPage-U.js', as: 'script' },
      { href: '/assets/rules-C.js', as: 'script' },
      { href: '/assets/rules-C.css', as: 'style' },
      { href: '/assets/articles-B.js', as: 'script' },
    ]);
  });

  it('finds a screen that became a shared chunk by its name', () => {
    expect(assets('article')).toEqual([
      { href: '/assets/ArticlePage-P.js', as: 'script' },
      { href: '/assets/ArticlePage-P.css', as: 'style' },
    ]);
  });

  it('names the faces a staff screen draws with, so that its first layout is in them; a reader screen gets none', () => {
    expect(assets('deskArticle')).toEqual([
      { href: '/assets/DeskArticlePage-D.js', as: 'script' },
      { href: '/assets/inter-core-400-normal-I4.woff2', as: 'font' },
      { href: '/assets/inter-core-600-normal-I6.woff2', as: 'font' },
      { href: '/assets/source-serif-4-core-400-italic-S4.woff2', as: 'font' },
    ]);
    expect(assets('section').some((p) => p.as === 'font')).toBe(false);
  });

  it('names nothing for home (in the entry), a screen missing from the build, or no screen', () => {
    expect(assets(undefined)).toEqual([]);
    expect(assets('archive')).toEqual([]);
  });

  it('every screen it knows is a renderer module that routes.tsx (or main.tsx, for the kiosk) loads', () => {
    const routes = ['renderer/routes.tsx', 'renderer/main.tsx'].map((f) => fs.readFileSync(path.resolve(f), 'utf8')).join('\n');
    for (const module of Object.values(ROUTE_MODULES)) {
      expect(fs.existsSync(path.resolve('renderer', module)), module).toBe(true);
      expect(routes).toContain(`import('./${module.replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('preload tags', () => {
  it('build the addresses renderer/api asks for', () => {
    expect(apiPreload.latestIssue().href).toBe('/api/issues/latest');
    expect(apiPreload.article('llibres', 'un llibre/nou').href).toBe('/api/articles/llibres/un%20llibre%2Fnou');
    expect(apiPreload.sectionFirstPage('llibres').href).toBe('/api/articles?page=1&limit=12&section=llibres');
    expect(apiPreload.archive().map((p) => p.href)).toEqual(['/api/issues?limit=100', '/api/issues?limit=1000']);
  });

  it('carry the CORS mode and priority each kind needs, with the address escaped', () => {
    expect(preloadTag({ href: '/assets/a.js', as: 'script' })).toBe('<link rel="modulepreload" href="/assets/a.js" crossorigin>');
    expect(preloadTag({ href: '/assets/a.css', as: 'style' })).toBe('<link rel="preload" href="/assets/a.css" as="style" crossorigin>');
    expect(preloadTag({ href: '/assets/a.woff2', as: 'font' })).toBe('<link rel="preload" href="/assets/a.woff2" as="font" type="font/woff2" crossorigin>');
    expect(preloadTag({ href: '/api/x?a=1&b="2"', as: 'fetch' })).toBe(
      '<link rel="preload" href="/api/x?a=1&amp;b=&quot;2&quot;" as="fetch" crossorigin>',
    );
  });
});

describe('desk screens', () => {
  // Staff pages are a shell: their metadata reads nothing from the database.
  const ctx = (audience: Audience): PageContext => ({ db: {} as Db, publicUrl: 'https://revista.example', images: {} as ImageSizes, audience });
  const preloadsOf = async (pathname: string, audience: Audience) => (await pageMeta(ctx(audience), { pathname, page: 1 })).preloads?.map((p) => p.href);

  it('name their screen, the session check and, for an admin, the article the editor opens: fetched beside the entry', async () => {
    const meta = await pageMeta(ctx('preview'), { pathname: '/redaccio/article/abc123', page: 1 });
    expect(meta.view).toBe('deskArticle');
    expect(meta.preloads).toEqual([apiPreload.adminSession(), { href: '/api/admin/desk/articles/abc123', as: 'fetch' }]);
    expect((await pageMeta(ctx('preview'), { pathname: '/redaccio', page: 1 })).view).toBe('workspace');
  });

  it('never send a browser without an admin session to fetch an article', async () => {
    expect(await preloadsOf('/redaccio/article/abc123', 'public')).toEqual(['/api/admin/session']);
  });
});
