/**
 * The record is complete (issue 27): generated from the contract, every staff route that is not a
 * GET (and every GET that declares an act) is called with valid input, once for each act it
 * declares, and the record then holds an entry of the act, by whoever called (the operator's key,
 * or a person for their own sessions, passkeys and tokens). A route without a declaration fails here, and
 * so does one the table below cannot call: none is skipped. Routes that declare 'none' change
 * nothing, and leave no entry. (Sign-ins have no role and are recorded by their handlers: record.test.ts.)
 *
 * Set-up the calls need: authors and articles are created first; editions come from packages
 * (publish, withdraw, discard, 'Publica al web'); a correction needs a published article; the sync
 * routes and 'Publica al web' need a public site (a second server); the backup is SQLite's only
 * (409 on PostgreSQL, and so no entry); passkeys need the desk's public address to be a domain, and
 * a person signed in (the software authenticator of the passkeys' tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, MediaItem } from '../../common/api/desk.js';
import { API_ROUTES, type ApiRoute } from '../../common/api/index.js';
import type { PasskeyView } from '../../common/api/passkeys.js';
import type { StaffSessionView } from '../../common/api/people.js';
import type { RecordEntry } from '../../common/api/record.js';
import type { PersonalTokenView } from '../../common/api/tokens.js';
import { recordActs } from '../../common/record.js';
import type { SyncStatus } from '../../common/sync.js';
import { ADMIN, articleFields, confirmingAll, newArticle, newEdition, saveBody, testImage, uploadMedia } from './deskFixture.js';
import { startTestServer, testDialect, type TestServer } from './harness.js';
import { editionPackage } from './packageFixture.js';
import { STAFF_SITE, SoftAuthenticator } from './softAuthenticator.js';
import { addPerson, invite, personalToken, signIn, withCookie } from './staffFixture.js';

const SITE = STAFF_SITE;

let site: TestServer;
let desk: TestServer;
let siteToken: string;
let root: string;
/** A contributor signed in: their own sessions and passkeys. */
let writer: { name: string; email: string; cookie: string };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-record-'));
  site = await startTestServer();
  // The desk's credential there: an administrator's personal token, never the site's operator key.
  siteToken = (await personalToken(site, 'Administradora del web', 'admin')).secret;
  desk = await startTestServer({ remoteUrl: site.url, remoteToken: siteToken, mediaDir: path.join(root, 'media'), publicUrl: SITE.origin });
  const added = await addPerson(desk, 'Redactora del registre', 'contributor');
  writer = { name: added.name, email: added.email, cookie: await signIn(desk, added.email) };
});

afterAll(async () => {
  await desk?.close();
  await site?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const ok = async (res: Response | Promise<Response>, status?: number): Promise<Response> => {
  const answer = await res;
  if (status !== undefined) expect(answer.status, await answer.clone().text()).toBe(status);
  else expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return answer;
};

const admin = (server: TestServer, method: string, pathname: string, body?: unknown) => server.send(method, pathname, body, { admin: true });
const json = async <T>(res: Response | Promise<Response>, status?: number): Promise<T> => (await (await ok(res, status)).json()) as T;

let serial = 0;
const next = () => (serial += 1);

async function author(): Promise<string> {
  return (await json<{ _id: string }>(admin(desk, 'POST', '/api/authors', { name: `Autora del registre ${next()}` }), 201))._id;
}

async function draftEdition(): Promise<number> {
  const number = 600 + next();
  await ok(desk.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: Buffer.from(editionPackage({ number, tag: `reg${number}`, word: `registre${number}` })) }), 201);
  return number;
}

async function article(): Promise<DeskArticle> {
  const edition = await newEdition(desk, `Edició del registre ${next()}`);
  return newArticle(desk, edition.issue.number, articleFields(`Article del registre ${next()}`));
}

/** A published article with a pending correction. */
async function corrected(): Promise<DeskArticle> {
  const draft = await article();
  await ok(admin(desk, 'POST', `/api/admin/editions/${draft.article.issueNumber}/publish`, await confirmingAll(desk, draft.article.issueNumber)));
  return json<DeskArticle>(admin(desk, 'PUT', `/api/admin/desk/articles/${draft.article._id}`, saveBody(draft, { title: 'Títol corregit' })));
}

/** An article handed in for review; its id. */
async function handedIn(): Promise<string> {
  const { article: { _id } } = await article();
  await ok(admin(desk, 'POST', `/api/admin/desk/articles/${_id}/review/hand-in`, {}));
  return _id;
}

async function media(): Promise<string> {
  return (await json<MediaItem>(uploadMedia(desk, await testImage(40, 30), `?name=registre-${next()}.jpg&alt=Un+quadre`), 201)).name;
}

async function syncIdle(): Promise<void> {
  await expect.poll(async () => (await json<SyncStatus>(admin(desk, 'GET', '/api/admin/sync'))).state, { timeout: 90_000 }).not.toBe('running');
}

/** A person added for a call that changes them. */
async function person(): Promise<number> {
  return (await addPerson(desk, `Persona del registre ${next()}`, 'contributor')).id;
}

/** Adds a passkey to the writer through the two calls a browser makes. */
async function passkey(): Promise<PasskeyView> {
  const options = await json<Parameters<SoftAuthenticator['register']>[0]>(withCookie(desk, writer.cookie, 'POST', '/api/admin/passkeys/options'));
  return json<PasskeyView>(withCookie(desk, writer.cookie, 'POST', '/api/admin/passkeys', { name: `Clau ${next()}`, response: new SoftAuthenticator(SITE).register(options) }), 201);
}

/** A minute to schedule an edition at, long after the test runs. */
const SOME_MINUTE = { date: '2099-06-01', time: '10:00', expected: null };

/** The call's answer, on which server, and by whom when not the operator's key (a person's name). */
type Call = () => Promise<{ server: TestServer; res: Response; by?: string }>;
const on = (server: TestServer) => async (res: Promise<Response>) => ({ server, res: await res });
const asWriter = async (res: Promise<Response>) => ({ server: desk, res: await res, by: writer.name });

/** How each route is called, by 'METHOD /path'. */
const CALLS: Record<string, Call> = {
  'POST /authors': () => on(desk)(admin(desk, 'POST', '/api/authors', { name: 'Autora nova' })),
  'PUT /authors/{id}': async () => on(desk)(admin(desk, 'PUT', `/api/authors/${await author()}`, { profession: 'Poeta' })),
  'DELETE /authors/{id}': async () => on(desk)(admin(desk, 'DELETE', `/api/authors/${await author()}`)),
  'POST /authors/{id}/reactivate': async () => {
    const id = await author();
    await ok(admin(desk, 'DELETE', `/api/authors/${id}`));
    return on(desk)(admin(desk, 'POST', `/api/authors/${id}/reactivate`));
  },
  'POST /analytics/export': () => on(desk)(admin(desk, 'POST', '/api/analytics/export', { startDate: '2026-01-01', endDate: '2026-01-02', format: 'csv' })),
  'DELETE /analytics/cleanup': () => on(desk)(admin(desk, 'DELETE', '/api/analytics/cleanup')),
  'POST /connections/export': () => on(desk)(admin(desk, 'POST', '/api/connections/export', { format: 'csv' })),
  'DELETE /connections/cleanup': () => on(desk)(admin(desk, 'DELETE', '/api/connections/cleanup')),
  'POST /connections/sessions/close-inactive': () => on(desk)(admin(desk, 'POST', '/api/connections/sessions/close-inactive', {})),
  // On the public site's server: the desk's own address of it stays as it is.
  'PUT /admin/remote': () => on(site)(admin(site, 'PUT', '/api/admin/remote', { url: site.url, credential: siteToken })),
  'DELETE /admin/remote': () => on(site)(admin(site, 'DELETE', '/api/admin/remote')),
  'GET /admin/backup': () => on(desk)(admin(desk, 'GET', '/api/admin/backup')),
  'POST /admin/packages': async () => on(desk)(desk.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: Buffer.from(editionPackage({ number: 590, tag: 'reg590', word: 'registreu' })) })),
  'POST /admin/editions/{number}/publish': async () => on(desk)(admin(desk, 'POST', `/api/admin/editions/${await draftEdition()}/publish`)),
  'POST /admin/editions/{number}/withdraw': async () => {
    const number = await draftEdition();
    await ok(admin(desk, 'POST', `/api/admin/editions/${number}/publish`));
    return on(desk)(admin(desk, 'POST', `/api/admin/editions/${number}/withdraw`));
  },
  'DELETE /admin/editions/{number}': async () => on(desk)(admin(desk, 'DELETE', `/api/admin/editions/${await draftEdition()}`)),
  'PUT /admin/editions/{number}/schedule': async () => on(desk)(admin(desk, 'PUT', `/api/admin/editions/${await draftEdition()}/schedule`, SOME_MINUTE)),
  'DELETE /admin/editions/{number}/schedule': async () => {
    const number = await draftEdition();
    await ok(admin(desk, 'PUT', `/api/admin/editions/${number}/schedule`, SOME_MINUTE));
    return on(desk)(admin(desk, 'DELETE', `/api/admin/editions/${number}/schedule`));
  },
  'POST /admin/editions/{number}/publish-remote edition.publishRemote': async () => on(desk)(admin(desk, 'POST', `/api/admin/editions/${await draftEdition()}/publish-remote`)),
  'POST /admin/editions/{number}/publish-remote edition.scheduleRemote': async () =>
    on(desk)(admin(desk, 'POST', `/api/admin/editions/${await draftEdition()}/publish-remote`, { at: { date: SOME_MINUTE.date, time: SOME_MINUTE.time } })),
  'POST /admin/sync': async () => {
    await syncIdle();
    const answer = await on(desk)(admin(desk, 'POST', '/api/admin/sync'));
    await syncIdle();
    return answer;
  },
  'POST /admin/sync/deletions': async () => {
    await syncIdle();
    return on(desk)(admin(desk, 'POST', '/api/admin/sync/deletions', { delete: [] }));
  },
  'POST /admin/desk/editions': async () => {
    const { number } = await json<{ number: number }>(admin(desk, 'GET', '/api/admin/desk/editions/next-number'));
    return on(desk)(admin(desk, 'POST', '/api/admin/desk/editions', { number, title: 'Edició nova', description: 'Una edició', publicationDate: '2031-03-01' }));
  },
  'PUT /admin/desk/editions/{number}': async () => {
    const { issue } = await newEdition(desk, 'Edició per editar');
    return on(desk)(admin(desk, 'PUT', `/api/admin/desk/editions/${issue.number}`, { title: 'Edició editada', description: 'Una edició', publicationDate: '2031-03-01' }));
  },
  'POST /admin/desk/editions/{number}/articles': async () => {
    const { issue } = await newEdition(desk, 'Edició amb article');
    return on(desk)(admin(desk, 'POST', `/api/admin/desk/editions/${issue.number}/articles`, articleFields('Un article <em>nou</em>')));
  },
  'POST /admin/desk/sanitize': () => on(desk)(admin(desk, 'POST', '/api/admin/desk/sanitize', { html: '<p>Hola</p>', kind: 'rich' })),
  'POST /admin/desk/slug': () => on(desk)(admin(desk, 'POST', '/api/admin/desk/slug', { section: 'articles', title: 'Un títol' })),
  'PUT /admin/desk/articles/{id}': async () => {
    const current = await article();
    return on(desk)(admin(desk, 'PUT', `/api/admin/desk/articles/${current.article._id}`, saveBody(current, { title: 'Títol desat' })));
  },
  'DELETE /admin/desk/articles/{id}': async () => on(desk)(admin(desk, 'DELETE', `/api/admin/desk/articles/${(await article()).article._id}`)),
  'POST /admin/desk/articles/{id}/revisions/{revision}/restore': async () => {
    const first = await article();
    const second = await json<DeskArticle>(admin(desk, 'PUT', `/api/admin/desk/articles/${first.article._id}`, saveBody(first, { title: 'Segona versió' })));
    return on(desk)(admin(desk, 'POST', `/api/admin/desk/articles/${first.article._id}/revisions/1/restore`, { baseRevision: second.revision }));
  },
  'POST /admin/desk/articles/{id}/review/hand-in': async () => on(desk)(admin(desk, 'POST', `/api/admin/desk/articles/${(await article()).article._id}/review/hand-in`, {})),
  'POST /admin/desk/articles/{id}/review/accept': async () => on(desk)(admin(desk, 'POST', `/api/admin/desk/articles/${await handedIn()}/review/accept`, {})),
  'POST /admin/desk/articles/{id}/review/return': async () => on(desk)(admin(desk, 'POST', `/api/admin/desk/articles/${await handedIn()}/review/return`, { note: 'Cal una conclusió.' })),
  'POST /admin/desk/articles/{id}/correction/publish': async () => on(desk)(admin(desk, 'POST', `/api/admin/desk/articles/${(await corrected()).article._id}/correction/publish`, {})),
  'DELETE /admin/desk/articles/{id}/correction': async () => on(desk)(admin(desk, 'DELETE', `/api/admin/desk/articles/${(await corrected()).article._id}/correction`, {})),
  'POST /admin/desk/media': async () => on(desk)(uploadMedia(desk, await testImage(30, 20), '?name=registre-nou.jpg&alt=Un+quadre')),
  'PUT /admin/desk/media/{name}': async () => on(desk)(uploadMedia(desk, await testImage(50, 20), '', 'image/jpeg', 'PUT', `/${await media()}`)),
  'PATCH /admin/desk/media/{name}': async () => on(desk)(admin(desk, 'PATCH', `/api/admin/desk/media/${await media()}`, { alt: 'Un altre text' })),
  'DELETE /admin/desk/media/{name}': async () => on(desk)(admin(desk, 'DELETE', `/api/admin/desk/media/${await media()}`)),
  'POST /admin/invitations': () => on(desk)(admin(desk, 'POST', '/api/admin/invitations', { email: `convidada.${next()}@revista.test`, role: 'editor' })),
  'DELETE /admin/invitations/{id}': async () => on(desk)(admin(desk, 'DELETE', `/api/admin/invitations/${(await invite(desk, `anul.lada.${next()}@revista.test`, 'contributor')).id}`)),
  'POST /admin/people/{id}/password-reset': async () => on(desk)(admin(desk, 'POST', `/api/admin/people/${await person()}/password-reset`)),
  'PATCH /admin/people/{id} person.role': async () => on(desk)(admin(desk, 'PATCH', `/api/admin/people/${await person()}`, { role: 'editor' })),
  'PATCH /admin/people/{id} person.suspend': async () => on(desk)(admin(desk, 'PATCH', `/api/admin/people/${await person()}`, { status: 'suspended' })),
  'PATCH /admin/people/{id} person.reactivate': async () => {
    const id = await person();
    await ok(admin(desk, 'PATCH', `/api/admin/people/${id}`, { status: 'suspended' }));
    return on(desk)(admin(desk, 'PATCH', `/api/admin/people/${id}`, { status: 'active' }));
  },
  'DELETE /admin/sessions/{id}': async () => {
    const other = await signIn(desk, writer.email);
    const { sessions } = await json<{ sessions: StaffSessionView[] }>(withCookie(desk, other, 'GET', '/api/admin/sessions'));
    return asWriter(withCookie(desk, writer.cookie, 'DELETE', `/api/admin/sessions/${sessions.find((s) => s.current)!.id}`));
  },
  'DELETE /admin/sessions': async () => {
    // A person of their own: ending every session signs them out too.
    const added = await addPerson(desk, `Persona que surt ${next()}`, 'contributor');
    const cookie = await signIn(desk, added.email);
    return { server: desk, res: await withCookie(desk, cookie, 'DELETE', '/api/admin/sessions'), by: added.name };
  },
  'POST /admin/passkeys/options': () => asWriter(withCookie(desk, writer.cookie, 'POST', '/api/admin/passkeys/options')),
  'POST /admin/passkeys': async () => {
    const options = await json<Parameters<SoftAuthenticator['register']>[0]>(withCookie(desk, writer.cookie, 'POST', '/api/admin/passkeys/options'));
    return asWriter(withCookie(desk, writer.cookie, 'POST', '/api/admin/passkeys', { name: 'Telèfon', response: new SoftAuthenticator(SITE).register(options) }));
  },
  'PATCH /admin/passkeys/{id}': async () => asWriter(withCookie(desk, writer.cookie, 'PATCH', `/api/admin/passkeys/${(await passkey()).id}`, { name: 'Portàtil' })),
  'DELETE /admin/passkeys/{id}': async () => asWriter(withCookie(desk, writer.cookie, 'DELETE', `/api/admin/passkeys/${(await passkey()).id}`)),
  'POST /admin/tokens': () => asWriter(withCookie(desk, writer.cookie, 'POST', '/api/admin/tokens', { name: `Script ${next()}`, role: 'contributor' })),
  'DELETE /admin/tokens/{id}': async () => {
    const { token } = await json<{ token: PersonalTokenView }>(withCookie(desk, writer.cookie, 'POST', '/api/admin/tokens', { name: `Clau ${next()}`, role: 'contributor' }), 201);
    return asWriter(withCookie(desk, writer.cookie, 'DELETE', `/api/admin/tokens/${token.id}`));
  },
};

const keyOf = (r: ApiRoute) => `${r.method.toUpperCase()} ${r.path}`;
const RECORDED = API_ROUTES.filter((r) => r.role && (r.method !== 'get' || r.record !== undefined));
/** A route's calls: one, or one per act when it declares several ('PATCH /admin/people/{id} person.suspend'). */
const callKeysOf = (r: ApiRoute) => (recordActs(r.record).length > 1 ? recordActs(r.record).map((act) => `${keyOf(r)} ${act.action}`) : [keyOf(r)]);

async function latest(server: TestServer, action?: string): Promise<{ entries: RecordEntry[]; total: number }> {
  const body = await json<{ entries: RecordEntry[]; pagination: { total: number } }>(admin(server, 'GET', `/api/admin/record?limit=1${action ? `&action=${action}` : ''}`));
  return { entries: body.entries, total: body.pagination.total };
}

describe('every state-changing admin route writes its record entry', () => {
  it('the contract declares an act (or none) for each, and the table here calls each', () => {
    const undeclared = RECORDED.filter((r) => r.record === undefined).map(keyOf);
    expect(undeclared, 'admin routes that change state and declare no record').toEqual([]);
    expect(RECORDED.flatMap(callKeysOf).filter((k) => !CALLS[k]), 'routes this test does not call').toEqual([]);
    expect(Object.keys(CALLS).filter((k) => !RECORDED.some((r) => callKeysOf(r).includes(k))), 'calls of routes the contract no longer has').toEqual([]);
  });

  for (const route of RECORDED) {
    if (route.record === 'none') {
      it(`${keyOf(route)} declares none and leaves no entry`, async () => {
        const before = (await latest(desk)).total;
        await ok((await CALLS[keyOf(route)]!()).res);
        expect((await latest(desk)).total).toBe(before);
      });
      continue;
    }
    const acts = recordActs(route.record);
    if (acts.length === 0) it(`${keyOf(route)} declares its act`, () => expect(route.record, 'declared').toBeDefined());
    acts.forEach((act, i) => {
      const key = callKeysOf(route)[i]!;
      it(`${keyOf(route)} records ${act.action}`, { timeout: 200_000 }, async () => {
        const call = CALLS[key];
        expect(call, 'called').toBeTruthy();
        const started = new Date().toISOString();
        const { server, res, by } = await call!();
        if (route.path === '/admin/backup' && testDialect() === 'postgres') {
          // pg_dump's job on PostgreSQL: refused, and a refusal changed nothing.
          await ok(res, 409);
          expect((await latest(server, act.action)).total).toBe(0);
          return;
        }
        await ok(res);
        await res.arrayBuffer();
        // A file's entry is written once it has been sent, which may be just after the client has it.
        await expect.poll(async () => (await latest(server, act.action)).total).toBeGreaterThan(0);
        const { entries } = await latest(server, act.action);
        const actor = by ? { kind: 'person', name: by } : { kind: 'operator', personId: null, name: 'Clau d’operador' };
        expect(entries[0]).toMatchObject({ action: act.action, actor, subject: { kind: act.subject } });
        expect(entries[0]!.at >= started).toBe(true);
        expect(entries[0]!.summary).toMatch(/^Ha .+\.$/);
        if (act.id) expect(entries[0]!.subject.id, 'the subject is named').toBeTruthy();
      });
    });
  }
});
