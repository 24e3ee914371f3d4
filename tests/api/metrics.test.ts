/**
 * Prometheus metrics (issue 30): /metrics answers a METRICS_TOKEN bearer alone (404 otherwise,
 * like any unknown address), METRICS_PORT serves it on loopback; after a short run of requests the
 * scrape holds the request, cache, database, analytics, sync and backup series with route ids for
 * labels (never raw paths), and every series docs/grafana-dashboard.json queries is in it.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsServer } from '../../server/metrics/http.js';
import { startTestServer, type TestServer } from './harness.js';

const TOKEN = 'metrics-token-0123456789';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const scrape = (s: TestServer, token = TOKEN) => s.get('/metrics', { headers: { Authorization: `Bearer ${token}` } });

/** The value of one series line (name and its labels exactly as written), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The metric names a scrape lists (histograms by their _bucket, _sum and _count lines). */
const namesIn = (text: string) => new Set(text.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split(/[{ ]/)[0]!));

/** A short run of the suite's kind of requests: pages, cached and uncached API answers, beacons, errors. */
async function shortRun(s: TestServer): Promise<void> {
  for (let i = 0; i < 3; i++) await (await s.get('/api/issues/latest')).arrayBuffer();
  await (await s.get('/api/articles/poesia/no-hi-es')).arrayBuffer();
  await (await s.get('/api/articles/poesia/tampoc-hi-es')).arrayBuffer();
  await (await s.get('/')).arrayBuffer();
  await (await s.get('/rss.xml')).arrayBuffer();
  // A browser's beacon (a script's user agent is counted as filtered, never queued).
  const browser = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };
  await (await s.send('POST', '/api/connections/track', { path: '/arxiu' }, { headers: browser })).arrayBuffer();
  await (await s.send('POST', '/api/analytics/search', { query: 'poesia', results: 2 })).arrayBuffer();
  await (await s.get('/api/search?q=poesia')).arrayBuffer();
}

describe('/metrics on the public port', () => {
  it('is a 404 without the token, with a wrong one, and when no token is configured', async () => {
    server = await startTestServer({ metricsToken: TOKEN });
    expect((await server.get('/metrics')).status).toBe(404);
    expect((await scrape(server, 'wrong-token-0123456789xx')).status).toBe(404);
    const text = await (await server.get('/metrics', { headers: { Authorization: `Basic ${TOKEN}` } })).text();
    expect(text).not.toMatch(/revista_|nodejs_/);
    await server.close();
    server = await startTestServer();
    expect((await scrape(server)).status).toBe(404);
  });

  it('lists the series after a short run, labelled by route id, and every series of the Grafana dashboard', async () => {
    server = await startTestServer({ metricsToken: TOKEN });
    const before = await (await scrape(server)).text();
    await shortRun(server);
    const res = await scrape(server);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();

    const latest = 'revista_http_requests_total{route="/api/issues/latest",method="GET",status_class="2xx"}';
    expect((valueOf(text, latest) ?? 0) - (valueOf(before, latest) ?? 0)).toBe(3);
    expect(valueOf(text, 'revista_http_requests_total{route="/api/articles/{section}/{url}",method="GET",status_class="4xx"}')).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^revista_http_request_duration_seconds_bucket\{le="0\.05",route="\/api\/issues\/latest",method="GET",status_class="2xx"\} \d+$/m);
    expect(text).toMatch(/^revista_http_requests_total\{route="page:home",method="GET",status_class="\dxx"\} \d+$/m);
    expect(valueOf(text, 'revista_http_requests_total{route="/api/connections/track",method="POST",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    // No raw path, id or query is a label.
    expect(text).not.toMatch(/no-hi-es|tampoc-hi-es|q=poesia/);

    // The JSON cache: the first latest edition a miss, the next two hits (on the lean path).
    const hits = 'revista_cache_lookups_total{cache="json",result="hit"}';
    expect((valueOf(text, hits) ?? 0) - (valueOf(before, hits) ?? 0)).toBeGreaterThanOrEqual(2);
    expect(valueOf(text, 'revista_cache_lookups_total{cache="json",result="miss"}')).toBeGreaterThan(0);
    expect(valueOf(text, 'revista_db_query_duration_seconds_count')).toBeGreaterThan(0);
    for (const state of ['used', 'free', 'pending']) expect(valueOf(text, `revista_db_pool_connections{state="${state}"}`)).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'revista_analytics_flush_duration_seconds_count{queue="page_views"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'revista_analytics_flush_duration_seconds_count{queue="searches"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'revista_analytics_queue_depth{queue="page_views"}')).toBe(0);
    expect(valueOf(text, 'revista_sync_runs_total{outcome="failed"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'revista_backup_last_success_timestamp_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+$/m);

    // The dashboard queries only series that exist.
    const dashboard = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../docs/grafana-dashboard.json'), 'utf8')) as { panels: { targets: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    const queried = new Set(exprs.flatMap((e) => e.match(/\b(?:revista|nodejs|process)_[a-z0-9_]+/g) ?? []));
    expect(queried.size).toBeGreaterThanOrEqual(15);
    const listed = namesIn(text);
    expect([...queried].filter((name) => !listed.has(name))).toEqual([]);
    // And only labels those series carry.
    for (const [, name, labels] of exprs.join(' ').matchAll(/\b((?:revista|nodejs|process)_[a-z0-9_]+)\{([^}]*)\}/g)) {
      for (const [, label, value] of labels!.matchAll(/(\w+)="([^"]*)"/g)) expect(text, `${name}{${label}="${value}"}`).toMatch(new RegExp(`^${name}\\{[^}]*${label}="${value}"`, 'm'));
    }
    for (const [, labels] of exprs.join(' ').matchAll(/\bby \(([^)]*)\)/g)) {
      for (const label of labels!.split(',').map((l) => l.trim())) expect(text, label).toMatch(new RegExp(`[{,]${label}="`));
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics without a token and nothing else', async () => {
    const metrics = metricsServer();
    await new Promise<void>((resolve) => metrics.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
      const res = await fetch(`${url}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^# HELP revista_http_requests_total /m);
      expect((await fetch(`${url}/api/issues/latest`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => metrics.close(resolve));
    }
  });
});
