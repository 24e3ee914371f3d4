/**
 * The sitemaps' own reads: address, image and modification time of every article, edition and
 * author, in fixed-size chunks (a sitemap file holds at most 50,000 addresses). Lighter than the
 * API's list queries, which carry authors and bodies a sitemap does not need.
 */
import type { Knex } from 'knex';
import type { Db } from '../db/connection.js';

export type SitemapKind = 'articles' | 'editions' | 'authors';

export interface SitemapRow {
  /** Path parts: [section, url] for articles, [number] for editions, [slug] for authors. */
  section?: string;
  url?: string;
  number?: number;
  slug?: string;
  image: string | null;
  updated_at: string;
}

// Sitemaps list what readers may open: never a draft edition, its articles or the authors it brought.
const SOURCES: Record<SitemapKind, { base: (db: Db) => Knex.QueryBuilder; columns: string[]; order: string[] }> = {
  articles: { base: (db) => db('articles').where('published', true), columns: ['section', 'url', 'image_card as image'], order: ['id'] },
  editions: { base: (db) => db('issues').where('status', 'published'), columns: ['number', 'cover_image as image'], order: ['number', 'id'] },
  authors: { base: (db) => db('authors').where('active', true).whereNull('draft_issue'), columns: ['slug', 'photo as image'], order: ['slug', 'id'] },
};

export async function sitemapCount(db: Db, kind: SitemapKind): Promise<number> {
  const row = await SOURCES[kind].base(db).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

function chunk(db: Db, kind: SitemapKind, offset: number, limit: number): Knex.QueryBuilder {
  const source = SOURCES[kind];
  return source.base(db).orderBy(source.order.map((column) => ({ column }))).offset(offset).limit(limit);
}

export async function sitemapRows(db: Db, kind: SitemapKind, offset: number, limit: number): Promise<SitemapRow[]> {
  return chunk(db, kind, offset, limit).select([...SOURCES[kind].columns, 'updated_at']);
}

/** The newest modification within one chunk: the lastmod of that sitemap file in the index. */
export async function sitemapChunkModified(db: Db, kind: SitemapKind, offset: number, limit: number): Promise<string | null> {
  const row = await db
    .from(chunk(db, kind, offset, limit).select('updated_at').as('c'))
    .max<{ m: string | null }[]>({ m: 'c.updated_at' })
    .first();
  return row?.m ?? null;
}

/** Per section, the newest modification of its articles (sections change when their articles do). */
export async function sectionsModified(db: Db): Promise<Map<string, string>> {
  const rows = (await db('articles')
    .where('published', true)
    .select('section')
    .max({ m: 'updated_at' })
    .groupBy('section')
    .orderBy('section')) as { section: string; m: string }[];
  return new Map(rows.map((r) => [r.section, r.m]));
}
