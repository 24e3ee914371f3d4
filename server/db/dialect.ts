/**
 * The database-dialect seam: the few differences between SQLite and PostgreSQL that code outside
 * server/db/ must know of, in one place. Callers ask for a capability (`singleFile`), a behaviour
 * (`moveSequencePast`) or, to pick one implementation of several, the dialect's `name`; nothing
 * outside server/db/ tests the knex client itself (the import-boundary lint rule keeps it so).
 */
import type { Knex } from 'knex';
import { isSqlite } from './connection.js';

export type DialectName = 'sqlite' | 'postgresql';

/** A write the database refused by a constraint: a key already taken, or a reference to no row. */
export type Violation = 'unique' | 'foreignKey';

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

const fieldOf = (error: unknown, key: 'code' | 'errno' | 'message'): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;

// node-sqlite3 reports only the primary result code (SQLITE_CONSTRAINT, 19); which constraint is
// in SQLite's own text after it ("UNIQUE constraint failed: …"), part of SQLite's interface.
// Drivers with extended result codes name it in the code.
const SQLITE_CONSTRAINT = 19;
const SQLITE_EXTENDED: Record<string, Violation> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreignKey',
};
const SQLITE_KINDS: [RegExp, Violation][] = [
  [/SQLITE_CONSTRAINT: (UNIQUE|PRIMARY KEY) constraint failed/, 'unique'],
  [/SQLITE_CONSTRAINT: FOREIGN KEY constraint failed/, 'foreignKey'],
];

function sqliteViolation(error: unknown): Violation | null {
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && code in SQLITE_EXTENDED) return SQLITE_EXTENDED[code]!;
  if (code !== 'SQLITE_CONSTRAINT' && fieldOf(error, 'errno') !== SQLITE_CONSTRAINT) return null;
  const message = String(fieldOf(error, 'message') ?? '');
  return SQLITE_KINDS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

// PostgreSQL's SQLSTATEs (class 23, integrity constraint violation).
const POSTGRES_STATES: Record<string, Violation> = { '23505': 'unique', '23503': 'foreignKey' };

function postgresViolation(error: unknown): Violation | null {
  const code = fieldOf(error, 'code');
  return typeof code === 'string' ? (POSTGRES_STATES[code] ?? null) : null;
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

/**
 * The constraint a driver error says was violated, by the driver's error code (each driver's codes
 * are its own, so the error tells which database answered); null for any other error.
 */
export const violationOf = (error: unknown): Violation | null => sqliteViolation(error) ?? postgresViolation(error);
