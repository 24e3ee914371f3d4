/**
 * Draft editions (edition packages uploaded by staff, previewed before they are published).
 * `issues.status` is 'published' or 'draft'; `articles.published` copies it onto each article
 * (kept equal in the same transaction by every write), so public article lists, search and feeds
 * filter one indexed column of the table they already read instead of joining editions.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('issues', (t) => {
    t.string('status', 16).notNullable().defaultTo('published');
  });
  await knex.schema.alterTable('articles', (t) => {
    t.boolean('published').notNullable().defaultTo(true);
  });
  await knex.schema.alterTable('articles', (t) => {
    t.index(['published', 'published_on']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.dropIndex(['published', 'published_on']);
  });
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('published');
  });
  await knex.schema.alterTable('issues', (t) => {
    t.dropColumn('status');
  });
}
