import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressed } from '../../server/web/precompressed.js';

// Real code of the project, so that the sizes compared are those of code.
const CODE = ['server/app.ts', 'common/routes/index.ts'].map((f) => fs.readFileSync(f, 'utf8')).join('\n');
let dir: string;
let server: http.Server;
let base: string;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The raw answer, as a browser's network layer gets it (fetch would undo the encoding). */
function get(file: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    http
      .request(`${base}${file}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  // A renderer folder as the build leaves it; the build step itself writes the copies.
  const renderer = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-precompressed-'));
  dir = path.join(renderer, 'assets');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'index-a1.js'), CODE);
  fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};\n');
  execFileSync(process.execPath, ['scripts/precompress-assets.mjs', renderer]);
  const app = express();
  app.use('/assets', precompressed(dir, { cacheControl: 'public, max-age=31536000, immutable, stale-if-error=86400' }));
  app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe('the build’s compressed copies of its code', () => {
  it('are written at the strongest settings, beside each file big enough to gain', () => {
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual(['index-a1.js', 'index-a1.js.br', 'index-a1.js.gz', 'tiny.js']);
    const q4 = zlib.brotliCompressSync(CODE, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(fs.statSync(path.join(dir, 'index-a1.js.br')).size).toBeLessThan(q4.length);
  });

  it('sends Brotli to a browser that takes it, as JavaScript, cached for a year', async () => {
    const answer = await get('index-a1.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable, stale-if-error=86400');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(CODE);
  });

  it('sends gzip to a browser that takes only gzip, and the file itself to one that takes neither', async () => {
    const gzip = await get('index-a1.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(CODE);
    const plain = await get('index-a1.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CODE);
  });

  it('answers HEAD with the headers of the encoded file, and leaves files without copies and unknown names to the static files', async () => {
    const head = await get('index-a1.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
    expect((await get('tiny.js', 'br')).body.toString()).toBe('export {};\n');
    expect((await get('missing-b2.js', 'br')).status).toBe(404);
    expect((await get('..%2Fsecret.js', 'br')).status).toBe(403);
  });
});
