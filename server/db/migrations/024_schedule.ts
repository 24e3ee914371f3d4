/**
 * Scheduled publication (issue 28): at most one schedule per edition, the minute it is to be
 * published (`publish_at`, an ISO instant in UTC) and who set it. The scheduler of every instance
 * asks, every 15 s, for the schedules due (`retry_at <= now`, one index range read): `retry_at` is
 * `publish_at` until an attempt fails, then the time of the next try. Publishing deletes the row in
 * the publication's own transaction, on condition that it still holds the time that was read: so
 * an edition is published once whatever the number of instances, and never by a schedule that was
 * changed or taken away meanwhile. Not a content table: readers never see it.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('edition_schedules', (t) => {
    t.integer('issue_number').primary();
    t.string('publish_at', 32).notNullable();
    t.string('retry_at', 32).notNullable();
    t.integer('scheduled_by_person_id');
    t.string('scheduled_by_name', 200).notNullable();
    t.string('scheduled_at', 32).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('last_error', 1000);
    t.string('last_attempt_at', 32);
    t.index(['retry_at', 'issue_number'], 'edition_schedules_due');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('edition_schedules');
}
