/**
 * Two servers measured at once (bench/ops.ts, bench/attribute.ts): where they and their load
 * generators run, and the generator, an autocannon process.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pinProcess } from './server.js';

const AUTOCANNON = path.resolve('node_modules/autocannon/autocannon.js');

/**
 * `seconds` of load on `url` from an autocannon process (10 keep-alive connections, gzip accepted
 * as by runLoad), on `cpus` (placement() has seen taskset work; '' anywhere): its answers, their
 * rate and the seconds it sent them in (its own start-up left out).
 * Not runLoad: Node's http.Agent answers 15,000–22,000 requests a second here, too few to keep
 * two servers busy from one core.
 */
export function autocannon(url: string, seconds: number, cpus: string): Promise<{ requests: number; rps: number; seconds: number }> {
  const args = [AUTOCANNON, '-c', '10', '-d', String(seconds), '-H', 'Accept-Encoding=gzip', '--json', url];
  const child = cpus ? spawn('taskset', ['-c', cpus, process.execPath, ...args]) : spawn(process.execPath, args);
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        const result = JSON.parse(out) as { requests: { total: number }; duration: number; errors: number; non2xx: number };
        if (code !== 0 || result.errors > 0 || result.non2xx > 0) throw new Error(`${result.errors} errors, ${result.non2xx} non-2xx answers`);
        resolve({ requests: result.requests.total, rps: result.requests.total / result.duration, seconds: result.duration });
      } catch (error) {
        reject(new Error(`autocannon on ${url} (exit ${code}): ${(error as Error).message}`));
      }
    });
  });
}

/**
 * Where the servers and the generators run: the servers together on the last core, the generators
 * on the others, where Linux lets us ('' everywhere: not placed).
 */
export function placement(): { servers: string; load: string; note: string } {
  const last = os.cpus().length - 1;
  if (last < 1 || !pinProcess(process.pid, `0-${last}`)) return { servers: '', load: '', note: 'not pinned' };
  return { servers: String(last), load: last === 1 ? '0' : `0-${last - 1}`, note: `both servers on CPU ${last}, the generators on the rest` };
}

/**
 * Seconds of load on a path before a fresh server is measured on it. V8's optimizing compiler, on
 * threads of its own, works through a fresh server's code for 6–8 s of load on each path
 * (--trace-opt), and the server with more code to compile (the request line, the metrics) pays more
 * of it: warmed 3 s a path, the first rounds of the ops bench counted that one-time work as the cost
 * of logs and metrics (bench/attribute.ts: 1.5 µs a request more on the compiler's threads).
 */
export const WARM_SECONDS = 8;
