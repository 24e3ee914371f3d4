/**
 * Structured logs (issue 30): one JSON line per request at LOG_LEVEL=info with its id (echoed in
 * X-Request-Id), method, route id (never the raw path), status, ms and bytes; a trusted proxy's
 * id is kept, a forged one replaced; and no line of a run holds a client address, cookie,
 * credential, password or body that the run sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../../server/log/logger.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';

let server: TestServer | undefined;
let lines: string[] = [];
let restore: (() => void) | undefined;
beforeEach(() => {
  lines = [];
  const previous = setLogSink({ write: (line: string) => void lines.push(line) });
  restore = () => setLogSink(previous);
});
afterEach(async () => {
  restore?.();
  await server?.close();
  server = undefined;
});

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; route: string };
  res?: { status: number; bytes: number };
  ms?: number;
}
const requestLines = () => lines.map((l) => JSON.parse(l) as Line).filter((l) => l.msg === 'request');

/** A request written on a socket as is: fetch refuses control characters in a header. */
function rawGet(url: string, path: string, headerLines: string[]): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(Buffer.from([`GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines, '', ''].join('\r\n'), 'latin1'));
    });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('request log lines (LOG_LEVEL=info)', () => {
  it('writes one line per request with its id, method, route id, status, ms and bytes; the id is the answer’s', async () => {
    server = await startTestServer({ logLevel: 'info' });
    const latest = await server.get('/api/issues/latest?camps=tots', { headers: { 'Accept-Encoding': 'identity' } });
    const latestBytes = (await latest.arrayBuffer()).byteLength;
    const beacon = await server.send('POST', '/api/connections/track', { path: '/arxiu' });
    await beacon.arrayBuffer();
    const missing = await server.get('/api/no-existeix/42');
    await missing.arrayBuffer();
    const article = await server.get('/api/articles/poesia/un-poema-que-no-hi-es');
    await article.arrayBuffer();
    await expect.poll(() => requestLines().length).toBe(4);

    const entries = requestLines();
    expect(entries.map((e) => [e.req?.method, e.req?.route, e.res?.status])).toEqual([
      ['GET', 'GET /api/issues/latest', 200],
      // The beacon's lean path is logged like the rest.
      ['POST', 'POST /api/connections/track', 200],
      ['GET', 'GET /api (no route)', 404],
      ['GET', 'GET /api/articles/{section}/{url}', 404],
    ]);
    const answers = [latest, beacon, missing, article];
    entries.forEach((e, i) => {
      expect(e.req?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(answers[i]!.headers.get('x-request-id')).toBe(e.req?.id);
      expect(e.level).toBe(30);
      expect(e.ms).toBeGreaterThanOrEqual(0);
    });
    expect(new Set(entries.map((e) => e.req?.id)).size).toBe(4);
    // What went out on the connection: the body and its headers.
    expect(entries[0]!.res!.bytes).toBeGreaterThan(latestBytes);
    expect(entries[0]!.res!.bytes).toBeLessThan(latestBytes + 2000);
    // The raw path with its slug and query is in no line.
    expect(lines.join('')).not.toMatch(/un-poema-que-no-hi-es|camps=tots|no-existeix/);
  });

  it('gives every cached answer sent ahead of Express its id among its headers: each encoding, HEAD, a 304', async () => {
    server = await startTestServer({ logLevel: 'info' });
    // The first asking of each is Express's, which keeps the answer; the rest are the lean path's.
    for (const path of ['/api/issues/latest', '/api/authors']) await (await server.get(path)).arrayBuffer();
    await expect.poll(() => requestLines().length).toBe(2);
    const asked: Response[] = [];
    for (const encoding of ['gzip', 'br', 'identity']) asked.push(await server.get('/api/issues/latest', { headers: { 'Accept-Encoding': encoding } }));
    asked.push(await server.get('/api/issues/latest', { method: 'HEAD' }));
    asked.push(await server.get('/api/issues/latest', { headers: { 'If-None-Match': asked[0]!.headers.get('etag')! } }));
    asked.push(await server.get('/api/authors'));
    for (const answer of asked) await answer.arrayBuffer();
    expect(asked.map((a) => a.status)).toEqual([200, 200, 200, 200, 304, 200]);
    await expect.poll(() => requestLines().length).toBe(8);
    const logged = requestLines().slice(2);
    asked.forEach((answer, i) => {
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-request-id')).toBe(logged[i]!.req?.id);
      // The kept headers go with it, as Express sent them.
      expect(answer.headers.get('etag')).toEqual(i < 5 ? asked[0]!.headers.get('etag') : expect.stringMatching(/^(W\/)?"/));
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    });
    expect(new Set(asked.map((a) => a.headers.get('x-request-id'))).size).toBe(asked.length);
    expect(asked[0]!.headers.get('content-encoding')).toBe('gzip');
    expect(asked[2]!.headers.get('content-encoding')).toBeNull();
    expect(asked[2]!.headers.get('content-length')).toBe(String((await server.get('/api/issues/latest', { headers: { 'Accept-Encoding': 'identity' } }).then((r) => r.arrayBuffer())).byteLength));
  });

  it('gives the beacon’s lean answers their id among their headers, a refused one too', async () => {
    server = await startTestServer({ logLevel: 'info' });
    const counted = await server.send('POST', '/api/connections/track', { path: '/arxiu' });
    const refused = await fetch(`${server.url}/api/connections/track`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"path":' });
    for (const answer of [counted, refused]) await answer.arrayBuffer();
    expect([counted.status, refused.status]).toEqual([200, 400]);
    await expect.poll(() => requestLines().length).toBe(2);
    expect(requestLines().map((e) => [e.req?.route, e.req?.id])).toEqual([
      ['POST /api/connections/track', counted.headers.get('x-request-id')],
      ['POST /api/connections/track', refused.headers.get('x-request-id')],
    ]);
    expect(counted.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers.get('x-request-id')).not.toBe(counted.headers.get('x-request-id'));
  });

  it('keeps the id a trusted proxy sends, and replaces one from an untrusted client or a forged one', async () => {
    server = await startTestServer({ logLevel: 'info' });
    const proxied = await server.get('/api/issues/latest', { headers: { 'X-Request-Id': 'nginx-7f3a9c.42' } });
    expect(proxied.headers.get('x-request-id')).toBe('nginx-7f3a9c.42');

    const long = await server.get('/api/issues/latest', { headers: { 'X-Request-Id': 'a'.repeat(10 * 1024) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Control characters: Node's parser refuses the request before any code of ours sees it.
    expect(await rawGet(server.url, '/api/issues/latest', ['X-Request-Id: x\x1b[31mforged'])).toMatch(/^HTTP\/1\.1 400/);
    // What it lets through: quotes, spaces, bytes above ASCII, meant to forge a line of JSON.
    const forged = await rawGet(server.url, '/api/issues/latest', ['X-Request-Id: x"} {"level":60,"msg":"forged\xe9']);
    expect(forged).toMatch(/^HTTP\/1\.1 200/);
    expect(forged).toMatch(/\r\nX-Request-Id: [0-9a-f-]{36}\r\n/i);
    await expect.poll(() => requestLines().length).toBe(3);
    expect(requestLines().map((e) => e.req?.id)).toEqual(['nginx-7f3a9c.42', long.headers.get('x-request-id'), forged.match(/X-Request-Id: ([0-9a-f-]{36})/i)![1]]);
    expect(lines.join('')).not.toMatch(/forged|aaaaaaaaaa/);
    await server.close();

    // No proxy trusted: the client's own id is never believed.
    server = await startTestServer({ logLevel: 'info', trustProxy: false });
    const direct = await server.get('/api/issues/latest', { headers: { 'X-Request-Id': 'nginx-7f3a9c.42' } });
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs an answer its client abandoned, marked aborted', async () => {
    server = await startTestServer({ logLevel: 'info' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    // Once the server has the request (the latest edition not cached yet: its answer waits for the database), the client resets the connection.
    server.server.once('request', () => socket.resetAndDestroy());
    socket.on('error', () => undefined);
    socket.write('GET /api/issues/latest HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => requestLines().length).toBe(1);
    expect(requestLines()[0]).toMatchObject({ req: { method: 'GET', route: 'GET /api/issues/latest' }, res: { aborted: true } });
  });

  it('logs every answer of a connection its client abandoned with requests in a row (pipelined), each once', async () => {
    server = await startTestServer({ logLevel: 'info' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let seen = 0;
    server.server.on('request', () => {
      seen += 1;
      if (seen === 2) socket.resetAndDestroy();
    });
    socket.on('error', () => undefined);
    const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;
    socket.write(get('/api/issues/latest') + get('/api/authors'));
    await expect.poll(() => requestLines().length).toBe(2);
    expect(requestLines().map((l) => [l.req?.route, (l.res as { aborted?: boolean }).aborted])).toEqual([
      ['GET /api/issues/latest', true],
      ['GET /api/authors', true],
    ]);
    // Told once each: nothing more arrives once their answers are made.
    await (await server.get('/api/health')).arrayBuffer();
    await expect.poll(() => requestLines().length).toBe(3);
  });

  it('never logs the address, cookie, credential, password or body a run sent, errors included', async () => {
    server = await startTestServer({ logLevel: 'trace' });
    const address = '81.45.12.7';
    const secrets = [address, 'galeta-secreta-991', TEST_ADMIN_TOKEN, 'contrasenya-secreta-553', 'cos-secret-217', 'consulta-secreta-804'];
    const headers = { 'X-Forwarded-For': address, Cookie: 'revista_admin=galeta-secreta-991' };
    const answers = [
      await server.get('/api/issues/latest?token=consulta-secreta-804', { headers }),
      await server.send('POST', '/api/admin/session', { token: 'contrasenya-secreta-553' }, { headers }),
      await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN }, { headers }),
      await server.send('POST', '/api/connections/track', { path: '/cos-secret-217' }, { headers }),
      await server.send('POST', '/api/analytics/search', { query: 'cos-secret-217', results: 0 }, { headers }),
      await server.send('PUT', '/api/admin/desk/editions/999999', { title: 'cos-secret-217' }, { admin: true, headers }),
      await server.get('/api/articles/poesia/consulta-secreta-804', { headers: { ...headers, Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } }),
    ];
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    await expect.poll(() => requestLines().length).toBe(answers.length);
    const all = lines.join('');
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(all).not.toMatch(/127\.0\.0\.1|::1|"(ip|remoteAddress|headers|cookie|authorization|body)"/i);
  });
});

describe('request log lines off (LOG_LEVEL=warn)', () => {
  it('writes no request line, and still answers with an id', async () => {
    server = await startTestServer({ logLevel: 'warn' });
    const res = await server.get('/api/health');
    await res.arrayBuffer();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines()).toEqual([]);
  });
});

describe('request log lines and metrics on together', () => {
  it('both are told of every answer with no listener on it, and with one on its connection (a listener an answer cost 4 % of a cached one)', async () => {
    server = await startTestServer({ logLevel: 'info', metricsToken: 'metrics-token-0123456789' });
    // Run after the server's own request listener, before any answer closes (lean answers included).
    const closeListeners: number[] = [];
    const connectionListeners: number[] = [];
    server.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      closeListeners.push(res.listenerCount('close'));
      connectionListeners.push(req.socket.listenerCount('close'));
    });
    // The first latest edition fills the cache through Express, the next two come from the lean path, like the beacon.
    for (let i = 0; i < 3; i++) await (await server.get('/api/issues/latest')).arrayBuffer();
    await (await server.send('POST', '/api/connections/track', { path: '/arxiu' })).arrayBuffer();
    await expect.poll(() => requestLines().length).toBe(4);
    // Express's answer has the compression middleware's listener besides.
    expect(closeListeners.slice(1)).toEqual([0, 0, 0]);
    // The requests came on one kept-alive connection: its listener was added once.
    expect(new Set(connectionListeners).size).toBe(1);

    const scrape = await (await server.get('/metrics', { headers: { Authorization: 'Bearer metrics-token-0123456789' } })).text();
    expect(scrape).toMatch(/^revista_http_requests_total\{route="\/api\/issues\/latest",method="GET",status_class="2xx"\} 3$/m);
    expect(scrape).toMatch(/^revista_http_requests_total\{route="\/api\/connections\/track",method="POST",status_class="2xx"\} 1$/m);
    expect(requestLines().map((e) => e.req?.route)).toEqual(['GET /api/issues/latest', 'GET /api/issues/latest', 'GET /api/issues/latest', 'POST /api/connections/track']);
  });
});
