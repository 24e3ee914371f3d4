/**
 * Full-text search on PostgreSQL (SQLite has its FTS5 tables from 002 and 006). The same folded
 * token stream the FTS5 index receives (server/search/normalise.ts: accents, l·l, elisions,
 * Snowball stem keys) is indexed here as tsvectors, through a text search configuration built
 * on `simple` (no stop words, no stemming of its own: the stems are already in the stream) with
 * `unaccent` in front of every word that is not plain ASCII.
 *
 * As FTS5 has two indexes, two vectors per document carry GIN indexes: `head_vector` (title
 * weight A, authors B) finds and ranks the first tier of results; `full_vector` (title A,
 * authors B, summary C, body D) finds everything. `summary_vector` (summary, C) ranks the second
 * tier: a few hundred bytes kept in the row, where ranking over the full vectors would read
 * kilobytes out of line for each of thousands of documents. Rows written before this migration
 * have no vectors; the server rebuilds the index when it opens such a database (ensureSearchIndex).
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

export async function up(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
  await knex.raw('CREATE TEXT SEARCH CONFIGURATION revista (COPY = simple)');
  await knex.raw('ALTER TEXT SEARCH CONFIGURATION revista ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple');
  await knex.schema.alterTable('search_documents', (t) => {
    t.specificType('head_vector', 'tsvector');
    t.specificType('summary_vector', 'tsvector');
    t.specificType('full_vector', 'tsvector');
  });
  await knex.raw('CREATE INDEX search_documents_head_vector ON search_documents USING gin (head_vector)');
  await knex.raw('CREATE INDEX search_documents_full_vector ON search_documents USING gin (full_vector)');
  // The full vector (kilobytes, only ever read through its GIN index) goes out of line, so rows
  // stay narrow for the counts and sorts that visit thousands of them; the vectors that ranking
  // reads stay in the row.
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN full_vector SET STORAGE EXTERNAL');
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN head_vector SET STORAGE MAIN');
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN summary_vector SET STORAGE MAIN');
  await knex.raw('ALTER TABLE search_documents SET (toast_tuple_target = 256)');
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  await knex.schema.alterTable('search_documents', (t) => {
    t.dropColumn('full_vector');
    t.dropColumn('summary_vector');
    t.dropColumn('head_vector');
  });
  await knex.raw('DROP TEXT SEARCH CONFIGURATION IF EXISTS revista');
}
