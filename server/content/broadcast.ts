/**
 * Content changes reach every server process on the database, so each can empty its caches.
 *
 * PostgreSQL: a process publishes its own changes with NOTIFY and hears the others' on one
 * dedicated connection that LISTENs (outside the knex pool, so that it stays open). When that
 * connection breaks it reconnects with a growing pause, and empties the caches once it is back,
 * since it may have missed a notification meanwhile.
 *
 * SQLite: one server process per file; a commit by another process (the `npm run import` command
 * on the running server's file) changes the connection's PRAGMA data_version, checked every 2 s.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/connection.js';
import { dialectOf } from '../db/dialect.js';
import { contentChanged, onContentChanged } from './events.js';
import { log } from '../log/logger.js';

/** The PostgreSQL notification channel of content changes. */
export const CONTENT_CHANNEL = 'revista_content_changed';
const SQLITE_CHECK_MS = 2000;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface ContentBroadcast {
  /** Stops listening and waits for the notifications already sent. */
  close(): Promise<void>;
}

interface BroadcastOptions {
  databaseUrl: string | undefined;
  /** False for a command that writes and exits (the import): it only publishes. */
  listen: boolean;
}

/** Shares this process's content changes with the others on the database, and theirs with it. */
export async function shareContentChanges(db: Db, options: BroadcastOptions): Promise<ContentBroadcast> {
  if (dialectOf(db).singleFile || !options.databaseUrl) return options.listen ? watchSqliteFile(db) : { close: async () => {} };
  const origin = randomBytes(8).toString('hex');
  const sent = new Set<Promise<unknown>>();
  const unsubscribe = onContentChanged((from) => {
    if (from !== 'this-process') return;
    const notify = db
      .raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, origin])
      .catch((error: unknown) => log.error({ err: error }, 'no s’ha pogut avisar els altres processos del servidor d’un canvi de contingut'))
      .finally(() => sent.delete(notify));
    sent.add(notify);
  });
  const listener = options.listen ? await listenForChanges(options.databaseUrl, origin) : null;
  return {
    async close() {
      unsubscribe();
      await Promise.all(sent);
      await listener?.close();
    },
  };
}

async function listenForChanges(databaseUrl: string, origin: string): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL && message.payload !== origin) contentChanged('elsewhere');
    });
    // A broken connection reports 'error' and then 'end'; reconnect once, on 'end'.
    next.on('error', (error) => log.error({ reason: error.message }, 'escolta de canvis de contingut'));
    next.on('end', () => {
      if (client !== next || closed) return;
      client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    pause = RECONNECT_FIRST_MS;
  };

  const reconnectLater = (): void => {
    retry = setTimeout(() => {
      connect()
        // Changes made while this process was not listening were missed: forget everything cached.
        .then(() => contentChanged('elsewhere'))
        .catch((error: Error) => {
          log.error({ reason: error.message, retryMs: pause }, 'l’escolta de canvis de contingut no es pot reconnectar');
          pause = Math.min(RECONNECT_MAX_MS, pause * 2);
          reconnectLater();
        });
    }, pause);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end();
    },
  };
}

async function watchSqliteFile(db: Db): Promise<ContentBroadcast> {
  const version = async () => ((await db.raw('PRAGMA data_version')) as { data_version: number }[])[0]?.data_version;
  // Read at once, so that a write made right after start is not taken for the starting point.
  let seen = await version();
  const timer = setInterval(() => {
    version()
      .then((now) => {
        if (now !== seen) contentChanged('elsewhere');
        seen = now;
      })
      .catch((error: unknown) => log.error({ err: error }, 'no s’ha pogut comprovar si un altre procés ha canviat la base de dades'));
  }, SQLITE_CHECK_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
    },
  };
}
