/**
 * State several server processes must agree on, kept in the database they share: the hit counters
 * of every rate limit (the page-view and search beacons, admin sign-in) and the admin sign-in
 * failure count that slows a guessing client down. One row per limiter and client; a window that
 * has expired is reset by the next hit, and old rows are swept (server/http/rateLimitStore.ts).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_counters', (t) => {
    // The limiter's name and the client key: 'track:203.0.113.7'.
    t.string('key', 300).primary();
    t.integer('hits').notNullable();
    // When the window ends, in milliseconds since the epoch.
    t.bigInteger('reset_at').notNullable();
    t.index(['reset_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limit_counters');
}
