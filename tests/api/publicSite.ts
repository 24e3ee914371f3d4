/**
 * The public site for sync tests: the real server in a child process (so a test can kill it
 * mid-sync), on its own copy of the template database (the suite's dialect) and its own media folder.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Article, Issue } from '../../common/types.js';
import { loadConfig } from '../../server/config.js';
import { createDb, type Db } from '../../server/db/connection.js';
import type { ContentEventSink } from '../../server/content/events.js';
import { contentWriter, copyTestDatabase, type TestServer } from './harness.js';
import { personalToken } from './staffFixture.js';

export const PUBLIC_ADMIN_TOKEN = 'public-admin-token-0123456789';

export interface PublicSite {
  url: string;
  dir: string;
  mediaDir: string;
  /** A second connection to the site's database, to change content as another writer would. */
  db: Db;
  /** Stops the process at once (SIGKILL: a lost connection, not a clean shutdown). */
  kill(): Promise<void>;
  /** Starts the process again on the same database and media. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function spawn(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.resolve('server/main.ts'), ['start'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', ADMIN_TOKEN: PUBLIC_ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && typeof m.port === 'number') resolve(m.port);
    });
    child.on('exit', (code) => reject(new Error(`public site exited with ${code}`)));
  });
  return { child, port };
}

export async function startPublicSite(): Promise<PublicSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-public-'));
  const database = await copyTestDatabase(dir);
  const mediaDir = path.join(dir, 'media');
  fs.cpSync(path.resolve('resources/media'), mediaDir, { recursive: true });
  const env = { ...(database.env as Record<string, string>), MEDIA_DIR: mediaDir };
  let { child, port } = await spawn(env);
  const db = createDb(loadConfig({ ADMIN_TOKEN: PUBLIC_ADMIN_TOKEN, ...env }));
  const stop = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  const site: PublicSite = {
    url: `http://127.0.0.1:${port}`,
    dir,
    mediaDir,
    db,
    kill: () => stop('SIGKILL'),
    restart: async () => {
      ({ child, port } = await spawn(env));
      site.url = `http://127.0.0.1:${port}`;
    },
    close: async () => {
      await stop('SIGTERM');
      await db.destroy();
      await database.remove();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return site;
}

/**
 * An administrator of the site and a personal token of theirs: the credential a staff copy is
 * given for it (never the site's PUBLIC_ADMIN_TOKEN, which it refuses). The site is called
 * through the helpers of a test server, whose operator key is the site's.
 */
export function tokenOnSite(site: PublicSite, name = 'Sincronitzadora', role: 'editor' | 'admin' = 'admin'): ReturnType<typeof personalToken> {
  const send: TestServer['send'] = (method, pathname, body, options = {}) =>
    fetch(site.url + pathname, {
      method,
      headers: { 'Content-Type': 'application/json', ...(options.admin ? { Authorization: `Bearer ${PUBLIC_ADMIN_TOKEN}` } : {}), ...options.headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return personalToken({ send } as TestServer, name, role);
}

/** A new published edition with two articles, written as the importer writes one. */
/** `events`: a test server's bus, when `db` is that server's. */
export async function addEdition(db: Db, number: number, events?: ContentEventSink): Promise<{ issue: Issue; articles: Article[] }> {
  const id = (suffix: string) => `sync-test-${number}-${suffix}`;
  const articles: Article[] = ['a', 'b'].map((suffix, i) => ({
    _id: id(suffix),
    title: `Article ${suffix} de l'edició ${number}`,
    section: i === 0 ? 'creacio' : 'llibres',
    url: `sincronitzat-${number}-${suffix}`,
    summary: 'Un article que només té el web públic.',
    text: [{ type: 'paragraph', content: `Text de l'article ${suffix}: arriba a la còpia de la redacció per la sincronització.` }],
    authors: ['Autora de Prova'],
    author: 'Autora de Prova',
    data: '01/01/2031',
    issueNumber: number,
  }));
  const issue: Issue = {
    _id: id('edition'),
    number,
    publicationDate: '2031-01-01',
    year: 2031,
    title: `Edició ${number}`,
    description: 'Una edició que només té el web públic.',
    coverImage: 'author-01.jpg',
    totalArticles: articles.length,
    sections: ['creacio', 'llibres'],
    pdfManual: false,
    articlesOrder: articles.map((a) => a._id),
  };
  await contentWriter(db, events).write((w) => w.replaceIssue(issue, articles));
  return { issue, articles };
}
