/**
 * A deploy does not break open tabs: a page loaded before a rebuild still lazy-loads its screens
 * after it, because the rebuild keeps the previous build's hashed assets (vite.config.ts,
 * scripts/prune-assets.mjs). Run on a copy of the build, with a server of its own, so the other
 * browser tests keep theirs. (A deploy restarts the server; this one keeps serving the page it
 * read at start, as an open tab holds it.)
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const run = promisify(execFile);
const PORT = Number(process.env.E2E_PORT ?? 4319) + 50;
const BASE = `http://127.0.0.1:${PORT}`;

let dir: string;
let server: ChildProcess;

/** The entry script the build's index.html names. */
function entryScript(): string {
  const html = fs.readFileSync(path.join(dir, 'renderer', 'index.html'), 'utf8');
  // Attribute order is the build's business (the entry also says fetchpriority="low").
  const src = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(src, 'index.html names its entry script').toBeTruthy();
  return src ?? '';
}

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-deploy-'));
  fs.cpSync('dist/renderer', path.join(dir, 'renderer'), { recursive: true });
  fs.cpSync('dist/ssr', path.join(dir, 'ssr'), { recursive: true });
  server = spawn(process.execPath, ['dist/server/main.js', 'start'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_FILE: path.join(dir, 'db.sqlite'), RENDERER_DIR: path.join(dir, 'renderer') },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a tab opened before a rebuild still loads a screen after it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${BASE}/`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
  const before = entryScript();

  // The same sources built differently (unminified): every hashed name changes, as with a code change.
  const rendererDir = path.join(dir, 'renderer');
  await run('npx', ['vite', 'build', '--minify', 'false', '--outDir', rendererDir, '--logLevel', 'error']);
  await run(process.execPath, ['scripts/prune-assets.mjs', rendererDir]);
  expect(entryScript(), 'the rebuild names new files').not.toBe(before);

  // The open tab was built before: its archive screen is a chunk of the previous build.
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() >= 400) failed.push(response.url());
  });
  await page.getByRole('link', { name: 'Edicions anteriors' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arxiu' })).toBeVisible();
  expect(failed).toEqual([]);

});
