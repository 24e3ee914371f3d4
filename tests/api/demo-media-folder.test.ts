/**
 * A server whose media folder is not the demo's own (the desktop app keeps media in its user-data
 * folder, because the install folder is read-only) gets the demo's images when it seeds the demo,
 * so the demo editions show their covers and uploads land beside the database.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createServer } from '../../server/app.js';
import { openDatabase } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import { TEST_ADMIN_TOKEN } from './harness.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it('copies the demo images into a media folder of its own and serves them from there', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-media-'));
  const mediaDir = path.join(dir, 'media');
  const config = loadConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: path.join(dir, 'revista.sqlite') }, { mediaDir, rendererDir: path.join(dir, 'no-renderer') });
  const db = await openDatabase(config);
  const server = createServer({ db, config });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const { issues } = (await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/issues?limit=1`)).json()) as { issues: { coverImage: string }[] };
  const cover = issues[0]!.coverImage;
  expect(fs.existsSync(path.join(mediaDir, cover))).toBe(true);
  expect(fs.readdirSync(path.join(mediaDir, 'small')).length).toBeGreaterThan(0);
  const image = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/images/${cover}`);
  expect(image.status).toBe(200);
  expect(Buffer.from(await image.arrayBuffer()).equals(fs.readFileSync(path.join(mediaDir, cover)))).toBe(true);
});
