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

/** `path` may be a function of the request's number, to spread requests over many addresses. */
export async function runLoad(
  base: string,
  path: string | ((i: number) => string),
  options: {
    connections?: number;
    durationMs?: number;
    headers?: Record<string, string>;
    label?: string;
    /** Told each answer's start (performance.now()) and latency in ms, to place requests in time. */
    onAnswer?: (startedAt: number, ms: number) => void;
  } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const durationMs = options.durationMs ?? 5000;
  const headers = { 'Accept-Encoding': 'gzip', ...options.headers };
  const urlOf = typeof path === 'string' ? () => new URL(path, base) : (i: number) => new URL(path(i), base);
  let sent = 0;
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
          const status = await request(agent, urlOf(sent++), headers);
          if (status >= 400) errors += 1;
        } catch {
          errors += 1;
        }
        const ms = performance.now() - t0;
        latencies.push(ms);
        options.onAnswer?.(t0, ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path: options.label ?? (typeof path === 'string' ? path : path(0)),
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

interface IngestResult {
  /** Requests sent during the timed run. */
  sent: number;
  /** Requests the server acknowledged as stored. */
  acknowledged: number;
  errors: number;
  seconds: number;
  /** Acknowledged requests per second. */
  rate: number;
  /** CPU time this (client) process spent during the run, in seconds. */
  clientCpuSeconds: number;
}

/**
 * Closed-loop POST load for ingest calls: `connections` keep-alive connections each send the next
 * body as soon as the previous answer arrives. `request(i)` gives the i-th body and headers,
 * `acknowledged` tells a stored record from a refused one. Loopback only.
 */
export async function runIngestLoad(
  target: URL,
  options: {
    connections: number;
    durationMs: number;
    request: (i: number) => { body: string; headers?: Record<string, string> };
    acknowledged: (status: number, body: string) => boolean;
    /** Numbers the bodies from here (so a warm-up and the run never send the same ones). */
    firstIndex?: number;
  },
): Promise<IngestResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let counter = options.firstIndex ?? 0;
  let sent = 0;
  let acknowledged = 0;
  let errors = 0;
  const send = (i: number) =>
    new Promise<void>((resolve) => {
      const { body, headers } = options.request(i);
      const req = http.request(
        {
          agent,
          method: 'POST',
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            if (options.acknowledged(res.statusCode ?? 0, text)) acknowledged += 1;
            else errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline) {
        sent += 1;
        await send(counter++);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  agent.destroy();
  return { sent, acknowledged, errors, seconds, rate: acknowledged / seconds, clientCpuSeconds: (used.user + used.system) / 1e6 };
}
