/**
 * Scheduled publication with two real server processes on one PostgreSQL database (issue 28).
 * Two processes whose ticks meet: both find every edition due, both enter the publication's
 * transaction, and their claims reach the database at the same moment (a barrier the test holds,
 * scheduleTickChild.ts); each edition is published exactly once (one record entry). Then two
 * servers as main.ts starts them, after a stop that spanned the minute: both publish on start,
 * once, late, saying so, and readers of either see the editions. Only in the api-postgres
 * project: several instances are a PostgreSQL deployment.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/connection.js';
import { copyTestDatabase, TEST_ADMIN_TOKEN } from './harness.js';
import { instanceEnv, startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.js';
import { editionPackage } from './packageFixture.js';

const EDITIONS = Array.from({ length: 8 }, (_, i) => 880 + i);
const RACED = Array.from({ length: 4 }, (_, i) => 890 + i);

let dir: string;
let env: NodeJS.ProcessEnv;
let removeDatabase: () => Promise<void>;
let db: Db;
const running: ServerProcess[] = [];

async function startInstance(): Promise<ServerProcess> {
  const instance = await startServerProcess(env);
  running.push(instance);
  return instance;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-schedule-two-'));
  const database = await copyTestDatabase(dir);
  removeDatabase = database.remove;
  env = instanceEnv(dir, database.env, TEST_ADMIN_TOKEN, { LOG_LEVEL: 'warn' });
  db = createDb({ databaseFile: '', databaseUrl: database.env.DATABASE_URL });
});

afterAll(async () => {
  await Promise.all(running.map(stopServerProcess));
  await db?.destroy();
  await removeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The drafts, stored through the app in this process on the same database (a server process would cost one more start). */
async function storeDrafts(numbers: number[]): Promise<void> {
  const server = createServer({ db, config: loadConfig(env) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const number of numbers) {
    const res = await fetch(`${url}/api/admin/packages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
      body: Buffer.from(editionPackage({ number, tag: `prog${number}`, word: `programada${number}` })),
    });
    expect(res.status, await res.text()).toBe(201);
  }
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Scheduled for `publishAt`, as an editor's schedule is stored. */
const scheduleAll = (numbers: number[], publishAt: string) =>
  db('edition_schedules').insert(numbers.map((number) => ({ issue_number: number, publish_at: publishAt, retry_at: publishAt, scheduled_by_person_id: null, scheduled_by_name: 'Clau d’operador', scheduled_at: publishAt, attempts: 0 })));

async function entriesPerEdition(numbers: number[]): Promise<[string, number][]> {
  const rows = (await db('record_entries').where({ action: 'edition.publishScheduled' }).whereIn('subject_id', numbers.map(String)).select('subject_id').count({ n: '*' }).groupBy('subject_id')) as { subject_id: string; n: string | number }[];
  return rows.map((e): [string, number] => [e.subject_id, Number(e.n)]).sort();
}

/** A process of scheduleTickChild.ts, ready for its tick. */
function tickChild(tickAt: string): Promise<ChildProcess> {
  const child = fork(path.resolve('tests/api/scheduleTickChild.ts'), [], { execArgv: ['--import', 'tsx'], env: { ...env, TICK_AT: tickAt }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.on('exit', (code) => code !== 0 && reject(new Error(`tick process exited with ${code}`)));
  });
}

describe('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    await storeDrafts([...RACED, ...EDITIONS]);
  }, 120_000);

  it('publish each edition once when their claims meet at the same moment', async () => {
    const publishAt = new Date(Date.now() - 1000).toISOString();
    await scheduleAll(RACED, publishAt);

    const children = await Promise.all([tickChild(new Date().toISOString()), tickChild(new Date().toISOString())]);
    // Each edition's claims are let go together, once both processes hold a transaction at them.
    const arrived = new Map<number, number>();
    const ticked = children.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.on('message', (m: { atClaim?: number; ticked?: boolean }) => {
            if (m.ticked) resolve();
            if (m.atClaim === undefined) return;
            arrived.set(m.atClaim, (arrived.get(m.atClaim) ?? 0) + 1);
            if (arrived.get(m.atClaim) === 2) for (const c of children) c.send({ go: m.atClaim });
          });
        }),
    );
    for (const child of children) child.send({ tick: true });
    await Promise.all(ticked);

    expect(Object.fromEntries(arrived)).toEqual(Object.fromEntries(RACED.map((n) => [n, 2])));
    expect(await entriesPerEdition(RACED)).toEqual(RACED.map((n) => [String(n), 1]));
    expect(await db('issues').whereIn('number', RACED).pluck('status')).toEqual(RACED.map(() => 'published'));
    expect(Number((await db('edition_schedules').count({ n: '*' }))[0]!.n)).toBe(0);
  }, 180_000);

  it('publish on start, once, what fell due while both were stopped, and readers of either see it', async () => {
    // Scheduled for a minute that passed while no instance ran.
    await scheduleAll(EDITIONS, new Date(Date.now() - 60_000).toISOString());

    const [a, b] = await Promise.all([startInstance(), startInstance()]);
    await expect.poll(async () => Number((await db('edition_schedules').count({ n: '*' }))[0]!.n), { timeout: 30_000 }).toBe(0);

    const statuses = await db('issues').whereIn('number', EDITIONS).pluck('status');
    expect(statuses).toEqual(EDITIONS.map(() => 'published'));
    expect(await entriesPerEdition(EDITIONS)).toEqual(EDITIONS.map((n) => [String(n), 1]));
    // Late: the record says the server was not running at the minute.
    const summaries = await db('record_entries').where({ action: 'edition.publishScheduled' }).whereIn('subject_id', EDITIONS.map(String)).pluck('summary');
    for (const summary of summaries) expect(summary).toMatch(/el servidor no estava en marxa a l’hora programada/);

    // Readers of either instance see every one.
    for (const instance of [a, b]) {
      for (const number of EDITIONS) expect((await fetch(`${instance.url}/api/issues/number/${number}`)).status, `${instance.url} ${number}`).toBe(200);
    }
  }, 180_000);
});
