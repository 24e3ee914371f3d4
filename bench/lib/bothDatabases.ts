/**
 * A bench's figures on both databases in one run: a server on SQLite, then one on a throwaway
 * PostgreSQL database (BENCH_DATABASE_URL's server, or one started from Debian's binaries), each
 * with a knex handle on the same database for the bench to fill or read; everything is stopped
 * whatever the figures throw.
 */
import { createDb, type Db } from '../../server/db/connection.js';
import { startPostgres, uniqueDatabaseName } from '../../tests/support/postgres.js';
import { startBenchServer, type BenchServer } from './server.js';

export type DatabaseLabel = 'SQLite' | 'PostgreSQL';
type Figures = (label: DatabaseLabel, server: BenchServer, db: Db) => Promise<string[]>;

async function withServer(label: DatabaseLabel, env: Record<string, string>, connection: Parameters<typeof createDb>[0] | ((dir: string) => Parameters<typeof createDb>[0]), figures: Figures): Promise<string[]> {
  const server = await startBenchServer(env);
  const db = createDb(typeof connection === 'function' ? connection(server.dir) : connection);
  try {
    return await figures(label, server, db);
  } finally {
    await db.destroy();
    await server.stop();
  }
}

/** `name` prefixes the PostgreSQL database's name; `env` is given to both servers. */
export async function onBothDatabases(name: string, env: Record<string, string>, figures: Figures): Promise<string[]> {
  const lines = await withServer('SQLite', env, (dir) => ({ databaseFile: `${dir}/bench.sqlite` }), figures);
  const postgres = await startPostgres(process.env.BENCH_DATABASE_URL);
  try {
    const database = uniqueDatabaseName(name);
    await postgres.createDatabase(database);
    const url = postgres.url(database);
    lines.push(...(await withServer('PostgreSQL', { ...env, DATABASE_URL: url }, { databaseFile: '', databaseUrl: url }, figures)));
  } finally {
    await postgres.stop();
  }
  return lines;
}
