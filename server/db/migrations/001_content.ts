/** Editions, articles with their ordered body, authors and the links between them. */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('issues', (t) => {
    t.string('id', 64).primary();
    t.integer('number').notNullable().unique();
    t.string('publication_date', 10).notNullable();
    t.integer('year').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.string('cover_image', 255);
    t.text('cover_credit');
    t.boolean('pdf_manual').notNullable().defaultTo(false);
    t.string('updated_at', 32).notNullable();
    t.index(['year', 'number']);
  });

  await knex.schema.createTable('authors', (t) => {
    t.string('id', 64).primary();
    t.string('slug', 200).notNullable().unique();
    t.string('name', 200).notNullable();
    t.string('photo', 255);
    t.string('profession', 200);
    t.string('location', 200);
    t.text('bio_short');
    t.text('bio_full');
    t.text('education').notNullable().defaultTo('[]');
    t.text('awards').notNullable().defaultTo('[]');
    t.string('website', 500);
    t.string('twitter', 200);
    t.string('linkedin', 500);
    t.boolean('active').notNullable().defaultTo(true);
    t.string('updated_at', 32).notNullable();
    t.index(['name']);
  });

  await knex.schema.createTable('author_specialties', (t) => {
    t.string('author_id', 64).notNullable().references('id').inTable('authors').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('specialty', 200).notNullable();
    t.primary(['author_id', 'position']);
    t.index(['specialty']);
  });

  await knex.schema.createTable('articles', (t) => {
    t.string('id', 64).primary();
    t.integer('issue_number').notNullable().references('number').inTable('issues').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('section', 64).notNullable();
    t.string('url', 255).notNullable();
    t.text('title').notNullable();
    t.text('title_pdf');
    t.text('summary');
    t.string('image_card', 255);
    t.string('data', 32).notNullable();
    // ISO date derived from `data` (or the edition date): the sort key of every date-ordered list.
    t.string('published_on', 10).notNullable();
    t.integer('year').notNullable();
    t.boolean('featured').notNullable().defaultTo(false);
    t.text('body').notNullable().defaultTo('[]');
    t.string('updated_at', 32).notNullable();
    t.unique(['section', 'url']);
    t.index(['issue_number', 'position']);
    t.index(['published_on', 'id']);
    t.index(['section', 'published_on']);
    t.index(['year']);
  });

  await knex.schema.createTable('article_authors', (t) => {
    t.string('article_id', 64).notNullable().references('id').inTable('articles').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('name', 200).notNullable();
    t.string('author_id', 64).references('id').inTable('authors').onDelete('SET NULL');
    t.primary(['article_id', 'position']);
    t.index(['author_id']);
    t.index(['name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['article_authors', 'articles', 'author_specialties', 'authors', 'issues']) {
    await knex.schema.dropTableIfExists(table);
  }
}
