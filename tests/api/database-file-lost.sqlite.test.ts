/**
 * The SQLite file damaged under a running server (decision 0009: nothing acknowledged is lost, no
 * 500, the process keeps running). Deleted or replaced, the open connection would go on writing
 * the unlinked file: every write answered 201 and gone at the next start, health green. Shortened,
 * memory-mapped reads ended the process with SIGBUS. Real server processes: a signal would take a
 * test worker down with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTestDatabase, TEST_ADMIN_TOKEN } from './harness.js';
import { instanceEnv, startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.js';

const running: ServerProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await stopServerProcess(server);
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serverOnCopy(): Promise<{ url: string; file: string; server: ServerProcess }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-file-lost-'));
  folders.push(dir);
  const database = await copyTestDatabase(dir);
  const server = await startServerProcess(instanceEnv(dir, database.env, TEST_ADMIN_TOKEN, { LOG_LEVEL: 'fatal' }));
  running.push(server);
  return { url: server.url, file: database.env.DATABASE_FILE!, server };
}

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

async function expectUnavailable(res: Response): Promise<void> {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unavailable');
}

describe('the database file damaged under a running server', () => {
  it('deleted: writes are refused with 503, never acknowledged; health says unavailable, live stays up', async () => {
    const { url, file } = await serverOnCopy();
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });

    await expectUnavailable(await fetch(`${url}/api/authors`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Autora Esborrada' }) }));
    // A write looks at the file at once; reads (the health checks' too) within a second.
    await expectUnavailable(await fetch(`${url}/api/authors`));
    expect((await fetch(`${url}/api/health`)).status).toBe(503);
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { database: boolean } }).checks.database).toBe(false);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    // The server never made a new, empty file in its place.
    expect(fs.existsSync(file)).toBe(false);
  });

  it('replaced by another file: its writes go nowhere either', async () => {
    const { url, file } = await serverOnCopy();
    const copy = `${file}.copy`;
    fs.copyFileSync(file, copy);
    fs.renameSync(copy, file);

    await expectUnavailable(await fetch(`${url}/api/authors`, { method: 'POST', headers: admin, body: JSON.stringify({ name: 'Autora Substituïda' }) }));
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(503);
  });

  it('shortened: reads answer 503 and the process keeps running', async () => {
    const { url, file, server } = await serverOnCopy();
    fs.truncateSync(file, 4096);

    const res = await fetch(`${url}/api/articles?page=9&limit=3`);
    expect(res.status).toBe(503);
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
