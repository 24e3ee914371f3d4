/**
 * Boots the real app on a copy of the template database, listening on a free loopback port. The
 * database is the suite's parameter: the Vitest project (api-sqlite, api-postgres) provides it.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { createServer, type AppContext, type RevistaServer } from '../../server/app.js';
import { loadConfig, type Config } from '../../server/config.js';
import { ContentEventBus, type ContentEventSink } from '../../server/content/events.js';
import { ContentWriter } from '../../server/content/writer.js';
import { deskRecords } from '../../server/desk/records.js';
import { createDb, type Db } from '../../server/db/connection.js';
import { articleIndex } from '../../server/search/engine.js';
import { postgresAt, uniqueDatabaseName } from '../support/postgres.js';
import type { DatabaseDialect, TestDatabase } from './global-setup.js';

/**
 * The content area's writer on a test database, as createApp builds it; its events go to `events`
 * (a test server's bus, `server.events`, so that its caches hear of the write).
 */
export const contentWriter = (db: Db, events: ContentEventSink = new ContentEventBus()): ContentWriter => new ContentWriter(db, articleIndex, { events, desk: deskRecords });

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

export interface TestServer {
  url: string;
  db: Db;
  config: Config;
  /** The HTTP server itself (drain, flushWrites). */
  server: RevistaServer;
  /** The app's content events: `events.heard('unknown')` stands for a write made behind the app's back. */
  events: ContentEventBus;
  /** fetch against the server: `get('/api/issues')`. */
  get(pathname: string, init?: RequestInit): Promise<Response>;
  /** GET that expects `status` and a JSON answer, and returns the parsed body. */
  json<T>(pathname: string, status?: number): Promise<T>;
  /** JSON request with an optional admin bearer token. */
  send(method: string, pathname: string, body?: unknown, options?: { admin?: boolean; headers?: Record<string, string> }): Promise<Response>;
  close(): Promise<void>;
}

/** The database this run of the suite is on, for the few tests whose subject differs by dialect. */
export const testDialect = (): DatabaseDialect => inject('testDatabase').dialect;

/**
 * A fresh copy of the template database: its settings for loadConfig (or a child process's
 * environment), and how to delete it.
 */
export async function copyTemplate(database: TestDatabase, dir: string): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (database.dialect === 'postgres') {
    const server = postgresAt(database.adminUrl);
    const name = uniqueDatabaseName('revista_test');
    await server.createDatabase(name, database.template);
    return { env: { DATABASE_URL: server.url(name) }, remove: () => server.dropDatabase(name) };
  }
  const databaseFile = path.join(dir, 'test.sqlite');
  fs.copyFileSync(database.templateFile, databaseFile);
  return { env: { DATABASE_FILE: databaseFile }, remove: async () => {} };
}

/** A fresh copy of the template database for server processes a test starts itself. */
export const copyTestDatabase = (dir: string): Promise<{ env: NodeJS.ProcessEnv; remove(): Promise<void> }> => copyTemplate(inject('testDatabase'), dir);

/**
 * What `npm run build` records of the API reference's script (scripts/redoc-asset.mjs), written in
 * the server's renderer folder: /api/docs then answers its page instead of 503. Returns the address.
 */
export const recordReferenceScript = (server: TestServer): string => recordReferenceScriptIn(server.config.rendererDir);

/** The same build record, in a renderer folder of a server started without the harness. */
export function recordReferenceScriptIn(rendererDir: string): string {
  const script = '/assets/redoc.standalone-0123456789ab.js';
  fs.mkdirSync(path.join(rendererDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(rendererDir, '.vite', 'api-reference.json'), JSON.stringify({ script, files: [] }));
  return script;
}

/**
 * A media folder of a test server's own holding the demo's images, as hard links: made in
 * milliseconds, and safe, since the store writes a file aside and renames it over the link and
 * removes by unlinking, so the checkout's resources/media is never written.
 */
export function demoMediaFolder(dir: string): string {
  const media = path.join(dir, 'media');
  for (const sub of ['', 'small']) {
    const from = path.resolve('resources/media', sub);
    fs.mkdirSync(path.join(media, sub), { recursive: true });
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      try {
        fs.linkSync(path.join(from, entry.name), path.join(media, sub, entry.name));
      } catch {
        fs.copyFileSync(path.join(from, entry.name), path.join(media, sub, entry.name));
      }
    }
  }
  return media;
}

export async function startTestServer(overrides: Partial<Config> = {}, context: Pick<AppContext, 'sync' | 'scheduling'> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-api-'));
  const database = await copyTemplate(inject('testDatabase'), dir);
  const config = loadConfig(
    { ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: path.join(dir, 'unused.sqlite'), LOG_LEVEL: 'warn', ...database.env },
    { rendererDir: path.join(dir, 'no-renderer'), ...overrides, mediaDir: overrides.mediaDir ?? demoMediaFolder(dir) },
  );
  const db = createDb(config);
  const events = new ContentEventBus();
  const server = createServer({ db, config, events, ...context });
  // fetch reuses idle connections: on a busy machine a CPU-bound answer (a PDF) can delay the
  // server past Node's 5 s keep-alive, and it closes a socket the client is already reusing.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    config,
    server,
    events,
    get: (pathname, init) => fetch(url + pathname, init),
    json: async <T>(pathname: string, status = 200) => {
      const res = await fetch(url + pathname);
      expect(res.status, pathname).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      return (await res.json()) as T;
    },
    send: (method, pathname, body, options = {}) =>
      fetch(url + pathname, {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(options.admin ? { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {}),
          ...options.headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
      await database.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
