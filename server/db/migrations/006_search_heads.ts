/**
 * A second, small full-text index of what names an article: its title and its authors. Relevance
 * puts these matches first (then summary, then body, as the bm25 weights say), and ranking them
 * scores the few hundred articles whose title holds a word, where the full index would score
 * every article that mentions it anywhere. Rows share the `search_documents` ids of the full index.
 *
 * The index keeps no per-document sizes (columnsize=0): bm25 then reads no size record per scored
 * document, which makes ranking about three times cheaper, at the cost of length normalisation
 * that titles and names, all short, hardly need. FTS5 allows that only without
 * contentless_delete, so deleting an entry takes the text it was indexed with:
 * `search_head_text` keeps it.
 *
 * A magazine indexed before this migration is reindexed when the server opens it
 * (ensureSearchIndex), by the code of that day rather than from here, since the index is derived data.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

export async function up(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.schema.createTable('search_head_text', (t) => {
    t.integer('doc_id').primary();
    t.text('title').notNullable();
    t.text('authors').notNullable();
  });
  await knex.raw(
    `CREATE VIRTUAL TABLE search_heads USING fts5(
       title, authors,
       content = '', columnsize = 0,
       tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
       prefix = '2 3'
     )`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (!isSqlite(knex)) return;
  await knex.raw('DROP TABLE IF EXISTS search_heads');
  await knex.schema.dropTableIfExists('search_head_text');
}
