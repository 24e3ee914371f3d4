/**
 * Uploads never land in the source tree (issue 31): with the default settings media live in
 * data/media beside the default database, the demo's images are only read from resources/, and an
 * install that upgrades from the old default (resources/media) keeps serving what it had.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { copyTestDatabase } from './harness.js';
import { testImage } from './deskFixture.js';

const TOKEN = 'media-folder-token-0123';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const resourcesStatus = () => execFileSync('git', ['status', '--porcelain', '--untracked-files=all', 'resources/'], { encoding: 'utf8' });
const listing = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();

it('defaults MEDIA_DIR to data/media, beside the default database and outside resources/', () => {
  const config = loadConfig({});
  expect(config.mediaDir).toBe(path.resolve('data', 'media'));
  expect(path.dirname(config.mediaDir)).toBe(path.dirname(config.databaseFile));
  expect(config.legacyMediaDir).toBe(path.join(config.resourcesDir, 'media'));
  expect(loadConfig({ MEDIA_DIR: '/srv/media' })).toMatchObject({ mediaDir: '/srv/media', legacyMediaDir: null });
});

/** `npm start` in a folder of its own with no media settings: an existing install (the suite's database). */
async function startWithDefaults(cwd: string): Promise<string> {
  const database = await copyTestDatabase(cwd);
  cleanups.push(() => database.remove());
  const child: ChildProcess = fork(path.resolve('server/main.ts'), ['start'], {
    cwd,
    // Resolved here: the folder the server starts in has no node_modules.
    execArgv: ['--import', pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...database.env, ADMIN_TOKEN: TOKEN, RENDERER_DIR: path.join(cwd, 'no-renderer'), MEDIA_DIR: undefined, MEDIA_STORE: undefined },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => m.type === 'ready' && m.port && resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it was ready`)));
  });
  return `http://127.0.0.1:${port}`;
}

it('keeps uploads in data/media and never writes to resources/, adopting the old default folder on upgrade', { timeout: 60_000 }, async () => {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-default-media-'));
  cleanups.push(() => fs.rmSync(cwd, { recursive: true, force: true }));
  const statusBefore = resourcesStatus();
  const demoBefore = listing('resources/media');

  const url = await startWithDefaults(cwd);
  const mediaDir = path.join(cwd, 'data', 'media');
  // The upgrade: what the old default folder held is served from the new one.
  expect(fs.existsSync(path.join(mediaDir, 'cover-48.jpg'))).toBe(true);
  expect((await fetch(`${url}/api/images/cover-48.jpg`)).status).toBe(200);

  const upload = await fetch(`${url}/api/admin/desk/media?name=pujada.jpg&alt=Una%20pujada`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array(await testImage(640, 480)),
  });
  expect(upload.status).toBe(201);
  const { name } = (await upload.json()) as { name: string };
  expect(fs.existsSync(path.join(mediaDir, name))).toBe(true);
  expect(fs.existsSync(path.join(mediaDir, 'small', name))).toBe(true);

  expect(resourcesStatus()).toBe(statusBefore);
  expect(listing('resources/media')).toEqual(demoBefore);
});
