/**
 * Calls to the public site (sync, 'Publica al web') fail when they stall, not when they take long:
 * a large video over a slow connection keeps coming for minutes, a site that stops answering is
 * given up on. A real HTTP server on loopback plays the public site.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../server/http/errors.js';
import { RemoteSite } from '../../server/staff/remote.js';

const STALL_MS = 400;
const PIECE = Buffer.alloc(1024, 7);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const TOKEN = `estany_${'s'.repeat(43)}`;

let site: http.Server;
let siteUrl: string;
let remote: RemoteSite;
let received = 0;
/** Whether the site says whose the token is (false: it answers 503, as a site being restarted). */
let sessionsAnswered = true;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    void (async () => {
      if (req.url === '/slow-but-moving') {
        // Ten pieces 150 ms apart: 1.5 s in all, far past the stall limit, never stalled.
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        for (let i = 0; i < 10; i++) {
          res.write(PIECE);
          await wait(150);
        }
        res.end();
      } else if (req.url === '/stops-half-way') {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        res.write(PIECE);
        await wait(STALL_MS * 4);
        res.end(PIECE);
      } else if (req.url === '/never-answers') {
        await wait(STALL_MS * 4);
        res.end();
      } else if (req.url === '/api/admin/session') {
        if (!sessionsAnswered) return res.writeHead(503).end();
        const actor = { kind: 'token', id: 4, name: 'Anna Puig', role: 'editor' };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(req.headers.authorization === `Bearer ${TOKEN}` ? { authenticated: true, actor } : { authenticated: false }));
      } else if (req.url === '/upload') {
        received = 0;
        for await (const chunk of req) received += (chunk as Buffer).length;
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ received, auth: req.headers.authorization }));
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  remote = new RemoteSite({ url: `${siteUrl}/`, credential: TOKEN, stallMs: STALL_MS });
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('calls to the public site', () => {
  it('read a file that keeps coming for longer than the stall limit', async () => {
    const res = await remote.fetch('/slow-but-moving');
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(10 * PIECE.length);
  });

  it('give up on a file that stops coming half-way, as the site being unreachable', async () => {
    const res = await remote.fetch('/stops-half-way');
    const error = await failure(res.arrayBuffer());
    expect(error.status).toBe(502);
    expect(error.code).toBe('remote_unreachable');
    expect(error.message).toMatch(/no ha arribat res en/);
  });

  it('give up on a site that does not answer', async () => {
    const error = await failure(remote.fetch('/never-answers'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('remote_unreachable');
  });

  it('send a package in pieces, whole, with the personal token', async () => {
    const zip = Buffer.alloc(300 * 1024 + 17, 3);
    const res = await remote.fetch('/upload', { method: 'POST', headers: { 'Content-Type': 'application/zip' }, body: zip });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: zip.length, auth: `Bearer ${TOKEN}` });
  });

  it('learn whose token they carry at the first answer, when the site could not say at the start', async () => {
    const desktop = new RemoteSite({ stallMs: STALL_MS });
    sessionsAnswered = false;
    await desktop.set({ url: siteUrl, credential: TOKEN, operatorIsOwner: true });
    expect(desktop.owner()).toBeNull();
    sessionsAnswered = true;
    expect((await desktop.fetch('/upload', { method: 'POST', body: Buffer.alloc(8) })).status).toBe(201);
    expect(desktop.owner()).toBe('Anna Puig');
    // A server that is not single-user never names its operator key after the token's owner.
    const shared = new RemoteSite({ url: siteUrl, credential: TOKEN, stallMs: STALL_MS });
    await shared.fetch('/upload', { method: 'POST', body: Buffer.alloc(8) });
    expect(shared.owner()).toBeNull();
  });

  it('answer 409 when no public site is configured', async () => {
    const error = await failure(new RemoteSite().fetch('/slow-but-moving'));
    expect(error.status).toBe(409);
    expect(error.code).toBe('remote_not_configured');
  });
});
