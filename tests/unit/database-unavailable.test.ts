/** Which database errors are an outage (503, try again) and which stay a fault (500). */
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows SQLite files that are locked, read-only, full, missing or failing', () => {
    for (const code of ['SQLITE_BUSY', 'SQLITE_READONLY', 'SQLITE_FULL', 'SQLITE_CANTOPEN', 'SQLITE_IOERR']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
  });

  it('knows a PostgreSQL server that is gone, shutting down or out of connections', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '53300']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves real faults alone: constraint violations, SQL errors, programming errors', () => {
    for (const code of ['SQLITE_CONSTRAINT', 'SQLITE_ERROR', '23505', '42P01', '22P02']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
