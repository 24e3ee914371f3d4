import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('remote site settings', () => {
  it('are for admins only', async () => {
    expect((await server.get('/api/admin/remote')).status).toBe(401);
    expect((await server.send('PUT', '/api/admin/remote', { url: 'https://revista.example', credential: 'x'.repeat(20) })).status).toBe(401);
  });

  it('start empty, keep the address, and never show the credential back', async () => {
    const empty = await server.send('GET', '/api/admin/remote', undefined, { admin: true });
    expect(await empty.json()).toEqual({ url: null, hasCredential: false });
    const set = await server.send('PUT', '/api/admin/remote', { url: 'https://revista.example/', credential: 'secret-credential-123' }, { admin: true });
    expect(set.status).toBe(200);
    const body = await set.text();
    expect(JSON.parse(body)).toEqual({ url: 'https://revista.example', hasCredential: true });
    expect(body).not.toContain('secret-credential-123');
    const cleared = await server.send('DELETE', '/api/admin/remote', undefined, { admin: true });
    expect(await cleared.json()).toEqual({ url: null, hasCredential: false });
  });

  it('refuse an address that is not http(s) and a short credential', async () => {
    const badUrl = await server.send('PUT', '/api/admin/remote', { url: 'javascript:alert(1)', credential: 'x'.repeat(20) }, { admin: true });
    expect(badUrl.status).toBe(400);
    // Staff read these in the settings panel: in Catalan, with the stable code programs branch on.
    expect(((await badUrl.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'invalid_input', message: expect.stringContaining('url: ha de ser una adreça http(s)') });
    const short = await server.send('PUT', '/api/admin/remote', { url: 'https://revista.example', credential: 'short' }, { admin: true });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toContain('credential: la credencial ha de tenir com a mínim 12 caràcters');
  });
});
