/**
 * Operations: /api/health says whether the database answers (503, still JSON, when it does not),
 * and LOG_REQUESTS=true writes one JSON object per request line, without the client's address.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, testDialect, type TestServer } from './harness.js';

let server: TestServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

const databaseKind = () => (testDialect() === 'sqlite' ? 'sqlite' : 'postgresql');

interface Health {
  status: string;
  database: string;
  message?: string;
  uptimeSeconds: number;
}

async function health(s: TestServer): Promise<{ status: number; body: Health; text: string; headers: Headers }> {
  const res = await s.get('/api/health');
  const text = await res.text();
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return { status: res.status, body: JSON.parse(text) as Health, text, headers: res.headers };
}

describe('/api/health', () => {
  it('answers 200 ok with the database kind while the database answers', async () => {
    server = await startTestServer();
    const res = await health(server);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: databaseKind() });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 unavailable, as JSON without SQL, once the connection pool is gone', async () => {
    server = await startTestServer();
    await server.db.destroy();
    const res = await health(server);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: databaseKind(), message: 'No es pot connectar amb la base de dades.' });
    expect(res.text).not.toMatch(/select|sqlite_|knex|pool|postgres:/i);
  });

  it('answers 503 when the PostgreSQL server it points at does not answer', async () => {
    // Port 5409 of this machine, where nothing listens.
    server = await startTestServer({ databaseUrl: 'postgres://revista:revista@127.0.0.1:5409/revista' });
    const started = Date.now();
    const res = await health(server);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'postgresql' });
    expect(res.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|5409|select/i);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('LOG_REQUESTS=true', () => {
  it('writes one JSON line per request: time, method, path, status, ms, bytes, and never an address', async () => {
    server = await startTestServer({ logRequests: true });
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = String(chunk);
      if (text.startsWith('{"time"')) {
        lines.push(text);
        return true;
      }
      return write(chunk, ...(rest as []));
    });

    const reader = { 'X-Forwarded-For': '81.45.12.7' };
    const latest = await server.get('/api/issues/latest?camps=tots', { headers: { ...reader, 'Accept-Encoding': 'identity' } });
    const latestBytes = (await latest.arrayBuffer()).byteLength;
    await (await server.send('POST', '/api/connections/track', { path: '/arxiu' }, { headers: reader })).arrayBuffer();
    await (await server.get('/api/no-existeix', { headers: reader })).arrayBuffer();
    await vi.waitFor(() => expect(lines).toHaveLength(3));

    expect(lines.every((l) => l.endsWith('}\n') && l.indexOf('\n') === l.length - 1)).toBe(true);
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['bytes', 'method', 'ms', 'path', 'status', 'time']);
      expect(Date.now() - Date.parse(e.time as string)).toBeLessThan(10_000);
      expect(e.ms).toBeGreaterThanOrEqual(0);
    }
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/issues/latest?camps=tots', 200],
      // The beacon's lean path is logged like the rest.
      ['POST', '/api/connections/track', 200],
      ['GET', '/api/no-existeix', 404],
    ]);
    // What went out on the connection: the body and its headers.
    expect(entries[0]!.bytes).toBeGreaterThan(latestBytes);
    expect(entries[0]!.bytes).toBeLessThan(latestBytes + 2000);
    for (const line of lines) expect(line).not.toMatch(/81\.45\.12\.7|127\.0\.0\.1|::1|ip/i);
  });

  it('writes nothing when off (the default)', async () => {
    server = await startTestServer();
    const spy = vi.spyOn(process.stdout, 'write');
    await (await server.get('/api/health')).arrayBuffer();
    expect(spy.mock.calls.filter(([chunk]) => String(chunk).startsWith('{"time"'))).toEqual([]);
  });
});
