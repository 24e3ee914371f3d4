/**
 * SQL of search analytics (spec §3 search analytics record and search stats), through knex so
 * SQLite and PostgreSQL run the same statements. Statistics add daily rollups of finished days
 * (search_rollups) to the raw events of the rest of the period, in one statement each.
 */
import type { Knex } from 'knex';
import type { SearchType } from '../../common/api/analytics.js';
import type { Db } from '../db/connection.js';
import { toBool } from '../db/connection.js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export interface SearchFilters {
  section?: string | undefined;
  author?: string | undefined;
  authors?: string[] | undefined;
  year?: number | undefined;
  sortBy?: string | undefined;
  page?: number | undefined;
}

/** One search as recorded: what the renderer sent plus what the server knows. */
export interface SearchRecord {
  query: string;
  searchType: SearchType;
  filters: SearchFilters;
  results: number;
  deviceType: DeviceType;
  /** How long the search itself took for the reader, in ms, when the renderer measured it. */
  responseTimeMs?: number | undefined;
  contextPage?: string | undefined;
  referrer?: string | undefined;
  /** When it happened (ms since epoch). */
  at: number;
  click?: { position: number; timeToClickMs: number; scrolled: boolean; at: number } | undefined;
}

interface EventRow {
  id: number | string;
  query: string;
  query_key: string;
  search_type: string;
  filters: string;
  section: string | null;
  results: number;
  device_type: string;
  response_time_ms: number | null;
  context_page: string | null;
  referrer: string | null;
  created_at: string;
  day: string;
  hour: number;
  clicked: number | boolean;
  click_position: number | null;
  time_to_click_ms: number | null;
  scrolled: number | boolean | null;
  clicked_at: string | null;
}

/** The grouping key of a query: trimmed, single-spaced, lower case. */
export const queryKey = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

function toRow(record: SearchRecord): Omit<EventRow, 'id'> {
  const at = new Date(record.at).toISOString();
  return {
    query: record.query.trim().slice(0, 200),
    query_key: queryKey(record.query).slice(0, 200),
    search_type: record.searchType,
    filters: JSON.stringify(record.filters),
    section: record.filters.section ?? null,
    results: record.results,
    device_type: record.deviceType,
    response_time_ms: record.responseTimeMs ?? null,
    context_page: record.contextPage ?? null,
    referrer: record.referrer ?? null,
    created_at: at,
    day: at.slice(0, 10),
    hour: new Date(record.at).getUTCHours(),
    clicked: record.click !== undefined,
    click_position: record.click?.position ?? null,
    time_to_click_ms: record.click?.timeToClickMs ?? null,
    scrolled: record.click?.scrolled ?? null,
    clicked_at: record.click ? new Date(record.click.at).toISOString() : null,
  };
}

// Rows per multi-row INSERT: 18 columns × 50 stays far under every bound-variable limit.
const INSERT_CHUNK = 50;

/**
 * Inserts searches in one transaction (one commit for all) and returns their ids in the order of
 * the records: ids grow with insertion order, so the ids of one multi-row insert sorted ascending
 * are the rows in VALUES order, whatever order RETURNING lists them in.
 */
export async function insertSearches(db: Db, records: readonly SearchRecord[]): Promise<number[]> {
  const rows = records.map(toRow);
  return db.transaction(async (trx) => {
    await invalidateRollups(trx, rows);
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const inserted = (await trx('search_events').insert(rows.slice(i, i + INSERT_CHUNK)).returning('id')) as unknown[];
      ids.push(...inserted.map((r) => Number(typeof r === 'object' && r !== null ? (r as { id: number | string }).id : r)).sort((a, b) => a - b));
    }
    return ids;
  });
}

/** Bulk insert, in one transaction (the demo data's months of searches use it). */
export async function recordSearches(db: Db, records: readonly SearchRecord[]): Promise<void> {
  const rows = records.map(toRow);
  await db.transaction(async (trx) => {
    await invalidateRollups(trx, rows);
    await trx.batchInsert('search_events', rows, 200);
  });
}

/** Records the first click on a search's results; false when the search does not exist. */
export async function recordClick(
  db: Db,
  id: number,
  click: { position: number; timeToClickMs: number; scrolled: boolean; at: number },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const event = (await trx('search_events').select('day', 'query_key', 'results', 'section', 'device_type', 'hour').where('id', id).first()) as
      | Pick<EventRow, 'day' | 'query_key' | 'results' | 'section' | 'device_type' | 'hour'>
      | undefined;
    if (!event) return false;
    // Only the first click counts for click-through; later ones leave it as it was.
    const changed = await trx('search_events').where({ id }).andWhere('clicked', false).update({
      clicked: true,
      click_position: click.position,
      time_to_click_ms: click.timeToClickMs,
      scrolled: click.scrolled,
      clicked_at: new Date(click.at).toISOString(),
    });
    if (Number(changed) > 0) await countClickInRollups(trx, event);
    return true;
  });
}

// ---------------------------------------------------------------- statistics

export const SEARCH_DIMENSIONS = ['all', 'query', 'zero_query', 'section', 'device', 'hour'] as const;
export type SearchDimension = (typeof SEARCH_DIMENSIONS)[number];

/** The value of a raw row in each dimension; fixed SQL, never from input. */
const VALUE_SQL: Record<SearchDimension, string> = {
  all: "''",
  query: 'query_key',
  // The same key, counted over the searches that found nothing only.
  zero_query: 'query_key',
  section: "coalesce(section, 'all')",
  device: 'device_type',
  hour: 'cast(hour as varchar(2))',
};

const CLICK = 'case when clicked then 1 else 0 end';
const ZERO = 'case when results = 0 then 1 else 0 end';
const HAS_RESPONSE = 'case when response_time_ms is null then 0 else 1 end';

/** Half-open range of ISO timestamps read from the raw events; no `to` means up to now. */
export interface RawSlice {
  from: string;
  to?: string | undefined;
}

/** Where a period's figures come from: whole rolled-up days (inclusive) plus raw slices. */
export interface Sources {
  rolled: { from: string; to: string } | null;
  raw: RawSlice[];
}

/** Sums over a group of searches; every dashboard figure is computed from these. */
export interface Totals {
  value: string;
  searches: number;
  clicks: number;
  zeroResults: number;
  resultsSum: number;
  responseSum: number;
  responseCount: number;
  lastAt: string;
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Later than any real timestamp. Open slices still get it as an upper bound: SQLite's planner
 * takes a two-sided range for a narrow one and reads it by the time index, where a lone `>=` let
 * it prefer scanning the whole table in query order for the GROUP BY (180 ms instead of 0.4 ms
 * over 200,000 searches).
 */
const OPEN_END = '9999-12-31T23:59:59.999Z';

function inSlice(query: Knex.QueryBuilder, slice: RawSlice): Knex.QueryBuilder {
  return query.where('created_at', '>=', slice.from).andWhere('created_at', '<', slice.to ?? OPEN_END);
}

/** Raw events of one slice in the shape of rollup rows (one search each). */
function rawAsRollup(db: Knex, dimension: SearchDimension, slice: RawSlice): Knex.QueryBuilder {
  const query = inSlice(db('search_events'), slice);
  if (dimension === 'zero_query') query.andWhere('results', 0);
  return query.select(
    db.raw(`${VALUE_SQL[dimension]} as value`),
    db.raw('1 as searches'),
    db.raw(`${CLICK} as clicks`),
    db.raw(`${ZERO} as zero_results`),
    db.raw('results as results_sum'),
    db.raw('response_time_ms as response_sum'),
    db.raw(`${HAS_RESPONSE} as response_count`),
    db.raw('created_at as last_at'),
  );
}

function rolledRows(db: Knex, dimension: SearchDimension, days: { from: string; to: string }): Knex.QueryBuilder {
  return db('search_rollups')
    .where('dimension', dimension)
    .andWhere('day', '>=', days.from)
    .andWhere('day', '<=', days.to)
    .select('value', 'searches', 'clicks', 'zero_results', 'results_sum', 'response_sum', 'response_count', 'last_at');
}

/** Rollup rows and raw rows of the sources as one row set (UNION ALL without parentheses, for SQLite). */
function unionOf(parts: Knex.QueryBuilder[]): Knex.QueryBuilder {
  const [first, ...rest] = parts;
  if (!first) throw new Error('A statistic needs at least one source.');
  return rest.length > 0 ? first.unionAll(rest) : first;
}

const rowsOf = (db: Knex, dimension: SearchDimension, sources: Sources): Knex.QueryBuilder =>
  unionOf([...(sources.rolled ? [rolledRows(db, dimension, sources.rolled)] : []), ...sources.raw.map((slice) => rawAsRollup(db, dimension, slice))]);

/**
 * Sums per value of a dimension over the sources, most searched first (ties by value, so the
 * order is total); with `top`, only that many.
 */
export async function totalsBy(db: Db, dimension: SearchDimension, sources: Sources, top?: number): Promise<Totals[]> {
  const query = db
    .from(rowsOf(db, dimension, sources).as('s'))
    .groupBy('value')
    .select(
      'value',
      db.raw('sum(searches) as searches'),
      db.raw('sum(clicks) as clicks'),
      db.raw('sum(zero_results) as zero_results'),
      db.raw('sum(results_sum) as results_sum'),
      db.raw('sum(response_sum) as response_sum'),
      db.raw('sum(response_count) as response_count'),
      db.raw('max(last_at) as last_at'),
    )
    .orderBy([{ column: 'searches', order: 'desc' }, { column: 'value' }]);
  if (top !== undefined) query.limit(top);
  const rows = (await query) as Record<string, unknown>[];
  return rows.map((r) => ({
    value: String(r.value),
    searches: Number(r.searches),
    clicks: Number(r.clicks ?? 0),
    zeroResults: Number(r.zero_results ?? 0),
    resultsSum: Number(r.results_sum ?? 0),
    responseSum: Number(r.response_sum ?? 0),
    responseCount: Number(r.response_count ?? 0),
    lastAt: String(r.last_at),
  }));
}

/** How many distinct values a dimension takes over the sources (distinct queries). */
export async function countValues(db: Db, dimension: SearchDimension, sources: Sources): Promise<number> {
  const row = (await db.from(rowsOf(db, dimension, sources).as('s')).first(db.raw('count(distinct value) as n'))) as { n?: unknown } | undefined;
  return Number(row?.n ?? 0);
}

export interface DayTotals {
  day: string;
  searches: number;
  clicks: number;
  zeroResults: number;
  resultsSum: number;
}

/** Totals per UTC day over the sources, in day order (the timeline). */
export async function dailyTotals(db: Db, sources: Sources): Promise<DayTotals[]> {
  const rolled = sources.rolled;
  const parts = [
    ...(rolled
      ? [db('search_rollups').where('dimension', 'all').andWhere('day', '>=', rolled.from).andWhere('day', '<=', rolled.to).select('day', 'searches', 'clicks', 'zero_results', 'results_sum')]
      : []),
    ...sources.raw.map((slice) =>
      inSlice(db('search_events'), slice).select('day', db.raw('1 as searches'), db.raw(`${CLICK} as clicks`), db.raw(`${ZERO} as zero_results`), db.raw('results as results_sum')),
    ),
  ];
  const rows = (await db
    .from(unionOf(parts).as('s'))
    .groupBy('day')
    .orderBy('day')
    .select('day', db.raw('sum(searches) as searches'), db.raw('sum(clicks) as clicks'), db.raw('sum(zero_results) as zero'), db.raw('sum(results_sum) as results'))) as Record<string, unknown>[];
  return rows.map((r) => ({
    day: String(r.day),
    searches: Number(r.searches),
    clicks: Number(r.clicks ?? 0),
    zeroResults: Number(r.zero ?? 0),
    resultsSum: Number(r.results ?? 0),
  }));
}

// ---------------------------------------------------------------- rollups

export async function earliestSearchDay(db: Db): Promise<string | null> {
  const row = (await db('search_events').min({ first: 'created_at' }).first()) as { first?: string | null } | undefined;
  return row?.first ? row.first.slice(0, 10) : null;
}

export async function rolledUpSearchDays(db: Db, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await db('search_rollup_days').where('day', '>=', fromDay).andWhere('day', '<=', toDay).select<{ day: string }[]>('day');
  return new Set(rows.map((r) => r.day));
}

const ROLLUP_COLUMNS = 'day, dimension, value, searches, clicks, zero_results, results_sum, response_sum, response_count, last_at';
const DAY_CHUNK = 200;

/** Builds the rollups of a contiguous run of days in one transaction, the days claimed first. */
export async function rollUpSearchDays(db: Db, fromDay: string, toDay: string, days: string[]): Promise<void> {
  await db.transaction(async (trx) => {
    // Claiming the days first makes a concurrent rollup of the same days fail and roll back.
    for (let i = 0; i < days.length; i += DAY_CHUNK) {
      await trx('search_rollup_days').insert(days.slice(i, i + DAY_CHUNK).map((day) => ({ day })));
    }
    for (const dimension of SEARCH_DIMENSIONS) {
      const value = VALUE_SQL[dimension];
      // Grouped in SQL and inserted in the same statement: no row travels through the server.
      const select = inSlice(trx('search_events'), { from: dayStart(fromDay), to: dayStart(nextDay(toDay)) })
        .groupByRaw(dimension === 'all' ? 'day' : `day, ${value}`)
        .select(
          'day',
          trx.raw('? as dimension', [dimension]),
          trx.raw(`${value} as value`),
          trx.raw('count(*) as searches'),
          trx.raw(`sum(${CLICK}) as clicks`),
          trx.raw(`sum(${ZERO}) as zero_results`),
          trx.raw('sum(results) as results_sum'),
          trx.raw('coalesce(sum(response_time_ms), 0) as response_sum'),
          trx.raw('count(response_time_ms) as response_count'),
          trx.raw('max(created_at) as last_at'),
        );
      if (dimension === 'zero_query') select.andWhere('results', 0);
      const { sql, bindings } = select.toSQL();
      await trx.raw(`insert into search_rollups (${ROLLUP_COLUMNS}) ${sql}`, bindings as Knex.RawBinding[]);
    }
  });
}

/**
 * Searches written into days that are already rolled up (demo data, tests, a late batch) make
 * those rollups stale: they are dropped in the same transaction and rebuilt from the raw rows on
 * next need, so rollups never disagree with the events.
 */
async function invalidateRollups(trx: Knex.Transaction, rows: readonly { day: string }[]): Promise<void> {
  const days = [...new Set(rows.map((r) => r.day))];
  const stale: string[] = [];
  for (let i = 0; i < days.length; i += DAY_CHUNK) {
    const rolled = await trx('search_rollup_days').whereIn('day', days.slice(i, i + DAY_CHUNK)).select<{ day: string }[]>('day');
    stale.push(...rolled.map((r) => r.day));
  }
  if (stale.length === 0) return;
  await trx('search_rollups').whereIn('day', stale).delete();
  await trx('search_rollup_days').whereIn('day', stale).delete();
}

/** A first click on a search of a rolled-up day is counted in that day's rollups as well. */
async function countClickInRollups(trx: Knex.Transaction, event: Pick<EventRow, 'day' | 'query_key' | 'results' | 'section' | 'device_type' | 'hour'>): Promise<void> {
  if (!(await trx('search_rollup_days').where('day', event.day).first())) return;
  const groups: [SearchDimension, string][] = [
    ['all', ''],
    ['query', event.query_key],
    ['section', event.section ?? 'all'],
    ['device', event.device_type],
    ['hour', String(event.hour)],
  ];
  if (Number(event.results) === 0) groups.push(['zero_query', event.query_key]);
  for (const [dimension, value] of groups) {
    await trx('search_rollups').where({ day: event.day, dimension, value }).increment('clicks', 1);
  }
}

export interface ExportedSearch {
  id: number;
  createdAt: string;
  query: string;
  searchType: string;
  results: number;
  deviceType: string;
  responseTime: number | null;
  section: string | null;
  filters: string;
  contextPage: string | null;
  referrer: string | null;
  clicked: boolean;
  clickPosition: number | null;
  timeToClick: number | null;
  scrolled: boolean | null;
}

/** One batch of the export, in id order after `afterId` (keyset paging keeps memory flat). */
export async function exportBatch(db: Db, fromIso: string, toIso: string, afterId: number, limit: number): Promise<ExportedSearch[]> {
  const rows: EventRow[] = await db('search_events')
    .where('created_at', '>=', fromIso)
    .andWhere('created_at', '<', toIso)
    .andWhere('id', '>', afterId)
    .orderBy('id')
    .limit(limit);
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: r.created_at,
    query: r.query,
    searchType: r.search_type,
    results: Number(r.results),
    deviceType: r.device_type,
    responseTime: r.response_time_ms === null ? null : Number(r.response_time_ms),
    section: r.section,
    filters: r.filters,
    contextPage: r.context_page,
    referrer: r.referrer,
    clicked: toBool(r.clicked),
    clickPosition: r.click_position === null ? null : Number(r.click_position),
    timeToClick: r.time_to_click_ms === null ? null : Number(r.time_to_click_ms),
    scrolled: r.scrolled === null ? null : toBool(r.scrolled),
  }));
}

/**
 * Deletes the searches before a time. The rollups of the days before it go too, and so do those
 * of its own day, which lost part of its rows: that day is rebuilt from what is left on next need.
 */
export async function deleteBefore(db: Db, beforeIso: string): Promise<number> {
  const cutoffDay = beforeIso.slice(0, 10);
  return db.transaction(async (trx) => {
    const deleted = Number(await trx('search_events').where('created_at', '<', beforeIso).delete());
    await trx('search_rollups').where('day', '<=', cutoffDay).delete();
    await trx('search_rollup_days').where('day', '<=', cutoffDay).delete();
    return deleted;
  });
}

export async function countSearches(db: Db): Promise<number> {
  const row = await db('search_events').count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
