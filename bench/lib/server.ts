/** Starts the real server (TypeScript source, through tsx) in a child process on a fresh database. */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  dir: string;
  pid: number;
  /** CPU time (user + system) the server process has used so far, in seconds (Linux /proc). */
  cpuSeconds(): number;
  /** Keeps the server on the given CPUs (pinProcess); false where it cannot. */
  pin(cpus: string): boolean;
  stop(): Promise<void>;
}

/**
 * Keeps every thread of a process (and those it starts later) on the given CPUs ('1', '0-2'), where
 * Linux's taskset is there; false where it is not. Two servers measured against each other move
 * between the cores with the load generator otherwise, and the ops benchmark saw two servers of the
 * same build differ by 13 % that way (docs/performance.md › Operations).
 */
export function pinProcess(pid: number | undefined, cpus: string): boolean {
  if (pid === undefined || process.platform !== 'linux') return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time of every thread of a process (Linux /proc), in seconds: each thread's on-CPU time in
 * nanoseconds from its schedstat, where /proc/<pid>/stat counts 10 ms ticks. A 1.2 s round of a
 * loaded machine used ~10 ticks, so a tick more or less moved a round's CPU per request by 10 %.
 * A thread that has ended is no longer counted (the server's threads live as long as it does).
 */
function processCpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  let nanoseconds = 0;
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        nanoseconds += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    return 0;
  }
  return nanoseconds / 1e9;
}

/** The bundle `npm start` runs (`npm run build`). */
export const BUILT = 'dist/server/main.js';

/**
 * `logs: 'file'` sends the server's standard output (its log lines) to a file in its folder, as a
 * collector's pipe or journal would take them; by default it is discarded. `bundle` runs a build
 * (BUILT, what `npm start` runs, or another copy of it: bench/attribute.ts) instead of the source
 * through tsx; `nodeArgs` go to Node.
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  { logs = 'discard', bundle, nodeArgs = [] }: { logs?: 'discard' | 'file'; bundle?: string; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-'));
  const stdout = logs === 'file' ? fs.openSync(path.join(dir, 'server.log'), 'a') : 'ignore';
  const child: ChildProcess = fork(path.resolve(bundle ?? 'server/main.ts'), ['start'], {
    execArgv: [...(bundle ? [] : ['--import', 'tsx']), ...nodeArgs, ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/scale/prof'] : [])],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(dir, 'bench.sqlite'),
      ADMIN_TOKEN: 'bench-admin-token-0123456789',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  if (typeof stdout === 'number') fs.closeSync(stdout);
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && typeof m.port === 'number') resolve(m.port);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    pid: child.pid!,
    cpuSeconds: () => processCpuSeconds(child.pid),
    pin: (cpus) => pinProcess(child.pid, cpus),
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
