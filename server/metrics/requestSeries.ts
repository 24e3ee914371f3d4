/**
 * The request count and duration histogram by route id, method and status class
 * (revista_http_requests_total, revista_http_request_duration_seconds), kept as plain numbers on
 * the request's path and handed to prom-client's registry as metric objects read at each scrape.
 * A prom-client child's inc and observe check and hash their labels at every call, about a
 * microsecond per request, a few per cent of a cached answer (the ops benchmark); here a request
 * finds its series with one map lookup by its route id, a string made once per route.
 */
import type { Metric, Registry } from 'prom-client';

type Labels = { route: string; method: string; status_class: string };
type Value = { labels: Labels | (Labels & { le: number | string }); value: number; metricName?: string };

class Series {
  count = 0;
  sum = 0;
  /** Observations per bucket, not cumulative; the last is past every bound (+Inf). */
  readonly buckets: number[];

  constructor(
    readonly labels: Labels,
    size: number,
  ) {
    this.buckets = new Array<number>(size + 1).fill(0);
  }
}

export class RequestSeries {
  /** Route id ('GET /api/issues/{number}') → series by status class (index 1 to 5 for 1xx to 5xx). */
  private readonly byRoute = new Map<string, Series[]>();

  constructor(
    private readonly names: { count: string; duration: string },
    /** Upper bounds of the buckets in seconds, ascending. */
    private readonly bounds: readonly number[],
  ) {}

  /** One answered request: `routeId` as routeId() gives it, the answer's status, its duration in seconds. */
  observe(routeId: string, status: number, seconds: number): void {
    let byClass = this.byRoute.get(routeId);
    if (!byClass) this.byRoute.set(routeId, (byClass = []));
    const statusClass = Math.floor(status / 100);
    const series = (byClass[statusClass] ??= this.create(routeId, statusClass));
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
    series.buckets[bucket]! += 1;
  }

  /** Adds both metrics to `registry` (prom-client reads a metric object's name, help, type and get()). */
  register(registry: Registry, help: { count: string; duration: string }): void {
    const counter = { name: this.names.count, help: help.count, type: 'counter', aggregator: 'sum', get: async () => this.snapshot(counter, () => this.counts()), reset: () => this.byRoute.clear() };
    const histogram = { name: this.names.duration, help: help.duration, type: 'histogram', aggregator: 'sum', get: async () => this.snapshot(histogram, () => this.histograms()), reset: () => this.byRoute.clear() };
    // Not one of prom-client's classes, but the shape its registry reads (its MetricObject).
    registry.registerMetric(counter as unknown as Metric);
    registry.registerMetric(histogram as unknown as Metric);
  }

  private create(routeId: string, statusClass: number): Series {
    const space = routeId.indexOf(' ');
    return new Series({ route: routeId.slice(space + 1), method: routeId.slice(0, space), status_class: `${statusClass}xx` }, this.bounds.length);
  }

  private snapshot(metric: { name: string; help: string; type: string; aggregator: string }, values: () => Value[]) {
    return { name: metric.name, help: metric.help, type: metric.type, aggregator: metric.aggregator, values: values() };
  }

  private *all(): Generator<Series> {
    for (const byClass of this.byRoute.values()) for (const series of byClass) if (series) yield series;
  }

  private counts(): Value[] {
    return [...this.all()].map((s) => ({ labels: s.labels, value: s.count }));
  }

  /** prom-client's own layout: each series' cumulative buckets (le first), then its _sum and _count. */
  private histograms(): Value[] {
    const values: Value[] = [];
    const bucketName = `${this.names.duration}_bucket`;
    for (const s of this.all()) {
      let cumulative = 0;
      s.buckets.forEach((n, i) => {
        cumulative += n;
        values.push({ labels: { le: i < this.bounds.length ? this.bounds[i]! : '+Inf', ...s.labels }, value: cumulative, metricName: bucketName });
      });
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.names.duration}_sum` }, { labels: s.labels, value: s.count, metricName: `${this.names.duration}_count` });
    }
    return values;
  }
}
