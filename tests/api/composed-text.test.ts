/**
 * Text arrives decomposed from a Mac's file names and from some pasted text ("u" + U+0301 for
 * "ú"). The API composes every text it is sent (NFC, server/http/validate.ts), so a name so typed
 * or looked up is the directory's name; migration 026 composes the names stored before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleList } from '../../common/types.js';
import { migrationSource } from '../../server/db/migrations/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
/** A published author whose name has an accent, as the directory holds it (composed). */
let name: string;

beforeAll(async () => {
  server = await startTestServer();
  const names = (await server.db('article_authors').distinct('name').pluck('name')) as string[];
  name = names.find((n) => n !== n.normalize('NFD'))!;
  expect(name).toBeDefined();
});

afterAll(async () => {
  await server.close();
});

const byName = (spelling: string) => server.json<ArticleList>(`/api/articles/author/${encodeURIComponent(spelling)}?limit=100`);

describe('decomposed text', () => {
  it('finds an author’s articles by the name spelt decomposed, in an address or a list', async () => {
    const composed = await byName(name);
    expect(composed.pagination.total).toBeGreaterThan(0);
    expect((await byName(name.normalize('NFD'))).pagination.total).toBe(composed.pagination.total);
    const listed = await server.json<ArticleList>(`/api/articles/authors?authors=${encodeURIComponent(name.normalize('NFD'))}&limit=100`);
    expect(listed.pagination.total).toBe(composed.pagination.total);
  });

  it('stores a name sent decomposed as it is typed on a keyboard', async () => {
    const sent = 'Nu\u0301ria Ferre\u0300s i Cabarroca\u0300';
    const created = await server.send('POST', '/api/authors', { name: sent, profession: 'Poe\u0300ta' }, { admin: true });
    expect(created.status).toBe(201);
    const author = (await created.json()) as { _id: string; name: string; profession: string };
    expect(author.name).toBe('Núria Ferrès i Cabarrocà');
    expect(author.profession).toBe('Poèta');
    const stored = (await server.db('authors').where({ id: author._id }).first('name')) as { name: string };
    expect(stored.name).toBe('Núria Ferrès i Cabarrocà');
  });

  it('composes the names stored decomposed before migration 026', async () => {
    const credit = (await server.db('article_authors').where({ name }).first('article_id', 'position')) as { article_id: string; position: number };
    const author = (await server.db('authors').where({ name }).first('id')) as { id: string };
    const before026 = async () => ((await server.db.migrate.list({ migrationSource })) as [{ name: string }[], unknown[]])[0].every((m) => !m.name.startsWith('026_'));
    while (!(await before026())) await server.db.migrate.down({ migrationSource });
    await server.db('article_authors').where(credit).update({ name: name.normalize('NFD') });
    await server.db('authors').where({ id: author.id }).update({ name: name.normalize('NFD') });
    await server.db.migrate.latest({ migrationSource });
    expect(((await server.db('article_authors').where(credit).first('name')) as { name: string }).name).toBe(name);
    expect(((await server.db('authors').where({ id: author.id }).first('name')) as { name: string }).name).toBe(name);
  });
});
