/**
 * Visitor connections (docs/decisions/0003-privacy-no-ip-stored.md). No column holds an IP address or a value
 * computed from one alone: `visitor_id` is a hash of IP + user agent with a salt that rotates daily
 * and is deleted after the next day, so it cannot be linked to a person or across days.
 *
 * Dashboards read daily rollups for finished days and raw rows only for the last two days, so
 * every dashboard query stays fast however many page views are recorded.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Only today's and yesterday's salts ever exist (privacy.ts deletes older ones).
  await knex.schema.createTable('connection_salts', (t) => {
    t.string('day', 10).primary();
    t.string('salt', 64).notNullable();
  });

  await knex.schema.createTable('connection_sessions', (t) => {
    t.string('id', 32).primary();
    t.string('visitor_id', 32).notNullable();
    // UTC day the session started on (the same day key as search_events).
    t.string('day', 10).notNullable();
    t.bigInteger('started_at').notNullable();
    t.bigInteger('last_seen_at').notNullable();
    t.bigInteger('ended_at');
    t.integer('page_views').notNullable().defaultTo(1);
    t.string('entry_path', 512).notNullable();
    t.string('referrer_host', 255);
    t.string('country_code', 2);
    t.string('city', 128);
    t.string('device_type', 16).notNullable();
    t.string('browser', 64).notNullable();
    t.string('os', 64).notNullable();
    // Finding the open session of a visitor on every beacon.
    t.index(['visitor_id', 'last_seen_at']);
    // Live figures and closing inactive sessions.
    t.index(['last_seen_at']);
    t.index(['day']);
  });

  await knex.schema.createTable('page_views', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('viewed_at').notNullable();
    t.string('day', 10).notNullable();
    t.string('session_id', 32).notNullable();
    t.string('visitor_id', 32).notNullable();
    t.string('path', 512).notNullable();
    t.string('referrer_host', 255);
    t.string('country_code', 2);
    t.string('city', 128);
    t.string('device_type', 16).notNullable();
    t.string('browser', 64).notNullable();
    t.string('os', 64).notNullable();
    t.integer('screen_width');
    t.integer('screen_height');
    // The detailed list, newest first, and the counts of its filters (country, device, browser in
    // any combination) answered from these indexes alone.
    t.index(['viewed_at', 'id']);
    t.index(['day']);
    t.index(['country_code', 'device_type', 'browser', 'viewed_at']);
    t.index(['device_type', 'browser', 'viewed_at']);
    t.index(['browser', 'viewed_at']);
  });

  // Per day and per value of one dimension (country, city, device, browser, os, referrer, all).
  await knex.schema.createTable('connection_rollups', (t) => {
    t.string('day', 10).notNullable();
    t.string('dimension', 16).notNullable();
    t.string('value', 255).notNullable();
    // Cities carry their country; empty otherwise.
    t.string('country_code', 2).notNullable().defaultTo('');
    t.integer('views').notNullable();
    t.integer('visitors').notNullable();
    t.integer('sessions').notNullable();
    t.bigInteger('duration_ms').notNullable().defaultTo(0);
    t.primary(['dimension', 'day', 'value', 'country_code']);
  });

  await knex.schema.createTable('connection_rollup_days', (t) => {
    t.string('day', 10).primary();
  });

  // Requests that were not counted, by day and reason (bot, headless, prefetch).
  await knex.schema.createTable('connection_filtered', (t) => {
    t.string('day', 10).notNullable();
    t.string('reason', 16).notNullable();
    t.integer('hits').notNullable().defaultTo(0);
    t.primary(['day', 'reason']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['connection_filtered', 'connection_rollup_days', 'connection_rollups', 'page_views', 'connection_sessions', 'connection_salts']) {
    await knex.schema.dropTableIfExists(table);
  }
}
