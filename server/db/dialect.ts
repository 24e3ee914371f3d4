/**
 * The database-dialect seam: the few differences between SQLite and PostgreSQL that code outside
 * server/db/ must know of, in one place. Callers ask for a capability (`singleFile`), a behaviour
 * (`moveSequencePast`) or, to pick one implementation of several, the dialect's `name`; nothing
 * outside server/db/ tests the knex client itself (the import-boundary lint rule keeps it so).
 */
import type { Knex } from 'knex';
import { isSqlite } from './connection.js';

export type DialectName = 'sqlite' | 'postgresql';

interface Dialect {
  readonly name: DialectName;
  /**
   * The database is one file that one server process serves (SQLite): state kept in the process
   * (rate-limit counters) is the whole state, other writers are seen by the file's version, and an
   * online copy is one file (VACUUM INTO). PostgreSQL is shared by many processes.
   */
  readonly singleFile: boolean;
  /** After rows were inserted with explicit serial ids: moves the id sequence past them (SQLite's rowids follow by themselves). */
  moveSequencePast(db: Knex, table: string): Promise<void>;
}

const sqlite: Dialect = {
  name: 'sqlite',
  singleFile: true,
  moveSequencePast: async () => {},
};

const postgresql: Dialect = {
  name: 'postgresql',
  singleFile: false,
  async moveSequencePast(db, table) {
    await db.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT max(id) FROM ??))`, [table, table]);
  },
};

export function dialectOf(db: Knex): Dialect {
  return isSqlite(db) ? sqlite : postgresql;
}
