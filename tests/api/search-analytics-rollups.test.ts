/**
 * Search analytics read finished days from daily rollups. These tests prove the dashboards give
 * exactly what a computation over the raw events gives, on a generated year and more of searches,
 * and that they stay exact after late clicks, searches written into rolled-up days, and cleanup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupBy } from '../../common/api/analytics.js';
import { recordSearches, type SearchRecord } from '../../server/analytics/search/queries.js';
import { sourcesOf } from '../../server/analytics/search/stats.js';
import { buildTimeline } from '../../server/analytics/search/timeline.js';
import { analyticsStats, runConnectionMaintenance } from '../../server/analytics/maintenance.js';
import { Random } from '../../server/demo/random.js';
import { startTestServer, type TestServer } from './harness.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

interface RawRow {
  id: number;
  query_key: string;
  section: string | null;
  results: number;
  device_type: string;
  response_time_ms: number | null;
  created_at: string;
  day: string;
  hour: number;
  clicked: number | boolean;
}

let server: TestServer;
let now: number;

const QUERIES = ['poesia', 'Banyoles', 'Estany ', 'Rodoreda', 'creació', 'novel·la', 'Josep  Pla', 'horòscop', 'Harry Potter', 'cinema', 'llibres estiu'];
const SECTIONS = ['articles', 'creacio', 'llocs', 'entrevistes'];

/**
 * About 5,000 searches over the last 420 days: a skewed set of common queries in several spellings
 * plus a long tail of one-off ones, some finding nothing, some clicked, some without a measured
 * response time. Periods are whole UTC days (server/analytics/lib/period.ts), so the test's clock and
 * the server's (a few milliseconds apart) put every search in the same periods unless a UTC midnight
 * falls between them.
 */
function generate(seed: number, end: number, count: number, days = 420): SearchRecord[] {
  const random = new Random(seed);
  const records: SearchRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const back = random.int(0, days - 1) * DAY + random.int(3 * MINUTE, DAY - 3 * MINUTE);
    const at = end - back;
    const common = random.chance(0.8);
    const query = common ? QUERIES[Math.min(QUERIES.length - 1, Math.floor(QUERIES.length * random.next() ** 2))]! : `consulta rara ${random.int(1, 100_000)}`;
    const variant = random.chance(0.2) ? query.toUpperCase() : query;
    const results = query.startsWith('Harry') || query === 'horòscop' || random.chance(0.1) ? 0 : random.int(1, 60);
    records.push({
      query: variant,
      searchType: random.chance(0.7) ? 'live_search' : 'page_search',
      filters: random.chance(0.35) ? { section: random.pick(SECTIONS) } : {},
      results,
      deviceType: random.pick(['desktop', 'mobile', 'tablet'] as const),
      responseTimeMs: random.chance(0.9) ? random.int(5, 400) : undefined,
      at,
      click: results > 0 && random.chance(0.4) ? { position: random.int(0, 5), timeToClickMs: 3000, scrolled: random.chance(0.3), at: at + 3000 } : undefined,
    });
  }
  return records;
}

// ------------------------------------------------------------------ the raw computation

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const rate = (clicks: number, searches: number) => (searches > 0 ? round((clicks / searches) * 100) : 0);
const isClicked = (r: RawRow) => r.clicked === true || r.clicked === 1;

interface Group {
  value: string;
  searches: number;
  clicks: number;
  zero: number;
  results: number;
  response: number;
  responses: number;
  last: string;
}

function groupRows(rows: RawRow[], valueOf: (r: RawRow) => string): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const value = valueOf(r);
    const g = groups.get(value) ?? { value, searches: 0, clicks: 0, zero: 0, results: 0, response: 0, responses: 0, last: '' };
    g.searches += 1;
    g.clicks += isClicked(r) ? 1 : 0;
    g.zero += r.results === 0 ? 1 : 0;
    g.results += r.results;
    if (r.response_time_ms !== null) {
      g.response += r.response_time_ms;
      g.responses += 1;
    }
    if (r.created_at > g.last) g.last = r.created_at;
    groups.set(value, g);
  }
  // Most searched first, ties by value in binary order, as SQLite's ORDER BY does.
  return [...groups.values()].sort((a, b) => b.searches - a.searches || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

const avg = (sum: number, n: number, digits = 1) => (n > 0 ? round(sum / n, digits) : 0);

/** The hour of an instant on the magazine's clock, as the hours chart counts it. */
const madridHour = (iso: string) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso)));

function rawStats(all: RawRow[], days: number, at: number) {
  // The dashboard's period: whole UTC days, today the last (the timeline's days too).
  const from = `${new Date(at - (days - 1) * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`;
  const rows = all.filter((r) => r.created_at >= from);
  const top = (list: Group[], limit: number) =>
    list.slice(0, limit).map((g) => ({ query: g.value, count: g.searches, avgResults: avg(g.results, g.searches), clickThroughRate: rate(g.clicks, g.searches), lastSearched: g.last }));
  const queries = groupRows(rows, (r) => r.query_key);
  const zero = groupRows(
    rows.filter((r) => r.results === 0),
    (r) => r.query_key,
  );
  const totals = groupRows(rows, () => '')[0];
  const hours = new Map(groupRows(rows, (r) => String(madridHour(r.created_at))).map((g) => [Number(g.value), g.searches]));
  return {
    general: {
      totalSearches: rows.length,
      uniqueQueries: queries.length,
      avgResponseTime: totals ? avg(totals.response, totals.responses, 0) : 0,
      clickThroughRate: totals ? rate(totals.clicks, totals.searches) : 0,
      avgResults: totals ? avg(totals.results, totals.searches) : 0,
      zeroResultSearches: totals?.zero ?? 0,
    },
    topQueries: top(queries, 10),
    zeroResultQueries: top(zero, 10),
    allQueries: top(queries, 500),
    sectionStats: groupRows(rows, (r) => r.section ?? 'all').map((g) => ({ section: g.value, searches: g.searches, clickThroughRate: rate(g.clicks, g.searches), avgResults: avg(g.results, g.searches) })),
    deviceStats: groupRows(rows, (r) => r.device_type).map((g) => ({ deviceType: g.value, searches: g.searches, clickThroughRate: rate(g.clicks, g.searches), avgResponseTime: avg(g.response, g.responses, 0) })),
    hourlyStats: Array.from({ length: 24 }, (_, hour) => ({ hour, searches: hours.get(hour) ?? 0 })),
  };
}

function rawTimeline(all: RawRow[], days: number, groupBy: GroupBy, at: number) {
  const fromDay = new Date(at - (days - 1) * DAY).toISOString().slice(0, 10);
  const rows = all.filter((r) => r.day >= fromDay);
  const daily = groupRows(rows, (r) => r.day).map((g) => ({ day: g.value, searches: g.searches, clicks: g.clicks, zeroResults: g.zero, resultsSum: g.results }));
  return buildTimeline(daily, fromDay, new Date(at).toISOString().slice(0, 10), groupBy);
}

// ------------------------------------------------------------------ helpers

async function admin<T>(path: string): Promise<T> {
  const res = await server.send('GET', `/api/analytics${path}`, undefined, { admin: true });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const rawRows = async () =>
  (await server.db('search_events').select('id', 'query_key', 'section', 'results', 'device_type', 'response_time_ms', 'created_at', 'day', 'hour', 'clicked')) as RawRow[];

const rolledDayCount = async () => Number((await server.db('search_rollup_days').count<{ n: number }[]>({ n: '*' }).first())!.n);

/** Every dashboard call over every period, against the raw computation. */
async function expectDashboardsEqualRaw(): Promise<void> {
  const rows = await rawRows();
  for (const days of [1, 2, 3, 7, 30, 90, 365, 3650]) {
    const expected = rawStats(rows, days, now);
    const stats = await admin<Record<string, unknown>>(`/stats?days=${days}`);
    expect(stats.general, `general, ${days} days`).toEqual(expected.general);
    expect(stats.topQueries, `top queries, ${days} days`).toEqual(expected.topQueries);
    expect(stats.zeroResultQueries, `zero-result queries, ${days} days`).toEqual(expected.zeroResultQueries);
    expect(stats.sectionStats, `sections, ${days} days`).toEqual(expected.sectionStats);
    expect(stats.deviceStats, `devices, ${days} days`).toEqual(expected.deviceStats);
    expect(stats.hourlyStats, `hours, ${days} days`).toEqual(expected.hourlyStats);
    expect((await admin<{ queries: unknown }>(`/queries?days=${days}&limit=500`)).queries).toEqual(expected.allQueries);
    expect((await admin<{ sections: unknown }>(`/sections?days=${days}`)).sections).toEqual(expected.sectionStats);
    expect((await admin<{ devices: unknown }>(`/devices?days=${days}`)).devices).toEqual(expected.deviceStats);
  }
  for (const days of [7, 30, 90, 365]) {
    for (const groupBy of ['day', 'week', 'month'] as const) {
      const { timeline } = await admin<{ timeline: unknown }>(`/timeline?days=${days}&groupBy=${groupBy}`);
      expect(timeline, `timeline ${days} days by ${groupBy}`).toEqual(rawTimeline(rows, days, groupBy, now));
    }
  }
}

beforeAll(async () => {
  server = await startTestServer();
  now = Date.now();
  await server.db('search_rollups').delete();
  await server.db('search_rollup_days').delete();
  await server.db('search_events').delete();
  await recordSearches(server.db, generate(7, now, 5000));
});
afterAll(async () => {
  await server.close();
});

describe('search analytics over daily rollups', () => {
  it('give exactly the raw figures for every call and period, and are built on first need', async () => {
    expect(await rolledDayCount()).toBe(0);
    await expectDashboardsEqualRaw();
    // Every finished day of the data has its rollup now; today and yesterday are still read raw.
    const days = (await server.db('search_rollup_days').orderBy('day').select<{ day: string }[]>('day')).map((d) => d.day);
    expect(days.length).toBeGreaterThan(400);
    expect(days.at(-1)).toBe(new Date(now - 2 * DAY).toISOString().slice(0, 10));
  });

  it('are what the dashboards read: a changed rollup row changes the answer', async () => {
    const day = new Date(now - 100 * DAY).toISOString().slice(0, 10);
    const before = (await admin<{ general: { totalSearches: number } }>('/stats?days=365')).general.totalSearches;
    await server.db('search_rollups').where({ day, dimension: 'all' }).increment('searches', 1000);
    try {
      expect((await admin<{ general: { totalSearches: number } }>('/stats?days=365')).general.totalSearches).toBe(before + 1000);
    } finally {
      await server.db('search_rollups').where({ day, dimension: 'all' }).decrement('searches', 1000);
    }
  });

  it('stay exact after a late first click on a search of a rolled-up day', async () => {
    const old = new Date(now - 40 * DAY).toISOString();
    const target = (await server.db('search_events').where('created_at', '<', old).andWhere('results', '>', 0).andWhere('clicked', false).orderBy('id').first()) as { id: number; query_key: string };
    const res = await server.send('PUT', `/api/analytics/search/${target.id}/click`, { position: 1, timeToClick: 86_400_000 });
    expect(res.status).toBe(200);
    // A second click changes nothing, in the events or the rollups.
    await server.send('PUT', `/api/analytics/search/${target.id}/click`, { position: 3 });
    await expectDashboardsEqualRaw();
    const zeroTarget = (await server.db('search_events').where('created_at', '<', old).andWhere('results', 0).andWhere('clicked', false).orderBy('id').first()) as { id: number };
    expect((await server.send('PUT', `/api/analytics/search/${zeroTarget.id}/click`, { position: 0 })).status).toBe(200);
    await expectDashboardsEqualRaw();
  });

  it('stay exact when searches are written into days already rolled up', async () => {
    const day = new Date(now - 50 * DAY).toISOString().slice(0, 10);
    expect(await server.db('search_rollup_days').where({ day }).first()).toBeDefined();
    const late = generate(11, now, 30).map((r, i) => ({ ...r, at: Date.parse(`${day}T12:00:00Z`) + i * 1000 }));
    await recordSearches(server.db, late);
    // The stale day is dropped with the insert and rebuilt on the next read.
    expect(await server.db('search_rollup_days').where({ day }).first()).toBeUndefined();
    await expectDashboardsEqualRaw();
    expect(await server.db('search_rollup_days').where({ day }).first()).toBeDefined();
  });

  it('stay exact after a cleanup that cuts a day in two', async () => {
    const res = await server.send('DELETE', '/api/analytics/cleanup?daysToKeep=200', undefined, { admin: true });
    expect(res.status).toBe(200);
    const cutoffDay = new Date(now - 200 * DAY).toISOString().slice(0, 10);
    expect(await server.db('search_rollup_days').where('day', '<=', cutoffDay).first()).toBeUndefined();
    await expectDashboardsEqualRaw();
  });

  it('are built by the server’s own maintenance job, without waiting for a dashboard', async () => {
    await server.db('search_rollups').delete();
    await server.db('search_rollup_days').delete();
    await runConnectionMaintenance(server.db, analyticsStats(server.db), now);
    const first = (await server.db('search_events').min<{ first: string }>({ first: 'created_at' }).first())!.first.slice(0, 10);
    const rolled = await rolledDayCount();
    expect(rolled).toBe(Math.round((Date.parse(new Date(now - 2 * DAY).toISOString().slice(0, 10)) - Date.parse(first)) / DAY) + 1);
    await expectDashboardsEqualRaw();
  });

  it('give all zeros, not an error, over a period without searches', async () => {
    await server.db('search_events').delete();
    await server.db('search_rollups').delete();
    await server.db('search_rollup_days').delete();
    const stats = await admin<{ general: Record<string, number>; topQueries: unknown[]; hourlyStats: { searches: number }[] }>('/stats?days=30');
    expect(stats.general).toEqual({ totalSearches: 0, uniqueQueries: 0, avgResponseTime: 0, clickThroughRate: 0, avgResults: 0, zeroResultSearches: 0 });
    expect(stats.topQueries).toEqual([]);
    expect(stats.hourlyStats).toHaveLength(24);
    expect(stats.hourlyStats.every((h) => h.searches === 0)).toBe(true);
    const { timeline } = await admin<{ timeline: { searches: number }[] }>('/timeline?days=30');
    expect(timeline).toHaveLength(30);
  });
});

describe('which days a period reads from rollups', () => {
  const at = Date.parse('2025-03-10T15:30:00.000Z');

  it('reads whole days from rollups up to the day before yesterday, the rest raw', () => {
    expect(sourcesOf('2025-03-03T15:30:00.000Z', at)).toEqual({
      rolled: { from: '2025-03-04', to: '2025-03-08' },
      raw: [{ from: '2025-03-03T15:30:00.000Z', to: '2025-03-04T00:00:00.000Z' }, { from: '2025-03-09T00:00:00.000Z' }],
    });
  });

  it('needs no partial slice when the period starts at midnight', () => {
    expect(sourcesOf('2025-03-01T00:00:00.000Z', at)).toEqual({ rolled: { from: '2025-03-01', to: '2025-03-08' }, raw: [{ from: '2025-03-09T00:00:00.000Z' }] });
  });

  it('reads short periods raw only', () => {
    expect(sourcesOf('2025-03-09T15:30:00.000Z', at)).toEqual({ rolled: null, raw: [{ from: '2025-03-09T15:30:00.000Z' }] });
    expect(sourcesOf('2025-03-08T15:30:00.000Z', at)).toEqual({ rolled: null, raw: [{ from: '2025-03-08T15:30:00.000Z' }] });
  });
});
