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
 * `search_documents` but cannot reach the FTS5 table. Document ids are never reused
 * (AUTOINCREMENT), so such entries never match a wrong article; this only reclaims their space.
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

/** Ids (FTS5 rowids) of the documents the expression matches: a subquery, cheap without bm25. */
const matchedIds = (db: Knex, match: string): Knex.QueryBuilder =>
  db('search_index').select('rowid').whereRaw('search_index MATCH ?', [match]);

/**
 * Keeps documents whose id is in `ids`, tested as set membership. The unary `+` stops SQLite from
 * turning the IN into one lookup per id (into the FTS5 index, or by primary key followed by a
 * sort), which costs far more than testing each candidate against the set once it is built.
 */
const whereIdIn = (q: Knex.QueryBuilder, column: string, ids: Knex.QueryBuilder): Knex.QueryBuilder =>
  q.whereRaw('+?? in ?', [column, ids]);

/** How many documents match, with the filters applied. */
async function countMatches(db: Knex, request: MatchRequest): Promise<number> {
  if (!hasFilters(request)) {
    const row = await db('search_index').count<{ n: number }[]>({ n: '*' }).whereRaw('search_index MATCH ?', [request.matchSet]).first();
    return Number(row?.n ?? 0);
  }
  const q = db('search_documents as d').count<{ n: number }[]>({ n: '*' });
  whereIdIn(whereFilters(db, q, request, 'd'), 'd.doc_id', matchedIds(db, request.matchSet));
  return Number((await q.first())?.n ?? 0);
}

/**
 * `limit` documents from `offset` of a scored set (doc_id, score; lower is better), ties broken
 * newest first, and the size of the set. The set is materialised once; only the documents
 * scoring at least as well as the last one on the page (ties included, so the tie-break stays
 * exact) are joined to their sort keys.
 */
async function scoredSlice(db: Knex, scored: Knex.QueryBuilder, offset: number, limit: number): Promise<{ docs: MatchedDoc[]; size: number }> {
  const lastOnPage = db
    .max('top.score')
    .from(db('m').select('score').orderBy('score').limit(offset + limit).as('top'));
  const rows: (MatchedDoc & { total_count: number })[] = await db
    .withMaterialized('m', scored)
    .from('m')
    .join('search_documents as d', 'd.doc_id', 'm.doc_id')
    .select('d.article_id', db.raw('(select count(*) from m) as total_count'))
    .where('m.score', '<=', lastOnPage)
    .orderBy(ORDER.relevance)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { docs: rows, size: Number(rows[0]!.total_count) };
  if (offset === 0) return { docs: [], size: 0 };
  const count = (await db.with('m', scored).from('m').count<{ n: number }[]>({ n: '*' }).first())?.n;
  return { docs: [], size: Number(count ?? 0) };
}

/**
 * A page by relevance, in two tiers, so that what names an article comes first as readers
 * expect: the documents whose title or authors match, by bm25 over the small head index
 * (migration 006); then the rest, which match in the summary or the body, by bm25 over the full
 * index (the weights put summary above body). bm25 reads each scored document's length, so
 * scoring every article that mentions a common word costs tens of milliseconds at 100k articles;
 * the first tier holds a small fraction of them, and the second is scored only for a page that
 * reaches past the first (a word rare in titles, or a page deep in the results). Filters apply
 * before scoring.
 */
async function relevancePage(db: Knex, request: MatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  const [title, summary, body, authors] = request.weights;
  const end = request.offset + request.limit;
  const passing = () => whereFilters(db, db('search_documents as f').select('f.doc_id'), request, 'f');

  const heads = db('search_heads')
    .select('search_heads.rowid as doc_id', db.raw('bm25(search_heads, ?, ?) as score', [title, authors]))
    .whereRaw('search_heads MATCH ?', [request.match]);
  if (hasFilters(request)) whereIdIn(heads, 'search_heads.rowid', passing());
  const head = await scoredSlice(db, heads, request.offset, request.limit);
  if (head.size >= end) return { docs: head.docs, total: await countMatches(db, request) };

  const bodyOnly = db('search_index')
    .select('search_index.rowid as doc_id', db.raw('bm25(search_index, ?, ?, ?, ?) as score', [title, summary, body, authors]))
    .whereRaw('search_index MATCH ?', [request.match])
    .whereRaw('+search_index.rowid not in ?', [db('search_heads').select('rowid').whereRaw('search_heads MATCH ?', [request.matchSet])]);
  if (hasFilters(request)) whereIdIn(bodyOnly, 'search_index.rowid', passing());
  const from = Math.max(0, request.offset - head.size);
  const rest = await scoredSlice(db, bodyOnly, from, end - head.size - from);
  return { docs: [...head.docs, ...rest.docs], total: head.size + rest.size };
}

/**
 * A page by date or title. With filters, the filtered documents are few: those that match are
 * sorted. Without, a common word matches a large part of the magazine, and reading the documents
 * in index order until the page is full beats sorting every match; a rare word is cheaper to sort.
 */
async function orderedPage(db: Knex, request: MatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  const page = db('search_documents as d').select('d.article_id');
  whereIdIn(page, 'd.doc_id', matchedIds(db, request.matchSet));
  page.orderBy(ORDER[request.sortBy]).limit(request.limit).offset(request.offset);
  if (hasFilters(request)) {
    whereFilters(db, page, request, 'd').select(db.raw('count(*) over () as total_count'));
    const rows: (MatchedDoc & { total_count: number })[] = await page;
    if (rows.length > 0) return { docs: rows, total: Number(rows[0]!.total_count) };
    return { docs: [], total: request.offset === 0 ? 0 : await countMatches(db, request) };
  }
  const sizes = (await db
    .select({
      total: db('search_index').count('*').whereRaw('search_index MATCH ?', [request.matchSet]),
      documents: db('search_documents').count('*'),
    })
    .first()) as { total: number; documents: number } | undefined;
  const total = Number(sizes?.total ?? 0);
  if (total === 0 || request.offset >= total) return { docs: [], total };
  // Documents read in index order before the page is full, if matches are spread evenly.
  const scanned = ((request.offset + request.limit) * Number(sizes?.documents ?? 0)) / total;
  const rows: MatchedDoc[] =
    scanned < total
      ? await page
      : await db('search_documents as d')
          .select('d.article_id')
          .whereIn('d.doc_id', matchedIds(db, request.matchSet))
          .orderBy(ORDER[request.sortBy])
          .limit(request.limit)
          .offset(request.offset);
  return { docs: rows, total };
}

/** One page of matching article ids, in the requested order, and how many match in all. */
export async function matchPage(db: Knex, request: MatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  return request.sortBy === 'relevance' ? relevancePage(db, request) : orderedPage(db, request);
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
export async function authorFacets(db: Knex, audience: Audience): Promise<AuthorFacet[]> {
  const rows = (await visibleArticles(db('article_authors as aa').join('articles as a', 'a.id', 'aa.article_id'), audience)
    .leftJoin('authors as au', 'au.id', 'aa.author_id')
    .select('aa.name', 'au.slug')
    .countDistinct({ count: 'aa.article_id' })
    .groupBy('aa.name', 'au.slug')
    .orderBy([{ column: 'aa.name' }, { column: 'au.slug' }])) as { name: string; slug: string | null; count: number | string }[];
  return rows.map((r) => ({ name: r.name, slug: r.slug ?? null, count: Number(r.count) }));
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
