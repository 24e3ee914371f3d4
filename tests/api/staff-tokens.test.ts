/**
 * Personal API tokens (issue 27 item 5): a person makes a named token with a role no higher than
 * their own, sees its secret once, and uses it as a bearer; the table keeps only its hash; it is
 * listed with its last use, revoked for real, limited by its owner's current role, ended by their
 * suspension; the record names the token for what is done with it, and its creation and revocation.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import type { PersonalTokenView } from '../../common/api/tokens.js';
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { addPerson, errorCode, signIn, withCookie } from './staffFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const bearer = (secret: string, method: string, path: string, body?: unknown) => server.send(method, path, body, { headers: { Authorization: `Bearer ${secret}` } });

async function makeToken(cookie: string, name: string, role: string): Promise<{ token: PersonalTokenView; secret: string }> {
  const res = await withCookie(server, cookie, 'POST', '/api/admin/tokens', { name, role });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { token: PersonalTokenView; secret: string };
}

const listed = async (cookie: string) => ((await (await withCookie(server, cookie, 'GET', '/api/admin/tokens')).json()) as { tokens: PersonalTokenView[] }).tokens;

async function latest(action: string): Promise<RecordEntry> {
  const body = (await (await server.send('GET', `/api/admin/record?limit=1&action=${action}`, undefined, { admin: true })).json()) as { entries: RecordEntry[] };
  return body.entries[0]!;
}

describe('personal tokens', () => {
  it('are shown once, stored hashed, act as their owner with their role, and are listed with their last use', async () => {
    const anna = await addPerson(server, 'Anna Testimoni', 'editor');
    const cookie = await signIn(server, anna.email);
    const { token, secret } = await makeToken(cookie, 'Script de còpies', 'editor');
    expect(secret).toMatch(/^estany_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Script de còpies', role: 'editor', lastUsedAt: null });
    expect(await latest('token.create')).toMatchObject({ actor: { kind: 'person', name: 'Anna Testimoni' }, subject: { kind: 'token', id: String(token.id) }, summary: 'Ha creat la clau personal «Script de còpies».' });

    // Only the SHA-256 is kept: no column holds the secret.
    const row = (await server.db('staff_tokens').where({ id: token.id }).first()) as Record<string, unknown>;
    expect(row.token_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(Object.values(row).map(String)).not.toContain(secret);
    // …and the list never shows it again.
    expect(JSON.stringify(await listed(cookie))).not.toContain(secret);

    const session = (await (await bearer(secret, 'GET', '/api/admin/session')).json()) as { actor: unknown };
    expect(session.actor).toEqual({ kind: 'token', id: anna.id, name: 'Anna Testimoni', role: 'editor' });
    const created = await bearer(secret, 'POST', '/api/authors', { name: 'Autora feta amb clau' });
    expect(created.status).toBe(201);
    expect(await latest('author.create')).toMatchObject({
      actor: { kind: 'token', personId: anna.id, name: 'Anna Testimoni, amb la clau personal «Script de còpies»' },
      summary: 'Ha creat l’autor «Autora feta amb clau».',
    });
    const [used] = await listed(cookie);
    expect(used).toMatchObject({ id: token.id, name: 'Script de còpies', role: 'editor' });
    expect(Date.parse(used!.lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(used!.createdAt));
  });

  it('never get a role above their maker’s: refused with a reason, nothing made, the attempt recorded', async () => {
    const bernat = await addPerson(server, 'Bernat Sostre', 'editor');
    const cookie = await signIn(server, bernat.email);
    const res = await withCookie(server, cookie, 'POST', '/api/admin/tokens', { name: 'Massa poder', role: 'admin' });
    expect(res.status).toBe(403);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error).toEqual({ code: 'token_role_too_high', message: 'No pots crear una clau personal amb el rol Administrador: el teu rol és Editor, i una clau no pot fer més que la persona que la crea.' });
    expect(await listed(cookie)).toEqual([]);
    expect(await latest('token.refused')).toMatchObject({
      actor: { kind: 'person', personId: bernat.id },
      summary: 'Ha intentat crear la clau personal «Massa poder» amb el rol Administrador, superior al seu, i no s’ha acceptat.',
    });
    // A contributor's token may do what a contributor may, and no more.
    const { secret } = await makeToken(cookie, 'Només esborranys', 'contributor');
    expect(await errorCode(await bearer(secret, 'POST', '/api/authors', { name: 'No pot' }))).toBe('role_too_low');
  });

  it('act with their owner’s role when it is lowered below theirs, and the record names the new role', async () => {
    const clara = await addPerson(server, 'Clara Baixada', 'admin');
    const { secret } = await makeToken(await signIn(server, clara.email), 'Analítica', 'admin');
    expect((await bearer(secret, 'GET', '/api/admin/people')).status).toBe(200);
    expect((await server.send('PATCH', `/api/admin/people/${clara.id}`, { role: 'contributor' }, { admin: true })).status).toBe(200);
    expect(await latest('person.role')).toMatchObject({ summary: 'Ha canviat el rol de «Clara Baixada» a Col·laborador.' });
    expect(await errorCode(await bearer(secret, 'GET', '/api/admin/people'))).toBe('role_too_low');
    expect(((await (await bearer(secret, 'GET', '/api/admin/session')).json()) as { actor: { role: string } }).actor.role).toBe('contributor');
  });

  it('are revoked for real, each by its own person only', async () => {
    const dani = await addPerson(server, 'Dani Revoca', 'editor');
    const cookie = await signIn(server, dani.email);
    const { token, secret } = await makeToken(cookie, 'Portàtil vell', 'editor');
    const other = await signIn(server, (await addPerson(server, 'Eva Aliena', 'admin')).email);
    expect(await errorCode(await withCookie(server, other, 'DELETE', `/api/admin/tokens/${token.id}`))).toBe('token_not_found');
    expect((await bearer(secret, 'GET', '/api/admin/editions')).status).toBe(200);

    const res = await withCookie(server, cookie, 'DELETE', `/api/admin/tokens/${token.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: token.id, name: 'Portàtil vell' });
    expect(await latest('token.revoke')).toMatchObject({ actor: { kind: 'person', name: 'Dani Revoca' }, summary: 'Ha revocat la clau personal «Portàtil vell».' });
    const refused = await bearer(secret, 'GET', '/api/admin/editions');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'token_ended',
      message: 'Aquesta clau personal ja no serveix: s’ha revocat, o la persona que la va crear està suspesa.',
    });
    expect(await listed(cookie)).toEqual([]);
  });

  it('end with their owner’s suspension, and stay ended when the owner is reactivated', async () => {
    const ferran = await addPerson(server, 'Ferran Suspès', 'editor');
    const { secret } = await makeToken(await signIn(server, ferran.email), 'Sincronització', 'editor');
    expect((await bearer(secret, 'GET', '/api/admin/editions')).status).toBe(200);
    await server.send('PATCH', `/api/admin/people/${ferran.id}`, { status: 'suspended' }, { admin: true });
    expect(await errorCode(await bearer(secret, 'GET', '/api/admin/editions'))).toBe('token_ended');
    expect(Number(((await server.db('staff_tokens').where({ person_id: ferran.id }).count({ n: '*' }).first()) as { n: number | string }).n)).toBe(0);
    await server.send('PATCH', `/api/admin/people/${ferran.id}`, { status: 'active' }, { admin: true });
    expect(await errorCode(await bearer(secret, 'GET', '/api/admin/editions'))).toBe('token_ended');
  });

  it('are made by a person’s own session: not by the operator’s key, nor by another token', async () => {
    expect(await errorCode(await server.send('POST', '/api/admin/tokens', { name: 'De l’operador', role: 'admin' }, { admin: true }))).toBe('token_needs_person');
    const gina = await addPerson(server, 'Gina Encadenada', 'admin');
    const { secret } = await makeToken(await signIn(server, gina.email), 'Primera', 'admin');
    expect(await errorCode(await bearer(secret, 'POST', '/api/admin/tokens', { name: 'Segona', role: 'admin' }))).toBe('token_by_token');
    expect(await errorCode(await bearer('estany_' + 'x'.repeat(43), 'GET', '/api/admin/editions'))).toBe('token_ended');
  });

  it('are never used by the kiosk, which is a reader whatever credential rides along', async () => {
    const hana = await addPerson(server, 'Hana Quiosc', 'editor');
    const { secret } = await makeToken(await signIn(server, hana.email), 'Pantalla', 'editor');
    const asKiosk = (headers: Record<string, string>) => server.send('GET', '/api/admin/session', undefined, { headers: { Authorization: `Bearer ${secret}`, ...headers } });
    expect(await (await asKiosk({ [READER_HEADER]: READER_VALUE })).json()).toEqual({ authenticated: false });
    expect(await (await asKiosk({ Referer: `${server.url}/quiosc/arxiu` })).json()).toEqual({ authenticated: false });
    expect(await errorCode(await server.send('GET', '/api/admin/editions', undefined, { headers: { Authorization: `Bearer ${secret}`, [READER_HEADER]: READER_VALUE } }))).toBe('reader_only');
  });

  it('leave ADMIN_TOKEN the operator’s break-glass key, recorded as such', async () => {
    const res = await server.send('POST', '/api/authors', { name: 'Autora de l’operador' }, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(res.status).toBe(201);
    expect(await latest('author.create')).toMatchObject({ actor: { kind: 'operator', personId: null, name: 'Clau d’operador' } });
  });
});
