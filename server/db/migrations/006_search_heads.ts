/**
 * A second, small full-text index of what names an article: its title and its authors. Relevance
 * puts these matches first (then summary, then body, as the bm25 weights say), and ranking them
 * scores the few hundred articles whose title holds a word, where the full index would score
 * every article that mentions it anywhere. Rows share the `search_documents` ids of the full index. A magazine indexed before this migration is
 * reindexed when the server opens it (ensureSearchIndex), by the code of that day rather than
 * from here, since the index is derived data.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

export async function up(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw(
    `CREATE VIRTUAL TABLE search_heads USING fts5(
       title, authors,
       content = '', contentless_delete = 1,
       tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
       prefix = '2 3'
     )`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) await knex.raw('DROP TABLE IF EXISTS search_heads');
}
