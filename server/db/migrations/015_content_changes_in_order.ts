/**
 * Sync cursors must never skip a change. On PostgreSQL two writers could each take a sequence
 * number (008_sync.ts) and commit in the other order: a staff copy that pulled in between would
 * move its cursor past the number still uncommitted and never see that change. So every statement
 * that writes editions, articles or authors first takes one transaction-scoped advisory lock:
 * content writers commit one after the other, and sequence numbers become visible in order. Writes
 * of content are rare (imports, packages, publishing, author edits); readers take no lock. It is
 * taken before the statement touches a row, so a writer never waits while holding a content row.
 * SQLite has one writer at a time already: nothing to do there.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

const TABLES = ['issues', 'articles', 'authors'] as const;

export async function up(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  await knex.raw(`
    CREATE FUNCTION content_changes_in_order() RETURNS trigger AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('content_changes'));
      RETURN NULL;
    END $$ LANGUAGE plpgsql`);
  for (const table of TABLES) {
    await knex.raw(
      `CREATE TRIGGER ${table}_changes_in_order BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_changes_in_order()`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) return;
  for (const table of TABLES) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_changes_in_order ON ${table}`);
  await knex.raw('DROP FUNCTION IF EXISTS content_changes_in_order()');
}
