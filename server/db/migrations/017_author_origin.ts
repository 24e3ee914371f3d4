/**
 * Which edition brought an author (issue 26): `authors.brought_by` is the number of the edition
 * that created her, by its package or by its articles' author names at the desk. 'Retira' hides
 * only those; an author created in the author form (or by a whole-magazine import, with her own
 * profile) has none and keeps her public profile when an edition that credits her is withdrawn.
 * No foreign key: editions are replaced and discarded, the number stays the record of where she
 * came from.
 *
 * Existing rows: an author still waiting for a draft edition (`draft_issue`) was brought by it;
 * any other is taken as having her own profile, since nothing recorded where she came from and
 * hiding a profile by guess is the worse mistake.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('authors', (t) => {
    t.integer('brought_by');
  });
  await knex('authors').whereNotNull('draft_issue').update({ brought_by: knex.ref('draft_issue') });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN (SQLite 3.35+ and PostgreSQL): knex's SQLite dropColumn rebuilds the table,
  // and dropping the old one would cascade to the authors' specialties and credits.
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['authors', 'brought_by']);
}
