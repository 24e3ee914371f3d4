/**
 * Visitor connections: the page-view beacon, every admin call of /api/connections, and the privacy
 * promises (no IP or IP-derived value stored, daily salts, sessions, bot filtering, cleanup).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionStatsResponse, CountryStat, LiveResponse, ReferrerStat, TechnologyResponse } from '../../common/api/connections.js';
import type { Pagination } from '../../common/api/pagination.js';
import { analyticsStats, runConnectionMaintenance } from '../../server/analytics/maintenance.js';
import { utcDay } from '../../common/dates.js';
import { SaltKeeper } from '../../server/analytics/visitors/privacy.js';
import { PageViewRecorder, type RequestFacts } from '../../server/analytics/visitors/record.js';
import { startTestServer, testDialect, type TestServer } from './harness.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36';
const DAY = 86_400_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function track(body: unknown, headers: Record<string, string> = {}) {
  return server.send('POST', '/api/connections/track', body, { headers: { 'User-Agent': IPHONE, ...headers } });
}

async function admin<T>(path: string, status = 200): Promise<T> {
  const res = await server.send('GET', `/api/connections${path}`, undefined, { admin: true });
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}

const pageViewCount = async () => Number((await server.db('page_views').count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0);

function facts(ip: string, userAgent = FIREFOX): RequestFacts {
  return { ip, userAgent, host: 'localhost', header: () => undefined };
}

describe('the page-view beacon', () => {
  it('records a view with what the server adds: device, browser, OS, country, referrer host', async () => {
    const res = await track(
      { path: '/llibres/una-lectura', referrer: 'https://www.vilaweb.cat/cultura', screenWidth: 390, screenHeight: 844 },
      { 'X-Forwarded-For': '8.8.8.8' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: true, recorded: true });
    const row = await server.db('page_views').orderBy('id', 'desc').first();
    expect(row).toMatchObject({
      path: '/llibres/una-lectura',
      referrer_host: 'vilaweb.cat',
      country_code: 'US',
      city: 'Mountain View',
      device_type: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      screen_width: 390,
      screen_height: 844,
    });
    expect(row.day).toBe(utcDay(Date.now()));
  });

  it('accepts the text/plain body some browsers give sendBeacon', async () => {
    const res = await server.get('/api/connections/track', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': FIREFOX },
      body: JSON.stringify({ path: '/arxiu' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ recorded: true });
  });

  it('refuses malformed and oversized beacons with a clear 4xx', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{}, 400, /path/],
      [{ path: 'no-slash' }, 400, /path: ha de començar amb \//],
      [{ path: `/${'x'.repeat(600)}` }, 400, /path: ha de tenir com a màxim 512 caràcters/],
      [{ path: '/', screenWidth: 'wide' }, 400, /screenWidth/],
      ['{not json', 400, /no és JSON vàlid/],
      [{ path: '/', referrer: 'x'.repeat(6000) }, 413, /no pot passar de/],
    ];
    for (const [body, status, message] of cases) {
      const res = await track(body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      const error = (await res.json()) as { error: { code: string; message: string } };
      expect(error.error.message).toMatch(message);
    }
  });

  it('refuses other media types, streamed oversized bodies and other methods, leaving nothing stored', async () => {
    const before = await pageViewCount();
    const form = await server.get('/api/connections/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': FIREFOX },
      body: 'path=/arxiu',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    // No Content-Length: the limit is enforced while the body streams in.
    const chunks = [JSON.stringify({ path: '/', referrer: '' }).slice(0, -2), `${'x'.repeat(5000)}"}`];
    const streamed = await server.get('/api/connections/track', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX },
      body: new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Only POST is the beacon; a GET falls through to the admin-only connections calls.
    const get = await server.get('/api/connections/track');
    expect(get.status).toBe(401);
    expect(((await get.json()) as { error: { message: string } }).error.message).toBeTruthy();
    expect(await pageViewCount()).toBe(before);
  });

  it('does not count the staff screens (dashboards, workspace) or print views', async () => {
    const before = await pageViewCount();
    for (const path of ['/admin-connections-2024', '/admin-dashboard-2024', '/redaccio', '/redaccio/edicio/3', '/edicio/3/pdf']) {
      expect(await (await track({ path })).json()).toEqual({ success: true, recorded: false, reason: 'excluded' });
    }
    expect(await pageViewCount()).toBe(before);
  });

  it('filters bots, headless browsers and prefetches, and the dashboard shows how many', async () => {
    const before = await pageViewCount();
    const { filtered: was } = await admin<ConnectionStatsResponse>('/stats?days=1');
    const answers = await Promise.all([
      track({ path: '/' }, { 'User-Agent': GOOGLEBOT }),
      track({ path: '/' }, { 'User-Agent': HEADLESS }),
      track({ path: '/', webdriver: true }, { 'User-Agent': FIREFOX }),
      track({ path: '/' }, { 'User-Agent': FIREFOX, 'Sec-Purpose': 'prefetch' }),
      track({ path: '/' }, { 'User-Agent': '' }),
    ]);
    const reasons = await Promise.all(answers.map(async (r) => ((await r.json()) as { reason: string }).reason));
    expect(reasons).toEqual(['bot', 'headless', 'headless', 'prefetch', 'bot']);
    expect(await pageViewCount()).toBe(before);
    const { filtered } = await admin<ConnectionStatsResponse>('/stats?days=1');
    expect(filtered.bots - was.bots).toBe(2);
    expect(filtered.headless - was.headless).toBe(2);
    expect(filtered.prefetches - was.prefetches).toBe(1);
    expect(filtered.total - was.total).toBe(5);
  });

  it('is rate-limited per client', async () => {
    const limited = await startTestServer({ trackRateLimit: 3 });
    try {
      const send = () => limited.send('POST', '/api/connections/track', { path: '/' }, { headers: { 'User-Agent': FIREFOX, 'X-Forwarded-For': '81.45.12.9' } });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect((await refused.json()) as { error: { code: string } }).toEqual({
        error: { code: 'rate_limited', message: "Massa pàgines vistes registrades des d'aquest client. Torna-ho a provar d'aquí a un minut." },
      });
    } finally {
      await limited.close();
    }
  });
});

describe('admin access', () => {
  const reads = ['/stats', '/countries', '/cities', '/devices', '/timeline', '/referrers', '/live', '/detailed'];

  it('refuses every read and write without a session (401) or with a wrong token (403)', async () => {
    for (const path of reads) {
      const res = await server.get(`/api/connections${path}`);
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      const wrong = await server.get(`/api/connections${path}`, { headers: { Authorization: 'Bearer wrong-token-123456' } });
      expect(wrong.status, path).toBe(403);
    }
    expect((await server.send('POST', '/api/connections/export', { format: 'csv' })).status).toBe(401);
    expect((await server.send('DELETE', '/api/connections/cleanup')).status).toBe(401);
    expect((await server.send('POST', '/api/connections/sessions/close-inactive', {})).status).toBe(401);
  });

  it('accepts the browser session cookie from the sign-in call', async () => {
    const signIn = await server.send('POST', '/api/admin/session', { token: 'test-admin-token-0123456789' });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const res = await server.get('/api/connections/stats?days=7', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
  });
});

describe('bad parameters', () => {
  it.each([
    ['/stats?days=5', /days: ha de ser 1, 7, 30, 90 o 365/],
    ['/stats?days=abc', /days/],
    ['/countries?limit=0', /limit: ha de ser com a mínim 1/],
    ['/cities?limit=abc', /limit: ha de ser un nombre/],
    ['/timeline?groupBy=year', /groupBy: ha de ser day, week, month o hour/],
    ['/timeline?days=30&groupBy=hour', /groupBy: hour només és per a períodes de 7 dies o menys/],
    ['/detailed?country=ESP', /country: ha de ser un codi de país de dues lletres/],
    ['/detailed?deviceType=phone', /deviceType: ha de ser desktop, mobile, tablet o kiosk/],
    ['/detailed?page=0', /page: ha de ser com a mínim 1/],
  ])('%s is a 400 that says why', async (path, message) => {
    const body = await admin<{ error: { code: string; message: string } }>(path, 400);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(message);
  });

  it('refuses a bad export, cleanup or close request', async () => {
    const bad = [
      server.send('POST', '/api/connections/export', { format: 'xml' }, { admin: true }),
      server.send('POST', '/api/connections/export', { startDate: '2024-05-10', endDate: '2024-05-01' }, { admin: true }),
      server.send('POST', '/api/connections/export', { startDate: 'yesterday' }, { admin: true }),
      server.send('POST', '/api/connections/export', { filters: { deviceType: 'fridge' } }, { admin: true }),
      server.send('DELETE', '/api/connections/cleanup?daysToKeep=0', undefined, { admin: true }),
      server.send('POST', '/api/connections/sessions/close-inactive', { inactiveMinutes: -5 }, { admin: true }),
    ];
    for (const res of await Promise.all(bad)) expect(res.status).toBe(400);
  });
});

describe('statistics over the demo traffic', () => {
  it('gives the general figures of §3, never a raw IP', async () => {
    const body = await admin<ConnectionStatsResponse>('/stats?days=30');
    expect(body.period).toMatchObject({ days: 30, to: utcDay(Date.now()) });
    const g = body.general;
    expect(g.totalConnections).toBeGreaterThan(3000);
    expect(g.uniqueIPs).toBeGreaterThan(500);
    expect(g.uniqueSessions).toBeGreaterThan(500);
    expect(g.avgSessionDuration).toBeGreaterThan(0);
    expect(g.avgPagesPerSession).toBeGreaterThanOrEqual(1);
    expect(g.uniqueIPs).toBeLessThanOrEqual(g.totalConnections);
  });

  it('grows with the period: today ≤ 7 ≤ 30 ≤ 90 ≤ 365 days', async () => {
    const totals = [];
    for (const days of [1, 7, 30, 90, 365]) totals.push((await admin<ConnectionStatsResponse>(`/stats?days=${days}`)).general.totalConnections);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(totals[0]).toBeGreaterThan(0);
    expect(totals[4]).toBeGreaterThan(totals[1]!);
  });

  it('lists countries (top 20 by default, limit honoured) with names in Catalan', async () => {
    const { countries } = await admin<{ countries: CountryStat[] }>('/countries?days=90');
    expect(countries.length).toBeGreaterThan(5);
    expect(countries.length).toBeLessThanOrEqual(20);
    expect(countries[0]).toMatchObject({ country: 'Espanya', countryCode: 'ES' });
    expect(countries[0]!.avgSessionDuration).toBeGreaterThan(0);
    const connections = countries.map((c) => c.connections);
    expect(connections).toEqual([...connections].sort((a, b) => b - a));
    expect(countries.map((c) => c.country)).toEqual(expect.arrayContaining(['França', 'Andorra']));
    expect((await admin<{ countries: CountryStat[] }>('/countries?days=90&limit=3')).countries).toHaveLength(3);
  });

  it('lists cities with their country', async () => {
    const { cities } = await admin<{ cities: { city: string; country: string; connections: number; uniqueUsers: number }[] }>('/cities?days=90&limit=50');
    expect(cities.length).toBeGreaterThan(10);
    expect(cities.length).toBeLessThanOrEqual(50);
    expect(cities.find((c) => c.city === 'Banyoles')).toMatchObject({ country: 'Espanya' });
    expect(cities.find((c) => c.city === 'Perpinyà')).toMatchObject({ country: 'França' });
    expect((await admin<{ cities: unknown[] }>('/cities?days=90')).cities.length).toBeLessThanOrEqual(25);
  });

  it('splits technology into devices, browsers and operating systems', async () => {
    const body = await admin<TechnologyResponse>('/devices?days=30');
    expect(body.devices.map((d) => d.deviceType).sort()).toEqual(['desktop', 'mobile', 'tablet']);
    expect(body.devices[0]!.deviceType).toBe('mobile');
    expect(body.browsers.map((b) => b.browser)).toEqual(expect.arrayContaining(['Safari', 'Chrome', 'Firefox']));
    expect(body.operatingSystems.map((o) => o.os)).toEqual(expect.arrayContaining(['iOS', 'Android', 'Windows']));
    const total = (await admin<ConnectionStatsResponse>('/stats?days=30')).general.totalConnections;
    expect(body.devices.reduce((s, d) => s + d.connections, 0)).toBe(total);
  });

  it('lists referrers with direct visits as null, top 15 by default', async () => {
    const { referrers } = await admin<{ referrers: ReferrerStat[] }>('/referrers?days=90');
    expect(referrers.length).toBeLessThanOrEqual(15);
    expect(referrers.map((r) => r.referrer)).toEqual(expect.arrayContaining([null, 'google.com', 'instagram.com']));
    expect((await admin<{ referrers: ReferrerStat[] }>('/referrers?days=90&limit=2')).referrers).toHaveLength(2);
  });

  it('draws a gap-free timeline by day, week, month, and by hour for today', async () => {
    const byDay = await admin<{ groupBy: string; timeline: { period: string; connections: number; uniqueUsers: number }[] }>('/timeline?days=30');
    expect(byDay.groupBy).toBe('day');
    expect(byDay.timeline).toHaveLength(30);
    expect(byDay.timeline.at(-1)!.period).toBe(utcDay(Date.now()));
    const weeks = await admin<{ timeline: { period: string; connections: number }[] }>('/timeline?days=90&groupBy=week');
    expect(weeks.timeline.length).toBeGreaterThanOrEqual(13);
    expect(weeks.timeline.length).toBeLessThanOrEqual(14);
    for (const w of weeks.timeline) expect(new Date(`${w.period}T00:00:00Z`).getUTCDay()).toBe(1);
    const months = await admin<{ timeline: { period: string; connections: number }[] }>('/timeline?days=365&groupBy=month');
    expect(months.timeline[0]!.period).toMatch(/^\d{4}-\d{2}$/);
    const total90 = (await admin<ConnectionStatsResponse>('/stats?days=90')).general.totalConnections;
    expect(weeks.timeline.reduce((s, w) => s + w.connections, 0)).toBe(total90);
    const hours = await admin<{ timeline: { period: string }[] }>('/timeline?days=1&groupBy=hour');
    expect(hours.timeline.length).toBe(new Date().getUTCHours() + 1);
  });

  it('shows live figures for the last 5 minutes', async () => {
    await track({ path: '/entrevistes' }, { 'X-Forwarded-For': '81.45.12.7', 'User-Agent': FIREFOX });
    const live = await admin<LiveResponse>('/live');
    expect(live.windowMinutes).toBe(5);
    expect(live.activeSessions).toBeGreaterThan(0);
    expect(live.connectionsLastHour).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(live.timestamp)).toBeLessThan(10_000);
    expect(live.activeCountries.map((c) => c.countryCode)).toContain('ES');
    expect(live.activeDevices.map((d) => d.deviceType)).toContain('desktop');
    expect(live.activePages.map((p) => p.path)).toContain('/entrevistes');
  });

  it('pages the detailed list newest first and filters it', async () => {
    const first = await admin<{ connections: { id: number; timestamp: string; deviceType: string; countryCode: string | null; browser: string }[]; pagination: { total: number; pages: number; page: number } }>('/detailed?days=7&limit=20');
    expect(first.connections).toHaveLength(20);
    const times = first.connections.map((c) => c.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.pagination.pages).toBe(Math.ceil(first.pagination.total / 20));
    const second = await admin<typeof first>('/detailed?days=7&limit=20&page=2');
    expect(second.connections[0]!.timestamp <= first.connections.at(-1)!.timestamp).toBe(true);
    expect(second.connections.map((c) => c.id)).not.toContain(first.connections[0]!.id);
    const filtered = await admin<typeof first>('/detailed?days=30&country=fr&deviceType=mobile&browser=Safari&limit=100');
    expect(filtered.pagination.total).toBeGreaterThan(0);
    expect(filtered.connections.every((c) => c.countryCode === 'FR' && c.deviceType === 'mobile' && c.browser === 'Safari')).toBe(true);
    expect(first.connections[0]).not.toHaveProperty('visitor_id');
    expect(first.connections[0]).not.toHaveProperty('session_id');
  });
});

describe('export', () => {
  it('takes ISO date-times as exact instants and dates as whole UTC days', async () => {
    const recorder = new PageViewRecorder(server.db);
    for (const at of ['2023-03-10T08:00:00Z', '2023-03-10T10:00:00Z', '2023-03-10T12:00:00Z', '2023-03-11T09:00:00Z']) {
      await recorder.record({ path: `/arxiu?instant=${at}` }, facts('81.45.12.7'), Date.parse(at));
    }
    const exported = async (startDate: string, endDate: string) => {
      const res = await server.send('POST', '/api/connections/export', { startDate, endDate }, { admin: true });
      expect(res.status, `${startDate} – ${endDate}`).toBe(200);
      return ((await res.json()) as { timestamp: string }[]).map((c) => c.timestamp);
    };
    expect(await exported('2023-03-10T09:00:00.000Z', '2023-03-10T12:00:00.000Z')).toEqual(['2023-03-10T10:00:00.000Z', '2023-03-10T12:00:00.000Z']);
    expect(await exported('2023-03-10', '2023-03-10')).toHaveLength(3);
    expect(await exported('2023-03-10T11:00:00.000Z', '2023-03-11')).toEqual(['2023-03-10T12:00:00.000Z', '2023-03-11T09:00:00.000Z']);
    const res = await server.send('POST', '/api/connections/export', { startDate: '2023-03-10T11:00:00.000Z', endDate: '2023-03-11', format: 'csv' }, { admin: true });
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="connexions-2023-03-10-2023-03-11.csv"');
    for (const bad of [{ startDate: '2023-03-10T11:00:00' }, { startDate: '2023-03-10junk' }, { startDate: '2023-02-29' }]) {
      expect((await server.send('POST', '/api/connections/export', bad, { admin: true })).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('downloads a CSV that parses, one line per view of the range', async () => {
    const today = utcDay(Date.now());
    const weekAgo = utcDay(Date.now() - 6 * DAY);
    const res = await server.send('POST', '/api/connections/export', { startDate: weekAgo, endDate: today, format: 'csv' }, { admin: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="connexions-${weekAgo}-${today}.csv"`);
    const lines = (await res.text()).trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header).toEqual(['id', 'timestamp', 'path', 'referrer', 'countryCode', 'country', 'city', 'deviceType', 'browser', 'os', 'screenWidth', 'screenHeight']);
    const rows = lines.slice(1).map((l) => l.split(','));
    const inRange = Number((await server.db('page_views').where('day', '>=', weekAgo).andWhere('day', '<=', today).count<{ n: number }[]>({ n: '*' }).first())!.n);
    expect(rows).toHaveLength(inRange);
    for (const r of rows.slice(0, 200)) {
      expect(r).toHaveLength(header.length);
      expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(['desktop', 'mobile', 'tablet']).toContain(r[7]);
    }
  });

  it('downloads JSON with the filters applied', async () => {
    const res = await server.send('POST', '/api/connections/export', { format: 'json', filters: { deviceType: 'tablet', country: 'ES' } }, { admin: true });
    expect(res.status).toBe(200);
    const rows = JSON.parse(await res.text()) as { deviceType: string; countryCode: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.deviceType === 'tablet' && r.countryCode === 'ES')).toBe(true);
  });

  it('gives an empty list one page, as every list of the API does', async () => {
    const res = await server.send('GET', '/api/connections/detailed?days=1&country=AQ', undefined, { admin: true });
    const body = (await res.json()) as { connections: unknown[]; pagination: Pagination };
    expect(body.connections).toEqual([]);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 0, pages: 1 });
  });

  it('gives an empty but valid file for a range without visits', async () => {
    const res = await server.send('POST', '/api/connections/export', { startDate: '2001-01-01', endDate: '2001-01-31', format: 'json' }, { admin: true });
    expect(JSON.parse(await res.text())).toEqual([]);
  });
});

describe('privacy', () => {
  it('stores no IP address, nor any usual hash or encoding of one, in any column of any table', async () => {
    const ips = ['81.45.12.77', '2a02:9130:aaaa:bbbb::42'];
    for (const ip of ips) {
      for (let i = 0; i < 3; i++) {
        const res = await track({ path: `/privacitat/${i}`, referrer: 'https://www.google.com/' }, { 'X-Forwarded-For': ip, 'User-Agent': FIREFOX });
        expect(await res.json()).toMatchObject({ recorded: true });
      }
    }
    const needles = ips.flatMap((ip) => [
      ip,
      ip.replace(/\./g, ''),
      Buffer.from(ip).toString('base64'),
      ...['md5', 'sha1', 'sha256', 'sha512'].flatMap((alg) => {
        const digest = createHash(alg).update(ip);
        const hex = digest.copy().digest('hex');
        return [hex, hex.slice(0, 32), hex.slice(0, 16), digest.digest('base64')];
      }),
      createHash('sha256').update(`${ip}${FIREFOX}`).digest('hex').slice(0, 32),
    ]);
    needles.push(String(81 * 256 ** 3 + 45 * 256 ** 2 + 12 * 256 + 77));

    // Every table of the database (the catalogue is the one thing read differently on each).
    const tables = (
      testDialect() === 'postgres'
        ? (await server.db.raw<{ rows: { name: string }[] }>("select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'")).rows
        : await server.db.raw<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    )
      .map((t) => t.name)
      .filter((name) => !name.startsWith('search_index') && !name.startsWith('search_heads'));
    expect(tables).toEqual(expect.arrayContaining(['page_views', 'connection_sessions', 'connection_salts', 'connection_rollups']));
    let cells = 0;
    const found: string[] = [];
    for (const table of tables) {
      const rows = await server.db(table).select('*');
      for (const row of rows as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          if (value === null || value === undefined) continue;
          const text = String(value);
          cells++;
          for (const needle of needles) if (text.includes(needle)) found.push(`${table}.${column} holds ${needle}`);
        }
      }
    }
    expect(found).toEqual([]);
    expect(cells).toBeGreaterThan(100_000);
  });

  it('makes a new salt each day, keeps only today and yesterday, and so a visitor is not linkable across days', async () => {
    const day1 = Date.parse('2031-03-10T12:00:00Z');
    const recorder = (now: number) => ({ now, r: new PageViewRecorder(server.db) });
    const a = recorder(day1);
    await a.r.record({ path: '/salt' }, facts('81.45.12.90'), a.now);
    const b = recorder(day1 + DAY);
    await b.r.record({ path: '/salt' }, facts('81.45.12.90'), b.now);
    const views = await server.db('page_views').where({ path: '/salt' }).orderBy('id');
    expect(views).toHaveLength(2);
    expect(views[0].visitor_id).not.toBe(views[1].visitor_id);

    const keeper = new SaltKeeper(server.db);
    const s1 = await keeper.salts(day1 + DAY);
    const s2 = await new SaltKeeper(server.db).salts(day1 + 2 * DAY);
    expect(s2.today).not.toBe(s1.today);
    expect(s2.yesterday).toBe(s1.today);
    const stored = (await server.db('connection_salts').orderBy('day').select('day')).map((r: { day: string }) => r.day);
    expect(stored).toEqual(['2031-03-11', '2031-03-12']);
    // Put today's salt back for the rest of the file.
    await server.db('connection_salts').del();
  });

  it('keeps a session going across midnight, and starts a new one after 30 idle minutes', async () => {
    const beforeMidnight = Date.parse('2031-05-01T23:50:00Z');
    const r = new PageViewRecorder(server.db);
    await r.record({ path: '/mitjanit/1' }, facts('81.45.12.91'), beforeMidnight);
    await r.record({ path: '/mitjanit/2' }, facts('81.45.12.91'), beforeMidnight + 15 * 60_000);
    await r.record({ path: '/mitjanit/3' }, facts('81.45.12.91'), beforeMidnight + 60 * 60_000);
    const views = await server.db('page_views').where('path', 'like', '/mitjanit/%').orderBy('id');
    expect(views.map((v: { day: string }) => v.day)).toEqual(['2031-05-01', '2031-05-02', '2031-05-02']);
    expect(views[1].session_id).toBe(views[0].session_id);
    expect(views[2].session_id).not.toBe(views[1].session_id);
    const session = await server.db('connection_sessions').where({ id: views[0].session_id }).first();
    expect(session).toMatchObject({ page_views: 2, started_at: beforeMidnight, last_seen_at: beforeMidnight + 15 * 60_000 });
    await server.db('connection_salts').del();
  });
});

describe('sessions', () => {
  it('extends many stored sessions in one batch, each by its own views and latest time', async () => {
    const r = new PageViewRecorder(server.db);
    const t0 = Date.parse('2031-06-01T10:00:00Z');
    const ips = ['81.45.13.1', '81.45.13.2', '81.45.13.3'];
    await Promise.all(ips.map((ip) => r.record({ path: '/lot/entrada' }, facts(ip), t0)));
    // One batch: visitor i comes back i + 1 times.
    await Promise.all(ips.flatMap((ip, i) => Array.from({ length: i + 1 }, (_, k) => r.record({ path: `/lot/${k}` }, facts(ip), t0 + (k + 1) * 60_000))));
    const sessions = await server.db('connection_sessions').where('entry_path', '/lot/entrada').orderBy('page_views');
    expect(sessions.map((s: { page_views: number; last_seen_at: number }) => [s.page_views, Number(s.last_seen_at) - t0])).toEqual([
      [2, 60_000],
      [3, 120_000],
      [4, 180_000],
    ]);
    await server.db('connection_salts').del();
  });

  it('closes sessions inactive for 30 minutes on request, and leaves active ones open', async () => {
    const r = new PageViewRecorder(server.db);
    await r.record({ path: '/inactiva' }, facts('81.45.12.92'), Date.now() - 45 * 60_000);
    await r.record({ path: '/activa' }, facts('81.45.12.93'), Date.now());
    const res = await server.send('POST', '/api/connections/sessions/close-inactive', {}, { admin: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { closed: number; inactiveMinutes: number };
    expect(body.inactiveMinutes).toBe(30);
    expect(body.closed).toBeGreaterThanOrEqual(1);
    const sessionOf = async (path: string) => server.db('connection_sessions').where({ entry_path: path }).first();
    expect((await sessionOf('/inactiva')).ended_at).not.toBeNull();
    expect((await sessionOf('/activa')).ended_at).toBeNull();
    // A view after the close starts a new session instead of reopening the closed one.
    await r.record({ path: '/inactiva-2' }, facts('81.45.12.92'), Date.now());
    expect((await sessionOf('/inactiva-2')).id).not.toBe((await sessionOf('/inactiva')).id);
  });

  it('is closed by the server’s own maintenance job too', async () => {
    const r = new PageViewRecorder(server.db);
    await r.record({ path: '/oblidada' }, facts('81.45.12.94'), Date.now() - 50 * 60_000);
    const { closed } = await runConnectionMaintenance(server.db, analyticsStats(server.db));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect((await server.db('connection_sessions').where({ entry_path: '/oblidada' }).first()).ended_at).not.toBeNull();
  });
});

describe('cleanup', () => {
  it('deletes what is older than daysToKeep (180 by default) and keeps recent rows', async () => {
    const r = new PageViewRecorder(server.db);
    await r.record({ path: '/antiga' }, facts('81.45.12.95'), Date.now() - 200 * DAY);
    await server.db('connection_salts').del();
    const recentBefore = Number((await server.db('page_views').where('viewed_at', '>=', Date.now() - 170 * DAY).count<{ n: number }[]>({ n: '*' }).first())!.n);
    const res = await server.send('DELETE', '/api/connections/cleanup', undefined, { admin: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { daysToKeep: number; deleted: { pageViews: number; sessions: number } };
    expect(body.daysToKeep).toBe(180);
    expect(body.deleted.pageViews).toBeGreaterThanOrEqual(1);
    expect(await server.db('page_views').where({ path: '/antiga' }).first()).toBeUndefined();
    expect(await server.db('connection_sessions').where({ entry_path: '/antiga' }).first()).toBeUndefined();
    const recentAfter = Number((await server.db('page_views').where('viewed_at', '>=', Date.now() - 170 * DAY).count<{ n: number }[]>({ n: '*' }).first())!.n);
    expect(recentAfter).toBe(recentBefore);

    const tight = await server.send('DELETE', '/api/connections/cleanup?daysToKeep=30', undefined, { admin: true });
    expect(((await tight.json()) as { deleted: { pageViews: number } }).deleted.pageViews).toBeGreaterThan(0);
    const { general } = await admin<ConnectionStatsResponse>('/stats?days=7');
    expect(general.totalConnections).toBeGreaterThan(0);
  });
});
