/**
 * Exact figures of the connection dashboards for a scripted week of visits in 2031, far from the
 * demo traffic: sessions across midnight, a month's end and a week's end, rollups of finished days
 * beside the raw rows of the last two, the live window and the export. The suite runs on SQLite
 * and on PostgreSQL, so these exact numbers prove both databases give the same answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageViewRecorder, type RequestFacts } from '../../server/analytics/visitors/record.js';
import { ConnectionStats } from '../../server/analytics/visitors/stats.js';
import { migrationSource } from '../../server/db/migrations/index.js';
import { startTestServer, type TestServer } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
// A: a desktop reader in the United States; B: a phone on a private address (country unknown).
const A: RequestFacts = { ip: '8.8.8.8', userAgent: FIREFOX, host: 'localhost', header: () => undefined };
const B: RequestFacts = { ip: '10.0.0.7', userAgent: IPHONE, host: 'localhost', header: () => undefined };
const at = (iso: string) => Date.parse(iso);
// A Tuesday; the period of 7 days runs from Wednesday 26 February, and 28 February is a month's end.
const NOW = at('2031-03-04T10:30:00Z');

let server: TestServer;
let stats: ConnectionStats;
beforeAll(async () => {
  server = await startTestServer();
  stats = new ConnectionStats(server.db);
  const recorder = new PageViewRecorder(server.db);
  const visits: [RequestFacts, string, string][] = [
    [A, '2031-02-28T23:50:00Z', '/a/1'],
    // 20 minutes later, past midnight and into March: the same session.
    [A, '2031-03-01T00:10:00Z', '/a/2'],
    // 50 idle minutes later: a new session.
    [A, '2031-03-01T01:00:00Z', '/a/3'],
    // Sunday night into Monday: one session across the end of a week.
    [B, '2031-03-02T23:55:00Z', '/b/1'],
    [B, '2031-03-03T00:05:00Z', '/b/2'],
    // Inside the live window (the last 5 minutes before NOW).
    [A, '2031-03-04T10:27:00Z', '/viu'],
    [B, '2031-03-04T10:28:00Z', '/viu'],
  ];
  for (const [who, time, path] of visits) await recorder.record({ path }, who, at(time));
});
afterAll(async () => {
  await server.close();
});

describe('connection figures of a scripted week', () => {
  it('sums views, daily visitors, sessions and their durations over the period', async () => {
    // A visitor counts on the day of a session it had: B's view after midnight on 3 March belongs
    // to the session begun on the 2nd, so it adds no visitor on the 3rd.
    expect((await stats.general(7, NOW)).general).toEqual({
      totalConnections: 7,
      uniqueIPs: 5,
      uniqueSessions: 5,
      // (20 + 0 + 10 + 0 + 0 minutes) over 5 sessions.
      avgSessionDuration: 360,
      avgPagesPerSession: 1.4,
    });
  });

  it('never counts more visitors than sessions, over the period or on any day, across midnight included', async () => {
    for (const days of [1, 7, 30]) {
      const { general } = await stats.general(days, NOW);
      expect(general.uniqueIPs, `${days} days`).toBeLessThanOrEqual(general.uniqueSessions);
    }
    for (const p of (await stats.timeline(7, 'day', NOW)).timeline) expect(p.uniqueUsers, p.period).toBeLessThanOrEqual(p.sessions ?? 0);
  });

  it('rebuilds the rollups made before visitors were counted by session (migration 027)', async () => {
    const expected = await stats.general(7, NOW);
    // Finished days are rolled up by now; make them say what the old count said, and more.
    expect(Number(((await server.db('connection_rollup_days').count({ n: '*' })) as { n: number | string }[])[0]!.n)).toBeGreaterThan(0);
    await server.db('connection_rollups').update({ visitors: server.db.raw('visitors + 100') });
    expect((await stats.general(7, NOW)).general.uniqueIPs).toBeGreaterThan(100);
    const before027 = async () => ((await server.db.migrate.list({ migrationSource })) as [{ name: string }[], unknown[]])[0].every((m) => !m.name.startsWith('027_'));
    while (!(await before027())) await server.db.migrate.down({ migrationSource });
    await server.db.migrate.latest({ migrationSource });
    expect(await stats.general(7, NOW)).toEqual(expected);
  });

  it('draws the timeline by day, by ISO week (Mondays) and by month, from rollups and raw rows alike', async () => {
    const byDay = await stats.timeline(7, 'day', NOW);
    expect(byDay.timeline.map((p) => [p.period, p.connections, p.uniqueUsers, p.sessions])).toEqual([
      ['2031-02-26', 0, 0, 0],
      ['2031-02-27', 0, 0, 0],
      ['2031-02-28', 1, 1, 1],
      ['2031-03-01', 2, 1, 1],
      ['2031-03-02', 1, 1, 1],
      ['2031-03-03', 1, 0, 0],
      ['2031-03-04', 2, 2, 2],
    ]);
    const byWeek = await stats.timeline(7, 'week', NOW);
    expect(byWeek.timeline).toEqual([
      { period: '2031-02-24', connections: 4, uniqueUsers: 3, sessions: 3 },
      { period: '2031-03-03', connections: 3, uniqueUsers: 2, sessions: 2 },
    ]);
    const byMonth = await stats.timeline(7, 'month', NOW);
    expect(byMonth.timeline).toEqual([
      { period: '2031-02', connections: 1, uniqueUsers: 1, sessions: 1 },
      { period: '2031-03', connections: 6, uniqueUsers: 4, sessions: 4 },
    ]);
    const byHour = await stats.timeline(1, 'hour', NOW);
    expect(byHour.timeline).toHaveLength(11);
    expect(byHour.timeline.filter((p) => p.connections > 0)).toEqual([{ period: '2031-03-04T10:00', connections: 2, uniqueUsers: 2, sessions: null }]);
  });

  it('splits the figures by country (the unknown one included), device, browser and system', async () => {
    expect((await stats.countries(7, 10, NOW)).countries).toEqual([
      { country: 'Estats Units', countryCode: 'US', connections: 4, uniqueUsers: 3, avgSessionDuration: 400 },
      { country: 'Desconegut', countryCode: null, connections: 3, uniqueUsers: 2, avgSessionDuration: 300 },
    ]);
    const technology = await stats.technology(7, NOW);
    expect(technology.devices).toEqual([
      { deviceType: 'desktop', connections: 4, uniqueUsers: 3 },
      { deviceType: 'mobile', connections: 3, uniqueUsers: 2 },
    ]);
    expect(technology.browsers.map((b) => [b.browser, b.connections])).toEqual([
      ['Firefox', 4],
      ['Safari', 3],
    ]);
    expect(technology.operatingSystems.map((o) => [o.os, o.connections])).toEqual([
      ['Linux', 4],
      ['iOS', 3],
    ]);
  });

  it('gives the same figures for a period read whole from rollups as for the same days read raw', async () => {
    // A week later every one of these days is finished and rolled up; on NOW the last two were raw.
    const later = at('2031-03-11T12:00:00Z');
    const rolled = await stats.timeline(14, 'day', later);
    const raw = await stats.timeline(7, 'day', NOW);
    const days = (t: { timeline: readonly { period: string; connections: number; uniqueUsers: number; sessions: number | null }[] }) =>
      t.timeline.filter((p) => p.period >= '2031-02-26' && p.period <= '2031-03-04');
    expect(days(rolled)).toEqual(days(raw));
    expect((await stats.general(14, later)).general).toEqual((await stats.general(7, NOW)).general);
  });

  it('shows the live window: active sessions, known countries before the unknown one on a tie, pages', async () => {
    expect(await stats.live(NOW)).toMatchObject({
      activeSessions: 2,
      connectionsLastHour: 2,
      activeCountries: [
        { country: 'Estats Units', countryCode: 'US', sessions: 1 },
        { country: 'Desconegut', countryCode: null, sessions: 1 },
      ],
      activeDevices: [
        { deviceType: 'desktop', sessions: 1 },
        { deviceType: 'mobile', sessions: 1 },
      ],
      activePages: [{ path: '/viu', views: 2 }],
    });
  });

  it('exports the views of the range oldest first', async () => {
    const res = await server.send('POST', '/api/connections/export', { startDate: '2031-02-28', endDate: '2031-03-04', format: 'json' }, { admin: true });
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { path: string; country: string }[];
    expect(rows.map((r) => r.path)).toEqual(['/a/1', '/a/2', '/a/3', '/b/1', '/b/2', '/viu', '/viu']);
  });
});
