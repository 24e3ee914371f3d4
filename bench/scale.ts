/**
 * Issue 14 targets, every PostgreSQL figure beside SQLite measured in the same run:
 * 1. the content API on PostgreSQL and on SQLite, cached (what readers get) and with the cache
 *    cycled so that every request reads the database;
 * 2. page-view ingest on PostgreSQL (aim ≥ 2,000 beacons/s, nothing acknowledged lost) and SQLite;
 * 3. two server processes on one PostgreSQL against one (aim ≥ 1.6×), with every process's CPU
 *    counted, the load generator's included: on a 2-core machine it competes with the servers.
 * PostgreSQL: a throwaway server (Debian's package, as the tests start it), or BENCH_DATABASE_URL.
 */
import { measurePageViewIngest } from './analytics.js';
import { runLoad, type LoadResult } from './lib/load.js';
import { startBenchServer, type BenchServer } from './lib/server.js';
import { startPostgres, uniqueDatabaseName, type PostgresServer } from '../tests/support/postgres.js';

const CONNECTIONS = 10;
const DURATION_MS = 5000;
const CACHED = '/api/issues/latest';
// 2,000 different list pages, more than the JSON cache keeps (1,000): every request is a miss.
const UNCACHED = (i: number) => `/api/articles?page=${1 + (i % 40)}&limit=${1 + (Math.floor(i / 40) % 50)}`;

const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;

async function warm(server: BenchServer): Promise<void> {
  for (const p of [CACHED, UNCACHED(0), '/api/health']) await fetch(server.url + p);
}

/** Content API figures of one server: cached and uncached throughput. */
async function contentFigures(server: BenchServer): Promise<{ cached: LoadResult; uncached: LoadResult }> {
  await warm(server);
  const cached = await runLoad(server.url, CACHED, { connections: CONNECTIONS, durationMs: DURATION_MS });
  const uncached = await runLoad(server.url, UNCACHED, { connections: CONNECTIONS, durationMs: DURATION_MS, label: '/api/articles?page&limit (cache cycled)' });
  return { cached, uncached };
}

const line = (name: string, r: LoadResult, reference?: LoadResult) =>
  `  ${name.padEnd(12)} ${r.path.padEnd(40)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  errors ${r.errors}` +
  (reference ? `  → ${ratio(r.rps, reference.rps)} SQLite` : '');

/** The same load spread over several instances at once: total throughput and everyone's CPU. */
async function spread(servers: BenchServer[], path: string | ((i: number) => string)): Promise<{ rps: number; errors: number; serverCpu: number; clientCpu: number; seconds: number }> {
  const cpuBefore = servers.map((s) => s.cpuSeconds());
  const client = process.cpuUsage();
  const started = performance.now();
  const results = await Promise.all(
    servers.map((s) => runLoad(s.url, path, { connections: Math.round(CONNECTIONS / servers.length), durationMs: DURATION_MS })),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(client);
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    serverCpu: servers.reduce((sum, s, i) => sum + s.cpuSeconds() - cpuBefore[i]!, 0),
    clientCpu: (used.user + used.system) / 1e6,
    seconds,
  };
}

async function instancesBench(postgres: PostgresServer, database: string): Promise<string[]> {
  const env = { DATABASE_URL: postgres.url(database), SEED_DEMO: 'false' };
  const [first, second] = await Promise.all([startBenchServer(env), startBenchServer(env)]);
  try {
    await Promise.all([warm(first), warm(second)]);
    const lines = [`Two instances against one on one PostgreSQL (${CONNECTIONS} connections in all; CPU in core-seconds over ${DURATION_MS / 1000} s, 2 cores):`];
    for (const [label, path] of [
      ['cached', CACHED],
      ['uncached', UNCACHED],
    ] as const) {
      const one = await spread([first], path);
      const two = await spread([first, second], path);
      const cpu = (r: typeof one) => `servers ${r.serverCpu.toFixed(2)} + load generator ${r.clientCpu.toFixed(2)} = ${((r.serverCpu + r.clientCpu) / r.seconds).toFixed(2)} cores busy`;
      lines.push(`  ${label.padEnd(9)} one: ${one.rps.toFixed(0).padStart(6)} req/s (${cpu(one)}), errors ${one.errors}`);
      lines.push(`  ${label.padEnd(9)} two: ${two.rps.toFixed(0).padStart(6)} req/s (${cpu(two)}), errors ${two.errors}  → ${ratio(two.rps, one.rps)} one (target ≥ 1.6×)`);
    }
    return lines;
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
}

export async function runScaleBench(): Promise<string> {
  const postgres = await startPostgres(process.env.BENCH_DATABASE_URL);
  try {
    const content = uniqueDatabaseName('revista_bench');
    await postgres.createDatabase(content);
    const lines = [`Content API, one instance, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s each:`];

    const sqlite = await startBenchServer();
    const sqliteFigures = await contentFigures(sqlite).finally(() => sqlite.stop());
    // The first PostgreSQL instance creates and seeds the demo magazine; the later ones find it.
    const pg = await startBenchServer({ DATABASE_URL: postgres.url(content) });
    const pgFigures = await contentFigures(pg).finally(() => pg.stop());
    lines.push(line('SQLite', sqliteFigures.cached), line('PostgreSQL', pgFigures.cached, sqliteFigures.cached));
    lines.push(line('SQLite', sqliteFigures.uncached), line('PostgreSQL', pgFigures.uncached, sqliteFigures.uncached));

    lines.push('', ...(await instancesBench(postgres, content)));

    const sqliteIngest = await measurePageViewIngest();
    const ingestDatabase = uniqueDatabaseName('revista_bench_ingest');
    await postgres.createDatabase(ingestDatabase);
    const pgIngest = await measurePageViewIngest({ DATABASE_URL: postgres.url(ingestDatabase) });
    lines.push('', sqliteIngest.text, pgIngest.text, `  PostgreSQL ingest → ${ratio(pgIngest.rate, sqliteIngest.rate)} SQLite`);
    return lines.join('\n');
  } finally {
    await postgres.stop();
  }
}
