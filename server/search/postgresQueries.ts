/**
 * SQL of the search engine on PostgreSQL: the tsvector columns of `search_documents` (migration
 * 012) fed with the token stream of normalise.ts, the same one FTS5 receives on SQLite, so both
 * databases find the same articles. Filters, sort columns and facets are shared with queries.ts.
 */
import type { Knex } from 'knex';
import { STEM_MARK, type QueryTerm } from './normalise.js';
import {
  chunks,
  documentRow,
  ORDER,
  whereFilters,
  type IndexedDocument,
  type MatchedDoc,
  type MatchFilters,
  type SortBy,
} from './queries.js';

/**
 * PostgreSQL's parser splits tokens at `_`, so stem tokens carry another mark there: a letter
 * that no folded word holds (words are [a-z0-9] after folding), which keeps a stem one token
 * for the parser and never equal to a word. The GIN index and tsquery only ever see this form.
 */
const PG_STEM_MARK = 'σ';

/** An index text of normalise.ts in the form the `revista` configuration reads. */
function pgStream(text: string): string {
  return text
    .split(' ')
    .map((token) => (token.startsWith(STEM_MARK) ? PG_STEM_MARK + token.slice(STEM_MARK.length) : token))
    .join(' ');
}

const vector = (weight: 'A' | 'B' | 'C' | 'D') => `setweight(to_tsvector('revista', ?), '${weight}')`;
const HEAD_VECTOR = `${vector('A')} || ${vector('B')}`;
const FULL_VECTOR = `${HEAD_VECTOR} || ${vector('C')} || ${vector('D')}`;

/** Inserts documents whose article ids are not indexed yet, with their vectors. */
export async function insertDocuments(db: Knex, docs: readonly IndexedDocument[]): Promise<void> {
  for (const part of chunks(docs, 200)) {
    await db('search_documents').insert(
      part.map((d) => {
        const title = pgStream(d.fields.title);
        const authors = pgStream(d.fields.authors);
        const summary = pgStream(d.fields.summary);
        return {
          ...documentRow(d),
          head_vector: db.raw(HEAD_VECTOR, [title, authors]),
          summary_vector: db.raw(vector('C'), [summary]),
          full_vector: db.raw(FULL_VECTOR, [title, authors, summary, pgStream(d.fields.body)]),
        };
      }),
    );
  }
}

export async function removeDocuments(db: Knex, articleIds: readonly string[]): Promise<void> {
  for (const part of chunks(articleIds)) await db('search_documents').whereIn('article_id', part).delete();
}

export async function clearDocuments(db: Knex): Promise<void> {
  await db('search_documents').delete();
}

/** After a full rebuild: fresh statistics, so the planner knows which words are common. */
export async function afterRebuild(db: Knex): Promise<void> {
  await db.raw('ANALYZE search_documents');
}

/** True when documents were written without vectors (before migration 012). */
export async function indexIncomplete(db: Knex): Promise<boolean> {
  return Boolean(await db('search_documents').select('doc_id').whereNull('full_vector').first());
}

/**
 * The tsquery of the terms: each term is its exact word, any of its stems, or (the last one) a
 * prefix; all terms must match. The same alternatives as matchExpression builds for FTS5, and
 * tokens are [a-z0-9σ] only, so no input reaches tsquery syntax.
 */
export function tsqueryText(terms: readonly QueryTerm[]): string {
  return terms
    .map((term) => {
      const options = [term.word, ...term.stems.map((s) => PG_STEM_MARK + s)];
      if (term.prefix) options.push(`${term.word}:*`);
      return `(${options.join(' | ')})`;
    })
    .join(' & ');
}

export interface PgMatchRequest extends MatchFilters {
  terms: readonly QueryTerm[];
  /** Relative weights of title, summary, body and authors (engine.FIELD_WEIGHTS). */
  weights: readonly [number, number, number, number];
  sortBy: SortBy;
  limit: number;
  offset: number;
}

const matches = (column: 'head_vector' | 'full_vector', tsquery: string) =>
  [`d.${column} @@ to_tsquery('revista', ?)`, [tsquery]] as const;

function filtered(db: Knex, request: PgMatchRequest): Knex.QueryBuilder {
  return whereFilters(db, db('search_documents as d'), request, 'd');
}

async function count(q: Knex.QueryBuilder): Promise<number> {
  return Number((await q.count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);
}

/** ts_rank's weights run {D, C, B, A} = body, summary, authors, title, each at most 1. */
function rankWeights([title, summary, body, authors]: PgMatchRequest['weights']): string {
  const top = Math.max(title, summary, body, authors);
  return `{${[body, summary, authors, title].map((w) => w / top).join(',')}}`;
}

/**
 * A scored page of one tier and the tier's size, ties broken newest first then by id, so pages
 * read in turn give one order. Only the page is returned; the window count gives the size.
 */
async function tierPage(
  db: Knex,
  tier: Knex.QueryBuilder,
  rank: Knex.Raw,
  offset: number,
  limit: number,
): Promise<{ docs: MatchedDoc[]; size: number }> {
  const rows: (MatchedDoc & { total_count: string | number })[] = await tier
    .clone()
    .select('d.article_id', db.raw('count(*) over () as total_count'))
    .orderByRaw('? desc', [rank])
    .orderBy([{ column: 'd.published_on', order: 'desc' }, { column: 'd.article_id' }])
    .limit(limit)
    .offset(offset);
  if (rows.length > 0) return { docs: rows.map((r) => ({ article_id: r.article_id })), size: Number(rows[0]!.total_count) };
  return { docs: [], size: offset === 0 ? 0 : await count(tier.clone()) };
}

/**
 * A page by relevance in the two tiers of the SQLite engine: documents whose title or authors
 * match, ranked over the small head vectors; then those that match in the summary or body only:
 * the summary matches first, then the body matches, each newest first. The second tier is read
 * only for a page that reaches past the first.
 *
 * The second tier holds thousands of documents for a common word. Ranking them by ts_rank read
 * each one's full vector (kilobytes, out of line): seconds at 100k articles. Whether the summary
 * matches comes from its GIN index instead, and reads no vector at all; bm25 on SQLite also
 * weighs how often the word occurs in the body, which this order does not.
 */
async function relevancePage(db: Knex, request: PgMatchRequest, tsquery: string): Promise<{ docs: MatchedDoc[]; total: number }> {
  const weights = rankWeights(request.weights);
  const end = request.offset + request.limit;
  const heads = filtered(db, request).whereRaw(...matches('head_vector', tsquery));
  const headRank = db.raw(`ts_rank(?, d.head_vector, to_tsquery('revista', ?))`, [weights, tsquery]);
  const head = await tierPage(db, heads, headRank, request.offset, request.limit);
  if (head.size >= end) {
    return { docs: head.docs, total: await count(filtered(db, request).whereRaw(...matches('full_vector', tsquery))) };
  }
  const bodyOnly = filtered(db, request)
    .whereRaw(...matches('full_vector', tsquery))
    .whereRaw(`not (d.head_vector @@ to_tsquery('revista', ?))`, [tsquery]);
  const inSummary = db.raw('d.doc_id in ?', [db('search_documents as s').select('s.doc_id').whereRaw(`s.summary_vector @@ to_tsquery('revista', ?)`, [tsquery])]);
  const from = Math.max(0, request.offset - head.size);
  const rest = await tierPage(db, bodyOnly, inSummary, from, end - head.size - from);
  return { docs: [...head.docs, ...rest.docs], total: head.size + rest.size };
}

/** Up to this many matches, a date or title page sorts them all: about a millisecond per thousand. */
const SORT_ALL_UP_TO = 5000;

/**
 * A page by date or title, and the exact count in a query of its own, read first from the GIN
 * index (a millisecond or two per thousand matches). Counted in the same pass as the page
 * (`count(*) over ()`), the page could not stop at its last row: walking the order index, the
 * window read the whole table and detoasted each full vector to test it (seconds at 100k).
 *
 * The count then picks how to read the page: a few thousand matches are sorted whole (taken from
 * the GIN index in a materialized CTE, so the planner cannot walk the order index instead); more
 * are found walking the order index, which stops after `offset + limit` of them, few rows when
 * the word is common. Left to itself the planner walks for mid-frequency words too, testing
 * thousands of rows (a word in 1% of articles: 9,000 vectors detoasted for page 5, 120 ms).
 */
async function orderedPage(db: Knex, request: PgMatchRequest, tsquery: string): Promise<{ docs: MatchedDoc[]; total: number }> {
  const matching = filtered(db, request).whereRaw(...matches('full_vector', tsquery));
  const total = await count(matching.clone());
  if (total <= request.offset) return { docs: [], total };
  const order = ORDER[request.sortBy === 'title' ? 'title' : 'date'];
  const page: Knex.QueryBuilder =
    total <= SORT_ALL_UP_TO
      ? db
          .withMaterialized('matches', matching.clone().select([...new Set(['d.article_id', ...order.map((o) => o.column)])]))
          .from('matches as d')
      : matching.clone();
  const docs: MatchedDoc[] = await page.select('d.article_id').orderBy(order).limit(request.limit).offset(request.offset);
  return { docs: docs.map((r) => ({ article_id: r.article_id })), total };
}

/**
 * One page of matching article ids, in the requested order, and how many match in all.
 *
 * Without a sequential scan: the planner prices one as reading the 17 MB of narrow rows, but
 * testing `@@` on each row detoasts its full vector from TOAST (about a gigabyte at 100k
 * articles), and it picks one whenever it overestimates the matches of a word with its stem
 * and prefix alternatives (`(w | σstem | w:*)`: 65% estimated for 30% true): 0.7 s for a count
 * the GIN index answers in 12 ms. With it off, matches always come from the GIN index, or from
 * an order-index walk that stops at the page's last row.
 */
export async function matchPage(db: Knex, request: PgMatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  const tsquery = tsqueryText(request.terms);
  return db.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    return request.sortBy === 'relevance' ? relevancePage(trx, request, tsquery) : orderedPage(trx, request, tsquery);
  });
}
