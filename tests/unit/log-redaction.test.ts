/** The logger leaves out the statement knex puts ahead of a database error: its values are what clients sent. */
import { afterEach, expect, it } from 'vitest';
import { log, setLogSink } from '../../server/log/logger.js';

const lines: string[] = [];
const previous = setLogSink({ write: (line: string) => void lines.push(line) });
afterEach(() => setLogSink(previous));

it('logs a database error without the statement and its values, keeping the database’s reason', () => {
  const error = new Error("insert into `articles` (`body`) values ('cos-secret-217') - SQLITE_CONSTRAINT: UNIQUE constraint failed: articles.url");
  log.error({ err: error }, 'error inesperat');
  log.error({ err: new Error('select 1 - connect ECONNREFUSED 127.0.0.1:5432') }, 'error inesperat');
  log.error({ err: new Error('La carpeta no existeix - crea-la') }, 'una altra');
  const [first, second, third] = lines.map((l) => JSON.parse(l) as { err: { message: string; stack: string } });
  expect(first!.err.message).toBe('[SQL] - SQLITE_CONSTRAINT: UNIQUE constraint failed: articles.url');
  expect(first!.err.stack).toMatch(/^Error: \[SQL\] - SQLITE_CONSTRAINT/);
  expect(second!.err.message).toBe('[SQL] - connect ECONNREFUSED 127.0.0.1:5432');
  expect(third!.err.message).toBe('La carpeta no existeix - crea-la');
  expect(lines.join('')).not.toContain('cos-secret-217');
});
