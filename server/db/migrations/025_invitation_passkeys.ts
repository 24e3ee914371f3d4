/**
 * An invitee may join with a passkey instead of a password (issue 27 item 3,
 * docs/decisions/0025-passkeys.md): the challenge of that registration is bound to its invitation
 * link (`link_id`), as a normal registration's is bound to its person, so that its answer is
 * accepted with that link only. Asking for the options does not use the link up.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('staff_passkey_challenges', (t) => {
    t.integer('link_id').references('id').inTable('staff_links').onDelete('CASCADE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('staff_passkey_challenges', (t) => {
    t.dropColumn('link_id');
  });
}
