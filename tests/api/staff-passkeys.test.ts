/**
 * Passkeys (issue 27): a signed-in person adds, lists, renames and removes their own; anyone signs
 * in with one and gets the same session as with a password. Refused, and nothing changes: a
 * replayed challenge, another site (origin or rpID), a counter that does not grow, a suspended
 * person, a removed passkey, someone else's passkey. The authenticator is software (softAuthenticator.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../common/api/admin.js';
import type { PasskeyView } from '../../common/api/passkeys.js';
import type { StaffPerson } from '../../common/api/people.js';
import { relyingPartyOf } from '../../server/staff/people/passkeyRoutes.js';
import { startTestServer, type TestServer } from './harness.js';
import { STAFF_SITE, SoftAuthenticator, type Place } from './softAuthenticator.js';
import { addPerson, errorCode, signIn } from './staffFixture.js';

const SITE = STAFF_SITE;
const PHISHING: Place = { origin: 'https://redaccio.revista-test.example', rpId: 'redaccio.revista-test.example' };

let server: TestServer;
let clients = 0;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: SITE.origin });
});

afterAll(async () => {
  await server.close();
});

/** A client of its own (its address, through the trusted loopback proxy): each test's failures are its own. */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => server.send(method, path, body, { headers });

async function person(name: string, role: StaffPerson['role'] = 'contributor') {
  const added = await addPerson(server, name, role);
  return { ...added, cookie: await signIn(server, added.email, undefined, newClient()) };
}

/** Adds a passkey to a signed-in person through the two calls a browser makes. */
async function addPasskey(cookie: string, name: string, authenticator = new SoftAuthenticator(SITE)) {
  const options = (await (await call('POST', '/api/admin/passkeys/options', undefined, { Cookie: cookie })).json()) as { challenge: string; user: { id: string } };
  const res = await call('POST', '/api/admin/passkeys', { name, response: authenticator.register(options) }, { Cookie: cookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return { authenticator, passkey: (await res.json()) as PasskeyView };
}

const signInOptions = async (client: Record<string, string>) => (await (await call('POST', '/api/admin/session/passkey/options', undefined, client)).json()) as { challenge: string; rpId: string };

async function passkeySignIn(authenticator: SoftAuthenticator, client: Record<string, string>, place: Place = SITE, extra: Record<string, string> = {}) {
  const response = authenticator.assert(await signInOptions(client), place);
  return call('POST', '/api/admin/session/passkey', { response }, { ...client, ...extra });
}

const listOf = async (cookie: string) => ((await (await call('GET', '/api/admin/passkeys', undefined, { Cookie: cookie })).json()) as { passkeys: PasskeyView[] }).passkeys;

describe('adding passkeys', () => {
  it('verifies a new passkey for the signed-in person and lists it under its name', async () => {
    const anna = await person('Anna Passkey');
    const res = await call('POST', '/api/admin/passkeys/options', undefined, { Cookie: anna.cookie });
    expect(res.status).toBe(200);
    const options = (await res.json()) as { rp: { id: string }; user: { id: string; name: string; displayName: string }; excludeCredentials: unknown[]; authenticatorSelection: object };
    expect(options.rp.id).toBe(SITE.rpId);
    expect(options.user).toMatchObject({ name: anna.email, displayName: 'Anna Passkey' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);

    const { authenticator, passkey } = await addPasskey(anna.cookie, 'Portàtil de la redacció');
    expect(passkey).toMatchObject({ name: 'Portàtil de la redacció', lastUsedAt: null });
    expect(await listOf(anna.cookie)).toEqual([passkey]);

    // A second one: the browser is told which it holds already, and the person keeps one user handle.
    const again = (await (await call('POST', '/api/admin/passkeys/options', undefined, { Cookie: anna.cookie })).json()) as typeof options;
    expect(again.excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    expect(again.user.id).toBe(authenticator.userHandle);
  });

  it('refuses a replayed registration, another site, and the operator key', async () => {
    const bernat = await person('Bernat Passkey');
    const authenticator = new SoftAuthenticator(SITE);
    const options = (await (await call('POST', '/api/admin/passkeys/options', undefined, { Cookie: bernat.cookie })).json()) as { challenge: string; user: { id: string } };
    const phished = await call('POST', '/api/admin/passkeys', { name: 'Robada', response: authenticator.register(options, PHISHING) }, { Cookie: bernat.cookie });
    expect([phished.status, await errorCode(phished)]).toEqual([400, 'passkey_other_site']);
    // The challenge went with the refused answer: single use.
    const replayed = await call('POST', '/api/admin/passkeys', { name: 'Portàtil', response: authenticator.register(options) }, { Cookie: bernat.cookie });
    expect([replayed.status, await errorCode(replayed)]).toEqual([400, 'passkey_challenge']);
    expect(await listOf(bernat.cookie)).toEqual([]);

    const operator = await server.send('POST', '/api/admin/passkeys/options', undefined, { admin: true });
    expect([operator.status, await errorCode(operator)]).toEqual([409, 'passkeys_for_people']);
    expect((await call('POST', '/api/admin/passkeys/options')).status).toBe(401);
  });

  it('renames and removes only the person’s own passkeys', async () => {
    const carla = await person('Carla Passkey');
    const david = await person('David Passkey', 'admin');
    const { passkey } = await addPasskey(carla.cookie, 'Mòbil');

    const renamed = await call('PATCH', `/api/admin/passkeys/${passkey.id}`, { name: '  Mòbil personal ' }, { Cookie: carla.cookie });
    expect([renamed.status, ((await renamed.json()) as PasskeyView).name]).toEqual([200, 'Mòbil personal']);
    const empty = await call('PATCH', `/api/admin/passkeys/${passkey.id}`, { name: '   ' }, { Cookie: carla.cookie });
    expect(empty.status).toBe(400);

    // An administrator neither: a passkey is its person's alone.
    const hijack = await call('PATCH', `/api/admin/passkeys/${passkey.id}`, { name: 'Meva' }, { Cookie: david.cookie });
    expect([hijack.status, await errorCode(hijack)]).toEqual([404, 'passkey_not_found']);
    const removeOther = await call('DELETE', `/api/admin/passkeys/${passkey.id}`, undefined, { Cookie: david.cookie });
    expect([removeOther.status, await errorCode(removeOther)]).toEqual([404, 'passkey_not_found']);
    expect((await listOf(carla.cookie)).map((p) => p.name)).toEqual(['Mòbil personal']);

    const removed = await call('DELETE', `/api/admin/passkeys/${passkey.id}`, undefined, { Cookie: carla.cookie });
    expect([removed.status, await removed.json()]).toEqual([200, { removed: 1 }]);
    expect(await listOf(carla.cookie)).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('opens the same session as a password, rotating the one the browser held, and notes the use', async () => {
    const elena = await person('Elena Passkey', 'editor');
    const { authenticator, passkey } = await addPasskey(elena.cookie, 'Clau USB');
    const client = newClient();
    const options = await signInOptions(client);
    expect(options.rpId).toBe(SITE.rpId);

    const res = await call('POST', '/api/admin/session/passkey', { response: authenticator.assert(options) }, { ...client, Cookie: elena.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as AdminSession).actor).toMatchObject({ kind: 'person', id: elena.id, role: 'editor' });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^revista_admin=.+HttpOnly; SameSite=Strict/i);
    const cookie = setCookie.split(';')[0]!;
    expect((await call('GET', '/api/admin/editions', undefined, { Cookie: cookie })).status).toBe(200);
    // Rotated: the session the browser came with has ended.
    expect((await call('GET', '/api/admin/editions', undefined, { Cookie: elena.cookie })).status).toBe(401);

    const [used] = await listOf(cookie);
    expect(used!.id).toBe(passkey.id);
    expect(used!.lastUsedAt).not.toBeNull();
    const people = (await (await server.send('GET', '/api/admin/people', undefined, { admin: true })).json()) as { people: StaffPerson[] };
    expect(people.people.find((p) => p.id === elena.id)!.lastSignInAt).not.toBeNull();
  });

  it('refuses a replayed answer: each challenge is used once', async () => {
    const ferran = await person('Ferran Passkey');
    const { authenticator } = await addPasskey(ferran.cookie, 'Portàtil');
    const client = newClient();
    const response = authenticator.assert(await signInOptions(client));
    expect((await call('POST', '/api/admin/session/passkey', { response }, client)).status).toBe(200);
    const replayed = await call('POST', '/api/admin/session/passkey', { response }, client);
    expect([replayed.status, await errorCode(replayed)]).toEqual([400, 'passkey_challenge']);
    expect(replayed.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a passkey used from another site, by its origin or its rpID, with a clear reason', async () => {
    const gemma = await person('Gemma Passkey');
    const { authenticator } = await addPasskey(gemma.cookie, 'Portàtil');
    const client = newClient();
    const fromOrigin = await passkeySignIn(authenticator, client, { origin: PHISHING.origin, rpId: SITE.rpId });
    expect(fromOrigin.status).toBe(400);
    expect(await fromOrigin.json()).toEqual({ error: { code: 'passkey_other_site', message: `Aquesta clau d’accés és d’un altre lloc web: aquí només valen les claus d’accés de ${SITE.origin}.` } });
    const forRpId = await passkeySignIn(authenticator, client, { origin: SITE.origin, rpId: PHISHING.rpId });
    expect([forRpId.status, await errorCode(forRpId)]).toEqual([400, 'passkey_other_site']);
    expect((await listOf(gemma.cookie))[0]!.lastUsedAt).toBeNull();
  });

  it('refuses a counter that does not grow (a cloned key), and accepts an authenticator that keeps none', async () => {
    const helena = await person('Helena Passkey');
    const { authenticator } = await addPasskey(helena.cookie, 'Clau USB');
    const client = newClient();
    authenticator.counter = 4;
    expect((await passkeySignIn(authenticator, client)).status).toBe(200); // counter 5, kept
    authenticator.counter = 2;
    const clone = await passkeySignIn(authenticator, client); // counter 3 < 5
    expect([clone.status, await errorCode(clone)]).toEqual([401, 'passkey_counter']);
    authenticator.counter = 4;
    const same = await passkeySignIn(authenticator, client); // counter 5 again
    expect([same.status, await errorCode(same)]).toEqual([401, 'passkey_counter']);
    expect((await passkeySignIn(authenticator, client)).status).toBe(200); // counter 6

    // A synced passkey reports 0 every time: nothing to compare, so it is accepted each time.
    const synced = (await addPasskey(helena.cookie, 'Mòbil')).authenticator;
    for (let i = 0; i < 2; i += 1) {
      const response = synced.assert(await signInOptions(client), SITE, { keepCounter: true });
      expect((await call('POST', '/api/admin/session/passkey', { response }, client)).status).toBe(200);
    }
  });

  it('refuses a suspended person’s passkey, and a removed one', async () => {
    const ivet = await person('Ivet Passkey');
    const { authenticator, passkey } = await addPasskey(ivet.cookie, 'Portàtil');
    const joan = await person('Joan Passkey');
    const removed = await addPasskey(joan.cookie, 'Portàtil');
    const client = newClient();

    expect((await server.send('PATCH', `/api/admin/people/${ivet.id}`, { status: 'suspended' }, { admin: true })).status).toBe(200);
    const suspended = await passkeySignIn(authenticator, client);
    expect([suspended.status, await errorCode(suspended)]).toEqual([401, 'person_suspended']);
    expect(suspended.headers.get('set-cookie')).toBeNull();
    const rows = (await server.db('staff_passkeys').where({ id: passkey.id }).first('last_used_at')) as { last_used_at: string | null };
    expect(rows.last_used_at).toBeNull();

    await call('DELETE', `/api/admin/passkeys/${removed.passkey.id}`, undefined, { Cookie: joan.cookie });
    const gone = await passkeySignIn(removed.authenticator, client);
    expect([gone.status, await errorCode(gone)]).toEqual([401, 'passkey_unknown']);
  });

  it('keeps each challenge in the database (any instance may verify), and gives one client few options a minute', async () => {
    const client = newClient();
    const { challenge } = await signInOptions(client);
    expect(await server.db('staff_passkey_challenges').where({ challenge }).first('id')).toBeDefined();
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i += 1) status = (await call('POST', '/api/admin/session/passkey/options', undefined, client)).status;
    expect(status).toBe(429);
  });
});

describe('the relying party', () => {
  it('is the public address’s host and origin; an IP address cannot hold passkeys', () => {
    expect(relyingPartyOf('https://revista.example/')).toEqual({ id: 'revista.example', origin: 'https://revista.example' });
    expect(relyingPartyOf('http://localhost:4317')).toEqual({ id: 'localhost', origin: 'http://localhost:4317' });
    expect(relyingPartyOf('http://192.168.1.20:3000')).toBeNull();
    expect(relyingPartyOf('http://[::1]:3000')).toBeNull();
  });
});
