/**
 * Every SQL statement of visitor connections, through knex, on SQLite and PostgreSQL alike.
 * Finished days are read from `connection_rollups` (built once per day); the last two days, which
 * may still change, are aggregated from the raw rows with the same statements.
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/connection.js';

// ---------------------------------------------------------------- salts

export async function insertSaltIfMissing(db: Db, day: string, salt: string): Promise<void> {
  await db('connection_salts').insert({ day, salt }).onConflict('day').ignore();
}

export async function deleteSaltsBefore(db: Db, day: string): Promise<number> {
  return db('connection_salts').where('day', '<', day).del();
}

export async function readSalts(db: Db, days: string[]): Promise<Map<string, string>> {
  const rows = await db('connection_salts').whereIn('day', days).select<{ day: string; salt: string }[]>('day', 'salt');
  return new Map(rows.map((r) => [r.day, r.salt]));
}

// ---------------------------------------------------------------- recording

/** What a page view tells of the page and the reader's device, written and read alike. */
interface PageViewFacts {
  path: string;
  referrer_host: string | null;
  country_code: string | null;
  city: string | null;
  device_type: string;
  browser: string;
  os: string;
  screen_width: number | null;
  screen_height: number | null;
}

export interface PageViewRow extends PageViewFacts {
  viewed_at: number;
  day: string;
  session_id: string;
  visitor_id: string;
}

export interface SessionRow {
  id: string;
  visitor_id: string;
  day: string;
  started_at: number;
  last_seen_at: number;
  ended_at: number | null;
  page_views: number;
  entry_path: string;
  referrer_host: string | null;
  country_code: string | null;
  city: string | null;
  device_type: string;
  browser: string;
  os: string;
}

/** Open sessions (not closed, seen since `since`) of any of the given visitor hashes. */
export async function findOpenSessions(
  db: Db | Knex.Transaction,
  visitorIds: string[],
  since: number,
): Promise<{ id: string; visitor_id: string; last_seen_at: number }[]> {
  if (visitorIds.length === 0) return [];
  const rows = await db('connection_sessions')
    .whereIn('visitor_id', visitorIds)
    .where('last_seen_at', '>=', since)
    .whereNull('ended_at')
    .orderBy([{ column: 'last_seen_at', order: 'desc' }, { column: 'id', order: 'asc' }])
    .select<{ id: string; visitor_id: string; last_seen_at: number | string }[]>('id', 'visitor_id', 'last_seen_at');
  return rows.map((r) => ({ ...r, last_seen_at: Number(r.last_seen_at) }));
}

// Keeps every multi-row insert under SQLite's bound-variable limit.
export const INSERT_CHUNK = 200;

/** `chunk` rows per statement; below 500, as knex writes SQLite multi-row inserts as a compound SELECT (500 terms at most). */
export async function insertSessions(trx: Knex.Transaction, rows: SessionRow[], chunk = INSERT_CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await trx('connection_sessions').insert(rows.slice(i, i + chunk));
}

export async function insertPageViews(trx: Knex.Transaction | Db, rows: PageViewRow[], chunk = INSERT_CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await trx('page_views').insert(rows.slice(i, i + chunk));
}

interface SessionExtension {
  id: string;
  lastSeenAt: number;
  addedViews: number;
}

/**
 * Moves each session's last-seen time forward and adds its new views, in one statement per chunk
 * (UPDATE … FROM a VALUES list, which SQLite and PostgreSQL both understand).
 */
export async function extendSessions(trx: Knex.Transaction, extensions: SessionExtension[], chunk = INSERT_CHUNK): Promise<void> {
  for (let i = 0; i < extensions.length; i += chunk) {
    const part = extensions.slice(i, i + chunk);
    const values = part.map(() => '(?, CAST(? AS BIGINT), CAST(? AS INTEGER))').join(', ');
    await trx.raw(
      `WITH v(id, last_seen, views) AS (VALUES ${values}) ` +
        'UPDATE connection_sessions SET ' +
        'last_seen_at = CASE WHEN connection_sessions.last_seen_at > v.last_seen THEN connection_sessions.last_seen_at ELSE v.last_seen END, ' +
        'page_views = connection_sessions.page_views + v.views ' +
        'FROM v WHERE connection_sessions.id = v.id',
      part.flatMap((e) => [e.id, e.lastSeenAt, e.addedViews]),
    );
  }
}

export async function countFiltered(db: Db, day: string, reason: string): Promise<void> {
  await db('connection_filtered')
    .insert({ day, reason, hits: 1 })
    .onConflict(['day', 'reason'])
    .merge({ hits: db.raw('connection_filtered.hits + 1') });
}

export async function closeInactiveSessions(db: Db, lastSeenBefore: number): Promise<number> {
  return db('connection_sessions')
    .whereNull('ended_at')
    .where('last_seen_at', '<', lastSeenBefore)
    .update({ ended_at: db.ref('last_seen_at') });
}

// ---------------------------------------------------------------- live

interface LiveRaw {
  activeSessions: number;
  viewsLastHour: number;
  countries: { countryCode: string | null; sessions: number }[];
  devices: { deviceType: string; sessions: number }[];
  pages: { path: string; views: number }[];
}

export async function live(db: Db, activeSince: number, hourSince: number): Promise<LiveRaw> {
  const active = () => db('connection_sessions').where('last_seen_at', '>=', activeSince).whereNull('ended_at');
  const [sessionsRow, viewsRow, countries, devices, pages] = await Promise.all([
    active().count<{ n: number | string }[]>({ n: '*' }).first(),
    db('page_views').where('viewed_at', '>=', hourSince).count<{ n: number | string }[]>({ n: '*' }).first(),
    active()
      .groupBy('country_code')
      // NULLS LAST spelled out: SQLite puts NULL first in ascending order, PostgreSQL last.
      .orderBy('sessions', 'desc')
      .orderByRaw('country_code asc nulls last')
      .select<{ country_code: string | null; sessions: number | string }[]>('country_code', db.raw('count(*) as sessions')),
    active()
      .groupBy('device_type')
      .orderBy([{ column: 'sessions', order: 'desc' }, { column: 'device_type', order: 'asc' }])
      .select<{ device_type: string; sessions: number | string }[]>('device_type', db.raw('count(*) as sessions')),
    db('page_views')
      .where('viewed_at', '>=', activeSince)
      .groupBy('path')
      .orderBy([{ column: 'views', order: 'desc' }, { column: 'path', order: 'asc' }])
      .limit(10)
      .select<{ path: string; views: number | string }[]>('path', db.raw('count(*) as views')),
  ]);
  return {
    activeSessions: Number(sessionsRow?.n ?? 0),
    viewsLastHour: Number(viewsRow?.n ?? 0),
    countries: countries.map((r) => ({ countryCode: r.country_code, sessions: Number(r.sessions) })),
    devices: devices.map((r) => ({ deviceType: r.device_type, sessions: Number(r.sessions) })),
    pages: pages.map((r) => ({ path: r.path, views: Number(r.views) })),
  };
}

// ---------------------------------------------------------------- detail, export, cleanup

interface ViewFilters {
  country?: string | undefined;
  deviceType?: string | undefined;
  browser?: string | undefined;
}

export interface PageViewListRow extends PageViewFacts {
  id: number | string;
  viewed_at: number | string;
}

const LIST_COLUMNS = ['id', 'viewed_at', 'path', 'referrer_host', 'country_code', 'city', 'device_type', 'browser', 'os', 'screen_width', 'screen_height'];

function filtered(db: Db, from: number, to: number, filters: ViewFilters) {
  const query = db('page_views').where('viewed_at', '>=', from).andWhere('viewed_at', '<', to);
  if (filters.country) {
    if (filters.country === 'unknown') query.whereNull('country_code');
    else query.where('country_code', filters.country);
  }
  if (filters.deviceType) query.where('device_type', filters.deviceType);
  if (filters.browser) query.where('browser', filters.browser);
  return query;
}

export async function listPageViews(db: Db, from: number, to: number, filters: ViewFilters, page: number, limit: number): Promise<{ rows: PageViewListRow[]; total: number }> {
  const [rows, totalRow] = await Promise.all([
    filtered(db, from, to, filters)
      .orderBy([{ column: 'viewed_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset((page - 1) * limit)
      .limit(limit)
      .select<PageViewListRow[]>(LIST_COLUMNS),
    filtered(db, from, to, filters).count<{ n: number | string }[]>({ n: '*' }).first(),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

const EXPORT_PAGE = 1000;

/**
 * All matching rows, oldest first, read a page at a time after the last row read (viewed_at, id),
 * so an export of any size holds one page in memory, on SQLite and PostgreSQL alike.
 */
export async function* streamPageViews(db: Db, from: number, to: number, filters: ViewFilters): AsyncGenerator<PageViewListRow> {
  let after: { viewedAt: number; id: number } | null = null;
  for (;;) {
    const query = filtered(db, from, to, filters);
    if (after) {
      const { viewedAt, id } = after;
      query.andWhere((w) => w.where('viewed_at', '>', viewedAt).orWhere((same) => same.where('viewed_at', viewedAt).andWhere('id', '>', id)));
    }
    const rows = await query
      .orderBy([{ column: 'viewed_at', order: 'asc' }, { column: 'id', order: 'asc' }])
      .limit(EXPORT_PAGE)
      .select<PageViewListRow[]>(LIST_COLUMNS);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE) return;
    after = { viewedAt: Number(last.viewed_at), id: Number(last.id) };
  }
}

interface CleanupCounts {
  pageViews: number;
  sessions: number;
  rollups: number;
  filtered: number;
}

export async function deleteBefore(db: Db, day: string): Promise<CleanupCounts> {
  return db.transaction(async (trx) => {
    const pageViews = await trx('page_views').where('day', '<', day).del();
    const sessions = await trx('connection_sessions').where('day', '<', day).del();
    const rollups = await trx('connection_rollups').where('day', '<', day).del();
    await trx('connection_rollup_days').where('day', '<', day).del();
    const filteredRows = await trx('connection_filtered').where('day', '<', day).del();
    return { pageViews, sessions, rollups, filtered: filteredRows };
  });
}
