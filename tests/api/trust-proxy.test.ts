/**
 * TRUST_PROXY decides where a reader's address comes from, for the Express routes (search
 * analytics) and the lean page-view beacon alike. The setup of every test: readers reach a load
 * balancer at 10.0.0.7, which forwards to a reverse proxy on this machine (loopback), which
 * forwards to the server; each request arrives from loopback with
 * `X-Forwarded-For: <reader>, 10.0.0.7`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../server/config.js';
import { startTestServer, type TestServer } from './harness.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const LOAD_BALANCER = '10.0.0.7';
const ANNA = '81.45.12.7'; // a reader in Spain
const BERNAT = '88.12.3.4'; // another reader
const LIMIT = 3;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function boot(trustProxy: TrustProxy): Promise<TestServer> {
  server = await startTestServer({ trustProxy, trackRateLimit: LIMIT, searchAnalyticsRateLimit: LIMIT });
  return server;
}

/** What the reverse proxy forwards: what the reader sent (forged or not), the reader, the load balancer. */
const forwardedFor = (reader: string, forged?: string) => [forged, reader, LOAD_BALANCER].filter(Boolean).join(', ');

function view(s: TestServer, path: string, reader: string, forged?: string) {
  return s.send('POST', '/api/connections/track', { path }, { headers: { 'User-Agent': FIREFOX, 'X-Forwarded-For': forwardedFor(reader, forged) } });
}

function search(s: TestServer, reader: string, forged?: string) {
  return s.send('POST', '/api/analytics/search', { query: 'poesia', results: 3 }, { headers: { 'User-Agent': FIREFOX, 'X-Forwarded-For': forwardedFor(reader, forged) } });
}

async function viewRow(s: TestServer, path: string) {
  return (await s.db('page_views').where({ path }).first()) as { visitor_id: string; country_code: string | null };
}

/** Statuses of `count` calls made one after another. */
async function statuses(count: number, call: (i: number) => Promise<Response>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await call(i);
    await res.arrayBuffer();
    out.push(res.status);
  }
  return out;
}

describe('trusting too little: TRUST_PROXY=loopback (the default) behind a load balancer', () => {
  it('makes every reader one visitor, from the load balancer’s address', async () => {
    const s = await boot(['loopback']);
    expect((await view(s, '/arxiu?anna', ANNA)).status).toBe(200);
    expect((await view(s, '/arxiu?bernat', BERNAT)).status).toBe(200);
    const [anna, bernat] = [await viewRow(s, '/arxiu?anna'), await viewRow(s, '/arxiu?bernat')];
    expect(anna.visitor_id).toBe(bernat.visitor_id);
    // 10.0.0.7 is a private address: no country for anyone.
    expect(anna.country_code).toBeNull();
  });

  it('puts every reader in one rate-limit bucket, on the beacon and the Express routes alike', async () => {
    const s = await boot(['loopback']);
    expect(await statuses(LIMIT, (i) => view(s, `/arxiu?${i}`, ANNA))).toEqual([200, 200, 200]);
    expect((await view(s, '/arxiu?bernat', BERNAT)).status).toBe(429);
    expect(await statuses(LIMIT, () => search(s, ANNA))).toEqual([201, 201, 201]);
    expect((await search(s, BERNAT)).status).toBe(429);
  });
});

describe('trusting the proxies there are: TRUST_PROXY="loopback, 10.0.0.0/8"', () => {
  it('tells readers apart and places them', async () => {
    const s = await boot(['loopback', '10.0.0.0/8']);
    await view(s, '/arxiu?anna', ANNA);
    await view(s, '/arxiu?bernat', BERNAT);
    const [anna, bernat] = [await viewRow(s, '/arxiu?anna'), await viewRow(s, '/arxiu?bernat')];
    expect(anna.visitor_id).not.toBe(bernat.visitor_id);
    expect(anna.country_code).toBe('ES');
  });

  it('limits each reader on its own, and a forged X-Forwarded-For changes nothing', async () => {
    const s = await boot(['loopback', '10.0.0.0/8']);
    // Anna tries a new made-up address each time: the proxies' own entries still name her.
    expect(await statuses(LIMIT + 1, (i) => view(s, `/arxiu?${i}`, ANNA, `203.0.113.${i + 1}`))).toEqual([200, 200, 200, 429]);
    expect((await view(s, '/arxiu?bernat', BERNAT)).status).toBe(200);
    expect(await statuses(LIMIT + 1, (i) => search(s, ANNA, `203.0.113.${i + 1}`))).toEqual([201, 201, 201, 429]);
    expect((await search(s, BERNAT)).status).toBe(201);

  });

  it('does not let a reader pose as another visitor', async () => {
    const s = await boot(['loopback', '10.0.0.0/8']);
    await view(s, '/autors?bernat', BERNAT);
    await view(s, '/autors?anna-com-bernat', ANNA, BERNAT);
    expect((await viewRow(s, '/autors?anna-com-bernat')).visitor_id).not.toBe((await viewRow(s, '/autors?bernat')).visitor_id);
  });
});

describe('trusting too much: TRUST_PROXY=true', () => {
  it('lets a reader escape the rate limit by forging X-Forwarded-For', async () => {
    const s = await boot(true);
    expect(await statuses(LIMIT * 2, (i) => view(s, `/arxiu?${i}`, ANNA, `203.0.113.${i + 1}`))).toEqual(Array(LIMIT * 2).fill(200));
    expect(await statuses(LIMIT * 2, (i) => search(s, ANNA, `203.0.113.${i + 1}`))).toEqual(Array(LIMIT * 2).fill(201));
  });

  it('lets a reader pose as another visitor', async () => {
    const s = await boot(true);
    await view(s, '/autors?bernat', BERNAT);
    await view(s, '/autors?anna-com-bernat', ANNA, BERNAT);
    expect((await viewRow(s, '/autors?anna-com-bernat')).visitor_id).toBe((await viewRow(s, '/autors?bernat')).visitor_id);
  });
});
