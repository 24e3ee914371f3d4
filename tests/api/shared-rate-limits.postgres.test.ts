/**
 * Rate limits hold per client across every server process on one PostgreSQL database: the
 * counters (every limiter, the admin sign-in throttle) live in the database. Two servers are built
 * on one database here, as two processes would be; tests/api/two-instances.postgres.test.ts runs
 * real processes. (A SQLite file has one server process, which counts in memory: see
 * shared-state.test.ts.)
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app.js';
import { DatabaseRateLimitStore } from '../../server/http/rateLimitStore.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** A second server on the first one's database and configuration (another process, as far as state goes). */
async function secondServer(first: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer({ db: first.db, config: first.config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('rate limits counted in the database', () => {
  let a: TestServer;
  let b: Awaited<ReturnType<typeof secondServer>>;

  beforeAll(async () => {
    a = await startTestServer({ trackRateLimit: 4, searchAnalyticsRateLimit: 3 });
    b = await secondServer(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const beacon = (base: string, ip: string) =>
    fetch(`${base}/api/connections/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX, 'X-Forwarded-For': ip },
      body: JSON.stringify({ path: '/' }),
    });

  it('holds the page-view limit per client across two servers, not per server', async () => {
    const statuses = [];
    for (const base of [a.url, b.url, a.url, b.url, a.url, b.url]) statuses.push((await beacon(base, '81.45.12.20')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client has its own count.
    expect((await beacon(b.url, '81.45.12.21')).status).toBe(200);
  });

  it('holds the search-analytics limit across two servers', async () => {
    const record = (base: string) =>
      fetch(`${base}/api/analytics/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '81.45.12.30' },
        body: JSON.stringify({ query: 'poesia', results: 2, context: { page: '/' } }),
      });
    const statuses = [];
    for (const base of [a.url, b.url, a.url, b.url]) statuses.push((await record(base)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('stores no client address, only a keyed hash per limiter', async () => {
    await beacon(a.url, '81.45.12.40');
    const keys = (await a.db('rate_limit_counters').pluck('key')) as string[];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[\w-]+:[\w-]{32}$/);
      expect(key).not.toMatch(/81\.45|::ffff/);
    }
  });

  it('counts hits that arrive together exactly, in one statement, and starts an expired window afresh', async () => {
    const store = new DatabaseRateLimitStore(a.db, 'test-burst', TEST_ADMIN_TOKEN);
    store.init({ windowMs: 60_000 });
    const totals = await Promise.all(Array.from({ length: 40 }, () => store.increment('client')));
    expect(totals.map((t) => t.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await store.get('client'))?.totalHits).toBe(40);
    await store.decrement('client');
    expect((await store.get('client'))?.totalHits).toBe(39);

    // The window ends: the next hit counts from one again.
    await a.db('rate_limit_counters').where('key', 'like', 'test-burst:%').update({ reset_at: Date.now() - 1 });
    expect(await store.get('client')).toBeUndefined();
    const fresh = await store.increment('client');
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime.getTime()).toBeGreaterThan(Date.now() + 59_000);
    await store.resetKey('client');
    expect(await store.get('client')).toBeUndefined();
  });

  it('shares the admin sign-in throttle: failures on one server slow the next attempt on the other, success clears them', async () => {
    const signIn = (base: string, token: string) =>
      fetch(`${base}/api/admin/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '81.45.12.50' },
        body: JSON.stringify({ token }),
      });
    expect((await signIn(a.url, 'wrong-token-1')).status).toBe(401);
    expect((await signIn(a.url, 'wrong-token-2')).status).toBe(401);
    // The third failure, on the other server, waits 1 s (250 ms doubled twice).
    const started = Date.now();
    expect((await signIn(b.url, 'wrong-token-3')).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect((await signIn(b.url, TEST_ADMIN_TOKEN)).status).toBe(200);
    const failures = await a.db('rate_limit_counters').where('key', 'like', 'admin-sign-in-failures:%').count<{ n: number }[]>({ n: '*' });
    expect(Number(failures[0]!.n)).toBe(0);
  });
});
