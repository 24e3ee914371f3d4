/**
 * SQL of the search engine on SQLite (FTS5), what both engines share (the documents' sources,
 * filters and sort columns; postgresQueries.ts has the PostgreSQL index), and the search facets.
 */
import type { Knex } from 'knex';
import type { SortBy } from '../../common/api/search.js';
import type { SectionKey } from '../../common/sections.js';
import type { BodyBlock } from '../../common/types.js';
import { parseJson } from '../db/connection.js';
import { articleIdsByAuthors, visibleArticles, type Audience } from '../content/queries.js';
import type { ArticleRow } from '../content/rows.js';
import type { IndexFields, SearchSource } from './documents.js';

/**
 * The FTS5 indexes (SQLite only), rowid = search_documents.doc_id: `search_index` holds every
 * field (contentless_delete: rows delete by id), `search_heads` the title and the authors only,
 * for ranking (migration 006: its rows delete with the text kept in `search_head_text`).
 */

/** Takes the documents whose kept text `doomed` selects out of the head index, then drops that text. */
async function removeHeads(db: Knex, doomed: Knex.QueryBuilder): Promise<void> {
  await db.raw(
    "INSERT INTO search_heads(search_heads, rowid, title, authors) SELECT 'delete', doc_id, title, authors FROM ?",
    [doomed.clone().select('doc_id', 'title', 'authors').as('doomed')],
  );
  await doomed.delete();
}

// SQLite binds at most 32766 variables per statement; ids go in chunks far below that.
const CHUNK = 500;

export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
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
    const docIds = db('search_documents').select('doc_id').whereIn('article_id', part);
    await db('search_index').whereIn('rowid', docIds.clone()).delete();
    await removeHeads(db, db('search_head_text').whereIn('doc_id', docIds));
    await db('search_documents').whereIn('article_id', part).delete();
  }
}

/**
 * Index entries whose document row is gone: deleting an article (or its edition) cascades to
 * `search_documents` but cannot reach the FTS5 table, so deletes remove documents first; this
 * reclaims what older deletes left (when a database is opened). Document ids are never reused
 * (AUTOINCREMENT), so such entries never match a wrong article. It reads the whole index.
 */
export async function purgeOrphans(db: Knex): Promise<void> {
  await db('search_index').whereNotIn('rowid', db('search_documents').select('doc_id')).delete();
  await removeHeads(db, db('search_head_text').whereNotIn('doc_id', db('search_documents').select('doc_id')));
}

/** True when articles are indexed but the head index is empty. */
export async function indexIncomplete(db: Knex): Promise<boolean> {
  const documents = await db('search_documents').select('doc_id').first();
  if (!documents) return false;
  return !(await db('search_head_text').select('doc_id').first());
}

export async function clearDocuments(db: Knex): Promise<void> {
  // 'delete-all' is FTS5's own command to empty a contentless index at once.
  for (const table of ['search_index', 'search_heads']) await db.raw(`INSERT INTO ${table}(${table}) VALUES('delete-all')`);
  await db('search_head_text').delete();
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

/** The columns of a search_documents row that both engines keep: the filters and the orders. */
export function documentRow(d: IndexedDocument): Record<string, string | number> {
  return {
    article_id: d.articleId,
    title_sort: d.titleSort,
    section: d.section,
    year: d.year,
    published_on: d.publishedOn,
    issue_number: d.issueNumber,
    position: d.position,
  };
}

/** Inserts documents whose article ids are not indexed yet (remove them first to replace). */
export async function insertDocuments(db: Knex, docs: readonly IndexedDocument[]): Promise<void> {
  for (const part of chunks(docs, 200)) {
    await db('search_documents').insert(
      part.map(documentRow),
    );
    const ids: { doc_id: number; article_id: string }[] = await db('search_documents')
      .select('doc_id', 'article_id')
      .whereIn('article_id', part.map((d) => d.articleId))
      .orderBy('doc_id');
    const docId = new Map(ids.map((r) => [r.article_id, r.doc_id]));
    await db('search_index').insert(part.map((d) => ({ rowid: docId.get(d.articleId), ...d.fields })));
    const heads = part.map((d) => ({ doc_id: docId.get(d.articleId), title: d.fields.title, authors: d.fields.authors }));
    await db('search_head_text').insert(heads);
    await db('search_heads').insert(heads.map(({ doc_id, ...text }) => ({ rowid: doc_id, ...text })));
  }
}

export interface MatchFilters {
  section?: SectionKey | undefined;
  authors?: readonly string[] | undefined;
  year?: number | undefined;
  /** Leave out the articles of draft editions (migration 007): what readers may see. */
  publishedOnly?: boolean | undefined;
}

export interface MatchRequest extends MatchFilters {
  /** The MATCH expression that scores. */
  match: string;
  /** An expression matching the same documents more cheaply, for counts and id sets. */
  matchSet: string;
  /** match and matchSet of the closer levels of matching (normalise.matchLevels), closest first. */
  closer: readonly { match: string; matchSet: string }[];
  weights: readonly [number, number, number, number];
  sortBy: SortBy;
  limit: number;
  offset: number;
}

export interface MatchedDoc {
  article_id: string;
}

export const ORDER: Record<SortBy, { column: string; order?: 'asc' | 'desc' }[]> = {
  relevance: [{ column: 'm.score' }, { column: 'd.published_on', order: 'desc' }, { column: 'd.article_id' }],
  // The same columns as the indexes of migration 005, so a page can be read in index order.
  date: [
    { column: 'd.published_on', order: 'desc' },
    { column: 'd.issue_number', order: 'desc' },
    { column: 'd.position' },
    { column: 'd.article_id' },
  ],
  title: [{ column: 'd.title_sort' }, { column: 'd.article_id' }],
};

export const hasFilters = (f: MatchFilters): boolean =>
  Boolean(f.section) || f.year !== undefined || (f.authors?.length ?? 0) > 0 || f.publishedOnly === true;

export function whereFilters(db: Knex, q: Knex.QueryBuilder, f: MatchFilters, alias: string): Knex.QueryBuilder {
  if (f.section) q.where(`${alias}.section`, f.section);
  if (f.year !== undefined) q.where(`${alias}.year`, f.year);
  const authors = f.authors ?? [];
  if (authors.length > 0) q.whereIn(`${alias}.article_id`, articleIdsByAuthors(db, authors));
  // Drafts are few: testing against their set costs next to nothing on both databases.
  if (f.publishedOnly) q.whereNotIn(`${alias}.article_id`, db('articles').select('id').where('published', false));
  return q;
}

/** Whether any draft exists: one indexed lookup, so that without drafts a search pays nothing for them. */
export async function draftsExist(db: Knex): Promise<boolean> {
  return Boolean(await db('articles').where('published', false).first('id'));
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
  count: number;
}

/** Everyone credited on an article, with how many articles, for the author filter (which filters by name). */
export async function authorFacets(db: Knex, audience: Audience): Promise<AuthorFacet[]> {
  const rows = (await visibleArticles(db('article_authors as aa').join('articles as a', 'a.id', 'aa.article_id'), audience)
    .select('aa.name')
    .countDistinct({ count: 'aa.article_id' })
    .groupBy('aa.name')
    .orderBy('aa.name')) as { name: string; count: number | string }[];
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

export async function sectionCounts(db: Knex, audience: Audience): Promise<Map<string, number>> {
  const rows = (await visibleArticles(db('articles as a'), audience)
    .select('section')
    .count({ count: '*' })
    .groupBy('section')
    .orderBy('section')) as { section: string; count: number | string }[];
  return new Map(rows.map((r) => [r.section, Number(r.count)]));
}

export async function yearCounts(db: Knex, audience: Audience): Promise<{ year: number; count: number }[]> {
  const rows = (await visibleArticles(db('articles as a'), audience)
    .select('year')
    .count({ count: '*' })
    .groupBy('year')
    .orderBy('year', 'desc')) as { year: number; count: number | string }[];
  return rows.map((r) => ({ year: Number(r.year), count: Number(r.count) }));
}

export async function indexTotals(db: Knex, audience: Audience): Promise<{ articles: number; documents: number; authors: number }> {
  const count = async (q: Knex.QueryBuilder) => Number((await q.first())?.n ?? 0);
  return {
    articles: await count(visibleArticles(db('articles as a'), audience).count({ n: '*' })),
    documents: await count(visibleArticles(db('search_documents as d').join('articles as a', 'a.id', 'd.article_id'), audience).count({ n: '*' })),
    authors: await count(visibleArticles(db('article_authors as aa').join('articles as a', 'a.id', 'aa.article_id'), audience).countDistinct({ n: 'aa.name' })),
  };
}
