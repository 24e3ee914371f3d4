/** Operations: /api/health says whether the database answers (503, still JSON, when it does not). */
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
