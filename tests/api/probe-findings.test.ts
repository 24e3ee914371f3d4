/**
 * What a probe of the API by hand found beyond the fuzzer (tests/api/fuzz-findings.test.ts), one
 * case each: bodies of another type read as no body, bytes that are not UTF-8 and half characters
 * stored as U+FFFD, a query escape that is not UTF-8 searched for, a JSON body sent to the picture
 * upload answered as an empty file, and a method an address does not answer refused as if the
 * address were missing (OPTIONS answered by Express as text, on some addresses only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEntry } from '../../common/api/record.js';
import { ADMIN, type ErrorAnswer } from './deskFixture.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let authorId: string;

beforeAll(async () => {
  server = await startTestServer();
  const created = await server.send('POST', '/api/authors', { name: 'Autora de la sonda', profession: 'Traductora' }, { admin: true });
  expect(created.status).toBe(201);
  authorId = ((await created.json()) as { _id: string })._id;
});

afterAll(async () => {
  await server.close();
});

/** A request with the body as given, bytes and type unchanged. */
const raw = (method: string, pathname: string, body: string | Buffer, type?: string) =>
  server.get(pathname, { method, headers: { ...ADMIN, ...(type ? { 'Content-Type': type } : {}) }, body: body as BodyInit });

async function refusal(res: Response, status: number): Promise<ErrorAnswer['error']> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await res.json()) as ErrorAnswer).error;
}

const profession = async () => ((await server.json<{ profession?: string }>(`/api/authors/${authorId}`)) as { profession?: string }).profession;
const entries = async (action: string) =>
  ((await (await server.get(`/api/admin/record?action=${action}`, { headers: ADMIN })).json()) as { entries: RecordEntry[] }).entries.length;

describe('a JSON body is JSON', () => {
  it('refuses a body of another type with 415, changing nothing and recording nothing', async () => {
    const updates = await entries('author.update');
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const error = await refusal(await raw('PUT', `/api/authors/${authorId}`, JSON.stringify({ profession: 'Canviada' }), type), 415);
      expect(error, String(type)).toEqual({ code: 'unsupported_media_type', message: 'El cos de la petició ha de ser JSON (Content-Type: application/json).' });
    }
    // A form was read as no body and answered 'name: és obligatori'.
    expect((await refusal(await raw('POST', '/api/authors', 'name=Algú', 'application/x-www-form-urlencoded'), 415)).code).toBe('unsupported_media_type');
    expect(await profession()).toBe('Traductora');
    expect(await entries('author.update')).toBe(updates);
    // A call without a body still needs no type.
    expect((await server.get('/api/admin/desk/editions/next-number', { method: 'GET', headers: ADMIN })).status).toBe(200);
  });

  it('refuses bytes that are not UTF-8 with 400 invalid_json, storing nothing', async () => {
    const before = (await server.json<{ authors: unknown[] }>('/api/authors?limit=100')).authors.length;
    const bytes = Buffer.concat([Buffer.from('{"name":"Autora'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const error = await refusal(await raw('POST', '/api/authors', bytes, 'application/json'), 400);
    expect(error).toEqual({ code: 'invalid_json', message: 'El cos de la petició no és UTF-8 vàlid: hi ha bytes que no formen cap caràcter.' });
    // UTF-16, said so, is still read.
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify({ profession: 'Traductora de l’àrab' }), 'utf16le')]);
    expect((await raw('PUT', `/api/authors/${authorId}`, utf16, 'application/json; charset=utf-16')).status).toBe(200);
    expect(await profession()).toBe('Traductora de l’àrab');
    expect((await server.json<{ authors: unknown[] }>('/api/authors?limit=100')).authors.length).toBe(before);
  });

  it('refuses bytes that are not UTF-8 on the beacons too (their own lean path), storing nothing', async () => {
    const count = async (table: string) => Number((await server.db(table).count<{ n: number }[]>({ n: '*' }).first())?.n ?? 0);
    const [searches, views] = [await count('search_events'), await count('page_views')];
    const search = Buffer.concat([Buffer.from('{"query":"caf'), Buffer.from([0xff, 0xfe]), Buffer.from(' t\u00e9","results":3}')]);
    const view = Buffer.concat([Buffer.from('{"path":"/caf'), Buffer.from([0xff, 0xfe]), Buffer.from('-inv"}')]);
    for (const [pathname, body] of [['/api/analytics/search', search], ['/api/connections/track', view]] as const) {
      const answer = await server.get(pathname, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(await refusal(answer, 400), pathname).toMatchObject({ code: 'invalid_json' });
    }
    await server.server.flushWrites();
    expect([await count('search_events'), await count('page_views')]).toEqual([searches, views]);
  });

  it('refuses half a character (a lone surrogate) in a body with 400 invalid_input; a whole one is kept', async () => {
    for (const half of ['\\ud800', '\\udfff', 'x\\udc00y']) {
      const error = await refusal(await raw('PUT', `/api/authors/${authorId}`, `{"profession":"Poeta ${half}"}`, 'application/json'), 400);
      expect(error.code, half).toBe('invalid_input');
      expect(error.message).toContain('mig caràcter');
    }
    const search = await refusal(await raw('POST', '/api/analytics/search', '{"query":"boira\\ud800","results":1}', 'application/json'), 400);
    expect(search.code).toBe('invalid_input');
    expect((await raw('PUT', `/api/authors/${authorId}`, '{"profession":"Poeta \\ud83d\\udcda"}', 'application/json')).status).toBe(200);
    expect(await profession()).toBe('Poeta 📚');
  });

  it('reads a picture upload sent as JSON as what it is, not as an empty file', async () => {
    const error = await refusal(await raw('POST', '/api/admin/desk/media?name=sonda.png&alt=Una%20sonda', '{"a":1}', 'application/json'), 415);
    expect(error.code).toBe('media_not_accepted');
    expect(error.message).not.toContain('0 B');
  });
});

describe('a query is UTF-8', () => {
  it('refuses an escape that forms no character with 400, as the path does', async () => {
    // On addresses that read no query too (the document declares the 400 for every operation).
    for (const pathname of ['/api/search?q=boira%FF', '/api/search?q=%ED%A0%80', '/api/articles?author=N%FAria', '/api/issues?page=1&x=%C3', '/api/issues/latest?x=%FF', '/api/health?x=%FF']) {
      expect((await refusal(await server.get(pathname), 400)).code, pathname).toBe('bad_request');
    }
    expect((await server.get('/api/search?q=boira%20i%20m%C3%A0')).status).toBe(200);
    expect((await server.get('/api/search?q=boira+i+mar')).status).toBe(200);
  });
});

describe('a method an address does not answer', () => {
  it('is refused with 405 and what the address answers (Allow), in the error envelope', async () => {
    const put = await server.send('PUT', '/api/articles', {});
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await refusal(put, 405)).toEqual({ code: 'method_not_allowed', message: 'Aquesta adreça de l’API no admet PUT: admet GET, HEAD, OPTIONS.' });
    // The search beacon, mounted ahead of the others, and an address with a reader's and a staff route.
    const get = await server.get('/api/analytics/search');
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await refusal(get, 405)).code).toBe('method_not_allowed');
    expect((await server.send('PATCH', '/api/authors', {})).headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    // An address that is not there is still a 404.
    expect((await refusal(await server.send('PUT', '/api/no-such-thing', {}), 404)).code).toBe('route_not_found');
  });

  it('answers OPTIONS with the same Allow everywhere, and nothing of staff addresses to a reader', async () => {
    for (const [pathname, allow] of [['/api/articles', 'GET, HEAD, OPTIONS'], ['/api/analytics/search', 'POST, OPTIONS'], ['/api/analytics/search/12/click', 'PUT, OPTIONS']]) {
      const res = await server.get(pathname!, { method: 'OPTIONS' });
      expect(res.status, pathname).toBe(204);
      expect(res.headers.get('allow'), pathname).toBe(allow);
      expect(await res.text()).toBe('');
    }
    expect((await server.get('/api/admin/desk/editions/next-number', { method: 'OPTIONS' })).status).toBe(401);
    expect((await server.get('/api/admin/desk/editions/next-number', { method: 'PUT' })).status).toBe(401);
    const staff = await server.get('/api/admin/desk/editions/next-number', { method: 'OPTIONS', headers: ADMIN });
    expect(staff.status).toBe(204);
    expect(staff.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});
