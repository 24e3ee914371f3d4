/**
 * Content events reach every server process on the database, so each drops from its caches what
 * the change reaches, by the same rule as for its own (the same typed events: eventWire.ts).
 *
 * PostgreSQL: a process publishes its own changes with NOTIFY and hears the others' on one
 * dedicated connection that LISTENs (outside the knex pool, so that it stays open). When that
 * connection breaks it reconnects with a growing pause, and hears an 'unknown' change once it is
 * back (everything derived goes), since it may have missed a notification meanwhile.
 *
 * SQLite: one server process per file; a commit by another process (the `npm run import` command
 * on the running server's file) changes the connection's PRAGMA data_version, checked every 2 s:
 * an 'unknown' change, since the file does not say what changed.
 *
 * The composition root wires it: it sends the bus's own events (`send`) and hands what it hears
 * to the bus (`heard`). This module subscribes to nothing.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/connection.js';
import { dialectOf } from '../db/dialect.js';
import type { ContentChange, ContentEvent } from './events.js';
import { decodeChange, encodeChange } from './eventWire.js';
import { log } from '../log/logger.js';

/** The PostgreSQL notification channel of content changes. */
export const CONTENT_CHANNEL = 'revista_content_changed';
const SQLITE_CHECK_MS = 2000;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface ContentBroadcast {
  /** Tells the other processes of this one's committed events. */
  send(events: readonly ContentEvent[]): void;
  /** Stops listening and waits for the notifications already sent. */
  close(): Promise<void>;
}

type Heard = (events: ContentChange['events']) => void;

interface BroadcastOptions {
  databaseUrl: string | undefined;
  /** False for a command that writes and exits (the import): it only publishes. */
  listen: boolean;
  /** Where another process's change goes (the bus's `heard`). */
  heard: Heard;
}

/** Shares this process's content changes with the others on the database, and theirs with it. */
export async function shareContentChanges(db: Db, options: BroadcastOptions): Promise<ContentBroadcast> {
  if (dialectOf(db).singleFile || !options.databaseUrl) {
    // Another process's write on the file moves data_version; this process's own writes need no telling.
    const watch = options.listen ? await watchSqliteFile(db, options.heard) : null;
    return { send: () => {}, close: async () => watch?.close() };
  }
  const origin = randomBytes(8).toString('hex');
  const sent = new Set<Promise<unknown>>();
  const listener = options.listen ? await listenForChanges(options.databaseUrl, origin, options.heard) : null;
  return {
    send(events) {
      if (events.length === 0) return;
      const notify = db
        .raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, encodeChange(origin, events)])
        .catch((error: unknown) => log.error({ err: error }, 'no s’ha pogut avisar els altres processos del servidor d’un canvi de contingut'))
        .finally(() => sent.delete(notify));
      sent.add(notify);
    },
    async close() {
      await Promise.all(sent);
      await listener?.close();
    },
  };
}

async function listenForChanges(databaseUrl: string, origin: string, heard: Heard): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel !== CONTENT_CHANNEL) return;
      const change = decodeChange(message.payload);
      if (change.origin !== origin) heard(change.events);
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
        .then(() => heard('unknown'))
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

async function watchSqliteFile(db: Db, heard: Heard): Promise<{ close(): Promise<void> }> {
  const version = async () => ((await db.raw('PRAGMA data_version')) as { data_version: number }[])[0]?.data_version;
  // Read at once, so that a write made right after start is not taken for the starting point.
  let seen = await version();
  const timer = setInterval(() => {
    version()
      .then((now) => {
        if (now !== seen) heard('unknown');
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
