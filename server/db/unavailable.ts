/**
 * Which errors mean "the database cannot be reached or written right now" rather than a fault in
 * the code. The HTTP error handler answers those 503 with Retry-After (a load balancer or a
 * reader's browser tries again); reads that only wanted to write a rollup fall back to raw rows.
 * One rule for both databases.
 */
// SQLite: the file is locked by another process, read-only, on a full disk, gone or replaced
// (server/db/fileGuard.ts), failing to read, or damaged under the server (shortened, overwritten).
const SQLITE_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_READONLY',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
  'SQLITE_PROTOCOL',
  'SQLITE_CORRUPT',
  'SQLITE_NOTADB',
]);
// The network between the server and PostgreSQL.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient resources: disk full,
// too many connections), 57P01-57P03 (shut down by an administrator, crashed, starting up).
const POSTGRES_STATE = /^(08[0-9A-Z]{3}|53[0-9A-Z]{3}|57P0[1-3])$/;
// node-postgres says these without a code when the server goes away under a connection.
const DRIVER_MESSAGES = [/connection terminated/i, /connection ended unexpectedly/i, /not queryable/i, /server closed the connection/i, /connection refused/i];

function unavailableCause(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 4) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  // knex's pool: no connection could be acquired in time (the database is gone or saturated).
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.code === 'string') {
    const code = e.code.split(':')[0]!;
    if (SQLITE_CODES.has(code) || NETWORK_CODES.has(code) || POSTGRES_STATE.test(code)) return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => m.test(e.message as string))) return true;
  // Node's AggregateError (several addresses refused) and wrapped errors.
  if (Array.isArray(e.errors) && e.errors.some((inner) => unavailableCause(inner, depth + 1))) return true;
  return unavailableCause(e.cause, depth + 1);
}

/** Whether `err` (or what it wraps) says the database is unreachable, locked, read-only or full. */
export const isDatabaseUnavailable = (err: unknown): boolean => unavailableCause(err);
