/**
 * SQL of the search engine on PostgreSQL: the tsvector columns of `search_documents` (migration
 * 012) fed with the token stream of normalise.ts, the same one FTS5 receives on SQLite, so both
 * databases find the same articles. Filters, sort columns and facets are shared with queries.ts.
 */
import type { Knex } from 'knex';
import type { SortBy } from '../../common/api/search.js';
import { matchLevels, STEM_MARK, type QueryTerm } from './normalise.js';
import {
  chunks,
  documentRow,
  ORDER,
  whereFilters,
  type IndexedDocument,
  type MatchedDoc,
  type MatchFilters,
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

/** Every document the query matches, with the filters applied: what the total counts. */
const matching = (db: Knex, request: PgMatchRequest, tsquery: string): Knex.QueryBuilder =>
  filtered(db, request).whereRaw(...matches('full_vector', tsquery));

async function count(q: Knex.QueryBuilder): Promise<number> {
  return Number((await q.count<{ n: number | string }[]>({ n: '*' }).first())?.n ?? 0);
}

/** ts_rank's weights run {D, C, B, A} = body, summary, authors, title, each at most 1. */
function rankWeights([title, summary, body, authors]: PgMatchRequest['weights']): string {
  const top = Math.max(title, summary, body, authors);
  return `{${[body, summary, authors, title].map((w) => w / top).join(',')}}`;
}

/**
 * A scored page of one tier, ties broken newest first then by id, so pages read in turn give
 * one order, and the tier's size (null for a page past the tier's end). The tier is scored once
 * into a materialized list of article id, date and score, which the count and the sort read.
 * Counted and sorted over the rows themselves (`count(*) over ()`), each row would carry its
 * head vector (a few hundred bytes, in the row since migration 014) into the window, which
 * spills to disk for a common word.
 */
async function tierPage(
  db: Knex,
  tier: Knex.QueryBuilder,
  score: Knex.Raw,
  offset: number,
  limit: number,
): Promise<{ docs: MatchedDoc[]; size: number | null }> {
  const rows: (MatchedDoc & { total_count: string | number })[] = await db
    .withMaterialized('m', tier.clone().select('d.article_id', 'd.published_on', db.raw('? as score', [score])))
    .from('m')
    .select('m.article_id', db.raw('(select count(*) from m) as total_count'))
    .orderBy([{ column: 'm.score', order: 'desc' }, { column: 'm.published_on', order: 'desc' }, { column: 'm.article_id' }])
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return { docs: [], size: null };
  return { docs: rows.map((r) => ({ article_id: r.article_id })), size: Number(rows[0]!.total_count) };
}

/**
 * The page by relevance in the tiers of the SQLite engine: documents whose title or authors
 * match, ranked over the small head vectors; then those that match in the summary or body only:
 * the summary matches first, then the body matches, each newest first. Before both come the
 * closer levels of matching (normalise.matchLevels), each with its own two tiers. A tier is read
 * only for a page that reaches past the ones before. The total is counted apart (matchPage):
 * the tiers split the full matches between them, so together they are exactly the full matches.
 *
 * A body tier holds thousands of documents for a common word. Ranking them by ts_rank read
 * each one's full vector (kilobytes, out of line): seconds at 100k articles. Whether the summary
 * matches comes from its GIN index instead, and reads no vector at all; bm25 on SQLite also
 * weighs how often the word occurs in the body, which this order does not.
 */
async function relevanceDocs(db: Knex, request: PgMatchRequest): Promise<MatchedDoc[]> {
  const weights = rankWeights(request.weights);
  const matchedBy = (column: 'summary_vector' | 'full_vector', query: string) =>
    db('search_documents as s').select('s.doc_id').whereRaw(`s.${column} @@ to_tsquery('revista', ?)`, [query]);
  /** The head and body tiers of one level, without what a closer level (its tsquery: `closer`) matched. */
  const levelTiers = (query: string, closer: string | undefined) => {
    const tiers = [
      { tier: filtered(db, request).whereRaw(...matches('head_vector', query)), score: db.raw(`ts_rank(?, d.head_vector, to_tsquery('revista', ?))`, [weights, query]) },
      {
        tier: matching(db, request, query).whereRaw(`not (d.head_vector @@ to_tsquery('revista', ?))`, [query]),
        score: db.raw('d.doc_id in ?', [matchedBy('summary_vector', query)]),
      },
    ];
    if (closer !== undefined) for (const { tier } of tiers) tier.whereRaw('d.doc_id not in ?', [matchedBy('full_vector', closer)]);
    return tiers;
  };
  const queries = matchLevels(request.terms).map(tsqueryText);
  const tiers = queries.flatMap((query, i) => levelTiers(query, queries[i - 1]));

  const end = request.offset + request.limit;
  const docs: MatchedDoc[] = [];
  let before = 0;
  for (const { tier, score } of tiers) {
    const from = Math.max(0, request.offset - before);
    const page = await tierPage(db, tier, score, from, end - before - from);
    docs.push(...page.docs);
    before += page.size ?? (from === 0 ? 0 : await count(tier.clone()));
    if (before >= end) break;
  }
  return docs;
}

/**
 * Testing a row on a walk of the order index (its full vector detoasted: about 10 µs) costs
 * about eight times what taking a match from the GIN index and sorting it does.
 */
const WALK_ROW_COST = 8;

/**
 * A page by date or title, without the count. Its matches are taken from the GIN index into a
 * materialized CTE (so the planner cannot walk the order index instead), at most `cap` + 1 of
 * them, and sorted there when that is all of them. Otherwise there are more than `cap`, and the
 * page is found walking the order index, which stops after `offset + limit` matches: about
 * (offset + limit) × documents / matches rows. The cap balances the two: sorting `cap` matches
 * costs what walking to the page past `cap` matches would, so neither is ever dear (at 100k
 * articles the cap is 6,900 for page 5 by title, 3,100 for a first page: 8 ms either way).
 * Left to itself the planner walks for mid-frequency words too, testing thousands of rows (a
 * word in 1% of articles: 9,000 vectors detoasted for page 5, 120 ms). The cap is at least
 * `offset + limit`, so a walk always ends at the page, never past the last match (which would
 * test every row of the table).
 */
async function orderedDocs(db: Knex, request: PgMatchRequest, tsquery: string): Promise<MatchedDoc[]> {
  const all = matching(db, request, tsquery);
  const order = ORDER[request.sortBy === 'title' ? 'title' : 'date'];
  const end = request.offset + request.limit;
  const cap = Math.max(end, Math.ceil(Math.sqrt(WALK_ROW_COST * end * (await documentsEstimate(db)))));
  const first = all.clone().select([...new Set(['d.article_id', ...order.map((o) => o.column)])]).limit(cap + 1);
  const sorted: (MatchedDoc & { matched: string | number })[] = await db
    .withMaterialized('matches', first)
    .from('matches as d')
    .select('d.article_id', db.raw('(select count(*) from matches) as matched'))
    .orderBy(order)
    .limit(request.limit)
    .offset(request.offset);
  // An empty page: at most `offset` matches, fewer than the cap, so all of them were taken.
  if (sorted.length === 0 || Number(sorted[0]!.matched) <= cap) return sorted.map((r) => ({ article_id: r.article_id }));
  return all.clone().select('d.article_id').orderBy(order).limit(request.limit).offset(request.offset);
}

/**
 * How many documents are indexed, as the planner estimates it: ANALYZE keeps it (after a rebuild,
 * and autovacuum as articles change). Before the first estimate it counts as none, and pages
 * are walked more often than they should be, but read all the same.
 */
async function documentsEstimate(db: Knex): Promise<number> {
  const row: { reltuples: number | string } | undefined = await db('pg_class').where('oid', db.raw("'search_documents'::regclass")).first('reltuples');
  return Math.max(0, Number(row?.reltuples ?? 0));
}

/**
 * Runs `read` in a transaction of its own without sequential scans: the planner prices one as
 * reading the narrow rows, but testing `@@` on each row detoasts its full vector from TOAST
 * (about a gigabyte at 100k articles), and it picks one whenever it overestimates the matches
 * of a word with its stem and prefix alternatives (`(w | σstem | w:*)`: 65% estimated for 30%
 * true): 0.7 s for a count the GIN index answers in 12 ms. With it off, matches always come
 * from the GIN index, or from an order-index walk that stops at the page's last row.
 */
function withoutSeqScan<T>(db: Knex, read: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    return read(trx);
  });
}

/**
 * One page of matching article ids, in the requested order, and how many match in all.
 *
 * The exact count runs at once on a second pooled connection, and the caller loads the page's
 * articles while it runs: for a common word the count (the GIN index, then a visit of every
 * table page holding a match: 15 to 20 ms for half the magazine at 100k articles) is most of
 * the time, and the page, ranked or sorted apart, no longer waits behind it. Neither waits for
 * the other, so a search never holds one connection while it waits for another.
 */
export async function matchPage(db: Knex, request: PgMatchRequest): Promise<{ docs: MatchedDoc[]; total: Promise<number> }> {
  const tsquery = tsqueryText(request.terms);
  const total = withoutSeqScan(db, (trx) => count(matching(trx, request, tsquery)));
  // Handled here too: when the page fails first, its error is the one reported.
  total.catch(() => undefined);
  const docs = await withoutSeqScan(db, (trx) =>
    request.sortBy === 'relevance' ? relevanceDocs(trx, request) : orderedDocs(trx, request, tsquery),
  );
  return { docs, total };
}
