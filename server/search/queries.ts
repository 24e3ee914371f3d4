/** SQL of the search engine (SQLite FTS5) and of the search facets, through knex. */
import type { Knex } from 'knex';
import type { SectionKey } from '../../common/sections.js';
import type { BodyBlock } from '../../common/types.js';
import { isSqlite, parseJson } from '../db/connection.js';
import { articleIdsByAuthors } from '../content/queries.js';
import type { ArticleRow } from '../content/rows.js';
import type { IndexFields, SearchSource } from './documents.js';

// SQLite binds at most 32766 variables per statement; ids go in chunks far below that.
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Articles with the author names the index needs (credited names and linked records' names). */
export async function loadSources(db: Knex, ids: readonly string[]): Promise<SearchSource[]> {
  const sources: SearchSource[] = [];
  for (const part of chunks(ids)) {
    const rows: Pick<ArticleRow, 'id' | 'title' | 'summary' | 'body' | 'section' | 'year' | 'published_on' | 'issue_number' | 'position'>[] = await db('articles')
      .select('id', 'title', 'summary', 'body', 'section', 'year', 'published_on', 'issue_number', 'position')
      .whereIn('id', part)
      .orderBy('id');
    const names: { article_id: string; name: string; current: string | null }[] = await db('article_authors as aa')
      .leftJoin('authors as au', 'au.id', 'aa.author_id')
      .select('aa.article_id', 'aa.name', 'au.name as current')
      .whereIn('aa.article_id', part)
      .orderBy([{ column: 'aa.article_id' }, { column: 'aa.position' }]);
    const byArticle = new Map<string, string[]>();
    for (const n of names) {
      const list = byArticle.get(n.article_id) ?? [];
      list.push(n.name);
      if (n.current && n.current !== n.name) list.push(n.current);
      byArticle.set(n.article_id, list);
    }
    for (const row of rows) {
      sources.push({
        id: row.id,
        title: row.title,
        summary: row.summary,
        body: parseJson<BodyBlock[]>(row.body, []),
        section: row.section,
        year: Number(row.year),
        publishedOn: row.published_on,
        issueNumber: Number(row.issue_number),
        position: Number(row.position),
        authorNames: byArticle.get(row.id) ?? [],
      });
    }
  }
  return sources;
}

/** Article ids in id order after `afterId`, for indexing everything in batches. */
export async function articleIdsAfter(db: Knex, afterId: string | null, limit: number): Promise<string[]> {
  const q = db('articles').select('id').orderBy('id').limit(limit);
  if (afterId !== null) q.where('id', '>', afterId);
  return (await q).map((r: { id: string }) => r.id);
}

export async function articleIdsOfAuthor(db: Knex, authorId: string, name: string): Promise<string[]> {
  const rows: { article_id: string }[] = await db('article_authors')
    .distinct('article_id')
    .where('author_id', authorId)
    .orWhere('name', name)
    .orderBy('article_id');
  return rows.map((r) => r.article_id);
}

export async function removeDocuments(db: Knex, articleIds: readonly string[]): Promise<void> {
  for (const part of chunks(articleIds)) {
    if (isSqlite(db)) {
      await db('search_index')
        .whereIn('rowid', db('search_documents').select('doc_id').whereIn('article_id', part))
        .delete();
    }
    await db('search_documents').whereIn('article_id', part).delete();
  }
}

/**
 * Index entries whose document row is gone: deleting an article (or its edition) cascades to
 * `search_documents` but cannot reach the FTS5 table. Document ids are never reused
 * (AUTOINCREMENT), so such entries never match a wrong article; this only reclaims their space.
 */
export async function purgeOrphans(db: Knex): Promise<void> {
  if (!isSqlite(db)) return;
  await db('search_index').whereNotIn('rowid', db('search_documents').select('doc_id')).delete();
}

export async function clearDocuments(db: Knex): Promise<void> {
  // 'delete-all' is FTS5's own command to empty a contentless index at once.
  if (isSqlite(db)) await db.raw("INSERT INTO search_index(search_index) VALUES('delete-all')");
  await db('search_documents').delete();
}

export interface IndexedDocument {
  articleId: string;
  titleSort: string;
  section: string;
  year: number;
  publishedOn: string;
  issueNumber: number;
  position: number;
  fields: IndexFields;
}

/** Inserts documents whose article ids are not indexed yet (remove them first to replace). */
export async function insertDocuments(db: Knex, docs: readonly IndexedDocument[]): Promise<void> {
  for (const part of chunks(docs, 200)) {
    await db('search_documents').insert(
      part.map((d) => ({
        article_id: d.articleId,
        title_sort: d.titleSort,
        section: d.section,
        year: d.year,
        published_on: d.publishedOn,
        issue_number: d.issueNumber,
        position: d.position,
      })),
    );
    if (!isSqlite(db)) continue;
    const ids: { doc_id: number; article_id: string }[] = await db('search_documents')
      .select('doc_id', 'article_id')
      .whereIn('article_id', part.map((d) => d.articleId))
      .orderBy('doc_id');
    const docId = new Map(ids.map((r) => [r.article_id, r.doc_id]));
    await db('search_index').insert(
      part.map((d) => ({ rowid: docId.get(d.articleId), ...d.fields })),
    );
  }
}

export type SortBy = 'date' | 'relevance' | 'title';

export interface MatchFilters {
  section?: SectionKey | undefined;
  authors?: readonly string[] | undefined;
  year?: number | undefined;
}

export interface MatchRequest extends MatchFilters {
  match: string;
  weights: readonly [number, number, number, number];
  sortBy: SortBy;
  limit: number;
  offset: number;
}

export interface MatchedDoc {
  article_id: string;
  score: number;
}

function matching(db: Knex, request: Pick<MatchRequest, 'match' | 'weights' | keyof MatchFilters>): Knex.QueryBuilder {
  const [w1, w2, w3, w4] = request.weights;
  // bm25() only works in a plain query over the FTS table, so it is computed in a subquery
  // that SQLite keeps apart (a LIMIT stops it from being flattened into the outer join).
  const matched = db('search_index')
    .select('rowid as doc_id', db.raw('bm25(search_index, ?, ?, ?, ?) as score', [w1, w2, w3, w4]))
    .whereRaw('search_index MATCH ?', [request.match])
    .limit(-1);
  // Only the narrow document table is joined: filters and sort keys live there.
  const q = db.from(matched.as('m')).join('search_documents as d', 'd.doc_id', 'm.doc_id');
  if (request.section) q.where('d.section', request.section);
  if (request.year !== undefined) q.where('d.year', request.year);
  const authors = request.authors ?? [];
  if (authors.length > 0) q.whereIn('d.article_id', articleIdsByAuthors(db, authors));
  return q;
}

const ORDER: Record<SortBy, { column: string; order?: 'asc' | 'desc' }[]> = {
  relevance: [{ column: 'm.score' }, { column: 'd.published_on', order: 'desc' }, { column: 'd.article_id' }],
  date: [
    { column: 'd.published_on', order: 'desc' },
    { column: 'd.issue_number', order: 'desc' },
    { column: 'd.position' },
    { column: 'd.article_id' },
  ],
  title: [{ column: 'd.title_sort' }, { column: 'd.article_id' }],
};

/** One page of matching article ids and the total, in one pass (the count is a window over the same rows). */
export async function matchPage(db: Knex, request: MatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  const rows: (MatchedDoc & { total_count: number })[] = await matching(db, request)
    .select('d.article_id', 'm.score', db.raw('count(*) over () as total_count'))
    .orderBy(ORDER[request.sortBy])
    .limit(request.limit)
    .offset(request.offset);
  if (rows.length > 0) return { docs: rows, total: Number(rows[0]!.total_count) };
  if (request.offset === 0) return { docs: [], total: 0 };
  // Past the last page the window has no row to report on; count separately.
  const counted = await matching(db, request).count<{ n: number }[]>({ n: '*' }).first();
  return { docs: [], total: Number(counted?.n ?? 0) };
}

/** The article rows of a page of results, in the order given. */
export async function articleRows(db: Knex, ids: readonly string[]): Promise<ArticleRow[]> {
  if (ids.length === 0) return [];
  const rows: ArticleRow[] = await db('articles').whereIn('id', ids).orderBy('id');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface AuthorFacet {
  name: string;
  slug: string | null;
  count: number;
}

/** Everyone credited on an article, with how many articles, for the author filter. */
export async function authorFacets(db: Knex): Promise<AuthorFacet[]> {
  const rows = (await db('article_authors as aa')
    .leftJoin('authors as au', 'au.id', 'aa.author_id')
    .select('aa.name', 'au.slug')
    .countDistinct({ count: 'aa.article_id' })
    .groupBy('aa.name', 'au.slug')
    .orderBy([{ column: 'aa.name' }, { column: 'au.slug' }])) as { name: string; slug: string | null; count: number | string }[];
  return rows.map((r) => ({ name: r.name, slug: r.slug ?? null, count: Number(r.count) }));
}

export async function sectionCounts(db: Knex): Promise<Map<string, number>> {
  const rows = (await db('articles')
    .select('section')
    .count({ count: '*' })
    .groupBy('section')
    .orderBy('section')) as { section: string; count: number | string }[];
  return new Map(rows.map((r) => [r.section, Number(r.count)]));
}

export async function yearCounts(db: Knex): Promise<{ year: number; count: number }[]> {
  const rows = (await db('articles')
    .select('year')
    .count({ count: '*' })
    .groupBy('year')
    .orderBy('year', 'desc')) as { year: number; count: number | string }[];
  return rows.map((r) => ({ year: Number(r.year), count: Number(r.count) }));
}

export async function indexTotals(db: Knex): Promise<{ articles: number; documents: number; authors: number }> {
  const count = async (q: Knex.QueryBuilder) => Number((await q.first())?.n ?? 0);
  return {
    articles: await count(db('articles').count({ n: '*' })),
    documents: await count(db('search_documents').count({ n: '*' })),
    authors: await count(db('article_authors').countDistinct({ n: 'name' })),
  };
}
