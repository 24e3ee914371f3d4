/**
 * Names in Unicode's composed form (NFC). Since this migration the API edge composes every text it
 * is sent (server/http/validate.ts), and a name looked up in an address arrives composed too; a
 * name stored decomposed before then ("Nu" + U+0301 + "ria") would no longer be found by it. Author
 * names are the only texts matched as stored (article_authors.name, authors.name); every other
 * comparison folds accents first (common/authors.ts, server/search/normalise.ts).
 */
import type { Knex } from 'knex';

const NAMED = [
  { table: 'authors', key: ['id'] },
  { table: 'article_authors', key: ['article_id', 'position'] },
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const { table, key } of NAMED) {
    // Every name is read once; only a decomposed one is written (and so synced, as any edit).
    const rows = (await knex(table).select(...key, 'name')) as Record<string, string | number>[];
    for (const row of rows) {
      const name = String(row.name);
      const nfc = name.normalize('NFC');
      if (nfc === name) continue;
      await knex(table)
        .where(Object.fromEntries(key.map((k) => [k, row[k]])))
        .update({ name: nfc });
    }
  }
}

/** Composed names are names as they were typed; nothing to undo. */
export async function down(): Promise<void> {}
