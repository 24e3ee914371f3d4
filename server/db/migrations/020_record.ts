/**
 * The record ('Registre', issue 27): one row per act of the staff, appended and never changed
 * (no route of the API updates or deletes one). Who acted is kept as it was then: the kind of
 * actor, the person's id when a person (or a person's token) acted, and the name shown. No IP
 * address is stored, as nowhere in this product.
 *
 * The screen reads it newest first (`at`, then `id`), whole or filtered by action, by person or by
 * the operator's key, and by a range of days: each filter has an index that ends in (at, id), so a
 * page is an index range read in order at any size. An article's history reads its entries by subject.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('record_entries', (t) => {
    t.bigIncrements('id');
    t.string('at', 32).notNullable();
    t.string('actor_kind', 16).notNullable();
    t.integer('actor_person_id');
    t.string('actor_name', 200).notNullable();
    t.string('action', 64).notNullable();
    t.string('subject_kind', 16).notNullable();
    t.string('subject_id', 255);
    t.string('summary', 1000).notNullable();
    t.index(['at', 'id'], 'record_entries_at');
    t.index(['action', 'at', 'id'], 'record_entries_action');
    t.index(['actor_person_id', 'at', 'id'], 'record_entries_person');
    t.index(['actor_kind', 'at', 'id'], 'record_entries_actor_kind');
    t.index(['subject_kind', 'subject_id', 'at', 'id'], 'record_entries_subject');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('record_entries');
}
