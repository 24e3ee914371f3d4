/**
 * The newsroom's people and sessions (issue 27, docs/decisions/0019-newsroom-people-and-roles.md).
 *
 * - `staff_people`: name, e-mail (unique whatever its case: `email_key` is its lower-case form),
 *   role, status and the password's hash (scrypt, with its parameters: server/staff/people/passwords.ts).
 * - `staff_sessions`: a browser's session; the cookie holds a random token and only its SHA-256
 *   is stored, so a copy of the database opens no session. `person_id` null is the operator's
 *   session (opened with ADMIN_TOKEN). The browser and system come from the User-Agent; no IP
 *   address is stored (docs/decisions/0003-privacy-no-ip-stored.md). A deleted row is a signed-out
 *   session on every instance at once.
 * - `articles.created_by`: the person who wrote an article at the desk (a contributor edits only
 *   their own drafts); null for imports, packages and articles written before the newsroom.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_people', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.string('email', 320).notNullable();
    t.string('email_key', 320).notNullable().unique();
    t.string('role', 16).notNullable();
    t.string('status', 16).notNullable().defaultTo('active');
    t.string('password_hash', 300);
    t.string('created_at', 32).notNullable();
    t.string('last_sign_in_at', 32);
  });
  await knex.schema.createTable('staff_sessions', (t) => {
    t.increments('id').primary();
    t.string('token_hash', 64).notNullable().unique();
    t.integer('person_id').references('id').inTable('staff_people').onDelete('CASCADE');
    t.string('browser', 100).notNullable();
    t.string('system', 100).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at').notNullable();
    t.index(['person_id']);
  });
  await knex.schema.alterTable('articles', (t) => {
    t.integer('created_by');
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN: knex's SQLite dropColumn rebuilds the table (see 017).
  await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['articles', 'created_by']);
  await knex.schema.dropTableIfExists('staff_sessions');
  await knex.schema.dropTableIfExists('staff_people');
}
