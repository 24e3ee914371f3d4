/**
 * The public site's connection (`PUT /api/admin/remote`, issue 27): it takes a person's personal
 * token there, never the shared operator key, and whose token it is comes from the public site,
 * never from the caller. Two real servers on loopback: `site` plays the public magazine, `desk`
 * the staff copy (or the desktop's bundled server).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { personalToken } from './staffFixture.js';

let site: TestServer;
let desk: TestServer;
beforeAll(async () => {
  [site, desk] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([desk.close(), site.close()]);
});

type Refusal = { error: { code: string; message: string } };
const put = (body: Record<string, unknown>) => desk.send('PUT', '/api/admin/remote', body, { admin: true });
const settings = async () => (await desk.send('GET', '/api/admin/remote', undefined, { admin: true })).json();
const lastSet = async () => ((await (await desk.send('GET', '/api/admin/record?action=remote.set&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] }).entries[0];

/** A port nothing listens on: a public site that cannot be reached (offline). */
async function closedPort(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('remote site settings', () => {
  it('are for admins only', async () => {
    expect((await desk.get('/api/admin/remote')).status).toBe(401);
    expect((await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: 'x'.repeat(20) })).status).toBe(401);
  });

  it("refuse the public site's shared operator key with a Catalan reason, and keep nothing", async () => {
    const refused = await put({ url: `${site.url}/`, credential: TEST_ADMIN_TOKEN });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).error).toEqual({
      code: 'remote_personal_token_required',
      message: `El web públic ha de rebre la teva clau personal (comença per estany_), no la clau d'operador compartida: així hi consta qui publica o sincronitza. Crea-la a ${site.url}/redaccio/sessions#claus-personals.`,
    });
    expect(await settings()).toEqual({ url: null, hasCredential: false });
  });

  it('refuse a personal token the public site does not take (revoked), and keep nothing', async () => {
    const { secret, revoke } = await personalToken(site, 'Clara Revocada', 'editor');
    await revoke();
    const refused = await put({ url: site.url, credential: secret });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).error).toMatchObject({ code: 'remote_token_refused', message: expect.stringContaining("El web públic no accepta aquesta clau personal") });
    expect(await settings()).toEqual({ url: null, hasCredential: false });
  });

  it("keep a person's token, never show it back, and forget it", async () => {
    const { secret } = await personalToken(site, 'Jordi Desat', 'admin');
    const set = await put({ url: `${site.url}/`, credential: secret });
    expect(set.status).toBe(200);
    const body = await set.text();
    expect(JSON.parse(body)).toEqual({ url: site.url, hasCredential: true });
    expect(body).not.toContain(secret);
    const cleared = await desk.send('DELETE', '/api/admin/remote', undefined, { admin: true });
    expect(await cleared.json()).toEqual({ url: null, hasCredential: false });
  });

  it('name the operator key after the token’s owner as the public site names them, never the name the caller gives', async () => {
    const { secret } = await personalToken(site, 'Núria Propietària', 'editor');
    // A name the caller gives is refused, not read.
    expect((await put({ url: site.url, credential: secret, operatorIsOwner: true, owner: 'Una altra persona' })).status).toBe(400);
    expect((await put({ url: site.url, credential: secret, operatorIsOwner: true })).status).toBe(200);
    expect(await lastSet()).toMatchObject({ actor: { kind: 'operator', personId: null, name: 'Núria Propietària' } });
    // A staff copy that is not single-user: its operator key stays the operator's.
    expect((await put({ url: site.url, credential: secret })).status).toBe(200);
    expect(await lastSet()).toMatchObject({ actor: { kind: 'operator', name: 'Clau d’operador' } });
  });

  it('keep a token while the public site cannot be reached (the desktop works offline), naming nobody', async () => {
    const offline = await closedPort();
    const set = await put({ url: offline, credential: `estany_${'x'.repeat(43)}`, operatorIsOwner: true });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ url: offline, hasCredential: true });
    expect(await lastSet()).toMatchObject({ actor: { kind: 'operator', name: 'Clau d’operador' } });
  });

  it('refuse an address that is not http(s) and a short credential', async () => {
    const badUrl = await put({ url: 'javascript:alert(1)', credential: 'x'.repeat(20) });
    expect(badUrl.status).toBe(400);
    // Staff read these in the settings panel: in Catalan, with the stable code programs branch on.
    expect(((await badUrl.json()) as Refusal).error).toEqual({ code: 'invalid_input', message: expect.stringContaining('url: ha de ser una adreça http(s)') });
    const short = await put({ url: 'https://revista.example', credential: 'short' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as Refusal).error.message).toContain('credential: la credencial ha de tenir com a mínim 12 caràcters');
  });
});
