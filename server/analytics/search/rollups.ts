/**
 * Daily rollups of search analytics (search_rollups): the totals of finished days per dimension,
 * built in short runs, read together with the raw events of the rest of a period in one
 * statement each, and kept right when events of a rolled-up day arrive late or get a click.
 */
import type { Knex } from 'knex';
import { dayStartIso as dayStart, nextDay } from '../../../common/dates.js';
import type { Db } from '../../db/connection.js';
import type { EventRow } from './queries.js';

export const SEARCH_DIMENSIONS = ['all', 'query', 'zero_query', 'section', 'device', 'hour'] as const;
type SearchDimension = (typeof SEARCH_DIMENSIONS)[number];

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

/** Searches per UTC day and UTC hour over the sources (the hours chart moves them to the magazine's clock). */
export async function dayHourTotals(db: Db, sources: Sources): Promise<{ day: string; hour: number; searches: number }[]> {
  const rolled = sources.rolled;
  const parts = [
    ...(rolled
      ? [db('search_rollups').where('dimension', 'hour').andWhere('day', '>=', rolled.from).andWhere('day', '<=', rolled.to).select('day', db.raw('value as hour'), 'searches')]
      : []),
    ...sources.raw.map((slice) => inSlice(db('search_events'), slice).select('day', db.raw(`${VALUE_SQL.hour} as hour`), db.raw('1 as searches'))),
  ];
  const rows = (await db.from(unionOf(parts).as('s')).groupBy('day', 'hour').select('day', 'hour', db.raw('sum(searches) as searches'))) as Record<string, unknown>[];
  return rows.map((r) => ({ day: String(r.day), hour: Number(r.hour), searches: Number(r.searches) }));
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
export async function invalidateRollups(trx: Knex.Transaction, rows: readonly { day: string }[]): Promise<void> {
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
export async function countClickInRollups(trx: Knex.Transaction, event: Pick<EventRow, 'day' | 'query_key' | 'results' | 'section' | 'device_type' | 'hour'>): Promise<void> {
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
