/**
 * A staff copy's sync cursor never skips a change (015_content_changes_in_order.ts). On
 * PostgreSQL two content writers could take sequence numbers in one order and commit in the other;
 * a copy that pulled in between would move its cursor past a change not yet visible and lose it.
 * Here a slow writer (an import's long transaction) holds its change open while a second writer
 * comes along and a copy pulls, as staff do, through the changes feed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../server/db/connection.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let second: Db;

beforeAll(async () => {
  server = await startTestServer();
  // Another process writing to the same database (a second instance, `npm run import`).
  second = createDb(server.config);
});

afterAll(async () => {
  await second.destroy();
  await server.close();
});

interface Page {
  latest: number;
  changes: { seq: number; kind: string; id: string }[];
}

async function pull(since: number): Promise<Page> {
  const res = await server.send('GET', `/api/admin/sync/changes?since=${since}&limit=1000`, undefined, { admin: true });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
}

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300))]);

describe('the changes feed on PostgreSQL', () => {
  it('hands out changes in commit order, so a copy that pulls while a writer is still open misses none', async () => {
    const [first, later] = (await server.db('articles').where('published', true).orderBy('id').limit(2).pluck('id')) as string[];
    const start = (await pull(0)).latest;

    const slow = await server.db.transaction();
    try {
      await slow('articles').where({ id: first }).update({ title: 'Primer, encara obert' });
      const quick = second.transaction((trx) => trx('articles').where({ id: later }).update({ title: 'Segon, ja enllestit' }));
      // The second writer waits for the first to commit instead of committing a later number first.
      expect(await settled(quick)).toBe(false);

      // A copy pulls now: nothing is committed yet, so its cursor stays where it was.
      const between = await pull(start);
      expect(between.changes).toEqual([]);

      await slow.commit();
      await quick;
      const after = await pull(between.latest);
      expect(after.changes.map((c) => c.id)).toEqual([first, later]);
      expect(after.changes[0]!.seq).toBeLessThan(after.changes[1]!.seq);
    } finally {
      if (!slow.isCompleted()) await slow.rollback();
    }
  });
});
