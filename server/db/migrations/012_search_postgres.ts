/**
 * Full-text search on PostgreSQL (SQLite has its FTS5 tables from 002 and 006). The same folded
 * token stream the FTS5 index receives (server/search/normalise.ts: accents, l·l, elisions,
 * Snowball stem keys) is indexed here as tsvectors, through a text search configuration built
 * on `simple` (no stop words, no stemming of its own: the stems are already in the stream) with
 * `unaccent` in front of every word that is not plain ASCII.
 *
 * Three vectors per document, each with a GIN index: `head_vector` (title weight A, authors B)
 * finds and ranks the first tier of results, as FTS5's head index does; `full_vector` (title A,
 * authors B, summary C, body D) finds everything; `summary_vector` (summary, C) puts summary
 * matches first in the second tier. Rows written before this migration have no vectors; the
 * server rebuilds the index when it opens such a database (ensureSearchIndex).
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
  await knex.raw('CREATE INDEX search_documents_summary_vector ON search_documents USING gin (summary_vector)');
  await knex.raw('CREATE INDEX search_documents_full_vector ON search_documents USING gin (full_vector)');
  // Vectors go out of line, so rows stay narrow (about 150 bytes) for the counts and sorts that
  // visit thousands of them: matching reads the GIN indexes only, and ranking reads the head
  // vectors of the first tier, a few hundred small values. The sort and filter columns stay in
  // the row (MAIN): a low toast target would otherwise move them out too, and a sort by title
  // would then fetch each title from the TOAST table.
  await knex.raw('ALTER TABLE search_documents ALTER COLUMN full_vector SET STORAGE EXTERNAL');
  for (const column of ['article_id', 'title_sort', 'section', 'published_on']) {
    await knex.raw('ALTER TABLE search_documents ALTER COLUMN ?? SET STORAGE MAIN', [column]);
  }
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
