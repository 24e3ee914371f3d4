/**
 * A consistent copy of the SQLite database while the server runs: `VACUUM INTO` reads one
 * snapshot (WAL readers and writers carry on) and writes a compact, self-contained file. It runs
 * on a connection of its own: the server's pool holds one connection, and a copy taken on it kept
 * every reader's and writer's query waiting until the copy was written. On PostgreSQL the
 * database's own tool does this job: pg_dump.
 */
import fs from 'node:fs';
import { createDb, type Db } from '../../db/connection.js';
import { dialectOf } from '../../db/dialect.js';
import { HttpError } from '../../http/errors.js';

const PG_DUMP_HINT =
  'Aquest servidor funciona amb PostgreSQL: fes-ne la còpia amb l’eina de la base de dades, per exemple `pg_dump --format=custom --file=revista.dump "$DATABASE_URL"` (i restaura amb pg_restore).';

/** Refuses a database this server does not copy (409 on PostgreSQL, with pg_dump's command). */
export function refuseUnlessSqlite(db: Db): void {
  if (!dialectOf(db).singleFile) throw new HttpError(409, 'backup_use_pg_dump', PG_DUMP_HINT);
}

/** Writes the copy to `file`, which must not exist yet. */
export async function snapshotDatabase(db: Db, file: string): Promise<void> {
  refuseUnlessSqlite(db);
  if (fs.existsSync(file)) throw new HttpError(409, 'backup_file_exists', `${file} ja existeix: trieu un altre fitxer.`);
  const own = createDb({ databaseFile: databaseFileOf(db) });
  try {
    await own.raw('VACUUM INTO ?', [file]);
  } finally {
    await own.destroy();
  }
}

/** The file a SQLite knex instance opened (connection.ts's createDb). */
export function databaseFileOf(db: Db): string {
  const connection = db.client.config.connection as { filename?: unknown };
  if (typeof connection.filename !== 'string') throw new Error('la base de dades SQLite no diu quin fitxer és');
  return connection.filename;
}
