/**
 * Media in the database (MEDIA_STORE=database), so several server processes serve the same images
 * and videos without a shared disk. A file is a row of `media_files` and its bytes are chunks of a
 * fixed size in `media_chunks`, so a range request (a video seek) reads only the chunks it covers.
 * Chunks belong to a version of the file: a replacement writes a new version and then drops the
 * old one, so a reader streaming the old version never gets a mix of both.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_files', (t) => {
    // A media name: 'cover-48.jpg' or 'small/cover-48.jpg'.
    t.string('name', 255).primary();
    t.string('version', 32).notNullable().unique();
    t.bigInteger('size').notNullable();
    t.bigInteger('modified_ms').notNullable();
    t.integer('chunk_size').notNullable();
  });
  await knex.schema.createTable('media_chunks', (t) => {
    t.string('version', 32).notNullable();
    t.integer('seq').notNullable();
    // bytea on PostgreSQL, BLOB on SQLite.
    t.binary('bytes').notNullable();
    t.primary(['version', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_chunks');
  await knex.schema.dropTable('media_files');
}
