/**
 * A small closed-loop HTTP load generator: N keep-alive connections each sending requests back to
 * back for a fixed time. Loopback only. Reports throughput and latency percentiles.
 */
import http from 'node:http';

export interface LoadResult {
  path: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function request(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

export async function runLoad(
  base: string,
  path: string,
  options: { connections?: number; durationMs?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const durationMs = options.durationMs ?? 5000;
  const headers = { 'Accept-Encoding': 'gzip', ...options.headers };
  const url = new URL(path, base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          const status = await request(agent, url, headers);
          if (status >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

export function formatLoad(result: LoadResult, reference?: LoadResult): string {
  const ratio = reference ? `  ratio ${(result.rps / reference.rps).toFixed(2)}` : '';
  return `${result.path.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms  errors ${result.errors}${ratio}`;
}
