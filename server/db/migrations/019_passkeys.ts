/**
 * Passkeys of the newsroom's people (issue 27, docs/decisions/0025-passkeys.md).
 *
 * - `staff_passkeys`: a person's WebAuthn credential: its id (base64url, unique: an authenticator
 *   makes a new one per registration), its public key (COSE, base64url), the signature counter the
 *   authenticator last reported, its transports (a hint for the browser), the user handle the
 *   authenticator keeps for the person (the same for all their passkeys), the name the person gave
 *   it, and when it was added and last used. Deleted with its person.
 * - `staff_passkey_challenges`: the challenge of each ceremony, kept in the database so that the
 *   options and the verification may reach different instances; a row is deleted as it is
 *   used (single use) and is good for a few minutes. A registration's is bound to its person and
 *   keeps the user handle its options offered (the answer does not repeat it).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_passkeys', (t) => {
    t.increments('id').primary();
    t.integer('person_id').notNullable().references('id').inTable('staff_people').onDelete('CASCADE');
    t.string('credential_id', 1400).notNullable().unique();
    t.text('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.string('transports', 200).notNullable().defaultTo('');
    t.string('user_handle', 100).notNullable();
    t.string('name', 100).notNullable();
    t.string('created_at', 32).notNullable();
    t.string('last_used_at', 32);
    t.index(['person_id']);
  });
  await knex.schema.createTable('staff_passkey_challenges', (t) => {
    t.increments('id').primary();
    t.string('challenge', 100).notNullable().unique();
    t.string('purpose', 16).notNullable();
    t.integer('person_id').references('id').inTable('staff_people').onDelete('CASCADE');
    t.string('user_handle', 100);
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('staff_passkey_challenges');
  await knex.schema.dropTableIfExists('staff_passkeys');
}
