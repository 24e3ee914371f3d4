/** The knex instance: SQLite file by default (WAL, foreign keys), PostgreSQL when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import { databaseFileGuard, type GuardedConnection } from './fileGuard.js';

export type Db = Knex;

interface DbSettings {
  databaseFile: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL pool size (10 when not given). */
  databasePoolMax?: number | undefined;
}

export function isSqlite(db: Db): boolean {
  return db.client.config.client === 'sqlite3';
}

/**
 * PostgreSQL sends bigint (counts, sums, millisecond times, ids) and numeric (sums of bigints,
 * averages) as text; SQLite gives JavaScript numbers. Reading both as numbers makes every query
 * answer the same on both databases. Every such value here stays far below 2^53.
 */
const postgresTypes: NonNullable<Knex.PgConnectionConfig['types']> = {
  getTypeParser: (oid, format) =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC ? Number : pg.types.getTypeParser(oid, format === 'binary' ? 'binary' : 'text'),
};

/** Where knex's own warnings go (the server's logger): the first line of each, and how many like it were not written. */
export type DbWarnings = (level: 'warn' | 'error', detail: string, repeated: number) => void;

/** Milliseconds within which knex's same warning is counted, not written again: a pool retries many times a second while the database is away. */
const REPEAT_WINDOW_MS = 5000;

/**
 * knex's warnings (a connection that failed while the database is away, a deprecation) handed to
 * `warnings`, their first line alone: by default knex prints them to the console, in colour, with
 * the stack, one block per retry.
 */
function knexLog(warnings: DbWarnings): NonNullable<Knex.Config['log']> {
  let last = { text: '', at: 0, repeated: 0 };
  const line = (level: 'warn' | 'error') => (message: unknown) => {
    const text = String(message).split('\n', 1)[0]!.slice(0, 500);
    const now = Date.now();
    if (text === last.text && now - last.at < REPEAT_WINDOW_MS) {
      last.repeated += 1;
      return;
    }
    const repeated = text === last.text ? last.repeated : 0;
    last = { text, at: now, repeated: 0 };
    warnings(level, text, repeated);
  };
  return { warn: line('warn'), error: line('error'), deprecate: line('warn'), debug: () => undefined };
}

/** `warnings`: where knex's own go (the server's logger); by default knex prints them. */
export function createDb({ databaseFile, databaseUrl }: DbSettings, warnings?: DbWarnings): Db {
  const logged = warnings ? { log: knexLog(warnings) } : {};
  if (databaseUrl) {
    return knex({ client: 'pg', connection: { connectionString: databaseUrl, types: postgresTypes }, pool: { min: 0, max: 10 }, ...logged });
  }
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  const guard = databaseFileGuard(databaseFile, (detail) => warnings?.('error', `SQLite database file ${detail}`, 0));
  return knex({
    client: 'sqlite3',
    connection: { filename: databaseFile },
    useNullAsDefault: true,
    ...logged,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: GuardedConnection & { exec(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null, conn: unknown) => void) {
        // WAL lets readers proceed during writes; NORMAL sync is durable enough with WAL. A 64 MB
        // page cache keeps full-text queries off the disk on large magazines. No memory-mapped
        // reads: a file shortened under them (a full disk's repair, a bad copy) kills the process
        // with SIGBUS, where read() gives SQLite an error the server answers 503.
        conn.exec(
          'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL; ' +
            'PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;',
          (err) => {
            if (!err) guard.watch(conn);
            done(err, conn);
          },
        );
      },
    },
  });
}

/**
 * Whether the database answers a trivial query within `timeoutMs` (the health check). A pool
 * waiting for a connection to a server that is gone would otherwise hold the answer for a minute.
 */
export async function databaseReachable(db: Db, timeoutMs = 3000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.raw('select 1').then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether text sorts by code point, as SQLite's binary collation does. Every list has a total
 * ORDER BY, but ties on text (queries, paths, slugs) come out in the database's collation: a
 * PostgreSQL database made with a language's collation would order them differently from SQLite.
 */
export async function sortsByCodePoint(db: Db): Promise<boolean> {
  if (isSqlite(db)) return true;
  // As JSON, so that the ICU provider column of PostgreSQL 15+ is read where it exists.
  const { rows } = await db.raw<{ rows: { d: { datcollate: string; datlocprovider?: string } }[] }>(
    'select to_jsonb(d) as d from pg_database d where datname = current_database()',
  );
  const database = rows[0]?.d;
  return database !== undefined && database.datlocprovider !== 'i' && /^(C|POSIX)(\.|$)/i.test(database.datcollate);
}

/** JSON columns are text in SQLite and PostgreSQL alike, so both read the same way. */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value.length === 0) return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** Booleans come back as 0/1 from SQLite and true/false from PostgreSQL. */
export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1';
