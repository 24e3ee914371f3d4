/**
 * SQL of search analytics (spec §3 search analytics record and search stats), one query per
 * statistic, through knex so SQLite and PostgreSQL run the same statements.
 */
import type { Knex } from 'knex';
import type { Db } from '../db/connection.js';
import { toBool } from '../db/connection.js';

export type DeviceType = 'desktop' | 'mobile' | 'tablet';
export const SEARCH_TYPES = ['live_search', 'page_search', 'text_search'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

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

/** Inserts searches in one transaction (one commit for all) and returns their ids in order. */
export async function insertSearches(db: Db, records: readonly SearchRecord[]): Promise<number[]> {
  return db.transaction(async (trx) => {
    const ids: number[] = [];
    for (const record of records) {
      const [inserted] = await trx('search_events').insert(toRow(record)).returning('id');
      ids.push(Number(typeof inserted === 'object' ? (inserted as { id: number }).id : inserted));
    }
    return ids;
  });
}

/** Bulk insert, in one transaction (the demo data's months of searches use it). */
export async function recordSearches(db: Db, records: readonly SearchRecord[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.batchInsert('search_events', records.map(toRow), 200);
  });
}

/** Records the first click on a search's results; false when the search does not exist. */
export async function recordClick(
  db: Db,
  id: number,
  click: { position: number; timeToClickMs: number; scrolled: boolean; at: number },
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const exists = await trx('search_events').select('id').where('id', id).first();
    if (!exists) return false;
    // Only the first click counts for click-through; later ones leave it as it was.
    await trx('search_events').where({ id }).andWhere('clicked', false).update({
      clicked: true,
      click_position: click.position,
      time_to_click_ms: click.timeToClickMs,
      scrolled: click.scrolled,
      clicked_at: new Date(click.at).toISOString(),
    });
    return true;
  });
}

const CLICKED = 'sum(case when clicked then 1 else 0 end)';
const ZERO = 'sum(case when results = 0 then 1 else 0 end)';

const round = (value: unknown, digits = 1): number => {
  const n = Number(value ?? 0);
  const f = 10 ** digits;
  return Number.isFinite(n) ? Math.round(n * f) / f : 0;
};
/** Click-through rate as a percentage with one decimal. */
const rate = (clicks: unknown, searches: unknown): number =>
  Number(searches) > 0 ? round((Number(clicks) / Number(searches)) * 100) : 0;

const since = (db: Knex, from: string) => db('search_events').where('created_at', '>=', from);

export interface GeneralStats {
  totalSearches: number;
  uniqueQueries: number;
  avgResponseTime: number;
  clickThroughRate: number;
  avgResults: number;
  zeroResultSearches: number;
}

export async function generalStats(db: Db, from: string): Promise<GeneralStats> {
  const row = (await since(db, from)
    .select(
      db.raw('count(*) as searches'),
      db.raw('count(distinct query_key) as queries'),
      db.raw('avg(response_time_ms) as response'),
      db.raw(`${CLICKED} as clicks`),
      db.raw('avg(results) as results'),
      db.raw(`${ZERO} as zero`),
    )
    .first()) as Record<string, unknown> | undefined;
  return {
    totalSearches: Number(row?.searches ?? 0),
    uniqueQueries: Number(row?.queries ?? 0),
    avgResponseTime: round(row?.response, 0),
    clickThroughRate: rate(row?.clicks, row?.searches),
    avgResults: round(row?.results),
    zeroResultSearches: Number(row?.zero ?? 0),
  };
}

export interface QueryStat {
  query: string;
  count: number;
  avgResults: number;
  clickThroughRate: number;
  lastSearched: string;
}

/** Most searched queries (or only those that found nothing), by count, then by query. */
export async function topQueries(db: Db, from: string, limit: number, zeroOnly = false): Promise<QueryStat[]> {
  const q = since(db, from)
    .select(
      'query_key',
      db.raw('count(*) as searches'),
      db.raw('avg(results) as results'),
      db.raw(`${CLICKED} as clicks`),
      db.raw('max(created_at) as last'),
    )
    .groupBy('query_key')
    .orderBy([{ column: 'searches', order: 'desc' }, { column: 'query_key' }])
    .limit(limit);
  if (zeroOnly) q.where('results', 0);
  const rows = (await q) as Record<string, unknown>[];
  return rows.map((r) => ({
    query: String(r.query_key),
    count: Number(r.searches),
    avgResults: round(r.results),
    clickThroughRate: rate(r.clicks, r.searches),
    lastSearched: String(r.last),
  }));
}

export interface SectionStat {
  section: string;
  searches: number;
  clickThroughRate: number;
  avgResults: number;
}

/** Searches by the section they were filtered to; unfiltered searches are section 'all'. */
export async function sectionStats(db: Db, from: string): Promise<SectionStat[]> {
  const rows = (await since(db, from)
    .select(
      db.raw("coalesce(section, 'all') as section_key"),
      db.raw('count(*) as searches'),
      db.raw(`${CLICKED} as clicks`),
      db.raw('avg(results) as results'),
    )
    .groupByRaw("coalesce(section, 'all')")
    .orderBy([{ column: 'searches', order: 'desc' }, { column: 'section_key' }])) as Record<string, unknown>[];
  return rows.map((r) => ({
    section: String(r.section_key),
    searches: Number(r.searches),
    clickThroughRate: rate(r.clicks, r.searches),
    avgResults: round(r.results),
  }));
}

export interface DeviceStat {
  deviceType: string;
  searches: number;
  clickThroughRate: number;
  avgResponseTime: number;
}

export async function deviceStats(db: Db, from: string): Promise<DeviceStat[]> {
  const rows = (await since(db, from)
    .select(
      'device_type',
      db.raw('count(*) as searches'),
      db.raw(`${CLICKED} as clicks`),
      db.raw('avg(response_time_ms) as response'),
    )
    .groupBy('device_type')
    .orderBy([{ column: 'searches', order: 'desc' }, { column: 'device_type' }])) as Record<string, unknown>[];
  return rows.map((r) => ({
    deviceType: String(r.device_type),
    searches: Number(r.searches),
    clickThroughRate: rate(r.clicks, r.searches),
    avgResponseTime: round(r.response, 0),
  }));
}

/** Searches per UTC hour of the day, all 24 hours present. */
export async function hourlyStats(db: Db, from: string): Promise<{ hour: number; searches: number }[]> {
  const rows = (await since(db, from)
    .select('hour', db.raw('count(*) as searches'))
    .groupBy('hour')
    .orderBy('hour')) as { hour: number; searches: number | string }[];
  const byHour = new Map(rows.map((r) => [Number(r.hour), Number(r.searches)]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, searches: byHour.get(hour) ?? 0 }));
}

export interface DayTotals {
  day: string;
  searches: number;
  clicks: number;
  zeroResults: number;
  resultsSum: number;
}

export async function dailyTotals(db: Db, from: string): Promise<DayTotals[]> {
  const rows = (await since(db, from)
    .select('day', db.raw('count(*) as searches'), db.raw(`${CLICKED} as clicks`), db.raw(`${ZERO} as zero`), db.raw('sum(results) as results'))
    .groupBy('day')
    .orderBy('day')) as Record<string, unknown>[];
  return rows.map((r) => ({
    day: String(r.day),
    searches: Number(r.searches),
    clicks: Number(r.clicks ?? 0),
    zeroResults: Number(r.zero ?? 0),
    resultsSum: Number(r.results ?? 0),
  }));
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

export async function deleteBefore(db: Db, beforeIso: string): Promise<number> {
  return db.transaction(async (trx) => Number(await trx('search_events').where('created_at', '<', beforeIso).delete()));
}

export async function countSearches(db: Db): Promise<number> {
  const row = await db('search_events').count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
