/**
 * Personal API tokens (issue 27 item 5, docs/decisions/0019-newsroom-people-and-roles.md).
 *
 * `staff_tokens`: a person's named token for scripts and the desktop app, with the most it may do
 * (`role`, never above its owner's when made; the guard also takes the owner's current role when
 * lower). Only the SHA-256 of the secret is kept, so a copy of the database opens nothing. Revoking
 * deletes the row, and so does suspending its owner: the next call with it is refused on every
 * instance. Deleted with its person. `last_used_at` is written at most once a minute.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_tokens', (t) => {
    t.increments('id').primary();
    t.integer('person_id').notNullable().references('id').inTable('staff_people').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.string('role', 16).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at');
    t.index(['person_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('staff_tokens');
}
