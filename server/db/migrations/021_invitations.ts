/**
 * Invitations and password resets (issue 27 item 3, docs/decisions/0019-newsroom-people-and-roles.md).
 *
 * `staff_links`: one-time links. The link holds a random token and only its SHA-256 is stored, so
 * a copy of the database opens nothing (as for sessions). `kind` is 'invitation' (for `email` and
 * `role`; `person_id` is the person it made, once used) or 'reset' (for `person_id`). A link is
 * live until `expires_at` (ms) unless `used_at` or `revoked_at` is set; the row stays after, so a
 * replayed or revoked link gets its own answer rather than "unknown". `issued_by` is the name of
 * whoever made it, as it was then (the pending invitations list says it).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_links', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable().unique();
    t.string('kind', 16).notNullable();
    t.string('email', 320);
    t.string('email_key', 320);
    t.string('role', 16);
    t.integer('person_id').references('id').inTable('staff_people').onDelete('CASCADE');
    t.string('issued_by', 200).notNullable();
    t.string('created_at', 32).notNullable();
    t.bigInteger('expires_at').notNullable();
    t.string('used_at', 32);
    t.string('revoked_at', 32);
    t.index(['kind', 'email_key']);
    t.index(['person_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('staff_links');
}
