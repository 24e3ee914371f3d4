/**
 * Indexes that let a search page read `search_documents` in its sort order, or narrow it by its
 * filters, instead of sorting or testing every matching document: on a large magazine a common
 * word matches tens of thousands of articles, of which a page shows twelve.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // 'Més recents' sorts newest first with editorial order inside an edition. The knex schema
  // builder cannot give one column of an index a direction, and this plain SQL runs on SQLite
  // and PostgreSQL alike.
  await knex.raw(
    'CREATE INDEX search_documents_date_order ON search_documents (published_on DESC, issue_number DESC, position, article_id)',
  );
  await knex.schema.alterTable('search_documents', (t) => {
    t.index(['title_sort', 'article_id'], 'search_documents_title_order');
    t.index(['section', 'year'], 'search_documents_section_year');
    t.index(['year'], 'search_documents_year');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('search_documents', (t) => {
    t.dropIndex(['year'], 'search_documents_year');
    t.dropIndex(['section', 'year'], 'search_documents_section_year');
    t.dropIndex(['title_sort', 'article_id'], 'search_documents_title_order');
  });
  await knex.raw('DROP INDEX search_documents_date_order');
}
