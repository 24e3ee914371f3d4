/**
 * Authors that arrive with an edition package. A package may bring authors the magazine has not
 * published yet; until their edition is published they are as much a draft as it is, so readers
 * must not find them in the directory, its counts or the sitemap. `draft_issue` names the draft
 * edition that brought the author (null for every author readers may see); publishing that
 * edition clears it, discarding it deletes the author when nothing else credits them.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('authors', (t) => {
    t.integer('draft_issue');
    t.index(['draft_issue']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('authors', (t) => {
    t.dropIndex(['draft_issue']);
  });
  await knex.schema.alterTable('authors', (t) => {
    t.dropColumn('draft_issue');
  });
}
