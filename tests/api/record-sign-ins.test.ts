/**
 * The record of the newsroom's sign-ins (issue 27): the first administrator, a person's sign-in by
 * password and by passkey, the refused ones (a wrong password, an unknown e-mail, a suspended
 * person, an unknown passkey) and a sign-out are each in the record, with the person as the actor.
 * These routes have no role, so the contract's completeness test does not call them: their handlers
 * write the entries through the sign-in steps that password and passkey share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { STAFF_SITE, SoftAuthenticator } from './softAuthenticator.js';
import { PASSWORD, addPerson, signIn, withCookie } from './staffFixture.js';

const SITE = STAFF_SITE;

let server: TestServer;
let clients = 0;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: SITE.origin });
});

afterAll(async () => {
  await server.close();
});

/** A client of its own, so that one test's refusals do not slow another's sign-ins. */
const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${++clients}` });

async function latest(limit: number): Promise<RecordEntry[]> {
  const res = await server.send('GET', `/api/admin/record?limit=${limit}`, undefined, { admin: true });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { entries: RecordEntry[] }).entries;
}

describe('the record of sign-ins', () => {
  it('names the first administrator, who created themselves with the operator key', async () => {
    const res = await server.send('POST', '/api/admin/setup', { token: TEST_ADMIN_TOKEN, name: 'Aina Primera', email: 'aina@revista.test', password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(201);
    const [entry] = await latest(1);
    expect(entry).toMatchObject({ action: 'person.firstAdmin', actor: { kind: 'person', name: 'Aina Primera' }, subject: { kind: 'person' } });
    expect(entry!.summary).toBe('Ha creat el primer administrador de la revista, «Aina Primera».');
  });

  it('records a password sign-in, a wrong password and an unknown e-mail, and a sign-out, by the person', async () => {
    const biel = await addPerson(server, 'Biel Registre', 'editor');
    const client = newClient();
    expect((await server.send('POST', '/api/admin/session', { email: biel.email, password: 'una altra frase llarga' }, { headers: client })).status).toBe(401);
    expect((await server.send('POST', '/api/admin/session', { email: 'Ningu@Revista.test', password: PASSWORD }, { headers: client })).status).toBe(401);
    const cookie = await signIn(server, biel.email, PASSWORD, client);
    expect((await withCookie(server, cookie, 'DELETE', '/api/admin/session')).status).toBe(200);

    const entries = await latest(4);
    expect(entries.map((e) => [e.action, e.actor.kind, e.actor.personId, e.actor.name])).toEqual([
      ['session.signOut', 'person', biel.id, 'Biel Registre'],
      ['session.signIn', 'person', biel.id, 'Biel Registre'],
      ['session.signInFailed', 'person', null, 'ningu@revista.test'],
      ['session.signInFailed', 'person', biel.id, 'Biel Registre'],
    ]);
  });

  it('records a suspended person’s refused sign-in, after the suspension by the operator', async () => {
    const carme = await addPerson(server, 'Carme Registre', 'contributor');
    expect((await server.send('PATCH', `/api/admin/people/${carme.id}`, { status: 'suspended' }, { admin: true })).status).toBe(200);
    const refused = await server.send('POST', '/api/admin/session', { email: carme.email, password: PASSWORD }, { headers: newClient() });
    expect(refused.status).toBe(401);

    const entries = await latest(2);
    expect(entries.map((e) => [e.action, e.actor.name, e.summary])).toEqual([
      ['session.signInFailed', 'Carme Registre', 'Ha intentat iniciar la sessió i no s’ha acceptat.'],
      ['person.suspend', 'Clau d’operador', 'Ha suspès «Carme Registre».'],
    ]);
  });

  it('records a passkey sign-in by its person, and an unknown passkey as such', async () => {
    const dani = await addPerson(server, 'Dani Registre', 'editor');
    const cookie = await signIn(server, dani.email, PASSWORD, newClient());
    const authenticator = new SoftAuthenticator(SITE);
    const registration = (await (await withCookie(server, cookie, 'POST', '/api/admin/passkeys/options')).json()) as { challenge: string; user: { id: string } };
    expect((await withCookie(server, cookie, 'POST', '/api/admin/passkeys', { name: 'Mòbil', response: authenticator.register(registration) })).status).toBe(201);

    const passkeySignIn = async (key: SoftAuthenticator) => {
      const client = newClient();
      const options = (await (await server.send('POST', '/api/admin/session/passkey/options', undefined, { headers: client })).json()) as { challenge: string; rpId: string };
      return server.send('POST', '/api/admin/session/passkey', { response: key.assert(options) }, { headers: client });
    };
    expect((await passkeySignIn(new SoftAuthenticator(SITE))).status).toBe(401);
    expect((await passkeySignIn(authenticator)).status).toBe(200);

    const entries = await latest(3);
    expect(entries.map((e) => [e.action, e.actor.kind, e.actor.personId, e.actor.name])).toEqual([
      ['session.signIn', 'person', dani.id, 'Dani Registre'],
      ['session.signInFailed', 'person', null, 'Clau d’accés desconeguda'],
      ['passkey.add', 'person', dani.id, 'Dani Registre'],
    ]);
  });
});
