/**
 * The local side of sync (SQL): each page of public changes goes in through the content area's
 * writer (content/mirror.ts) in one transaction together with the cursor, so a lost connection
 * resumes exactly after the last committed page. Here: the sync state, media and analytics copies.
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/connection.js';
import { parseJson, toBool } from '../../db/connection.js';
import { dialectOf } from '../../db/dialect.js';
import type { ContentWriter } from '../../content/writer.js';
import type { MirrorTally, PendingDeletion, PublishedIds } from '../../content/mirror.js';
import { SEARCH_DIMENSIONS } from '../../analytics/search/rollups.js';
import type { SyncCounts } from '../../../common/sync.js';
import { analyticsWindow, type AnalyticsTable, type ChangesPage } from './feed.js';

interface SyncRun {
  counts: SyncCounts;
  /** False while a run is under way or after it stopped; a new run then continues its counts. */
  complete: boolean;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** What the sync would delete, until staff confirm or keep it; carried from run to run. */
  pending?: PendingDeletion[];
}

interface SyncStateRow {
  cursor: number;
  mirrored: boolean;
  analyticsUntil: string | null;
  run: SyncRun | null;
  lastSuccessAt: string | null;
  pending: PendingDeletion[];
}

export async function readState(db: Db | Knex.Transaction): Promise<SyncStateRow> {
  const row = (await db('sync_state').where('id', 1).first()) as Record<string, unknown>;
  const run = parseJson<Partial<SyncRun>>(row.run, {});
  return {
    cursor: Number(row.cursor),
    mirrored: toBool(row.mirrored),
    analyticsUntil: (row.analytics_until as string | null) ?? null,
    run: run.counts ? (run as SyncRun) : null,
    lastSuccessAt: (row.last_success_at as string | null) ?? null,
    pending: run.pending ?? [],
  };
}

export async function writeState(
  db: Db | Knex.Transaction,
  patch: Partial<{ cursor: number; mirrored: boolean; analyticsUntil: string; run: SyncRun; lastSuccessAt: string; pending: PendingDeletion[] }>,
): Promise<void> {
  const row: Record<string, unknown> = {};
  // The list waiting for staff lives in the run's record: written alone, the rest of it stays.
  if (patch.pending !== undefined && patch.run === undefined) {
    const current = (await db('sync_state').where('id', 1).first('run')) as { run: unknown };
    row.run = JSON.stringify({ ...parseJson<Partial<SyncRun>>(current.run, {}), pending: patch.pending });
  }
  if (patch.cursor !== undefined) row.cursor = patch.cursor;
  if (patch.mirrored !== undefined) row.mirrored = patch.mirrored;
  if (patch.analyticsUntil !== undefined) row.analytics_until = patch.analyticsUntil;
  if (patch.run !== undefined) row.run = JSON.stringify(patch.run);
  if (patch.lastSuccessAt !== undefined) row.last_success_at = patch.lastSuccessAt;
  await db('sync_state').where('id', 1).update(row);
}

/** Applies one page of public changes and moves the cursor, in one transaction. */
export async function applyChangesPage(content: ContentWriter, page: ChangesPage, cursor: number, tally: MirrorTally, pending: PendingDeletion[]): Promise<void> {
  await content.write(async (w) => {
    await w.applyPublicChanges(page.parents, page.changes, tally, pending);
    await writeState(w.trx, { cursor, pending });
  });
}

/** Local published ids the public site no longer has (the first sync's clean-up of, say, the demo magazine). */
export async function localPublishedIdsOutside(db: Db, keep: PublishedIds): Promise<PublishedIds> {
  const outside = async (q: Knex.QueryBuilder, wanted: string[]) => {
    const set = new Set(wanted);
    return ((await q.select('id')) as { id: string }[]).map((r) => r.id).filter((id) => !set.has(id));
  };
  return {
    issues: await outside(db('issues').where('status', 'published'), keep.issues),
    articles: await outside(db('articles').where('published', true), keep.articles),
    authors: await outside(db('authors'), keep.authors),
  };
}

export async function recordedMedia(db: Db): Promise<Map<string, { size: number; modifiedMs: number }>> {
  const rows = (await db('sync_media').select()) as { name: string; size: number | string; modified_ms: number | string }[];
  return new Map(rows.map((r) => [r.name, { size: Number(r.size), modifiedMs: Number(r.modified_ms) }]));
}

export async function recordMedia(db: Db, name: string, info: { size: number; modifiedMs: number } | null): Promise<void> {
  if (!info) await db('sync_media').where('name', name).delete();
  else await db('sync_media').insert({ name, size: info.size, modified_ms: Math.round(info.modifiedMs) }).onConflict('name').merge();
}

/** Local analytics tables' conflict keys, so a page applied twice stays one copy. */
const KEYS: Record<AnalyticsTable, string[]> = {
  connection_rollups: ['dimension', 'day', 'value', 'country_code'],
  connection_rollup_days: ['day'],
  connection_filtered: ['day', 'reason'],
  page_views: ['id'],
  connection_sessions: ['id'],
  search_events: ['id'],
};

/**
 * Empties the local copy of a table from the day after `since` (everything when null), before its
 * pages arrive: the same window the public site sends, whatever the local rows' own range.
 */
export async function clearAnalytics(db: Db, table: AnalyticsTable, since: string | null): Promise<void> {
  const everything = { since, rolledUntil: '9999-12-31' };
  await db.transaction(async (trx) => {
    if (table === 'page_views' || table === 'connection_sessions') {
      // Raw rows of days now rolled up go too: the rollups stand for them.
      await (since ? trx(table).where('day', '>', since) : trx(table)).delete();
      return;
    }
    await analyticsWindow(trx, table, everything).delete();
    // Search rollups are derived here from the copied events: the days that change are rebuilt on next need.
    if (table === 'search_events') {
      await (since ? trx('search_rollups').whereIn('dimension', SEARCH_DIMENSIONS).where('day', '>', since) : trx('search_rollups')).delete();
      await (since ? trx('search_rollup_days').where('day', '>', since) : trx('search_rollup_days')).delete();
    }
  });
}

/** SQLite takes up to 32766 bound values per statement, and knex writes a multi-row insert as a compound SELECT of at most 500 terms. */
const MAX_VALUES = 30_000;
const MAX_ROWS = 400;

export async function insertAnalytics(db: Db, table: AnalyticsTable, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const chunk = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_VALUES / columns.length)));
  await db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      const records = rows.slice(i, i + chunk).map((values) => Object.fromEntries(columns.map((c, j) => [c, values[j]])));
      await trx(table).insert(records).onConflict(KEYS[table]).merge();
    }
    // Rows came with the public site's ids: PostgreSQL's sequence must move past them (SQLite's rowids do by themselves).
    if (table === 'page_views' || table === 'search_events') await dialectOf(trx).moveSequencePast(trx, table);
  });
}
