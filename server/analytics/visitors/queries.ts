/**
 * Every SQL statement of visitor connections, through knex, on SQLite and PostgreSQL alike.
 * Finished days are read from `connection_rollups` (built once per day); the last two days, which
 * may still change, are aggregated from the raw rows with the same statements.
 */
import type { Knex } from 'knex';
import { nextDay } from '../../../common/dates.js';
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
const INSERT_CHUNK = 200;

/** `chunk` rows per statement; below 500, as knex writes SQLite multi-row inserts as a compound SELECT (500 terms at most). */
export async function insertSessions(trx: Knex.Transaction, rows: SessionRow[], chunk = INSERT_CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await trx('connection_sessions').insert(rows.slice(i, i + chunk));
}

export async function insertPageViews(trx: Knex.Transaction | Db, rows: PageViewRow[], chunk = INSERT_CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await trx('page_views').insert(rows.slice(i, i + chunk));
}

export interface SessionExtension {
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

// ---------------------------------------------------------------- rollups

export const DIMENSIONS = ['all', 'country', 'city', 'device', 'browser', 'os', 'referrer'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

const COLUMN: Record<Dimension, string | null> = {
  all: null,
  country: 'country_code',
  city: 'city',
  device: 'device_type',
  browser: 'browser',
  os: 'os',
  referrer: 'referrer_host',
};

export interface Aggregate {
  value: string;
  countryCode: string;
  views: number;
  visitors: number;
  sessions: number;
  durationMs: number;
}

const keyOf = (a: { value: string; countryCode: string }) => `${a.value}\u0000${a.countryCode}`;

/** Groups by day and value over raw rows of the given day range (inclusive). */
async function aggregateRaw(db: Db, dimension: Dimension, fromDay: string, toDay: string): Promise<(Aggregate & { day: string })[]> {
  const column = COLUMN[dimension];
  // Column names come from the fixed COLUMN table above, never from input.
  const valueExpr = db.raw(column ? `coalesce(${column}, '') as value` : "'' as value");
  const countryExpr = db.raw(dimension === 'city' ? "coalesce(country_code, '') as country_code" : "'' as country_code");
  const groupCols = column ? (dimension === 'city' ? ['day', column, 'country_code'] : ['day', column]) : ['day'];

  const views = await db('page_views')
    .where('day', '>=', fromDay)
    .andWhere('day', '<=', toDay)
    .groupBy(groupCols)
    .select<{ day: string; value: string; country_code: string; views: number | string; visitors: number | string }[]>(
      'day',
      valueExpr,
      countryExpr,
      db.raw('count(*) as views'),
      db.raw('count(distinct visitor_id) as visitors'),
    );
  const sessions = await db('connection_sessions')
    .where('day', '>=', fromDay)
    .andWhere('day', '<=', toDay)
    .groupBy(groupCols)
    .select<{ day: string; value: string; country_code: string; sessions: number | string; duration: number | string | null }[]>(
      'day',
      valueExpr,
      countryExpr,
      db.raw('count(*) as sessions'),
      db.raw('sum(last_seen_at - started_at) as duration'),
    );

  const merged = new Map<string, Aggregate & { day: string }>();
  const entry = (day: string, value: string, countryCode: string) => {
    const key = `${day}\u0000${value}\u0000${countryCode}`;
    let found = merged.get(key);
    if (!found) {
      found = { day, value, countryCode, views: 0, visitors: 0, sessions: 0, durationMs: 0 };
      merged.set(key, found);
    }
    return found;
  };
  for (const r of views) {
    const e = entry(r.day, r.value, r.country_code);
    e.views = Number(r.views);
    e.visitors = Number(r.visitors);
  }
  for (const r of sessions) {
    const e = entry(r.day, r.value, r.country_code);
    e.sessions = Number(r.sessions);
    e.durationMs = Number(r.duration ?? 0);
  }
  return [...merged.values()];
}

export async function rolledUpDays(db: Db, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await db('connection_rollup_days').where('day', '>=', fromDay).andWhere('day', '<=', toDay).select<{ day: string }[]>('day');
  return new Set(rows.map((r) => r.day));
}

export async function earliestRecordedDay(db: Db): Promise<string | null> {
  const row = await db('page_views').min<{ day: string | null }>({ day: 'day' }).first();
  return row?.day ?? null;
}

/** Builds the rollups of one contiguous run of finished days in one transaction. */
export async function rollUpDays(db: Db, fromDay: string, toDay: string, days: string[]): Promise<void> {
  await db.transaction(async (trx) => {
    // Claiming the days first makes a concurrent rollup of the same days fail and roll back.
    for (let i = 0; i < days.length; i += INSERT_CHUNK) {
      await trx('connection_rollup_days').insert(days.slice(i, i + INSERT_CHUNK).map((day) => ({ day })));
    }
    for (const dimension of DIMENSIONS) {
      const rows = (await aggregateRaw(trx as unknown as Db, dimension, fromDay, toDay)).map((a) => ({
        day: a.day,
        dimension,
        value: a.value.slice(0, 255),
        country_code: a.countryCode,
        views: a.views,
        visitors: a.visitors,
        sessions: a.sessions,
        duration_ms: a.durationMs,
      }));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx('connection_rollups').insert(rows.slice(i, i + INSERT_CHUNK));
    }
  });
}

/** Totals per value over a day range: rollups up to `rolledUntil`, raw rows after it. */
export async function aggregate(db: Db, dimension: Dimension, fromDay: string, toDay: string, rolledUntil: string): Promise<Aggregate[]> {
  const totals = new Map<string, Aggregate>();
  const add = (a: Aggregate) => {
    const key = keyOf(a);
    const t = totals.get(key);
    if (!t) totals.set(key, { ...a });
    else {
      t.views += a.views;
      t.visitors += a.visitors;
      t.sessions += a.sessions;
      t.durationMs += a.durationMs;
    }
  };
  if (fromDay <= rolledUntil) {
    const rows = await db('connection_rollups')
      .where({ dimension })
      .andWhere('day', '>=', fromDay)
      .andWhere('day', '<=', rolledUntil < toDay ? rolledUntil : toDay)
      .groupBy(['value', 'country_code'])
      .select<{ value: string; country_code: string; views: string | number; visitors: string | number; sessions: string | number; duration: string | number }[]>(
        'value',
        'country_code',
        db.raw('sum(views) as views'),
        db.raw('sum(visitors) as visitors'),
        db.raw('sum(sessions) as sessions'),
        db.raw('sum(duration_ms) as duration'),
      );
    for (const r of rows) {
      add({ value: r.value, countryCode: r.country_code, views: Number(r.views), visitors: Number(r.visitors), sessions: Number(r.sessions), durationMs: Number(r.duration) });
    }
  }
  if (toDay > rolledUntil) {
    const liveFrom = fromDay > rolledUntil ? fromDay : nextDay(rolledUntil);
    for (const a of await aggregateRaw(db, dimension, liveFrom, toDay)) add(a);
  }
  return [...totals.values()];
}

/** Totals per day over a day range (the timeline), rollups and raw rows as in `aggregate`. */
export async function dailyTotals(db: Db, fromDay: string, toDay: string, rolledUntil: string): Promise<(Aggregate & { day: string })[]> {
  const result: (Aggregate & { day: string })[] = [];
  if (fromDay <= rolledUntil) {
    const rows = await db('connection_rollups')
      .where({ dimension: 'all' })
      .andWhere('day', '>=', fromDay)
      .andWhere('day', '<=', rolledUntil < toDay ? rolledUntil : toDay)
      .orderBy('day')
      .select<{ day: string; views: number; visitors: number; sessions: number; duration_ms: number | string }[]>('day', 'views', 'visitors', 'sessions', 'duration_ms');
    for (const r of rows) {
      result.push({ day: r.day, value: '', countryCode: '', views: Number(r.views), visitors: Number(r.visitors), sessions: Number(r.sessions), durationMs: Number(r.duration_ms) });
    }
  }
  if (toDay > rolledUntil) {
    const liveFrom = fromDay > rolledUntil ? fromDay : nextDay(rolledUntil);
    result.push(...(await aggregateRaw(db, 'all', liveFrom, toDay)));
  }
  return result.sort((a, b) => a.day.localeCompare(b.day));
}


/** Page views and distinct visitors per hour since a time (the 'today' timeline). */
export async function hourlyTotals(db: Db, since: number): Promise<{ hour: number; views: number; visitors: number }[]> {
  const rows = await db('page_views')
    .where('viewed_at', '>=', since)
    .groupBy('hour_bucket')
    .orderBy('hour_bucket')
    .select<{ hour_bucket: number | string; views: number | string; visitors: number | string }[]>(
      db.raw('(viewed_at / 3600000) as hour_bucket'),
      db.raw('count(*) as views'),
      db.raw('count(distinct visitor_id) as visitors'),
    );
  return rows.map((r) => ({ hour: Number(r.hour_bucket), views: Number(r.views), visitors: Number(r.visitors) }));
}

export async function filteredTotals(db: Db, fromDay: string, toDay: string): Promise<Map<string, number>> {
  const rows = await db('connection_filtered')
    .where('day', '>=', fromDay)
    .andWhere('day', '<=', toDay)
    .groupBy('reason')
    .orderBy('reason')
    .select<{ reason: string; hits: number | string }[]>('reason', db.raw('sum(hits) as hits'));
  return new Map(rows.map((r) => [r.reason, Number(r.hits)]));
}

// ---------------------------------------------------------------- live

export interface LiveRaw {
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

export interface ViewFilters {
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

export interface CleanupCounts {
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
