/**
 * SQL of search analytics (spec §3 search analytics record): recording searches and clicks, the
 * export and the cleanup, through knex so SQLite and PostgreSQL run the same statements. The
 * statistics' rollups are rollups.ts.
 */
import type { Db } from '../../db/connection.js';
import { toBool } from '../../db/connection.js';
import type { SearchType } from '../../../common/api/analytics.js';
import { countClickInRollups, invalidateRollups } from './rollups.js';

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

export interface EventRow {
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

interface ExportedSearch {
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
/** The columns of the CSV export, in order. */
export const SEARCH_EXPORT_COLUMNS: readonly (keyof ExportedSearch)[] = [
  'id', 'createdAt', 'query', 'searchType', 'results', 'deviceType', 'responseTime', 'section',
  'filters', 'contextPage', 'referrer', 'clicked', 'clickPosition', 'timeToClick', 'scrolled',
];

const EXPORT_BATCH = 1000;

/** The searches of a period, read in keyset batches (by id). */
export async function* exportedSearches(db: Db, fromIso: string, toIso: string): AsyncIterable<ExportedSearch> {
  for (let after = 0; ; ) {
    const rows = await exportBatch(db, fromIso, toIso, after, EXPORT_BATCH);
    if (rows.length === 0) return;
    yield* rows;
    after = rows[rows.length - 1]!.id;
  }
}

async function exportBatch(db: Db, fromIso: string, toIso: string, afterId: number, limit: number): Promise<ExportedSearch[]> {
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
