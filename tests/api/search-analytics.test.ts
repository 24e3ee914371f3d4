import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSearches } from '../../server/analytics/search/queries.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ searchAnalyticsRateLimit: 1000 });
});
afterAll(async () => {
  await server.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function record(body: Record<string, unknown>, userAgent?: string): Promise<number> {
  const res = await server.send('POST', '/api/analytics/search', body, userAgent ? { headers: { 'User-Agent': userAgent } } : {});
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { success: boolean; analyticsId: number; responseTime: number };
  expect(answer.success).toBe(true);
  expect(answer.responseTime).toEqual(expect.any(Number));
  return answer.analyticsId;
}

async function admin<T>(path: string): Promise<T> {
  const res = await server.send('GET', path, undefined, { admin: true });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Stats {
  general: { totalSearches: number; uniqueQueries: number; avgResponseTime: number; clickThroughRate: number; avgResults: number; zeroResultSearches: number };
  topQueries: { query: string; count: number; avgResults: number; clickThroughRate: number; lastSearched: string }[];
  zeroResultQueries: { query: string; count: number }[];
  sectionStats: { section: string; searches: number; clickThroughRate: number; avgResults: number }[];
  deviceStats: { deviceType: string; searches: number; clickThroughRate: number; avgResponseTime: number }[];
  hourlyStats: { hour: number; searches: number }[];
}

describe('recording searches and clicks', () => {
  it('a search then a click shows up in the stats', async () => {
    const before = await admin<Stats>('/api/analytics/stats?days=7');
    const sectionBefore = before.sectionStats.find((s) => s.section === 'llocs')?.searches ?? 0;
    const id = await record({ query: 'Miramar de Llull', searchType: 'live_search', filters: { section: 'llocs' }, results: 4, context: { page: '/', referrer: 'https://example.cat/' }, responseTime: 40 }, IPHONE);
    await record({ query: 'miramar  de LLULL ', searchType: 'page_search', filters: {}, results: 4, context: { page: '/cerca' }, responseTime: 20 }, IPAD);
    await record({ query: 'zzzz sense resultats', results: 0, context: {} });

    const click = await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: 2, timeToClick: 1800, scrolled: true });
    expect(click.status).toBe(200);
    expect(await click.json()).toEqual({ success: true });

    const stats = await admin<Stats>('/api/analytics/stats?days=7');
    expect(stats.general.totalSearches).toBe(before.general.totalSearches + 3);
    expect(stats.general.zeroResultSearches).toBe(before.general.zeroResultSearches + 1);
    expect(stats.sectionStats.find((s) => s.section === 'llocs')!.searches).toBe(sectionBefore + 1);
    expect(stats.hourlyStats).toHaveLength(24);
    expect(stats.hourlyStats.reduce((sum, h) => sum + h.searches, 0)).toBe(stats.general.totalSearches);

    const { queries } = await admin<{ queries: Stats['topQueries'] }>('/api/analytics/queries?days=7&limit=500');
    // Two searches of the same query (any case, any spacing), one of them clicked.
    expect(queries.find((t) => t.query === 'miramar de llull')).toMatchObject({ count: 2, avgResults: 4, clickThroughRate: 50 });
    const zero = await admin<{ queries: Stats['topQueries'] }>('/api/analytics/queries?days=7&limit=500&zeroResults=true');
    expect(zero.queries.map((z) => z.query)).toContain('zzzz sense resultats');

    const row = await server.db('search_events').where({ id }).first();
    expect(row).toMatchObject({ device_type: 'mobile', click_position: 2, time_to_click_ms: 1800, response_time_ms: 40, referrer: 'https://example.cat/' });
    expect(await server.db('search_events').where({ query_key: 'miramar de llull', device_type: 'tablet' }).first()).toBeDefined();
  });

  it("takes the click in the spec's words: clicked result index, time to click, scrolled flag", async () => {
    const id = await record({ query: 'poesia', results: 6 });
    const res = await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: 0, timeToClick: 1200, scrolled: false });
    expect(res.status).toBe(200);
    expect(await server.db('search_events').where({ id }).first()).toMatchObject({ click_position: 0, time_to_click_ms: 1200 });
  });

  it('still takes `position`, the name earlier renderers sent', async () => {
    const id = await record({ query: 'teatre', results: 6 });
    expect((await server.send('PUT', `/api/analytics/search/${id}/click`, { position: 3, timeToClick: 700, scrolled: true })).status).toBe(200);
    expect(await server.db('search_events').where({ id }).first()).toMatchObject({ click_position: 3, time_to_click_ms: 700 });
  });

  it('keeps the first click only', async () => {
    const id = await record({ query: 'cinema', results: 9 });
    await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: 0, timeToClick: 500 });
    await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: 5, timeToClick: 9000 });
    expect(await server.db('search_events').where({ id }).first()).toMatchObject({ click_position: 0, time_to_click_ms: 500 });
  });

  it('refuses malformed records with a 400 that says why', async () => {
    const bad: [unknown, RegExp][] = [
      [{ results: 3 }, /query: és obligatori/],
      [{ query: '   ', results: 3 }, /query: no pot ser buit/],
      [{ query: 'x'.repeat(201), results: 3 }, /query: ha de tenir com a màxim 200 caràcters/],
      [{ query: 'art' }, /results/],
      [{ query: 'art', results: -1 }, /results/],
      [{ query: 'art', results: 2, searchType: 'robot' }, /searchType: ha de ser /],
      [{ query: 'art', results: 2, filters: { year: 'dos mil' } }, /filters\.year/],
      [{ query: 'art', results: 2, context: { page: 'x'.repeat(501) } }, /context\.page/],
    ];
    for (const [body, message] of bad) {
      const res = await server.send('POST', '/api/analytics/search', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(message);
    }
    const notJson = await server.send('POST', '/api/analytics/search', '{"query": ');
    expect(notJson.status).toBe(400);
  });

  it('refuses a body over 4 kB with 413', async () => {
    const res = await server.send('POST', '/api/analytics/search', { query: 'art', results: 1, filters: { authors: Array.from({ length: 20 }, () => 'x'.repeat(200)) } });
    expect(res.status).toBe(413);
  });

  it('answers 404 for a click on an unknown search and 400 for a bad one', async () => {
    expect((await server.send('PUT', '/api/analytics/search/99999999/click', { clickedResultIndex: 1 })).status).toBe(404);
    expect((await server.send('PUT', '/api/analytics/search/abc/click', { clickedResultIndex: 1 })).status).toBe(400);
    const id = await record({ query: 'art', results: 1 });
    expect((await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: -2 })).status).toBe(400);
    const missing = await server.send('PUT', `/api/analytics/search/${id}/click`, { timeToClick: 300 });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toMatch(/clickedResultIndex: és obligatori/);
    expect((await server.send('PUT', `/api/analytics/search/${id}/click`, { clickedResultIndex: 1, scrolled: 'sí' })).status).toBe(400);
  });
});

describe('admin reads', () => {
  it('need the admin credential', async () => {
    for (const path of ['/stats', '/queries', '/sections', '/devices', '/timeline']) {
      expect((await server.get(`/api/analytics${path}`)).status, path).toBe(401);
    }
    expect((await server.send('POST', '/api/analytics/export', { startDate: '2024-01-01', endDate: '2024-01-02' })).status).toBe(401);
    expect((await server.send('DELETE', '/api/analytics/cleanup')).status).toBe(401);
    expect((await server.send('GET', '/api/analytics/stats', undefined, { headers: { Authorization: 'Bearer wrong-token-0000000' } })).status).toBe(403);
  });

  it('/queries, /sections and /devices answer in the shapes of spec §3', async () => {
    await record({ query: 'poesia', results: 12, filters: { section: 'creacio' } });
    const { queries } = await admin<{ queries: Stats['topQueries'] }>('/api/analytics/queries?days=30&limit=3');
    expect(queries.length).toBeLessThanOrEqual(3);
    expect(queries[0]).toEqual({ query: expect.any(String), count: expect.any(Number), avgResults: expect.any(Number), clickThroughRate: expect.any(Number), lastSearched: expect.any(String) });
    const counts = queries.map((x) => x.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const zero = await admin<{ queries: Stats['topQueries'] }>('/api/analytics/queries?zeroResults=true');
    expect(zero.queries.length).toBeGreaterThan(0);
    expect(zero.queries.every((x) => x.avgResults === 0)).toBe(true);
    const { sections } = await admin<{ sections: Stats['sectionStats'] }>('/api/analytics/sections?days=30');
    expect(sections.find((s) => s.section === 'creacio')).toMatchObject({ searches: expect.any(Number), avgResults: expect.any(Number) });
    expect(sections.find((s) => s.section === 'all')).toBeDefined();
    const { devices } = await admin<{ devices: Stats['deviceStats'] }>('/api/analytics/devices?days=30');
    expect(devices.map((d) => d.deviceType)).toContain('desktop');
  });

  it('/timeline groups by day, week and month with empty periods as zero', async () => {
    const day = await admin<{ timeline: { period: string; searches: number }[] }>('/api/analytics/timeline?days=7&groupBy=day');
    expect(day.timeline).toHaveLength(7);
    expect(day.timeline.at(-1)!.period).toBe(new Date().toISOString().slice(0, 10));
    expect(day.timeline.at(-1)!.searches).toBeGreaterThan(0);
    const week = await admin<{ timeline: { period: string }[] }>('/api/analytics/timeline?days=30&groupBy=week');
    expect(week.timeline.length).toBeGreaterThanOrEqual(4);
    expect(week.timeline.every((p) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1 || p === week.timeline[0])).toBe(true);
    const month = await admin<{ timeline: { period: string; searches: number }[] }>('/api/analytics/timeline?days=365&groupBy=month');
    expect(month.timeline.length).toBeGreaterThanOrEqual(12);
    expect(month.timeline.every((p) => /^\d{4}-\d{2}$/.test(p.period))).toBe(true);
    const total = (await admin<Stats>('/api/analytics/stats?days=365')).general.totalSearches;
    expect(month.timeline.reduce((s, p) => s + p.searches, 0)).toBe(total);
  });

  it('rejects bad periods and groupings', async () => {
    for (const path of ['/stats?days=0', '/stats?days=abc', '/timeline?groupBy=year', '/queries?limit=0', '/cleanup?daysToKeep=-1']) {
      const method = path.startsWith('/cleanup') ? 'DELETE' : 'GET';
      const res = await server.send(method, `/api/analytics${path}`, undefined, { admin: true });
      expect(res.status, path).toBe(400);
    }
  });
});

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

describe('export and cleanup', () => {
  it('exports csv that parses back, quotes and all, without formulas', async () => {
    await record({ query: 'cançó, "popular"\nde Nadal', results: 3 });
    await record({ query: '=HYPERLINK("x")', results: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const res = await server.send('POST', '/api/analytics/export', { startDate: today, endDate: today, format: 'csv' }, { admin: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="cerques-/);
    const rows = parseCsv(await res.text());
    const header = rows[0]!;
    expect(header.slice(0, 5)).toEqual(['id', 'createdAt', 'query', 'searchType', 'results']);
    expect(rows.slice(1).every((r) => r.length === header.length)).toBe(true);
    const queries = rows.slice(1).map((r) => r[header.indexOf('query')]);
    expect(queries).toContain('cançó, "popular"\nde Nadal');
    expect(queries).toContain(`'=HYPERLINK("x")`);
    const count = Number((await server.db('search_events').where('day', today).count({ n: '*' }).first())!.n);
    expect(rows.length - 1).toBe(count);
  });

  it('exports json of any size, streamed in batches', async () => {
    const at = Date.parse('2023-06-15T10:00:00Z');
    await recordSearches(server.db, Array.from({ length: 2500 }, (_, i) => ({
      query: `consulta ${i % 40}`, searchType: 'live_search' as const, filters: {}, results: i % 7, deviceType: 'desktop' as const, at: at + i * 1000,
    })));
    // Sent as it is made, never through the compression middleware, whose gzip stream kept every
    // 'drain' listener a long export waited with (a MaxListenersExceededWarning each time).
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.name);
    process.on('warning', warned);
    const res = await server.send('POST', '/api/analytics/export', { startDate: '2023-06-15', endDate: '2023-06-15' }, { admin: true, headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    const rows = (await res.json()) as { id: number; query: string; createdAt: string }[];
    process.off('warning', warned);
    expect(warnings).not.toContain('MaxListenersExceededWarning');
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2500);
    expect(rows.every((r) => r.createdAt.startsWith('2023-06-15'))).toBe(true);
    const empty = await server.send('POST', '/api/analytics/export', { startDate: '2001-01-01', endDate: '2001-01-31', format: 'json' }, { admin: true });
    expect(await empty.json()).toEqual([]);
  });

  it('takes ISO date-times as exact instants and dates as whole UTC days', async () => {
    const at = Date.parse('2023-08-20T10:00:00Z');
    await recordSearches(server.db, Array.from({ length: 30 }, (_, i) => ({
      query: `instant ${i}`, searchType: 'live_search' as const, filters: {}, results: 1, deviceType: 'desktop' as const, at: at + i * 1000,
    })));
    const exported = async (startDate: string, endDate: string) => {
      const res = await server.send('POST', '/api/analytics/export', { startDate, endDate }, { admin: true });
      expect(res.status, `${startDate} – ${endDate}`).toBe(200);
      return ((await res.json()) as { query: string }[]).map((r) => r.query);
    };
    // What Date.prototype.toISOString gives: both instants included.
    const start = new Date(at + 10_000).toISOString();
    expect(start).toBe('2023-08-20T10:00:10.000Z');
    expect(await exported(start, new Date(at + 19_000).toISOString())).toEqual(Array.from({ length: 10 }, (_, i) => `instant ${i + 10}`));
    // An offset names the same instant as its UTC twin.
    expect(await exported('2023-08-20T12:00:25+02:00', '2023-08-20T10:00:29Z')).toEqual(['instant 25', 'instant 26', 'instant 27', 'instant 28', 'instant 29']);
    // Dates are whole days, the end date included; a day before or after holds none of them.
    expect(await exported('2023-08-20', '2023-08-20')).toHaveLength(30);
    expect(await exported('2023-08-19T00:00:00.000Z', '2023-08-20T00:00:00.000Z')).toEqual([]);
    const res = await server.send('POST', '/api/analytics/export', { startDate: start, endDate: '2023-08-20', format: 'csv' }, { admin: true });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="cerques-2023-08-20-2023-08-20.csv"');
  });

  it('rejects a bad export request', async () => {
    for (const body of [
      {},
      { startDate: '2024-02-01', endDate: '2024-01-01' },
      { startDate: '2024-13-01', endDate: '2024-12-01' },
      { startDate: '2024-02-30', endDate: '2024-03-01' },
      { startDate: '2024-01-01T10:00:00', endDate: '2024-01-02' },
      { startDate: '2024-01-01T10:00:00.000Z', endDate: '2024-01-01T09:59:59.999Z' },
      { startDate: '01/01/2024', endDate: '2024-01-02' },
      { startDate: '2024-01-01', endDate: '2024-01-02', format: 'xml' },
    ]) {
      expect((await server.send('POST', '/api/analytics/export', body, { admin: true })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('cleanup removes only rows older than the days to keep (default 90)', async () => {
    const now = Date.now();
    await recordSearches(server.db, [
      { query: 'molt antiga', searchType: 'live_search', filters: {}, results: 1, deviceType: 'desktop', at: now - 200 * 86_400_000 },
      { query: 'antiga', searchType: 'live_search', filters: {}, results: 1, deviceType: 'desktop', at: now - 100 * 86_400_000 },
      { query: 'recent', searchType: 'live_search', filters: {}, results: 1, deviceType: 'desktop', at: now - 10 * 86_400_000 },
    ]);
    const olderThan = async (days: number) =>
      Number((await server.db('search_events').where('created_at', '<', new Date(now - days * 86_400_000).toISOString()).count({ n: '*' }).first())!.n);
    const has = async (query: string) => (await server.db('search_events').where({ query }).first()) !== undefined;

    const expected150 = await olderThan(150);
    const res = await server.send('DELETE', '/api/analytics/cleanup?daysToKeep=150', undefined, { admin: true });
    expect(await res.json()).toMatchObject({ success: true, deleted: expected150, daysToKeep: 150 });
    expect(await has('molt antiga')).toBe(false);
    expect(await has('antiga')).toBe(true);

    const expected90 = await olderThan(90);
    const byDefault = (await (await server.send('DELETE', '/api/analytics/cleanup', undefined, { admin: true })).json()) as { deleted: number; daysToKeep: number };
    expect(byDefault).toMatchObject({ deleted: expected90, daysToKeep: 90 });
    expect(await has('antiga')).toBe(false);
    expect(await has('recent')).toBe(true);
    expect(await olderThan(90)).toBe(0);
  });
});

describe('rate limit', () => {
  it('answers 429 once a client passes its limit', async () => {
    const limited = await startTestServer({ searchAnalyticsRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.send('POST', '/api/analytics/search', { query: 'art', results: 1 })).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const body = (await (await limited.send('POST', '/api/analytics/search', { query: 'art', results: 1 })).json()) as { error: { code: string } };
      expect(body).toEqual({ error: { code: 'rate_limited', message: "Massa cerques registrades des d'aquest client. Torna-ho a provar d'aquí a un minut." } });
    } finally {
      await limited.close();
    }
  });
});

describe('one period, one set of figures', () => {
  it("the search dashboard's connection summary is the connection dashboard's figures for the same days", async () => {
    for (const days of [1, 7, 30, 90, 365]) {
      const [search, connections] = await Promise.all([
        admin<{ connectionSummary: { totalConnections: number; uniqueIPs: number } }>(`/api/analytics/stats?days=${days}`),
        admin<{ general: { totalConnections: number; uniqueIPs: number } }>(`/api/connections/stats?days=${days}`),
      ]);
      // The 1-day window is today's (UTC): a run that crosses midnight between its visits and this
      // read finds it empty, as it should; the longer windows hold them whatever the hour.
      if (days > 1) expect(connections.general.totalConnections, `${days} days`).toBeGreaterThan(0);
      expect(search.connectionSummary, `${days} days`).toEqual({ totalConnections: connections.general.totalConnections, uniqueIPs: connections.general.uniqueIPs });
    }
  });
});
