/**
 * A server of one's own for the browser suites that write (sign-ins, visits, editions, sync):
 * the built server on a free loopback port with a fresh demo database and media in its own folder, so the
 * shared server that read-only suites use never changes under them.
 *
 * `test` from this module gives each Playwright worker its own server and points `baseURL` (and
 * so `page.goto('/…')` and `page.request`) at it; `startOwnServer` is the same start for suites
 * that need several servers or special settings.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { E2E_ADMIN_TOKEN, E2E_DEMO_TEMPLATE } from '../../playwright.config.js';

export interface OwnServer {
  url: string;
  /** The folder that holds its database (and whatever the suite puts beside it). */
  dir: string;
  stop: () => Promise<void>;
}

/**
 * What the server makes when it starts on a missing database (the demo magazine, its images copied
 * into the media folder), copied from the run's template instead of seeded again.
 */
function copyDemoTemplate(databaseFile: string, mediaDir: string): void {
  fs.copyFileSync(path.join(E2E_DEMO_TEMPLATE, 'demo.sqlite'), databaseFile);
  fs.cpSync(path.join(E2E_DEMO_TEMPLATE, 'media'), mediaDir, { recursive: true });
}

/** Starts `dist/server/main.js` with PORT=0 and waits for its { type: 'ready', port } message. */
export async function startOwnServer(name: string, env: Record<string, string> = {}, dir?: string): Promise<OwnServer> {
  const folder = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), `revista-e2e-${name}-`));
  const databaseFile = path.join(folder, `${name}.sqlite`);
  // Uploads stay in this folder, never in the checkout's resources/media (the demo's images are copied in).
  const mediaDir = env.MEDIA_DIR ?? path.join(folder, 'media');
  if (!env.DATABASE_URL && !fs.existsSync(databaseFile)) copyDemoTemplate(databaseFile, mediaDir);
  const child: ChildProcess = fork('dist/server/main.js', ['start'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      MEDIA_DIR: mediaDir,
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && typeof m.port === 'number') resolve(m.port);
    });
    child.once('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!dir) fs.rmSync(folder, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, dir: folder, stop };
}

export const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startOwnServer(`worker-${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
});

export { expect } from '@playwright/test';
