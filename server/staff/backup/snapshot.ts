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

export const PG_DUMP_HINT =
  'Aquest servidor funciona amb PostgreSQL: fes-ne la còpia amb l’eina de la base de dades, per exemple `pg_dump --format=custom --file=revista.dump "$DATABASE_URL"` (i restaura amb pg_restore).';

/**
 * Writes the copy to `file`, which must not exist yet. (Plain errors: this runs in the backup's
 * own process, which loads neither the HTTP layer nor the logger; the download route refuses
 * PostgreSQL before it starts one, routes.ts.)
 */
export async function snapshotDatabase(db: Db, file: string): Promise<void> {
  if (!dialectOf(db).singleFile) throw new Error(PG_DUMP_HINT);
  if (fs.existsSync(file)) throw new Error(`${file} ja existeix: trieu un altre fitxer.`);
  const own = createDb({ databaseFile: databaseFileOf(db) });
  try {
    await own.raw('VACUUM INTO ?', [file]);
  } finally {
    await own.destroy();
  }
}

/** The file a SQLite knex instance opened (connection.ts's createDb). */
function databaseFileOf(db: Db): string {
  const connection = db.client.config.connection as { filename?: unknown };
  if (typeof connection.filename !== 'string') throw new Error('la base de dades SQLite no diu quin fitxer és');
  return connection.filename;
}
