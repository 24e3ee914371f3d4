/**
 * Sync of the staff's offline copy from the public site.
 *
 * Public side: `content_changes` holds one row per edition, article or author ever written, with
 * the sequence number of its latest change. Triggers keep it, so every writer (the store, the
 * importer, packages, drafts, author edits, whatever comes later) advances it without knowing,
 * and a deleted row keeps its entry: the changes feed reads the entity's state at read time, and
 * an entry whose entity is gone (or no longer public) is a tombstone.
 *
 * Local side: `sync_state` (one row) keeps the cursor of the last committed page and the last
 * run's outcome; `sync_media` the public site's size and time of each file copied, so later syncs
 * fetch only new or changed files.
 */
import type { Knex } from 'knex';
import { isSqlite } from '../connection.js';

const TRACKED = [
  { table: 'issues', kind: 'issue' },
  { table: 'articles', kind: 'article' },
  { table: 'authors', kind: 'author' },
] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_changes', (t) => {
    t.bigIncrements('seq').primary();
    t.string('kind', 8).notNullable();
    t.string('entity_id', 64).notNullable();
    t.unique(['kind', 'entity_id']);
  });

  if (isSqlite(knex)) {
    // The entity's previous entry goes and a new one comes: AUTOINCREMENT gives it a sequence number
    // above every one ever handed out. (Not INSERT OR REPLACE: an outer INSERT OR IGNORE would turn
    // it into an ignore and lose the change.)
    for (const { table, kind } of TRACKED) {
      const touch = (ref: 'NEW' | 'OLD') =>
        `DELETE FROM content_changes WHERE kind = '${kind}' AND entity_id = ${ref}.id; INSERT INTO content_changes (kind, entity_id) VALUES ('${kind}', ${ref}.id);`;
      await knex.raw(`CREATE TRIGGER ${table}_changed_insert AFTER INSERT ON ${table} BEGIN ${touch('NEW')} END`);
      await knex.raw(`CREATE TRIGGER ${table}_changed_update AFTER UPDATE ON ${table} BEGIN ${touch('OLD')} ${touch('NEW')} END`);
      await knex.raw(`CREATE TRIGGER ${table}_changed_delete AFTER DELETE ON ${table} BEGIN ${touch('OLD')} END`);
    }
  } else {
    await knex.raw(`
      CREATE FUNCTION content_changed() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          INSERT INTO content_changes (kind, entity_id) VALUES (TG_ARGV[0], OLD.id)
            ON CONFLICT (kind, entity_id) DO UPDATE SET seq = nextval('content_changes_seq_seq');
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO content_changes (kind, entity_id) VALUES (TG_ARGV[0], NEW.id)
            ON CONFLICT (kind, entity_id) DO UPDATE SET seq = nextval('content_changes_seq_seq');
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    for (const { table, kind } of TRACKED) {
      await knex.raw(`CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION content_changed('${kind}')`);
    }
  }
  // Content written before this migration is one change each, in a stable order.
  for (const { table, kind } of TRACKED) {
    await knex.raw(`INSERT INTO content_changes (kind, entity_id) SELECT '${kind}', id FROM ${table} ORDER BY id`);
  }

  await knex.schema.createTable('sync_state', (t) => {
    t.integer('id').primary();
    // The last content_changes seq of the public site whose page is committed here.
    t.bigInteger('cursor').notNullable().defaultTo(0);
    // Whether the first sync finished (it also removes the local published content the public site lacks).
    t.boolean('mirrored').notNullable().defaultTo(false);
    // The public site's last rolled-up analytics day copied here.
    t.string('analytics_until', 10);
    // The run under way or the last run: phase, counts, outcome (JSON, see server/staff/sync).
    t.text('run').notNullable().defaultTo('{}');
    t.string('last_success_at', 32);
  });
  await knex('sync_state').insert({ id: 1 });

  await knex.schema.createTable('sync_media', (t) => {
    t.string('name', 300).primary();
    t.bigInteger('size').notNullable();
    t.bigInteger('modified_ms').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sync_media');
  await knex.schema.dropTableIfExists('sync_state');
  if (isSqlite(knex)) {
    for (const { table } of TRACKED) {
      for (const op of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_changed_${op}`);
    }
  } else {
    for (const { table } of TRACKED) await knex.raw(`DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`);
    await knex.raw('DROP FUNCTION IF EXISTS content_changed()');
  }
  await knex.schema.dropTableIfExists('content_changes');
}
