/**
 * Daily rollups of visitor connections (connection_rollups): the totals of finished days per
 * dimension, built in short runs, and the statistics' reads, which add the raw rows of the days
 * not rolled up yet to them in one statement each.
 */
import { nextDay } from '../../../common/dates.js';
import type { Db } from '../../db/connection.js';
import { INSERT_CHUNK } from './queries.js';

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
    .select<{ day: string; value: string; country_code: string; views: number | string }[]>('day', valueExpr, countryExpr, db.raw('count(*) as views'));
  // Visitors are counted from the sessions, on the day each session began: a session that runs
  // past midnight has views on the next day but no session there, and counting its visitor there
  // too showed more visitors than sessions. Its hash is the one of its first day's salt.
  const sessions = await db('connection_sessions')
    .where('day', '>=', fromDay)
    .andWhere('day', '<=', toDay)
    .groupBy(groupCols)
    .select<{ day: string; value: string; country_code: string; sessions: number | string; visitors: number | string; duration: number | string | null }[]>(
      'day',
      valueExpr,
      countryExpr,
      db.raw('count(*) as sessions'),
      db.raw('count(distinct visitor_id) as visitors'),
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
  }
  for (const r of sessions) {
    const e = entry(r.day, r.value, r.country_code);
    e.sessions = Number(r.sessions);
    e.visitors = Number(r.visitors);
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
