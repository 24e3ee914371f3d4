/**
 * Ingest throughput against the real server process: a warm-up, a timed closed-loop run, the
 * server's and the load generator's CPU time (they share the machine), a same-run reference call,
 * and the rows stored counted against the requests acknowledged.
 */
import path from 'node:path';
import { createDb } from '../../server/db/connection.js';
import { runIngestLoad, runLoad } from './load.js';
import { startBenchServer } from './server.js';

export interface IngestFigures {
  rate: number;
  text: string;
}

/** Runs an ingest load against a fresh server, then counts the stored rows against the acknowledged requests. */
export async function measureIngest(options: {
  label: string;
  env: Record<string, string>;
  path: string;
  table: string;
  connections: number;
  durationMs: number;
  target: number;
  request: (i: number) => { body: string; headers?: Record<string, string> };
  acknowledged: (status: number, body: string) => boolean;
}): Promise<IngestFigures> {
  // No demo content needed; the rate limit is lifted for this loopback client only by configuration.
  const server = await startBenchServer({ SEED_DEMO: 'false', ...options.env });
  const url = new URL(options.path, server.url);
  try {
    // Warm-up: loads the GeoIP tables, the day's salt, the JIT; its rows are counted apart.
    const warm = await runIngestLoad(url, { connections: options.connections, durationMs: 1500, request: options.request, acknowledged: options.acknowledged, firstIndex: 10_000_000 });
    const cpuBefore = server.cpuSeconds();
    const run = await runIngestLoad(url, { connections: options.connections, durationMs: options.durationMs, request: options.request, acknowledged: options.acknowledged });
    const serverCpu = server.cpuSeconds() - cpuBefore;
    // Same-run reference: the cheapest API call (one trivial query) on the same server and load.
    const health = await runLoad(server.url, '/api/health', { connections: options.connections, durationMs: 3000 });
    const db = createDb({ databaseFile: path.join(server.dir, 'bench.sqlite'), databaseUrl: options.env.DATABASE_URL });
    const rows = Number((await db(options.table).count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0) - warm.acknowledged;
    await db.destroy();
    const lost = run.acknowledged - rows;
    const perRequestUs = (seconds: number) => ((seconds / Math.max(1, run.sent)) * 1e6).toFixed(0);
    return {
      rate: run.rate,
      text: [
        `${options.label} over HTTP (${options.connections} keep-alive connections, ${options.durationMs / 1000} s, ${options.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}):`,
        `  ${run.rate.toFixed(0)}/s acknowledged (target ≥ ${options.target}) · sent ${run.sent} · acknowledged ${run.acknowledged} · errors ${run.errors}`,
        `  rows stored ${rows} of ${run.acknowledged} acknowledged → ${lost === 0 ? 'nothing lost' : `MISMATCH (${lost} missing)`}`,
        `  CPU: server ${serverCpu.toFixed(2)} s (${perRequestUs(serverCpu)} µs/request, ${((serverCpu / run.seconds) * 100).toFixed(0)}% of a core), ` +
          `load generator ${run.clientCpuSeconds.toFixed(2)} s (${perRequestUs(run.clientCpuSeconds)} µs/request); 2 cores shared`,
        `  reference GET /api/health on the same server: ${health.rps.toFixed(0)} req/s → ingest ratio ${(run.rate / health.rps).toFixed(2)}`,
      ].join('\n'),
    };
  } finally {
    await server.stop();
  }
}

