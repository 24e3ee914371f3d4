/**
 * Head vectors in the row (PostgreSQL only; a no-op on SQLite). Migration 012 put every vector
 * out of line, and toast_tuple_target = 256 moves the head vector of a title and its authors
 * (about 250 bytes) there too. Ranking the first tier reads the head vector of every title or
 * author match, and testing the second tier reads it for every other match: each a TOAST fetch,
 * from a TOAST table of 800 MB at 100k articles that mostly is not in shared buffers. Ranking
 * the 10,000 title matches of a common word took 40 to 180 ms; over vectors in the row, 12 ms.
 * MAIN keeps a head vector in the row unless the row would not fit in a page; summary and body
 * vectors stay out of line, read only through their GIN indexes.
 *
 * The rows get wider (17 MB → 40 MB at 100k articles), so counting the matches of a common word
 * visits more pages: 14 → 17 ms for 56,000 matches. Search runs that count beside the page
 * (postgresQueries.ts#matchPage), so it costs little; ranking saves far more.
 *
 * SET STORAGE applies to values written from then on, so the table is rewritten for the rows
 * already there (VACUUM FULL: a few seconds per 10k articles, holding the table locked), then
 * vacuumed so that the visibility map and statistics are as a freshly built index has them.
 * VACUUM cannot run inside a transaction, hence no migration transaction.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

export const config = { transaction: false };

export async function up(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN head_vector SET STORAGE MAIN');
  await knex.raw('VACUUM FULL search_documents');
  await knex.raw('VACUUM ANALYZE search_documents');
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  // Back to the type's default; rows already written keep their vectors in line until rewritten.
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN head_vector SET STORAGE EXTENDED');
}
