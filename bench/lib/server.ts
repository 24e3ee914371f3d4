/** Starts the real server (TypeScript source, through tsx) in a child process on a fresh database. */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-'));
  const child: ChildProcess = fork(path.resolve('server/main.ts'), ['start'], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(dir, 'bench.sqlite'),
      ADMIN_TOKEN: 'bench-admin-token-0123456789',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && typeof m.port === 'number') resolve(m.port);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
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
