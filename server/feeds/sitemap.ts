/**
 * sitemap.xml as an index over the articles, editions, sections and authors sitemaps. Each
 * sitemap file holds at most SITEMAP_MAX_URLS addresses, so however large the magazine grows
 * the index gains files instead of a file losing addresses. Images go in as image:image entries.
 */
import { SECTION_KEYS } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import { paths } from '../../common/routes/index.js';
import { absolute, imageUrl } from '../../common/seo/site.js';
import { sectionsModified, sitemapChunkModified, sitemapCount, sitemapRows, type SitemapKind, type SitemapRow } from './queries.js';
import { isoDay, rfc3339, xmlEscape as x } from './xml.js';

/** The sitemaps protocol's limit per file. */
const SITEMAP_MAX_URLS = 50_000;

interface SitemapContext {
  db: Db;
  publicUrl: string;
  /** Addresses per file; the protocol's limit unless a test wants smaller files. */
  perFile?: number;
}

const KINDS: SitemapKind[] = ['articles', 'editions', 'authors'];
const sitemapFilePath = (kind: SitemapKind | 'sections', n = 1) => (kind === 'sections' ? '/sitemaps/sections.xml' : `/sitemaps/${kind}-${n}.xml`);

const lastmod = (iso: string | null | undefined) => {
  const date = isoDay(iso);
  return date ? `<lastmod>${rfc3339(date)}</lastmod>` : '';
};

export async function sitemapIndex(ctx: SitemapContext): Promise<string> {
  const perFile = ctx.perFile ?? SITEMAP_MAX_URLS;
  const entries: { loc: string; modified: string | null }[] = [];
  const sections = await sectionsModified(ctx.db);
  entries.push({ loc: sitemapFilePath('sections'), modified: [...sections.values()].sort().at(-1) ?? null });
  for (const kind of KINDS) {
    const files = Math.ceil((await sitemapCount(ctx.db, kind)) / perFile);
    for (let n = 1; n <= files; n += 1) {
      entries.push({ loc: sitemapFilePath(kind, n), modified: await sitemapChunkModified(ctx.db, kind, (n - 1) * perFile, perFile) });
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((e) => `  <sitemap><loc>${x(absolute(ctx.publicUrl, e.loc))}</loc>${lastmod(e.modified)}</sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

function urlset(ctx: SitemapContext, urls: { path: string; modified: string | null; image: string | null }[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls.map((u) => {
      const image = u.image ? `<image:image><image:loc>${x(imageUrl(ctx.publicUrl, u.image))}</image:loc></image:image>` : '';
      return `  <url><loc>${x(absolute(ctx.publicUrl, u.path))}</loc>${lastmod(u.modified)}${image}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}

function pathOf(kind: SitemapKind, row: SitemapRow): string {
  if (kind === 'articles') return paths.article(row.section ?? '', row.url ?? '');
  if (kind === 'editions') return paths.edition(Number(row.number));
  return paths.author(row.slug ?? '');
}

/** One numbered file of a kind; null when that file does not exist. */
export async function sitemapFile(ctx: SitemapContext, kind: SitemapKind, n: number): Promise<string | null> {
  const perFile = ctx.perFile ?? SITEMAP_MAX_URLS;
  const rows = await sitemapRows(ctx.db, kind, (n - 1) * perFile, perFile);
  if (rows.length === 0 && n > 1) return null;
  return urlset(ctx, rows.map((row) => ({ path: pathOf(kind, row), modified: row.updated_at, image: row.image })));
}

/** The home page, the six sections, the archive and the authors directory. */
export async function sectionsSitemap(ctx: SitemapContext): Promise<string> {
  const modified = await sectionsModified(ctx.db);
  const newest = [...modified.values()].sort().at(-1) ?? null;
  return urlset(ctx, [
    { path: paths.home(), modified: newest, image: null },
    ...SECTION_KEYS.map((key) => ({ path: paths.section(key), modified: modified.get(key) ?? null, image: null })),
    { path: paths.archive(), modified: newest, image: null },
    { path: paths.authors(), modified: newest, image: null },
  ]);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // The staff pages are not named here (that would point them out): they answer with noindex
    // instead (common/robots.ts).
    'Disallow: /api/',
    // Images are part of the pages that show them: image search may fetch them.
    'Allow: /api/images/',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
