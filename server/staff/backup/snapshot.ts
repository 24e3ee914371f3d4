/**
 * A consistent copy of the SQLite database while the server runs: `VACUUM INTO` reads one
 * snapshot (WAL readers and writers carry on) and writes a compact, self-contained file. On
 * PostgreSQL the database's own tool does this job: pg_dump.
 */
import fs from 'node:fs';
import type { Db } from '../../db/connection.js';
import { dialectOf } from '../../db/dialect.js';
import { HttpError } from '../../http/errors.js';

const PG_DUMP_HINT =
  'Aquest servidor funciona amb PostgreSQL: fes-ne la còpia amb l’eina de la base de dades, per exemple `pg_dump --format=custom --file=revista.dump "$DATABASE_URL"` (i restaura amb pg_restore).';

/** Writes the copy to `file`, which must not exist yet. */
export async function snapshotDatabase(db: Db, file: string): Promise<void> {
  if (!dialectOf(db).singleFile) throw new HttpError(409, 'backup_use_pg_dump', PG_DUMP_HINT);
  if (fs.existsSync(file)) throw new HttpError(409, 'backup_file_exists', `${file} ja existeix: trieu un altre fitxer.`);
  await db.raw('VACUUM INTO ?', [file]);
}
