/**
 * Review (issue 28, docs/decisions/0020-review-and-schedule.md): an article's editorial state and
 * the steps that moved it, with the editor's notes.
 *
 * - `articles.review_state`: 'draft' (Esborrany), 'submitted' (Per revisar), 'accepted' (Acceptat).
 *   The column's default is 'accepted', for the rows that exist today and for the rows written
 *   without a review: an article of a published edition was read and published by an editor, and
 *   an edition package, the public site's sync and the demo are brought by an editor (the desk
 *   writes 'draft' for each article it creates). The one exception is updated below: a
 *   contributor's article in a draft edition has not been read yet, and as 'accepted' its author
 *   could no longer finish it; it becomes 'draft'.
 * - `articles.review_since`: when the article entered its state (null when it never moved), so the
 *   queue reads the texts handed in, oldest first, from one index (state, since).
 * - `article_review_steps`: each step (handed in, accepted, returned) with who took it, when, and
 *   the note of a return. The record (record_entries) says the act to administrators; these rows are
 *   what the article's author and its editors read in its history. Like the revisions they have no
 *   foreign key: a removed article's history stays.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('articles', (t) => {
    t.string('review_state', 16).notNullable().defaultTo('accepted');
    t.string('review_since', 32);
    t.index(['review_state', 'review_since'], 'articles_review_queue');
  });
  await knex('articles')
    .whereIn('created_by', knex('staff_people').where({ role: 'contributor' }).select('id'))
    .whereIn('issue_number', knex('issues').where({ status: 'draft' }).select('number'))
    .update({ review_state: 'draft' });
  await knex.schema.createTable('article_review_steps', (t) => {
    t.increments('id').primary();
    t.string('article_id', 64).notNullable();
    t.string('action', 16).notNullable();
    t.string('state', 16).notNullable();
    t.integer('person_id');
    t.string('person_name', 200).notNullable();
    t.string('at', 32).notNullable();
    t.string('note', 4000);
    t.index(['article_id', 'id'], 'article_review_steps_article');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('article_review_steps');
  await knex.schema.alterTable('articles', (t) => t.dropIndex(['review_state', 'review_since'], 'articles_review_queue'));
  // Plain DROP COLUMN: knex's SQLite dropColumn rebuilds the table (see 017).
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['articles', 'review_since']);
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['articles', 'review_state']);
}
