/**
 * Two real server processes (`node --import tsx server/main.ts start`) on one PostgreSQL database,
 * as two instances behind a load balancer, with media in the database: nothing a reader or an
 * editor does may depend on which instance answers. An import runs as a third process (`npm run
 * import`). Only in the api-postgres project (*.postgres.test.ts): several instances are a
 * PostgreSQL deployment.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Issue } from '../../common/types.js';
import { CONTENT_CHANNEL } from '../../server/content/broadcast.js';
import { createDb } from '../../server/db/connection.js';
import { copyTestDatabase, TEST_ADMIN_TOKEN } from './harness.js';
import { instanceEnv, startServerProcess, stopServerProcess, type ServerProcess } from './serverProcess.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const TRACK_LIMIT = 5;

type Instance = ServerProcess;

let dir: string;
let env: NodeJS.ProcessEnv;
let removeDatabase: () => Promise<void>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-two-'));
  const database = await copyTestDatabase(dir);
  removeDatabase = database.remove;
  env = instanceEnv(dir, database.env, TEST_ADMIN_TOKEN, { TRACK_RATE_LIMIT: String(TRACK_LIMIT) });
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});

afterAll(async () => {
  await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
  await removeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const beacon = (instance: Instance, body: object, ip: string) =>
  fetch(`${instance.url}/api/connections/track`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX, 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });

async function signIn(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: TEST_ADMIN_TOKEN }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Asks until `check` holds; fails when it does not within `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two server processes on one database', () => {
  it('accepts on one instance an admin session signed in on the other', async () => {
    const cookie = await signIn(a);
    const check = await fetch(`${b.url}/api/admin/session`, { headers: { Cookie: cookie } });
    expect(await check.json()).toMatchObject({ authenticated: true, actor: { kind: 'operator' } });
    expect((await fetch(`${b.url}/api/connections/live`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("ends a suspended person's sessions and personal tokens on the other instance within 2 s", async () => {
    const person = { name: 'Persona Dues Instàncies', email: 'dues@revista.test', role: 'editor', password: 'una frase prou llarga per provar' };
    const operator = { 'Content-Type': 'application/json', Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    // Invited on one instance, the invitation accepted on the other.
    const invited = await fetch(`${a.url}/api/admin/invitations`, { method: 'POST', headers: operator, body: JSON.stringify({ email: person.email, role: person.role }) });
    const token = ((await invited.json()) as { link: string }).link.split('/').pop()!;
    const accepted = await fetch(`${b.url}/api/admin/invitation/${token}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: person.name, password: person.password }) });
    const { actor } = (await accepted.json()) as { actor: { id: number } };
    const id = actor.id;
    const signedIn = await fetch(`${b.url}/api/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: person.email, password: person.password }) });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const made = await fetch(`${b.url}/api/admin/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ name: 'Script', role: 'editor' }) });
    const { secret } = (await made.json()) as { secret: string };
    const editions = () => fetch(`${b.url}/api/admin/editions`, { headers: { Cookie: cookie } });
    const byToken = () => fetch(`${b.url}/api/admin/editions`, { headers: { Authorization: `Bearer ${secret}` } });
    expect((await editions()).status).toBe(200);
    expect((await byToken()).status).toBe(200);
    await fetch(`${a.url}/api/admin/people/${id}`, { method: 'PATCH', headers: operator, body: JSON.stringify({ status: 'suspended' }) });
    await within(2000, async () => (await editions()).status === 401 && (await byToken()).status === 401);
  });

  it("shows a page view recorded on one instance in the other's live figures", async () => {
    const cookie = await signIn(b);
    const recorded = await beacon(a, { path: '/llibres/vista-des-de-a' }, '81.45.20.1');
    expect(await recorded.json()).toMatchObject({ success: true, recorded: true });
    const live = (await (await fetch(`${b.url}/api/connections/live`, { headers: { Cookie: cookie } })).json()) as {
      activeSessions: number;
      activePages: { path: string; views: number }[];
    };
    expect(live.activeSessions).toBeGreaterThanOrEqual(1);
    expect(live.activePages).toContainEqual({ path: '/llibres/vista-des-de-a', views: 1 });
  });

  it('holds the rate limit per client across both instances, not per instance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TRACK_LIMIT + 2; i++) statuses.push((await beacon(i % 2 === 0 ? a : b, { path: '/' }, '81.45.20.2')).status);
    expect(statuses).toEqual([...Array<number>(TRACK_LIMIT).fill(200), 429, 429]);
  });

  it('empties both instances’ caches when an import is published, and serves its image from either', async () => {
    const latest = async (instance: Instance) => ((await (await fetch(`${instance.url}/api/issues/latest`)).json()) as { issue: Issue }).issue.number;
    // Cached on both before the import.
    const before = await latest(b);
    expect(before).toBeLessThan(900);
    expect(await latest(a)).toBe(before);
    expect((await fetch(`${b.url}/api/images/estany-importat.png`)).status).toBe(404);

    const folder = path.join(dir, 'import');
    fs.mkdirSync(path.join(folder, 'media'), { recursive: true });
    const image = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000100000000808020000', 'hex'), Buffer.alloc(64, 7)]);
    fs.writeFileSync(path.join(folder, 'media', 'estany-importat.png'), image);
    fs.writeFileSync(path.join(folder, 'issues.json'), JSON.stringify([{ _id: 'two-1', number: 900, publicationDate: '2031-01-01', title: 'Edició de dues instàncies', articlesOrder: ['two-a'] }]));
    fs.writeFileSync(
      path.join(folder, 'articles.json'),
      JSON.stringify([
        {
          _id: 'two-a',
          title: 'Un article importat',
          section: 'llibres',
          url: 'un-article-importat',
          summary: 'Resum.',
          text: [{ type: 'paragraph', content: 'Text.' }],
          authors: ['Autora de Prova'],
          imageCard: 'estany-importat.png',
          data: '1/1/2031',
          issueNumber: 900,
        },
      ]),
    );
    fs.writeFileSync(path.join(folder, 'authors.json'), JSON.stringify([{ _id: 'two-author', name: 'Autora de Prova' }]));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts', 'import', folder], { env });
    expect(stdout).toMatch(/Importats: 1 edicions, 1 articles, 1 autors, 1 fitxers multimèdia/);

    // Announced at once (NOTIFY): a few requests at most, no cache lifetime to wait out.
    await within(1000, async () => (await latest(b)) === 900);
    await within(1000, async () => (await latest(a)) === 900);
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/images/estany-importat.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    }
  });
});

describe('the content-change listener', () => {
  it('reconnects when its connection is cut, and hears the next change', async () => {
    const db = createDb({ databaseFile: '', databaseUrl: env.DATABASE_URL });
    try {
      const listeners = async () =>
        (await db.raw<{ rows: { pid: number }[] }>("select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'")).rows;
      expect(await listeners()).toHaveLength(2);
      await db.raw('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike ?', ['LISTEN%']);
      // Both instances reconnect (after half a second) and listen again.
      await within(5000, async () => (await listeners()).length === 2);
      const title = async (instance: Instance) => ((await (await fetch(`${instance.url}/api/issues/latest`)).json()) as { issue: Issue }).issue.title;
      await Promise.all([title(a), title(b)]);
      await db('issues').where('number', 900).update({ title: 'Escoltat després de reconnectar' });
      await db.raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, 'another-process']);
      await within(1000, async () => (await title(a)) === 'Escoltat després de reconnectar' && (await title(b)) === 'Escoltat després de reconnectar');
    } finally {
      await db.destroy();
    }
  });
});

describe('content events between the instances', () => {
  const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
  const deskCall = async <T>(instance: Instance, method: string, pathname: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${instance.url}/api/admin/desk${pathname}`, { method, headers: admin, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(res.ok, `${method} ${pathname}`).toBe(true);
    return (await res.json()) as T;
  };
  const latest = async (instance: Instance, headers: Record<string, string> = {}) =>
    (await (await fetch(`${instance.url}/api/issues/latest`, { headers })).json()) as { issue: Issue; articles: { _id: string; title: string }[] };

  it('carry a draft’s save to the other instance’s previews only, and a publication to its readers', async () => {
    const { number } = await deskCall<{ number: number }>(a, 'GET', '/editions/next-number');
    await deskCall(a, 'POST', '/editions', { number, title: 'Edició en preparació', description: 'Una edició de prova', publicationDate: '2031-06-01' });
    const fields = { section: 'articles', title: 'Primera versió', authors: ['Autora de Prova'], data: '1/6/2031', summary: 'Resum', text: [{ type: 'paragraph', content: 'Text.' }] };
    const draft = await deskCall<{ revision: number; article: { _id: string } }>(a, 'POST', `/editions/${number}/articles`, fields);
    // Both audiences cached on b, after the creation's events reached it.
    await within(1000, async () => (await latest(b, admin)).articles.some((x) => x.title === 'Primera versió'));
    const readers = await latest(b);
    expect(readers.issue.number).toBeLessThan(number);

    const db = createDb({ databaseFile: '', databaseUrl: env.DATABASE_URL });
    try {
      // Behind both instances' backs: shown only by an answer made again.
      await db('articles').where('id', readers.articles[0]!._id).update({ title: 'Canviat per sota' });
      await deskCall(a, 'PUT', `/articles/${draft.article._id}`, { ...fields, baseRevision: draft.revision, title: 'Segona versió' });
      await within(1000, async () => (await latest(b, admin)).articles.some((x) => x.title === 'Segona versió'));
      expect((await latest(b)).articles[0]!.title).toBe(readers.articles[0]!.title);

      // Published as an editor who confirms the text not accepted (the publish gate, issue 28).
      const publish = await fetch(`${a.url}/api/admin/editions/${number}/publish`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ confirmNotAccepted: [draft.article._id] }),
      });
      expect(publish.status).toBe(200);
      await within(1000, async () => (await latest(b)).issue.number === number);
      expect((await latest(b)).articles.map((x) => x.title)).toEqual(['Segona versió']);
      await db('articles').where('id', readers.articles[0]!._id).update({ title: readers.articles[0]!.title });
    } finally {
      await db.destroy();
    }
  });
});
