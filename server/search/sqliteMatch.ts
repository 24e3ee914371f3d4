/**
 * The SQLite (FTS5) side of matching: one page of matching article ids in the requested order, and
 * the total. The PostgreSQL side is postgresQueries.ts; engine.ts picks one by the database's dialect.
 */
import type { Knex } from 'knex';
import { hasFilters, ORDER, whereFilters, type MatchedDoc, type MatchRequest } from './queries.js';

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
 * A page by relevance, in tiers, so that what names an article comes first as readers expect:
 * the documents whose title or authors match, by bm25 over the small head index (migration 006);
 * then the rest, which match in the summary or the body, by bm25 over the full index (the
 * weights put summary above body). Before both come the closer levels of matching
 * (normalise.matchLevels), each with its own two tiers: the words as typed, then their forms,
 * then the prefix of the word being typed. bm25 reads each scored document's length, so scoring
 * every article that mentions a common word costs tens of milliseconds at 100k articles; the
 * first tier holds a small fraction of them, and a later tier is scored only for a page that
 * reaches past the ones before. Filters apply before scoring.
 */
async function relevancePage(db: Knex, request: MatchRequest): Promise<{ docs: MatchedDoc[]; total: number }> {
  const [title, summary, body, authors] = request.weights;
  const passing = () => whereFilters(db, db('search_documents as f').select('f.doc_id'), request, 'f');
  const inHeads = (matchSet: string) => db('search_heads').select('rowid').whereRaw('search_heads MATCH ?', [matchSet]);
  const inIndex = (matchSet: string) => db('search_index').select('rowid').whereRaw('search_index MATCH ?', [matchSet]);

  /** The head and body tiers of one level, without what a closer level (its id set: `closer`) matched. */
  const levelTiers = ({ match, matchSet }: { match: string; matchSet: string }, closer: string | undefined) => {
    const heads = db('search_heads')
      .select('search_heads.rowid as doc_id', db.raw('bm25(search_heads, ?, ?) as score', [title, authors]))
      .whereRaw('search_heads MATCH ?', [match]);
    const bodyOnly = db('search_index')
      .select('search_index.rowid as doc_id', db.raw('bm25(search_index, ?, ?, ?, ?) as score', [title, summary, body, authors]))
      .whereRaw('search_index MATCH ?', [match])
      .whereRaw('+search_index.rowid not in ?', [inHeads(matchSet)]);
    if (hasFilters(request)) {
      whereIdIn(heads, 'search_heads.rowid', passing());
      whereIdIn(bodyOnly, 'search_index.rowid', passing());
    }
    if (closer !== undefined) {
      heads.whereRaw('+search_heads.rowid not in ?', [inIndex(closer)]);
      bodyOnly.whereRaw('+search_index.rowid not in ?', [inIndex(closer)]);
    }
    return [heads, bodyOnly];
  };
  const levels = [...request.closer, request];
  const tiers = levels.flatMap((level, i) => levelTiers(level, levels[i - 1]?.matchSet));

  const end = request.offset + request.limit;
  const docs: MatchedDoc[] = [];
  let before = 0;
  for (const tier of tiers) {
    const from = Math.max(0, request.offset - before);
    const slice = await scoredSlice(db, tier, from, end - before - from);
    docs.push(...slice.docs);
    before += slice.size;
    if (before >= end) return { docs, total: await countMatches(db, request) };
  }
  return { docs, total: before };
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

