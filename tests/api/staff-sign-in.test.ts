/**
 * The newsroom's sign-in and sessions (issue 27): the first administrator once, e-mail and
 * password, an unknown e-mail answered as a wrong password, sessions that end for real (sign-out,
 * idle and absolute time, suspension) and each person's list of their own sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../common/api/admin.js';
import type { StaffPerson, StaffSessionView } from '../../common/api/people.js';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../../server/staff/people/sessions.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { PASSWORD, addPerson, errorCode, signIn, withCookie } from './staffFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const FIREFOX = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0' };
const editions = (cookie: string) => withCookie(server, cookie, 'GET', '/api/admin/editions');

describe('the first administrator', () => {
  it('is asked for once, proven by ADMIN_TOKEN, and signed in', async () => {
    expect(await server.json('/api/admin/setup')).toEqual({ needed: true, mail: false });
    const body = { token: TEST_ADMIN_TOKEN, name: 'Anna Directora', email: 'Anna@Revista.test', password: PASSWORD };
    const wrongToken = await server.send('POST', '/api/admin/setup', { ...body, token: 'no-és-la-clau' });
    expect([wrongToken.status, await errorCode(wrongToken)]).toEqual([401, 'invalid_credentials']);
    const short = await server.send('POST', '/api/admin/setup', { ...body, password: 'curta' });
    expect([short.status, await errorCode(short)]).toEqual([400, 'password_too_short']);
    const common = await server.send('POST', '/api/admin/setup', { ...body, password: 'qwerty123456' });
    expect([common.status, await errorCode(common)]).toEqual([400, 'password_common']);

    const created = await server.send('POST', '/api/admin/setup', body);
    expect(created.status).toBe(201);
    expect(((await created.json()) as AdminSession).actor).toMatchObject({ kind: 'person', name: 'Anna Directora', role: 'admin' });
    const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
    expect((await withCookie(server, cookie, 'GET', '/api/admin/people')).status).toBe(200);

    const again = await server.send('POST', '/api/admin/setup', { ...body, email: 'altra@revista.test' });
    expect([again.status, await errorCode(again)]).toEqual([409, 'setup_done']);
    expect(await server.json('/api/admin/setup')).toEqual({ needed: false, mail: false });
  });
});

describe('sign-in', () => {
  it('answers an unknown e-mail exactly as a wrong password', async () => {
    await addPerson(server, 'Bernat Editor', 'editor');
    const wrong = await server.send('POST', '/api/admin/session', { email: 'bernat.editor@revista.test', password: 'no és la contrasenya' });
    const unknown = await server.send('POST', '/api/admin/session', { email: 'ningu@revista.test', password: 'no és la contrasenya' });
    expect(wrong.status).toBe(401);
    expect([unknown.status, await unknown.json()]).toEqual([wrong.status, await wrong.json()]);
  });

  it('limits the attempts on one account whichever clients make them', async () => {
    const person = await addPerson(server, 'Gerard Assetjat', 'editor');
    for (let i = 1; i <= 10; i += 1) {
      const res = await server.send('POST', '/api/admin/session', { email: person.email, password: `intent fallit ${i}` }, { headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
      expect(res.status).toBe(401);
    }
    // The right password, from a client never seen: the account is locked for the window.
    const locked = await server.send('POST', '/api/admin/session', { email: person.email, password: PASSWORD }, { headers: { 'X-Forwarded-For': '198.51.100.99' } });
    expect([locked.status, await errorCode(locked)]).toEqual([429, 'too_many_attempts']);
  });

  it('signs in whatever the case of the e-mail, says who, and records the sign-in', async () => {
    const cookie = await signIn(server, 'BERNAT.editor@revista.test');
    const session = (await (await withCookie(server, cookie, 'GET', '/api/admin/session')).json()) as AdminSession;
    expect(session).toMatchObject({ authenticated: true, actor: { kind: 'person', name: 'Bernat Editor', role: 'editor' } });
    const people = (await (await server.send('GET', '/api/admin/people', undefined, { admin: true })).json()) as { people: StaffPerson[] };
    expect(people.people.find((p) => p.name === 'Bernat Editor')?.lastSignInAt).not.toBeNull();
  });

  it('ends the session for real at sign-out: the old cookie gets 401', async () => {
    const cookie = await signIn(server, 'bernat.editor@revista.test');
    expect((await editions(cookie)).status).toBe(200);
    expect((await withCookie(server, cookie, 'DELETE', '/api/admin/session')).status).toBe(200);
    const after = await editions(cookie);
    expect([after.status, await errorCode(after)]).toEqual([401, 'session_ended']);
  });

  it('rotates the session at sign-in: the cookie the browser held ends', async () => {
    const first = await signIn(server, 'bernat.editor@revista.test');
    const second = await signIn(server, 'bernat.editor@revista.test', PASSWORD, { Cookie: first });
    expect(second).not.toBe(first);
    expect((await editions(first)).status).toBe(401);
    expect((await editions(second)).status).toBe(200);
  });

  it('ends a session unused for the idle time, and any session past its lifetime', async () => {
    const idle = await signIn(server, 'bernat.editor@revista.test');
    const old = await signIn(server, 'bernat.editor@revista.test');
    const rows = (await server.db('staff_sessions').orderBy('id', 'desc').limit(2).select('id')) as { id: number }[];
    const [oldId, idleId] = rows.map((r) => r.id);
    const now = Date.now();
    await server.db('staff_sessions').where({ id: idleId }).update({ last_used_at: now - SESSION_IDLE_MS - 1000 });
    // Used a moment ago, but opened longer ago than a session lives.
    await server.db('staff_sessions').where({ id: oldId }).update({ created_at: now - SESSION_LIFETIME_MS - 1000 });
    expect((await editions(idle)).status).toBe(401);
    expect((await editions(old)).status).toBe(401);
  });
});

describe('suspension', () => {
  it("ends every session of the person at once, refuses their sign-in, and reactivation lets them back", async () => {
    const person = await addPerson(server, 'Carla Suspesa', 'contributor');
    const [one, two] = [await signIn(server, person.email), await signIn(server, person.email)];
    const suspended = await server.send('PATCH', `/api/admin/people/${person.id}`, { status: 'suspended' }, { admin: true });
    expect(((await suspended.json()) as StaffPerson).status).toBe('suspended');
    for (const cookie of [one, two]) expect((await editions(cookie)).status).toBe(401);
    expect(Number(((await server.db('staff_sessions').where({ person_id: person.id }).count({ n: '*' }).first()) as { n: number | string }).n)).toBe(0);
    const refused = await server.send('POST', '/api/admin/session', { email: person.email, password: PASSWORD });
    expect([refused.status, await errorCode(refused)]).toEqual([401, 'person_suspended']);
    await server.send('PATCH', `/api/admin/people/${person.id}`, { status: 'active' }, { admin: true });
    expect((await editions(await signIn(server, person.email))).status).toBe(200);
  });

  it('keeps an administrator from changing their own role or status', async () => {
    const admin = await addPerson(server, 'Dolors Admin', 'admin');
    const cookie = await signIn(server, admin.email);
    const res = await withCookie(server, cookie, 'PATCH', `/api/admin/people/${admin.id}`, { role: 'contributor' });
    expect([res.status, await errorCode(res)]).toEqual([409, 'own_account']);
  });

  it('refuses a second person with the same e-mail in another case', async () => {
    const res = await server.send('POST', '/api/admin/invitations', { email: 'Bernat.Editor@REVISTA.test', role: 'editor' }, { admin: true });
    expect([res.status, await errorCode(res)]).toEqual([409, 'email_taken']);
  });
});

describe('Les meves sessions', () => {
  it('lists my sessions with browser and system, and ends one or all', async () => {
    const person = await addPerson(server, 'Eudald Sessions', 'contributor');
    const here = await signIn(server, person.email, PASSWORD, FIREFOX);
    const there = await signIn(server, person.email, PASSWORD, FIREFOX);
    const list = (await (await withCookie(server, here, 'GET', '/api/admin/sessions')).json()) as { sessions: StaffSessionView[] };
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(list.sessions[0]).toMatchObject({ browser: 'Firefox', system: 'Linux' });
    expect(Object.keys(list.sessions[0]!).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastUsedAt', 'system']);

    // Someone else's session is not mine to end.
    const other = await addPerson(server, 'Fina Altra', 'contributor');
    const hers = await signIn(server, other.email);
    const herId = ((await (await withCookie(server, hers, 'GET', '/api/admin/sessions')).json()) as { sessions: StaffSessionView[] }).sessions[0]!.id;
    expect((await withCookie(server, here, 'DELETE', `/api/admin/sessions/${herId}`)).status).toBe(404);
    expect((await editions(hers)).status).toBe(200);

    const thereId = list.sessions.find((s) => !s.current)!.id;
    expect(await (await withCookie(server, here, 'DELETE', `/api/admin/sessions/${thereId}`)).json()).toEqual({ ended: 1 });
    expect((await editions(there)).status).toBe(401);
    expect((await editions(here)).status).toBe(200);
    const third = await signIn(server, person.email);
    expect(await (await withCookie(server, here, 'DELETE', '/api/admin/sessions')).json()).toEqual({ ended: 2 });
    for (const cookie of [here, third]) expect((await editions(cookie)).status).toBe(401);
  });
});

describe('the operator key', () => {
  it('stays an administrator by bearer and opens an operator session by sign-in', async () => {
    expect((await server.send('GET', '/api/admin/people', undefined, { admin: true })).status).toBe(200);
    const res = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
    expect(((await res.json()) as AdminSession).actor).toMatchObject({ kind: 'operator', role: 'admin' });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect((await withCookie(server, cookie, 'GET', '/api/admin/people')).status).toBe(200);
    await withCookie(server, cookie, 'DELETE', '/api/admin/session');
    expect((await withCookie(server, cookie, 'GET', '/api/admin/people')).status).toBe(401);
  });
});
