/**
 * The search engine behind one narrow interface (index, remove, reindex, search), with two
 * indexes behind it: SQLite FTS5 (queries.ts) and PostgreSQL tsvectors (postgresQueries.ts), both
 * fed by the same normaliser, so callers never ask which database they are on. Every function
 * takes a knex instance or a transaction, so writes index inside their own transaction and the
 * index is never out of step with the articles.
 */
import type { Knex } from 'knex';
import { pagination } from '../../common/api/pagination.js';
import type { SectionKey } from '../../common/sections.js';
import { SNIPPET_LENGTH, type SearchHit, type SearchResults, type SortBy } from '../../common/api/search.js';
import { summarySource } from '../../common/cards.js';
import type { ArticleSummary, BodyBlock } from '../../common/types.js';
import { escapeHtml, htmlToPlainLine, truncateText } from '../../common/html.js';
import { parseJson } from '../db/connection.js';
import { dialectOf, type DialectName } from '../db/dialect.js';
import { toArticles, type Audience } from '../content/queries.js';
import type { ArticleIndex } from '../content/articleIndex.js';
import type { ArticleRow } from '../content/rows.js';
import { bodyText, indexFields, titleSortKey, type SearchSource } from './documents.js';
import { markHtml, snippet } from './highlight.js';
import { matchExpression, matchLevels, matchSetExpression, queryTerms, type QueryTerm } from './normalise.js';
import * as pg from './postgresQueries.js';
import * as q from './queries.js';
import { matchPage as sqliteMatchPage } from './sqliteMatch.js';

/**
 * bm25 weights of title, summary, body and author names. Tuned on the demo magazine: a word in
 * a title should beat the same word repeated in a long body, and an author's name should bring
 * up that author's articles before articles that merely mention them.
 */
export const FIELD_WEIGHTS = [30, 6, 1, 10] as const;

function toDocument(source: SearchSource): q.IndexedDocument {
  return {
    articleId: source.id,
    titleSort: titleSortKey(source.title),
    section: source.section,
    year: source.year,
    publishedOn: source.publishedOn,
    issueNumber: source.issueNumber,
    position: source.position,
    fields: indexFields(source),
  };
}

/** A page of matches: the filters, the order and the slice (the terms and weights are the engine's). */
type PageRequest = Omit<pg.PgMatchRequest, 'terms' | 'weights'>;

/**
 * The index of each database: its writes, and its page of matches. PostgreSQL keeps the vectors
 * in the document rows, so deletes cascade to them; its total may still be being counted.
 */
interface IndexStore {
  matchPage(db: Knex, terms: readonly QueryTerm[], request: PageRequest): Promise<{ docs: q.MatchedDoc[]; total: number | Promise<number> }>;
  insertDocuments(db: Knex, docs: readonly q.IndexedDocument[]): Promise<void>;
  removeDocuments(db: Knex, articleIds: readonly string[]): Promise<void>;
  clearDocuments(db: Knex): Promise<void>;
  purgeOrphans(db: Knex): Promise<void>;
  afterRebuild(db: Knex): Promise<void>;
  indexIncomplete(db: Knex): Promise<boolean>;
}

const fts5: IndexStore = {
  ...q,
  afterRebuild: async () => {},
  matchPage: (db, terms, request) => {
    const expressions = (level: readonly QueryTerm[]) => ({ match: matchExpression(level), matchSet: matchSetExpression(level) });
    return sqliteMatchPage(db, { ...request, weights: FIELD_WEIGHTS, ...expressions(terms), closer: matchLevels(terms).slice(0, -1).map(expressions) });
  },
};
const tsvector: IndexStore = {
  ...pg,
  purgeOrphans: async () => {},
  matchPage: (db, terms, request) => pg.matchPage(db, { ...request, weights: FIELD_WEIGHTS, terms }),
};
/** The one choice of index by database: FTS5 on SQLite, tsvector on PostgreSQL. */
const INDEXES: Record<DialectName, IndexStore> = { sqlite: fts5, postgresql: tsvector };
const store = (db: Knex): IndexStore => INDEXES[dialectOf(db).name];

/**
 * (Re)indexes the given articles: call after inserting or changing them, in the same transaction.
 * It touches only their documents (a save costs the same however large the index is): whoever
 * deletes articles removes their documents first (removeArticles), since on SQLite a cascade
 * cannot reach the FTS5 tables.
 */
export async function indexArticles(db: Knex, articleIds: readonly string[]): Promise<void> {
  if (articleIds.length === 0) return;
  const index = store(db);
  await index.removeDocuments(db, articleIds);
  await index.insertDocuments(db, (await q.loadSources(db, articleIds)).map(toDocument));
}

export async function removeArticles(db: Knex, articleIds: readonly string[]): Promise<void> {
  await store(db).removeDocuments(db, articleIds);
}

/** Rebuilds the whole index from the articles table; returns how many articles it holds. */
export async function reindexAll(db: Knex): Promise<number> {
  const index = store(db);
  await index.clearDocuments(db);
  let indexed = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await q.articleIdsAfter(db, after, 500);
    if (ids.length === 0) {
      await index.afterRebuild(db);
      return indexed;
    }
    await index.insertDocuments(db, (await q.loadSources(db, ids)).map(toDocument));
    indexed += ids.length;
    after = ids[ids.length - 1]!;
  }
}

/**
 * Builds the index afresh when it is incomplete: a magazine indexed before the head index existed
 * (migration 006) has documents but an empty head index; on PostgreSQL, documents written before
 * migration 012 have no vectors. Called when the server opens a database. Returns whether it rebuilt.
 */
export async function ensureSearchIndex(db: Knex): Promise<boolean> {
  // Entries left by deletes made before every delete removed its documents: reclaimed once, here.
  await store(db).purgeOrphans(db);
  if (!(await store(db).indexIncomplete(db))) return false;
  await db.transaction((trx) => reindexAll(trx));
  return true;
}

/** After an author record is written: its (possibly new) name must reach its articles' index. */
export async function reindexAuthor(db: Knex, authorId: string, name: string): Promise<void> {
  await indexArticles(db, await q.articleIdsOfAuthor(db, authorId, name));
}

/** The index writes the content area's ContentWriter makes inside its transactions. */
export const articleIndex: ArticleIndex = { indexArticles, removeArticles, reindexAuthor, reindexAll };

export interface SearchParams {
  q: string;
  section?: SectionKey | undefined;
  /** Author names or slugs; an article matches when any of them wrote it. */
  authors?: readonly string[] | undefined;
  year?: number | undefined;
  /** Leave out draft editions: true for readers, false for staff previewing drafts. */
  publishedOnly?: boolean | undefined;
  sortBy: SortBy;
  page: number;
  limit: number;
}


/** A result as its card draws it: no summary or body, only the snippet cut from them (the start of the summary when nothing in it matched). */
function toHit(article: ArticleSummary, row: ArticleRow, terms: readonly QueryTerm[]): SearchHit {
  const summary = row.summary ? htmlToPlainLine(row.summary) : '';
  const passage = (summary && snippet(summary, terms, SNIPPET_LENGTH)) || snippet(bodyText(parseJson<BodyBlock[]>(row.body, [])), terms, SNIPPET_LENGTH);
  const opening = escapeHtml(truncateText(htmlToPlainLine(summarySource(article)), SNIPPET_LENGTH));
  const { _id, title, section, url, authors, imageCard, imageCardAlt, data, status } = article;
  return {
    _id,
    title,
    section,
    url,
    authors,
    ...(imageCard ? { imageCard } : {}),
    ...(imageCardAlt ? { imageCardAlt } : {}),
    data,
    ...(status ? { status } : {}),
    titleHighlight: markHtml(row.title, terms),
    snippet: passage ?? (opening || null),
  };
}

export async function search(db: Knex, params: SearchParams): Promise<SearchResults> {
  const terms = queryTerms(params.q);
  // A query of punctuation only (`"`, `***`) has nothing to look for: no results, not an error.
  if (terms.length === 0) return { articles: [], pagination: pagination({ page: params.page, limit: params.limit, total: 0 }) };
  const request = {
    section: params.section,
    authors: params.authors,
    year: params.year,
    // Only while drafts exist: a reader's search otherwise stays on the unfiltered fast path.
    publishedOnly: params.publishedOnly === true && (await q.draftsExist(db)),
    sortBy: params.sortBy,
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
  };
  // On PostgreSQL the total may still be being counted: the page's articles load meanwhile.
  const { docs, total } = await store(db).matchPage(db, terms, request);
  const rows = await q.articleRows(db, docs.map((d) => d.article_id));
  const articles = (await toArticles(db, rows)).map((article, i) => toHit(article, rows[i]!, terms));
  return { articles, pagination: pagination({ page: params.page, limit: params.limit, total: await total }) };
}

export const authorFacets = (db: Knex, audience: Audience) => q.authorFacets(db, audience);
export const sectionCounts = (db: Knex, audience: Audience) => q.sectionCounts(db, audience);
export const yearCounts = (db: Knex, audience: Audience) => q.yearCounts(db, audience);
export const indexTotals = (db: Knex, audience: Audience) => q.indexTotals(db, audience);
