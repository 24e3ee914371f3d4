/**
 * An invitee joins with a passkey instead of a password (issue 27 item 3): options bound to the
 * invitation link (asking for them leaves the link live), then the answer verified and the person,
 * the passkey and the used-up link made in one transaction; the invitee is signed in, has no
 * password (a password sign-in is refused as a wrong one) and signs in with the passkey. Refused
 * and changing nothing: a replayed link (recorded as the password path's), a challenge of another
 * link, a signed-in person's registration challenge. The authenticator is software (softAuthenticator.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSession } from '../../common/api/admin.js';
import type { StaffPerson } from '../../common/api/people.js';
import type { RecordEntry } from '../../common/api/record.js';
import { startTestServer, type TestServer } from './harness.js';
import { STAFF_SITE, SoftAuthenticator } from './softAuthenticator.js';
import { addPerson, errorCode, invite, signIn } from './staffFixture.js';

let server: TestServer;
let clients = 0;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: STAFF_SITE.origin });
});

afterAll(async () => {
  await server.close();
});

/** A client of its own (through the trusted loopback proxy): each test's failures are its own. */
const newClient = () => ({ 'X-Forwarded-For': `198.51.100.${++clients}` });
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = newClient()) => server.send(method, path, body, { headers });

async function optionsFor(token: string, name: string) {
  const res = await call('POST', `/api/admin/invitation/${token}/passkey/options`, { name });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { challenge: string; user: { id: string; name: string; displayName: string }; rp: { id: string } };
}

const accept = (token: string, name: string, response: unknown) => call('POST', `/api/admin/invitation/${token}/passkey`, { name, passkeyName: 'Mòbil', response });

const people = async () => ((await (await server.send('GET', '/api/admin/people', undefined, { admin: true })).json()) as { people: StaffPerson[] }).people;

describe('accepting an invitation with a passkey', () => {
  it('makes the person with the invited role and the passkey, signs them in, and they sign in again with it (not with a password)', async () => {
    const email = 'clara.clau@revista.test';
    const { token } = await invite(server, email, 'editor');
    const options = await optionsFor(token, 'Clara Clau');
    expect(options.rp.id).toBe(STAFF_SITE.rpId);
    expect(options.user).toMatchObject({ name: email, displayName: 'Clara Clau' });
    // Asking for the options does not use the link up.
    expect((await call('GET', `/api/admin/invitation/${token}`)).status).toBe(200);

    const authenticator = new SoftAuthenticator(STAFF_SITE);
    const res = await accept(token, 'Clara Clau', authenticator.register(options));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as AdminSession).actor).toMatchObject({ kind: 'person', name: 'Clara Clau', role: 'editor' });
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const passkeys = (await (await server.send('GET', '/api/admin/passkeys', undefined, { headers: { Cookie: cookie } })).json()) as { passkeys: { name: string }[] };
    expect(passkeys.passkeys.map((p) => p.name)).toEqual(['Mòbil']);
    const accepted = (await (await server.send('GET', '/api/admin/record?action=invitation.accept&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(accepted.entries[0]).toMatchObject({ actor: { name: 'Clara Clau' } });

    const client = newClient();
    const signInOptions = (await (await call('POST', '/api/admin/session/passkey/options', undefined, client)).json()) as { challenge: string };
    const signedIn = await call('POST', '/api/admin/session/passkey', { response: authenticator.assert(signInOptions) }, client);
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect(((await signedIn.json()) as AdminSession).actor).toMatchObject({ name: 'Clara Clau', role: 'editor' });

    // No password: refused as a wrong one, with the same code.
    const byPassword = await call('POST', '/api/admin/session', { email, password: 'qualsevol frase prou llarga' });
    expect(byPassword.status).toBe(401);
    expect(await errorCode(byPassword)).toBe('invalid_credentials');
  });

  it('refuses a replayed link as the password path does, records it, and makes no second person', async () => {
    const { token } = await invite(server, 'roc.repetit@revista.test', 'contributor');
    const first = new SoftAuthenticator(STAFF_SITE);
    // Two ceremonies started on the same link: the first answer uses it up, the second is refused.
    const [a, b] = [await optionsFor(token, 'Roc Repetit'), await optionsFor(token, 'Roc Repetit')];
    expect((await accept(token, 'Roc Repetit', first.register(a))).status).toBe(201);
    const again = await accept(token, 'Roc Repetit', new SoftAuthenticator(STAFF_SITE).register(b));
    expect(again.status).toBe(410);
    expect(await errorCode(again)).toBe('link_used');
    const options = await call('POST', `/api/admin/invitation/${token}/passkey/options`, { name: 'Roc Repetit' });
    expect(options.status).toBe(410);
    const refused = (await (await server.send('GET', '/api/admin/record?action=invitation.refused&limit=2', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(refused.entries).toHaveLength(2);
    for (const entry of refused.entries) expect(entry).toMatchObject({ summary: 'Ha intentat fer servir un enllaç d’invitació que no val: «ja utilitzat».' });
    expect((await people()).filter((p) => p.email === 'roc.repetit@revista.test')).toHaveLength(1);
  });

  it("refuses a challenge of another link, and a signed-in person's registration challenge, leaving the link live", async () => {
    const { token } = await invite(server, 'nuria.lligada@revista.test', 'contributor');
    const other = await invite(server, 'altra.invitacio@revista.test', 'admin');
    const fromOther = await accept(token, 'Núria Lligada', new SoftAuthenticator(STAFF_SITE).register(await optionsFor(other.token, 'Núria Lligada')));
    expect(fromOther.status).toBe(400);
    expect(await errorCode(fromOther)).toBe('passkey_challenge');

    const someone = await addPerson(server, 'Pau Registrat', 'contributor');
    const cookie = await signIn(server, someone.email, undefined, newClient());
    const own = (await (await server.send('POST', '/api/admin/passkeys/options', undefined, { headers: { Cookie: cookie } })).json()) as { challenge: string; user: { id: string } };
    const fromPerson = await accept(token, 'Núria Lligada', new SoftAuthenticator(STAFF_SITE).register(own));
    expect(fromPerson.status).toBe(400);
    expect(await errorCode(fromPerson)).toBe('passkey_challenge');

    expect((await people()).some((p) => p.email === 'nuria.lligada@revista.test')).toBe(false);
    expect((await call('GET', `/api/admin/invitation/${token}`)).status).toBe(200);
    // Its own challenge still works afterwards.
    expect((await accept(token, 'Núria Lligada', new SoftAuthenticator(STAFF_SITE).register(await optionsFor(token, 'Núria Lligada')))).status).toBe(201);
  });
});
