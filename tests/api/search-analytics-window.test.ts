/**
 * One window per page: the search dashboard's headline figures, hours, sections, devices and
 * timeline cover the same whole UTC days (server/analytics/lib/period.ts), so they add up; and the
 * hours are the magazine's (Europe/Madrid), in winter and in summer time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_MAGAZINE_TIME_ZONE, utcDay } from '../../common/dates.js';
import { recordSearches, type SearchRecord } from '../../server/analytics/search/queries.js';
import { SearchStats } from '../../server/analytics/search/stats.js';
import { startTestServer, type TestServer } from './harness.js';

const search = (query: string, iso: string, section?: string): SearchRecord => ({
  query,
  searchType: 'page_search',
  filters: section ? { section } : {},
  results: 3,
  deviceType: 'desktop',
  at: Date.parse(iso),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the search dashboard's figures of one period", () => {
  it('add up: headline, hours, sections and devices cover the days the timeline draws, not a day more', async () => {
    const today = utcDay(Date.now());
    await recordSearches(server.db, [
      // The last instant of the 8th calendar day back: inside "the last 7 × 24 hours" until
      // midnight, outside the 7 days the timeline draws.
      search('abans', `${addDays(today, -7)}T23:59:59.999Z`),
      // The first instant of the period's first day.
      search('primer', `${addDays(today, -6)}T00:00:00.000Z`, 'llocs'),
      search('mig', `${addDays(today, -3)}T12:00:00.000Z`),
      search('avui', new Date(Date.now() - 1000).toISOString(), 'creacio'),
    ]);
    const get = async <T>(path: string): Promise<T> => {
      const res = await server.send('GET', `/api/analytics${path}`, undefined, { admin: true });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };
    const stats = await get<{
      general: { totalSearches: number };
      sectionStats: { searches: number }[];
      deviceStats: { searches: number }[];
      hourlyStats: { searches: number }[];
    }>('/stats?days=7');
    const { timeline } = await get<{ timeline: { period: string; searches: number }[] }>('/timeline?days=7&groupBy=day');
    const sum = (rows: { searches: number }[]) => rows.reduce((s, r) => s + r.searches, 0);

    // The test server holds the demo magazine's searches too: the figures are compared, not counted.
    expect(timeline[0]?.period).toBe(addDays(today, -6));
    expect(sum(timeline)).toBeGreaterThanOrEqual(3);
    expect(stats.general.totalSearches).toBe(sum(timeline));
    expect(sum(stats.hourlyStats)).toBe(sum(timeline));
    expect(sum(stats.sectionStats)).toBe(sum(timeline));
    expect(sum(stats.deviceStats)).toBe(sum(timeline));
    const { queries } = await get<{ queries: { query: string }[] }>('/queries?days=7&limit=500');
    expect(queries.map((q) => q.query)).toEqual(expect.arrayContaining(['avui', 'mig', 'primer']));
    expect(queries.map((q) => q.query)).not.toContain('abans');
    expect(sum((await get<{ sections: { searches: number }[] }>('/sections?days=7')).sections)).toBe(sum(timeline));
    expect(sum((await get<{ devices: { searches: number }[] }>('/devices?days=7')).devices)).toBe(sum(timeline));
  });
});

describe('searches per hour', () => {
  it("are counted on the magazine's clock: 10:30 UTC is 11 h in winter and 12 h in summer", async () => {
    const now = Date.parse('2031-07-20T12:00:00Z');
    await recordSearches(server.db, [
      // Long finished: read from the daily rollups.
      search('hivern', '2031-01-15T10:30:00Z'),
      search('estiu', '2031-07-01T10:30:00Z'),
      // Today: read from the raw events. 23:30 UTC the day before is 01:30 in Madrid.
      search('matí', '2031-07-20T09:15:00Z'),
      search('nit', '2031-07-19T23:30:00Z'),
    ]);
    const stats = new SearchStats(server.db);
    const hours = await stats.hourly(await stats.window(365, now), DEFAULT_MAGAZINE_TIME_ZONE);
    const byHour = Object.fromEntries(hours.filter((h) => h.searches > 0).map((h) => [h.hour, h.searches]));
    expect(byHour).toEqual({ 1: 1, 11: 2, 12: 1 });
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
  });
});
