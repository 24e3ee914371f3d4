/**
 * Operations: /api/health says whether the database answers (503, still JSON, when it does not);
 * /api/health/live that the process answers, whatever the database; /api/health/ready whether to
 * send readers here (database, migrations current, not draining).
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

interface Readiness {
  status: string;
  checks: { database: boolean; migrations: boolean; draining: boolean };
  message?: string;
}

async function ready(s: TestServer): Promise<{ status: number; body: Readiness }> {
  const res = await s.get('/api/health/ready');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: (await res.json()) as Readiness };
}

describe('/api/health/live and /api/health/ready', () => {
  it('are both 200 on a running server with a current database', async () => {
    server = await startTestServer();
    const live = await server.get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: 'alive' });
    expect(await ready(server)).toEqual({ status: 200, body: { status: 'ready', checks: { database: true, migrations: true, draining: false } } });
  });

  it('ready is 503 without the database while live stays 200', async () => {
    server = await startTestServer();
    await server.db.destroy();
    expect(await ready(server)).toMatchObject({ status: 503, body: { status: 'unavailable', checks: { database: false }, message: 'No es pot connectar amb la base de dades.' } });
    expect((await server.get('/api/health/live')).status).toBe(200);
  });

  it('ready is 503 when a migration of this version has not run', async () => {
    server = await startTestServer();
    const last = await server.db('knex_migrations').orderBy('id', 'desc').first<{ id: number }>('id');
    await server.db('knex_migrations').where({ id: last!.id }).delete();
    expect(await ready(server)).toMatchObject({ status: 503, body: { checks: { database: true, migrations: false, draining: false } } });
  });

  it('ready is 503 once the server drains (a stop began); /api/health keeps answering 200', async () => {
    server = await startTestServer();
    server.server.drain();
    expect(await ready(server)).toMatchObject({ status: 503, body: { checks: { database: true, migrations: true, draining: true }, message: 'El servidor s’està aturant.' } });
    expect((await health(server)).status).toBe(200);
  });
});
