/**
 * A real server process (`node --import tsx server/main.ts start`) for the tests that run several
 * instances on one PostgreSQL database: started with the test's environment, ready when it reports
 * its port over IPC, stopped with SIGTERM as an operator would.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

/** The environment of an instance on a copied test database, with media in the database. */
export function instanceEnv(dir: string, database: NodeJS.ProcessEnv, adminToken: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...database,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN: adminToken,
    SEED_DEMO: 'false',
    MEDIA_STORE: 'database',
    MEDIA_DIR: path.join(dir, 'no-media'),
    RENDERER_DIR: path.join(dir, 'no-renderer'),
    ...extra,
  };
}

export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = fork(path.resolve('server/main.ts'), ['start'], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready') resolve({ url: `http://127.0.0.1:${m.port}`, child });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

export function stopServerProcess(instance: ServerProcess | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    instance.child.on('exit', () => resolve());
    instance.child.kill('SIGTERM');
  });
}
