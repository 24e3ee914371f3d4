/**
 * Cached public GETs are answered ahead of Express (server/http/leanGet.ts): the same status,
 * headers and bytes as Express sends for them, a 304 on revalidation, and Express itself for
 * anything not cached or asked with a credential.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsEncoding, cacheKey, cachedAnswer, ResponseCache } from '../../server/http/cache.js';
import { LeanGets, withLeanGets } from '../../server/http/leanGet.js';
import { startTestServer, type TestServer } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

/** Headers that differ between any two answers (the time, the connection). */
// Each answer has its own request id.
const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !VOLATILE.has(name)));
}

describe('the lean path', () => {
  let calls = 0;
  let server: http.Server;
  let url: string;
  const cache = new ResponseCache();

  beforeAll(async () => {
    const gets = new LeanGets();
    gets.add(() => true, cache, 'public, max-age=0, must-revalidate');
    server = http.createServer(
      withLeanGets((_req, res) => {
        calls += 1;
        res.end('from the app');
      }, gets),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await cache.get(cacheKey('public', '/kept?x=1'), async () => cachedAnswer(200, 'text/html; charset=utf-8', '<p>kept</p>'.repeat(200), new Date(0)));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a kept address without the app, and revalidates it with a 304', async () => {
    const res = await fetch(`${url}/kept?x=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe('<p>kept</p>'.repeat(200));
    const again = await fetch(`${url}/kept?x=1`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(calls).toBe(0);
  });

  it('leaves to the app what is not kept, other methods and requests with a credential', async () => {
    await fetch(`${url}/kept?x=2`);
    await fetch(`${url}/kept?x=1`, { method: 'POST' });
    await fetch(`${url}/kept?x=1`, { headers: { Cookie: 'session=1' } });
    await fetch(`${url}/kept?x=1`, { headers: { Authorization: 'Bearer x' } });
    expect(calls).toBe(4);
  });

  it('gives a reader who holds the magazine\'s faces the page drawn in them, still without the app', async () => {
    const pages = new ResponseCache();
    const gets = new LeanGets();
    gets.add(() => true, pages, 'public, max-age=0, must-revalidate', { byFonts: true });
    let appCalls = 0;
    const pagesServer = http.createServer(
      withLeanGets((_req, res) => {
        appCalls += 1;
        res.end('from the app');
      }, gets),
    );
    await new Promise<void>((resolve) => pagesServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(pagesServer.address() as AddressInfo).port}`;
    try {
      await pages.get(cacheKey('public', '/llibres'), async () => cachedAnswer(200, 'text/html; charset=utf-8', 'system faces', null));
      await pages.get(cacheKey('public', '/llibres', 'fonts'), async () => cachedAnswer(200, 'text/html; charset=utf-8', 'magazine faces', null));
      const first = await fetch(`${base}/llibres`);
      expect(await first.text()).toBe('system faces');
      expect(first.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(await (await fetch(`${base}/llibres`, { headers: { Cookie: 'fonts=1' } })).text()).toBe('magazine faces');
      expect(appCalls).toBe(0);
      // Any other cookie may be a session: Express decides.
      expect(await (await fetch(`${base}/llibres`, { headers: { Cookie: 'fonts=1; sessio=x' } })).text()).toBe('from the app');
      expect(appCalls).toBe(1);
    } finally {
      await new Promise<void>((resolve) => pagesServer.close(() => resolve()));
    }
  });

  it('reads Accept-Encoding with its weights', () => {
    const acceptsGzip = (header: string | undefined) => acceptsEncoding(header, 'gzip');
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
  });
});

describe('on the server', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-lean-'));
    fs.writeFileSync(path.join(root, 'index.html'), FIXTURE_INDEX_HTML);
    server = await startTestServer({ rendererDir: root });
  });

  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends a cached page and a cached API answer as Express does', async () => {
    for (const address of ['/autors', '/api/issues/latest', '/api/articles?section=llibres&limit=3']) {
      await server.get(address);
      const lean = await server.get(address);
      // A cookie takes the request through Express, which answers from the same cache.
      const express = await server.get(address, { headers: { Cookie: 'qualsevol=1' } });
      expect(lean.status, address).toBe(express.status);
      expect(headersOf(lean), address).toEqual(headersOf(express));
      expect(await lean.text(), address).toBe(await express.text());
    }
  });

  it('sends the page drawn in the magazine\'s faces to a reader whose browser holds them, as Express does', async () => {
    const withFonts = { headers: { Cookie: 'fonts=1' } };
    await server.get('/autors', withFonts);
    const lean = await server.get('/autors', withFonts);
    const express = await server.get('/autors', { headers: { Cookie: 'fonts=1; qualsevol=1' } });
    expect(headersOf(lean)).toEqual(headersOf(express));
    expect(await lean.text()).toBe(await express.text());
  });

  it('sends a kept page as brotli to a browser that takes it, by either path, once it is made (issue 32)', async () => {
    const br = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const page = await (await server.get('/arxiu')).text();
    // The brotli body is made off the main thread after the page is kept: until then, gzip.
    await expect.poll(async () => (await server.get('/arxiu', { headers: br })).headers.get('content-encoding')).toBe('br');
    const lean = await server.get('/arxiu', { headers: br });
    const express = await server.get('/arxiu', { headers: { ...br, Cookie: 'qualsevol=1' } });
    expect(headersOf(lean)).toEqual(headersOf(express));
    expect(await lean.text()).toBe(page);
    expect(await express.text()).toBe(page);
    const gzip = await server.get('/arxiu', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(lean.headers.get('content-length'))).toBeLessThan(Number(gzip.headers.get('content-length')));
  });
});
