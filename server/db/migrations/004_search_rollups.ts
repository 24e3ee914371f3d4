/**
 * Daily rollups of search analytics, as connections have for page views (003): one row per day,
 * dimension (all, query, zero_query, section, device, hour) and value, holding sums from which
 * every dashboard figure is computed exactly (averages as sum / count). Finished days are read
 * from here; the partial first day of a period and the last two days are read from search_events.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_rollups', (t) => {
    t.string('day', 10).notNullable();
    t.string('dimension', 16).notNullable();
    // Query key, section ('all' when unfiltered), device type, hour '0'..'23', or '' for all.
    t.string('value', 200).notNullable();
    t.integer('searches').notNullable();
    t.integer('clicks').notNullable();
    t.integer('zero_results').notNullable();
    t.bigInteger('results_sum').notNullable();
    t.bigInteger('response_sum').notNullable();
    // Searches with a measured response time (the average ignores the others, as avg() does).
    t.integer('response_count').notNullable();
    t.string('last_at', 32).notNullable();
    t.primary(['dimension', 'day', 'value']);
  });

  await knex.schema.createTable('search_rollup_days', (t) => {
    t.string('day', 10).primary();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('search_rollup_days');
  await knex.schema.dropTableIfExists('search_rollups');
}
