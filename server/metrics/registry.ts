/**
 * The server's Prometheus metrics (prom-client), one registry per process. Every label has a
 * bounded set of values: route ids (server/http/routeId.ts), never raw paths; cache, queue and
 * outcome names fixed in code. The names are the public interface of docs/grafana-dashboard.json
 * (a test checks that every series the dashboard queries is in a scrape).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestSeries } from './requestSeries.js';

export const registry = new Registry();
// Event-loop lag, heap and RSS, GC pauses, handles, CPU: the library's defaults.
collectDefaultMetrics({ register: registry });

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Counted on every request's path in plain numbers and written after the registry's metrics
// at each scrape (requestSeries.ts).
export const httpSeries = new RequestSeries(
  { count: 'revista_http_requests_total', duration: 'revista_http_request_duration_seconds' },
  {
    count: 'Requests answered, by route id, method and status class.',
    duration: 'From a request’s arrival to the end of its answer, by route id, method and status class.',
  },
  SECONDS,
);

/** A count kept as a plain number where it happens, read into its series at each scrape. */
export class Tally {
  count = 0;
  inc(): void {
    this.count += 1;
  }
}

// Cache lookups happen on every cached answer's path: prom-client's bound child builds its label
// hash, checks the labels and looks the series up at each inc (2,600 instructions a cached answer
// under callgrind: docs/performance.md › Operations), so each cache and result counts in a Tally.
const CACHES = ['page', 'json', 'feed'] as const;
const RESULTS = ['hit', 'miss'] as const;
const cacheTallies = new Map(CACHES.flatMap((cache) => RESULTS.map((result) => [`${cache} ${result}`, new Tally()] as const)));

/** The answer caches by name: pages (HTML), the public API (JSON), the feeds. */
export type CacheName = (typeof CACHES)[number];

/** The tally of one answer cache's hits or misses (every cache of that name in the process shares it). */
export function cacheTally(cache: CacheName, result: (typeof RESULTS)[number]): Tally {
  return cacheTallies.get(`${cache} ${result}`)!;
}

export const cacheLookups = new Counter({
  name: 'revista_cache_lookups_total',
  help: 'Lookups of the answer caches: page (HTML), json (public API), feed; result hit or miss.',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const cache of CACHES) for (const result of RESULTS) this.inc({ cache, result }, cacheTally(cache, result).count);
  },
});

export const dbQueryDuration = new Histogram({
  name: 'revista_db_query_duration_seconds',
  help: 'Database queries, from sending to the answer (errors included).',
  buckets: SECONDS,
  registers: [registry],
});

export const analyticsQueueDepth = new Gauge({
  name: 'revista_analytics_queue_depth',
  help: 'Analytics records accepted and waiting for their batch to be committed, by queue (page_views, searches).',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const analyticsFlushDuration = new Histogram({
  name: 'revista_analytics_flush_duration_seconds',
  help: 'Time to commit one batch of analytics records, by queue.',
  labelNames: ['queue'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const syncRuns = new Counter({
  name: 'revista_sync_runs_total',
  help: 'Sync runs of a staff copy from the public site that ended, by outcome (succeeded, failed).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const syncRunning = new Gauge({
  name: 'revista_sync_running',
  help: '1 while a sync run is under way.',
  registers: [registry],
});

export const backupLastSuccess = new Gauge({
  name: 'revista_backup_last_success_timestamp_seconds',
  help: 'When the last automatic backup that was written and verified finished (Unix time; 0: none yet).',
  registers: [registry],
});

export const backupLastDuration = new Gauge({
  name: 'revista_backup_last_duration_seconds',
  help: 'How long the last successful automatic backup took, verification included.',
  registers: [registry],
});

export const backupLastSize = new Gauge({
  name: 'revista_backup_last_size_bytes',
  help: 'The size of the last successful automatic backup file.',
  registers: [registry],
});

export const backupFailures = new Counter({
  name: 'revista_backup_failures_total',
  help: 'Automatic backups that failed (writing, disk full, or verification).',
  registers: [registry],
});

export const backupLastFailure = new Gauge({
  name: 'revista_backup_last_failure_timestamp_seconds',
  help: 'When the last automatic backup failed (Unix time; 0: none failed).',
  registers: [registry],
});

// Every series of a fixed label set exists from the start at 0, so that a dashboard's query and
// rate() see it before the first event (a first sync, a first page cached).
for (const queue of ['page_views', 'searches']) {
  analyticsQueueDepth.set({ queue }, 0);
  analyticsFlushDuration.zero({ queue });
}
for (const outcome of ['succeeded', 'failed']) syncRuns.inc({ outcome }, 0);

/** The pool's connections by state, read at each scrape from every pool registered (see watchPool). */
const pools = new Set<() => { used: number; free: number; pending: number }>();
new Gauge({
  name: 'revista_db_pool_connections',
  help: 'Database pool connections: used (lent to a query), free, pending (requests waiting for one).',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const sum = { used: 0, free: 0, pending: 0 };
    for (const read of pools) {
      const now = read();
      sum.used += now.used;
      sum.free += now.free;
      sum.pending += now.pending;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/** Adds a pool to the gauge; returns its removal. */
export function watchPool(read: () => { used: number; free: number; pending: number }): () => void {
  pools.add(read);
  return () => pools.delete(read);
}
