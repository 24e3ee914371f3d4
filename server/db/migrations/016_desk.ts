/**
 * The editorial desk (issue 20).
 *
 * - `article_revisions`: every save of an article is a revision, numbered from 1 per article, with
 *   the whole article record as saved (JSON), who saved it when known, and when. Articles written
 *   before the desk (imports, packages, the demo) have no revision: their base revision is 0. No
 *   foreign key to `articles`: an edition re-imported from a package keeps its articles' history.
 * - `article_corrections`: the pending correction of a published article. Readers (and search,
 *   feeds, the PDF, the kiosk) read `articles`, which keeps the published text until 'Publica la
 *   correcció' copies the correction there and stamps `articles.corrected_at`.
 * - `media_library`: what the desk knows of an uploaded file (kind, alt text, size, pixel size).
 *   The bytes stay in the media store; a file the library lists and no published content uses is
 *   not served to readers.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('article_revisions', (t) => {
    t.string('article_id', 64).notNullable();
    t.integer('revision').notNullable();
    t.text('record').notNullable();
    t.string('saved_by', 200);
    t.string('saved_at', 32).notNullable();
    // Two saves on the same base both try the next number: the second is refused (stale revision).
    t.primary(['article_id', 'revision']);
  });
  await knex.schema.createTable('article_corrections', (t) => {
    t.string('article_id', 64).primary().references('id').inTable('articles').onDelete('CASCADE');
    t.text('record').notNullable();
    t.string('updated_at', 32).notNullable();
  });
  await knex.schema.alterTable('articles', (t) => {
    t.string('corrected_at', 32);
  });
  await knex.schema.createTable('media_library', (t) => {
    t.string('name', 255).primary();
    t.string('kind', 8).notNullable();
    t.string('content_type', 64).notNullable();
    t.text('alt');
    t.bigInteger('size').notNullable();
    t.integer('width');
    t.integer('height');
    t.string('created_at', 32).notNullable();
    t.string('replaced_at', 32);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('media_library');
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('corrected_at');
  });
  await knex.schema.dropTableIfExists('article_corrections');
  await knex.schema.dropTableIfExists('article_revisions');
}
