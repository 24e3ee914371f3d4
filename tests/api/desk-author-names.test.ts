/**
 * An article saved with author names: a name the directory has, typed with the typographic
 * apostrophe, in lower case or without accents, is that author, never a second one (issue 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, deskOk, newArticle, newEdition, saveBody } from './deskFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const countNamed = async (pattern: string) => Number(((await server.db('authors').whereRaw('lower(name) like ?', [pattern]).count({ n: '*' }).first()) as { n: number | string }).n);

describe('authors named at the desk', () => {
  it('matches the directory across apostrophes, case and accents, on create and on save', async () => {
    const edition = await newEdition(server, 'Edició dels noms');
    const first = await newArticle(server, edition.issue.number, articleFields('Primer', { authors: ["Anna d'Olot i Vilà"] }));
    expect(first.article.authors).toEqual(["Anna d'Olot i Vilà"]);

    const second = await newArticle(server, edition.issue.number, articleFields('Segon', { authors: ['Anna d’Olot i Vilà', 'Pep Nou'] }));
    expect(second.article.authors).toEqual(["Anna d'Olot i Vilà", 'Pep Nou']);

    const saved = await deskOk<DeskArticle>(server, 'PUT', `/articles/${second.article._id}`, saveBody(second, { authors: ["anna d'olot i vila", 'PEP NOU', 'Anna d’Olot  i Vila'] }));
    expect(saved.article.authors).toEqual(["Anna d'Olot i Vilà", 'Pep Nou']);

    expect(await countNamed('anna d%olot%')).toBe(1);
    expect(await countNamed('pep nou')).toBe(1);
    // The credits link the one author, so her profile counts both articles.
    const credits = await server.db('article_authors').whereIn('article_id', [first.article._id, second.article._id]).where({ name: "Anna d'Olot i Vilà" }).whereNotNull('author_id');
    expect(credits).toHaveLength(2);
  });
});
