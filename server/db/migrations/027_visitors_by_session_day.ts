/**
 * A day's visitors are counted from the sessions begun that day (server/analytics/visitors/rollups.ts):
 * they used to be counted from the views, so a session that ran past midnight added its visitor to
 * the next day too, and the dashboard showed more visitors than sessions. The rollups of finished
 * days were built the old way; they are dropped here and rebuilt from the raw rows, which are kept
 * as long as their rollups are (both go together in the data cleanup, visitors/queries.ts).
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex('connection_rollups').del();
  await knex('connection_rollup_days').del();
}

/** The rollups rebuild themselves on either side; nothing to undo. */
export async function down(): Promise<void> {}
