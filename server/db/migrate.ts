/** Brings a database to the latest schema and, on first start, fills it with the demo magazine. */
import type { Db } from './connection.js';
import { migrationSource } from './migrations/index.js';

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db('issues').count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0) === 0;
}

/** How many migrations of this version the database has not run (another version's server migrated it, or none yet). */
export async function pendingMigrations(db: Db): Promise<number> {
  const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]];
  return pending.length;
}
