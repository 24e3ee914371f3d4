/**
 * Fes una còpia de seguretat: one file holding a consistent copy of the running server's SQLite
 * database and its media, as a download and from `npm run backup`; `npm run restore` puts it back
 * into an empty folder, and a server started there serves the same magazine and every image. On
 * PostgreSQL both point to pg_dump. The CLI's own SQLite file is made here, so its tests are the
 * same on either run of the suite.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/connection.js';
import { migrate } from '../../server/db/migrate.js';
import { databaseMediaStore } from '../../server/media/databaseStore.js';
import { folderMediaStore } from '../../server/media/store.js';
import { restoreBackup, writeBackup } from '../../server/staff/backup/archive.js';
import { takeInChild } from '../../server/staff/backup/inChild.js';
import { snapshotDatabase } from '../../server/staff/backup/snapshot.js';
import { startTestServer, TEST_ADMIN_TOKEN, testDialect, type TestServer } from './harness.js';
import { addEdition } from './publicSite.js';

const run = promisify(execFile);
let server: TestServer;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-backup-test-'));

// The server's media folder: the demo images plus one imported since (a cover staff added).
const mediaDir = path.join(dir, 'media');
const IMPORTED_COVER = 'portada-importada-960.png';

beforeAll(async () => {
  fs.cpSync(path.resolve('resources/media'), mediaDir, { recursive: true });
  fs.copyFileSync(path.resolve('resources/icons/icon.png'), path.join(mediaDir, IMPORTED_COVER));
  server = await startTestServer({ mediaDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function integrity(file: string): Promise<{ db: Db; check: string }> {
  const db = createDb({ databaseFile: file });
  const [row] = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
  return { db, check: row!.integrity_check };
}

const restoreCli = (file: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'server/main.ts', 'restore', file], { env: { ...process.env, ...env } });

/** Every media file a folder holds, as the server serves it: name → bytes (or the status it answered). */
async function servedMedia(url: string, folder: string): Promise<Map<string, string>> {
  const served = new Map<string, string>();
  for (const { name } of await folderMediaStore(folder).list()) {
    const route = /\.(mp4|webm)$/.test(name) ? `/api/videos/${name}` : `/api/images/${name}`;
    const res = await fetch(url + route);
    served.set(name, res.ok ? Buffer.from(await res.arrayBuffer()).toString('base64') : `HTTP ${res.status}`);
  }
  return served;
}

/** Serves a database file (and media folder) as the app would after a restore, and reads a few public calls and every image. */
async function servedContent(databaseFile: string, media = mediaDir): Promise<{ calls: unknown[]; media: Map<string, string> }> {
  const config = loadConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: databaseFile, MEDIA_DIR: media }, { rendererDir: path.join(dir, 'none') });
  const db = createDb(config);
  const app = createServer({ db, config });
  await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  try {
    const bodies = [];
    for (const p of ['/api/issues/latest', '/api/issues?limit=100', '/api/authors?limit=100', '/api/issues/number/960', '/api/search?q=sincronització']) {
      const res = await fetch(url + p);
      bodies.push({ path: p, status: res.status, body: await res.json() });
    }
    return { calls: bodies, media: await servedMedia(url, mediaDir) };
  } finally {
    app.closeAllConnections();
    await new Promise((r) => app.close(r));
    await db.destroy();
  }
}

describe('backup download', () => {
  it('is for admins only', async () => {
    expect((await server.get('/api/admin/backup')).status).toBe(401);
  });

  // The subject differs by database: one test or the other is registered, never skipped.
  if (testDialect() === 'postgres') {
    it('points to pg_dump on PostgreSQL', async () => {
      const res = await server.send('GET', '/api/admin/backup', undefined, { admin: true });
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'backup_use_pg_dump', message: expect.stringContaining('pg_dump') });
    });
    return;
  }

  it('answers a HEAD with the headers alone: no copy taken, no download in the record', async () => {
    const downloads = async () => Number((await server.db('record_entries').where({ action: 'backup.download' }).count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0);
    const before = await downloads();
    const taken = vi.spyOn(fs, 'mkdtempSync');
    try {
      const res = await server.get('/api/admin/backup', { method: 'HEAD', headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      expect([res.status, res.headers.get('content-type'), res.headers.get('content-disposition')]).toEqual([200, 'application/zip', expect.stringMatching(/^attachment; filename="/)]);
      expect(taken.mock.calls.filter(([p]) => String(p).includes('revista-backup-'))).toEqual([]);
    } finally {
      taken.mockRestore();
    }
    expect(await downloads()).toBe(before);
  });

  it('takes a cancelled download as normal use: no unexpected error is logged', async () => {
    const errors = vi.spyOn(console, 'error');
    const removed = vi.spyOn(fs, 'rmSync');
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${server.url}/api/admin/backup`, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)));
      });
      // The route removes its temporary copy once the answer has ended, sent or not.
      await vi.waitFor(() => expect(removed.mock.calls.some(([p]) => String(p).includes('revista-backup-'))).toBe(true), { timeout: 10_000 });
      // One more round trip: whatever the end of the cancelled answer logs has been logged.
      expect((await server.get('/api/health')).status).toBe(200);
      expect(errors.mock.calls.filter((args) => String(args[0]).includes('error inesperat'))).toEqual([]);
    } finally {
      errors.mockRestore();
      removed.mockRestore();
    }
  });

  it('is one file with a consistent copy of the database, taken while writes happen, and the media; restored into an empty folder it serves the same magazine and every image', async () => {
    await addEdition(server.db, 960, server.events);
    // Page views and edits keep coming in while the copy is taken.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      while (writing) {
        await server.send('POST', '/api/connections/track', { path: `/arxiu?p=${n++}`, referrer: '' }, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' } });
        await server.db('authors').update({ updated_at: new Date().toISOString() }).where('id', (await server.db('authors').first('id')).id);
      }
      return n;
    })();
    const res = await server.send('GET', '/api/admin/backup', undefined, { admin: true });
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="revista-estany-\d{4}-\d{2}-\d{2}\.zip"$/);
    const file = path.join(dir, 'download.zip');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));

    // Restore: one command into an empty folder, then a server started there.
    const empty = path.join(dir, 'restored');
    const restored = { DATABASE_FILE: path.join(empty, 'revista.sqlite'), MEDIA_DIR: path.join(empty, 'media') };
    const { stdout } = await restoreCli(file, restored);
    expect(stdout).toContain('Restaurats');
    const { db, check } = await integrity(restored.DATABASE_FILE);
    expect(check).toBe('ok');
    expect(await db('issues').where('number', 960).first()).toMatchObject({ title: 'Edició 960' });
    await db.destroy();
    const original = await servedContent(server.config.databaseFile);
    const copy = await servedContent(restored.DATABASE_FILE, restored.MEDIA_DIR);
    expect(copy.calls).toEqual(original.calls);
    // Every image and video, the imported cover included, byte for byte.
    expect(original.media.get(IMPORTED_COVER)).toMatch(/^[A-Za-z0-9+/]/);
    expect([...original.media.values()].filter((v) => v.startsWith('HTTP'))).toEqual([]);
    expect(copy.media).toEqual(original.media);

    // A restore never writes over a magazine.
    await expect(restoreCli(file, restored)).rejects.toMatchObject({ stderr: expect.stringContaining('ja existeix') });
  }, 90_000);
});

describe('the copy of the database', () => {
  it('is taken on a connection of its own: a write holding the server’s one connection neither waits for it nor is in it', async () => {
    const source = path.join(dir, 'busy.sqlite');
    const db = createDb({ databaseFile: source });
    await migrate(db);
    await addEdition(db, 980);
    const file = path.join(dir, 'busy-copy.sqlite');
    try {
      await db.transaction(async (trx) => {
        await trx('issues').where('number', 980).update({ title: 'Encara no desada' });
        // The pool's one connection is this transaction's until it ends: a copy taken on it would
        // wait for it (and this write for the copy) until knex gave up.
        await snapshotDatabase(db, file);
      });
      expect(await db('issues').where('number', 980).first()).toMatchObject({ title: 'Encara no desada' });
    } finally {
      await db.destroy();
    }
    const { db: copy, check } = await integrity(file);
    expect(check).toBe('ok');
    expect(await copy('issues').where('number', 980).first()).toMatchObject({ title: 'Edició 980' });
    await copy.destroy();
  });
});

describe('the automatic backup’s child process', { timeout: 60_000 }, () => {
  it('writes and verifies the archive, and says why it could not: the reason and its code', async () => {
    const source = path.join(dir, 'child-source.sqlite');
    const db = createDb({ databaseFile: source });
    await migrate(db);
    await addEdition(db, 990);
    await db.destroy();
    const file = path.join(dir, 'child.zip');
    const settings = { databaseFile: source, mediaStore: 'folder' as const, mediaDir };
    expect(await takeInChild(settings, file)).toEqual({ mediaFiles: (await folderMediaStore(mediaDir).list()).length });
    const restored = { databaseFile: path.join(dir, 'child-restored', 'revista.sqlite'), mediaStore: 'folder' as const, mediaDir: path.join(dir, 'child-restored', 'media') };
    await restoreBackup(file, restored);
    const { db: copy, check } = await integrity(restored.databaseFile);
    expect(check).toBe('ok');
    expect(await copy('issues').where('number', 990).first()).toMatchObject({ title: 'Edició 990' });
    await copy.destroy();

    // What is not a whole backup is refused, and nothing is restored from it.
    const notZip = path.join(dir, 'not-a-backup.zip');
    fs.writeFileSync(notZip, 'no sóc pas un zip');
    const cut = path.join(dir, 'cut-short.zip');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 100_000));
    for (const broken of [notZip, cut]) {
      const target = { ...restored, databaseFile: path.join(dir, 'broken-restored', 'revista.sqlite') };
      await expect(restoreBackup(broken, target)).rejects.toThrow(`${broken} no és una còpia de seguretat de la revista`);
      expect(fs.existsSync(target.databaseFile)).toBe(false);
    }

    await expect(takeInChild(settings, file)).rejects.toThrow(`${file} ja existeix`);
    await expect(takeInChild(settings, path.join(dir, 'no-such-folder', 'child.zip'))).rejects.toMatchObject({ code: 'ENOENT', message: expect.stringContaining('no such file or directory') });
  });
});

describe('backup with the media in the database (MEDIA_STORE=database)', () => {
  it('is the database alone, and restored it serves the images it holds', async () => {
    const source = path.join(dir, 'media-in-db.sqlite');
    const db = createDb({ databaseFile: source });
    await migrate(db);
    const cover = fs.readFileSync(path.join(mediaDir, IMPORTED_COVER));
    await databaseMediaStore(db).put(IMPORTED_COVER, cover);
    const file = path.join(dir, 'media-in-db.zip');
    expect(await writeBackup(db, { mediaStore: 'database', mediaDir: path.join(dir, 'unused-media') }, file)).toMatchObject({ mediaFiles: 0, media: new Map() });
    await db.destroy();

    const target = { databaseFile: path.join(dir, 'media-in-db-restored', 'revista.sqlite'), mediaStore: 'database' as const, mediaDir: path.join(dir, 'unused-media') };
    expect(await restoreBackup(file, target)).toEqual({ mediaFiles: 0 });
    const restored = createDb({ databaseFile: target.databaseFile });
    expect((await databaseMediaStore(restored).read(IMPORTED_COVER))?.equals(cover)).toBe(true);
    await restored.destroy();
    expect(fs.existsSync(target.mediaDir)).toBe(false);
  });
});

// Each case starts the CLI through tsx, a few seconds apiece on a busy machine.
describe('npm run backup', { timeout: 90_000 }, () => {
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'server/main.ts', 'backup', ...args], { env: { ...process.env, ...env } });
  const source = path.join(dir, 'source.sqlite');

  beforeAll(async () => {
    const db = createDb({ databaseFile: source });
    await migrate(db);
    await addEdition(db, 970);
    await db.destroy();
  });

  it('writes the backup file (an online copy of the SQLite database, and the media) to the file given', async () => {
    const file = path.join(dir, 'cli.zip');
    const { stdout } = await cli([file], { DATABASE_FILE: source, MEDIA_DIR: mediaDir });
    expect(stdout).toContain(file);
    const restored = { DATABASE_FILE: path.join(dir, 'cli-restored', 'revista.sqlite'), MEDIA_DIR: path.join(dir, 'cli-restored', 'media') };
    await restoreCli(file, restored);
    expect(fs.readFileSync(path.join(restored.MEDIA_DIR, IMPORTED_COVER)).equals(fs.readFileSync(path.join(mediaDir, IMPORTED_COVER)))).toBe(true);
    const { db, check } = await integrity(restored.DATABASE_FILE);
    expect(check).toBe('ok');
    expect(await db('issues').where('number', 970).first()).toMatchObject({ title: 'Edició 970' });
    expect(await db('articles').count({ n: '*' })).toEqual([{ n: 2 }]);
    await db.destroy();
  });

  it('refuses to overwrite a file and to copy a database that does not exist', async () => {
    const existing = path.join(dir, 'existing.sqlite');
    fs.writeFileSync(existing, 'keep me');
    await expect(cli([existing], { DATABASE_FILE: source })).rejects.toMatchObject({ stderr: expect.stringContaining('ja existeix: tria un altre fitxer') });
    expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');
    await expect(cli([path.join(dir, 'x.sqlite')], { DATABASE_FILE: path.join(dir, 'missing.sqlite') })).rejects.toMatchObject({ stderr: expect.stringContaining('no hi ha res per copiar') });
  });

  it('on PostgreSQL prints the pg_dump command and exits non-zero', async () => {
    await expect(cli([path.join(dir, 'pg.sqlite')], { DATABASE_URL: 'postgres://revista@127.0.0.1:1/revista' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('pg_dump'),
    });
    expect(fs.existsSync(path.join(dir, 'pg.sqlite'))).toBe(false);
  });
});
