/**
 * Full-text search and search analytics.
 * - `search_documents` maps each article to a small integer document id (FTS5 rowids must be
 *   integers) with a plain, accent-free title for the 'Títol A-Z' sort. Portable.
 * - `search_index` is the SQLite FTS5 index (contentless: the text lives in `articles`; only
 *   normalised tokens are stored). PostgreSQL will get its own tsvector index with that backend.
 * - `search_events` records searches and clicks for the analytics dashboard. Portable.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

export async function up(knex: Knex): Promise<void> {
  // Also a copy of what search filters and sorts on, so a search reads this one narrow table
  // beside the index instead of joining every match to the article rows.
  await knex.schema.createTable('search_documents', (t) => {
    t.increments('doc_id').primary();
    t.string('article_id', 64).notNullable().unique().references('id').inTable('articles').onDelete('CASCADE');
    t.string('title_sort', 500).notNullable();
    t.string('section', 64).notNullable();
    t.integer('year').notNullable();
    t.string('published_on', 10).notNullable();
    t.integer('issue_number').notNullable();
    t.integer('position').notNullable();
  });

  if (isSqlite(knex)) {
    // Columns in bm25 weight order: title, summary, body, authors. `_` joins the stem tokens
    // (`_llibr`) so they never collide with whole words. Prefix indexes speed up type-ahead.
    await knex.raw(
      `CREATE VIRTUAL TABLE search_index USING fts5(
         title, summary, body, authors,
         content = '', contentless_delete = 1,
         tokenize = "unicode61 remove_diacritics 2 tokenchars '_'",
         prefix = '2 3'
       )`,
    );
  }

  await knex.schema.createTable('search_events', (t) => {
    t.bigIncrements('id').primary();
    t.string('query', 200).notNullable();
    // Lower-case, trimmed query: the grouping key of "top queries".
    t.string('query_key', 200).notNullable();
    t.string('search_type', 32).notNullable();
    t.text('filters').notNullable().defaultTo('{}');
    t.string('section', 64);
    t.integer('results').notNullable();
    t.string('device_type', 16).notNullable();
    t.integer('response_time_ms');
    t.string('context_page', 500);
    t.string('referrer', 500);
    // ISO timestamp plus its UTC day and hour, so grouping is plain SQL on both databases.
    t.string('created_at', 32).notNullable();
    t.string('day', 10).notNullable();
    t.integer('hour').notNullable();
    t.boolean('clicked').notNullable().defaultTo(false);
    t.integer('click_position');
    t.integer('time_to_click_ms');
    t.boolean('scrolled');
    t.string('clicked_at', 32);
    t.index(['created_at', 'id']);
    t.index(['query_key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_events');
  if (isSqlite(knex)) await knex.raw('DROP TABLE IF EXISTS search_index');
  await knex.schema.dropTableIfExists('search_documents');
}
