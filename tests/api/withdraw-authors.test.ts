/**
 * 'Retira' hides only the authors the withdrawn edition brought (issue 26): an author created in
 * the author form keeps her public profile, and the desk says so; one the edition's article names
 * created is hidden until it is published again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedAuthor } from '../../common/api/authors.js';
import type { Author } from '../../common/types.js';
import { migrationSource } from '../../server/db/migrations/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, confirmingAll, newArticle, newEdition } from './deskFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function adminOk(method: string, path: string, body?: unknown, status = 200): Promise<unknown> {
  const res = await server.send(method, path, body, { admin: true });
  const answer: unknown = await res.json();
  expect(res.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(status);
  return answer;
}

const publicStatus = async (slug: string) => (await server.send('GET', `/api/authors/slug/${slug}`)).status;
const staffAuthor = async (id: string) => ((await adminOk('GET', '/api/authors/staff')) as { authors: (Author & { waitsForEdition?: number })[] }).authors.find((a) => a._id === id);

describe("'Retira' and the authors an edition credits", () => {
  it('keeps the author-form author public and hides only the author the edition brought', async () => {
    const own = (await adminOk('POST', '/api/authors', { name: 'Berta Formulari', bio: { short: 'Poeta de la casa.' } }, 201)) as SavedAuthor;
    const edition = await newEdition(server, 'Edició que es retira');
    const number = edition.issue.number;
    await newArticle(server, number, articleFields('Article compartit', { authors: ['Berta Formulari', 'Carles Nouvingut'] }));
    const brought = (await server.db('authors').where({ name: 'Carles Nouvingut' }).first('id', 'slug')) as { id: string; slug: string };

    await adminOk('POST', `/api/admin/editions/${number}/publish`, await confirmingAll(server, number));
    expect(await publicStatus(own.slug)).toBe(200);
    expect(await publicStatus(brought.slug)).toBe(200);

    await adminOk('POST', `/api/admin/editions/${number}/withdraw`);
    // The author-form author: her page and the directory keep her, and the desk tells nothing else.
    expect(await publicStatus(own.slug)).toBe(200);
    const directory = (await server.json<{ authors: { slug: string }[] }>('/api/authors?limit=100')).authors.map((a) => a.slug);
    expect(directory).toContain(own.slug);
    expect(await staffAuthor(own._id)).toMatchObject({ active: true });
    expect((await staffAuthor(own._id))?.waitsForEdition).toBeUndefined();
    // The author only this edition brought waits for it again, and the desk says which.
    expect(await publicStatus(brought.slug)).toBe(404);
    expect(directory).not.toContain(brought.slug);
    expect(await staffAuthor(brought.id)).toMatchObject({ active: true, waitsForEdition: number });

    // Published again: both public, nobody waits.
    await adminOk('POST', `/api/admin/editions/${number}/publish`, await confirmingAll(server, number));
    expect(await publicStatus(brought.slug)).toBe(200);
    expect((await staffAuthor(brought.id))?.waitsForEdition).toBeUndefined();
  });

  it('an author whose edition was discarded is brought by the edition that still credits her, and withdrawn with it', async () => {
    const first = (await newEdition(server, 'Edició descartada')).issue.number;
    await newArticle(server, first, articleFields('Primera aparició', { authors: ['Fina Compartida'] }));
    const second = (await newEdition(server, 'Edició que la manté')).issue.number;
    await newArticle(server, second, articleFields('Segona aparició', { authors: ['Fina Compartida'] }));
    const fina = (await server.db('authors').where({ name: 'Fina Compartida' }).first('id', 'slug')) as { id: string; slug: string };

    await adminOk('DELETE', `/api/admin/editions/${first}`);
    expect(await staffAuthor(fina.id)).toMatchObject({ waitsForEdition: second });
    await adminOk('POST', `/api/admin/editions/${second}/publish`, await confirmingAll(server, second));
    expect(await publicStatus(fina.slug)).toBe(200);
    await adminOk('POST', `/api/admin/editions/${second}/withdraw`);
    expect(await publicStatus(fina.slug)).toBe(404);
  });

  it('migration 017 takes an author waiting for a draft edition as brought by it, and any other as her own', async () => {
    const specialties = async () => Number(((await server.db('author_specialties').count({ n: '*' }).first()) as { n: number | string }).n);
    const before = await specialties();
    // Back to the schema before 017, undoing every later migration first.
    const undone = async () => ((await server.db.migrate.list({ migrationSource })) as [{ name: string }[], unknown[]])[0].every((m) => !m.name.startsWith('017_'));
    while (!(await undone())) await server.db.migrate.down({ migrationSource });
    const row = { education: '[]', awards: '[]', updated_at: '2031-01-01T00:00:00.000Z' };
    await server.db('authors').insert([
      { id: 'legacy-waiting', slug: 'legacy-waiting', name: 'Dora Esperant', draft_issue: 77, ...row },
      { id: 'legacy-own', slug: 'legacy-own', name: 'Elna Pròpia', ...row },
    ]);
    await server.db.migrate.latest({ migrationSource });
    const origin = await server.db('authors').whereIn('id', ['legacy-waiting', 'legacy-own']).orderBy('id').select('id', 'brought_by');
    expect(origin.map((o: { id: string; brought_by: number | null }) => [o.id, o.brought_by === null ? null : Number(o.brought_by)])).toEqual([
      ['legacy-own', null],
      ['legacy-waiting', 77],
    ]);
    // Dropping and adding the column kept every other table's rows (SQLite rebuilds the table).
    expect(await specialties()).toBe(before);
  });
});
