/**
 * The request series (server/metrics/requestSeries.ts) are counted outside prom-client for speed:
 * their scrape text must be what prom-client's own Counter and Histogram write for the same
 * requests, line for line, so the dashboard and any Prometheus read them the same.
 */
import { Counter, Histogram, Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { RequestSeries } from '../../server/metrics/requestSeries.js';

const BOUNDS = [0.001, 0.005, 0.05, 0.5, 5];
const NAMES = { count: 'test_requests_total', duration: 'test_request_duration_seconds' };
const HELP = { count: 'Requests.', duration: 'Durations.' };

it('writes the counter and histogram prom-client writes for the same requests', async () => {
  const registry = new Registry();
  const labelNames = ['route', 'method', 'status_class'] as const;
  const counter = new Counter({ name: NAMES.count, help: HELP.count, labelNames, registers: [registry] });
  const histogram = new Histogram({ name: NAMES.duration, help: HELP.duration, labelNames, buckets: BOUNDS, registers: [registry] });
  const series = new RequestSeries(NAMES, HELP, BOUNDS);
  const requests: [string, number, number][] = [
    ['GET /api/issues/latest', 200, 0.0004],
    ['GET /api/issues/latest', 200, 0.001],
    ['GET /api/issues/latest', 304, 0.02],
    ['GET /api/articles/{section}/{url}', 404, 0.7],
    ['POST /api/connections/track', 202, 9],
    ['GET /api/issues/latest', 200, 0.0031],
    ['GET page:home', 503, 0.05],
  ];
  for (const [id, status, seconds] of requests) {
    const [method, route] = [id.slice(0, id.indexOf(' ')), id.slice(id.indexOf(' ') + 1)];
    const labels = { route, method, status_class: `${Math.floor(status / 100)}xx` };
    counter.inc(labels);
    histogram.observe(labels, seconds);
    series.observe(id, status, seconds);
  }
  const lines = (text: string) => text.split('\n').filter(Boolean).sort();
  expect(lines(series.text())).toEqual(lines(await registry.metrics()));
});

it('escapes a label value as the text format wants', () => {
  const series = new RequestSeries(NAMES, HELP, BOUNDS);
  series.observe('GET page:"odd"\\name', 200, 0.01);
  expect(series.text()).toContain('test_requests_total{route="page:\\"odd\\"\\\\name",method="GET",status_class="2xx"} 1');
});
