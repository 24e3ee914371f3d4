/**
 * Where SQLite and PostgreSQL answer differently by nature, server/db makes them answer alike:
 * numbers come back as numbers, and the server can tell whether text sorts as SQLite sorts it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, sortsByCodePoint } from '../../server/db/connection.js';
import { violationOf } from '../../server/db/dialect.js';
import { postgresAt, uniqueDatabaseName } from '../support/postgres.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the database layer', () => {
  it('reads counts, sums and millisecond times as numbers', async () => {
    const totals = await server.db('page_views').count({ n: '*' }).sum({ total: 'viewed_at' }).max({ latest: 'viewed_at' }).first();
    expect(totals).toEqual({ n: expect.any(Number), total: expect.any(Number), latest: expect.any(Number) });
    expect(totals!.n).toBeGreaterThan(1000);
    const session = await server.db('connection_sessions').select('started_at', 'page_views').orderBy('id').first();
    expect(session).toEqual({ started_at: expect.any(Number), page_views: expect.any(Number) });
  });

  it('sorts text by code point as SQLite does, and tells apart a PostgreSQL database that sorts by a language', async () => {
    expect(await sortsByCodePoint(server.db)).toBe(true);
    const sorted = await server.db.raw("select v from (select 'b' as v union all select 'B' union all select 'à' union all select 'a') t order by v");
    const values = (Array.isArray(sorted) ? sorted : (sorted as { rows: { v: string }[] }).rows).map((r: { v: string }) => r.v);
    expect(values).toEqual(['B', 'a', 'b', 'à']);

    // SQLite has no collation per database; PostgreSQL can be given a language's (here by ICU).
    const database = inject('testDatabase');
    if (database.dialect === 'sqlite') return;
    const postgres = postgresAt(database.adminUrl);
    const name = uniqueDatabaseName('revista_catalan');
    const admin = createDb({ databaseFile: '', databaseUrl: database.adminUrl });
    await admin.raw(`create database "${name}" template template0 locale_provider icu icu_locale 'ca' locale 'C.UTF-8'`);
    const catalan = createDb({ databaseFile: '', databaseUrl: postgres.url(name) });
    try {
      expect(await sortsByCodePoint(catalan)).toBe(false);
    } finally {
      await catalan.destroy();
      await admin.destroy();
      await postgres.dropDatabase(name);
    }
  });

  it("recognises a key already taken and a reference to no row by the driver's error code", async () => {
    const db = server.db;
    await db.schema.createTable('violation_probe', (t) => {
      t.integer('id').primary();
      t.string('name').unique();
      t.integer('parent').references('id').inTable('violation_probe');
    });
    const refusal = (write: Promise<unknown>) => write.then(() => null, (error: unknown) => error);
    try {
      await db('violation_probe').insert({ id: 1, name: 'a' });
      const taken = await refusal(db('violation_probe').insert({ id: 2, name: 'a' }));
      const sameKey = await refusal(db('violation_probe').insert({ id: 1, name: 'b' }));
      const nowhere = await refusal(db('violation_probe').insert({ id: 3, name: 'c', parent: 99 }));
      const otherFault = await refusal(db.raw('select * from no_such_table'));
      expect([violationOf(taken), violationOf(sameKey), violationOf(nowhere)]).toEqual(['unique', 'unique', 'foreignKey']);
      expect(violationOf(otherFault)).toBeNull();
      // Only the driver's code counts, not words in a message.
      expect(violationOf(new Error('duplicate key value violates unique constraint'))).toBeNull();
    } finally {
      await db.schema.dropTable('violation_probe');
    }
  });
});
