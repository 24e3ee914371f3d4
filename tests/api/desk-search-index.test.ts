/**
 * The desk keeps the search index in step with what it writes, touching only the saved article's
 * documents: a save replaces its entry, and deleting an article (or replacing a draft edition)
 * leaves nothing behind in the index, not even an FTS5 entry without its document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { Article } from '../../common/types.js';
import { dialectOf } from '../../server/db/dialect.js';
import { search } from '../../server/search/engine.js';
import { contentWriter, startTestServer, type TestServer } from './harness.js';
import { articleFields, deskOk, newArticle, newEdition, saveBody } from './deskFixture.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** Ids of the articles staff find for a word (drafts included). */
async function staffFinds(word: string): Promise<string[]> {
  const found = await search(server.db, { q: word, sortBy: 'relevance', page: 1, limit: 50, publishedOnly: false });
  return found.articles.map((a) => a._id);
}

/** Index entries (SQLite's FTS5 tables) or documents that belong to no article. */
async function strayEntries(): Promise<number> {
  const db = server.db;
  const documents = db('search_documents').select('doc_id');
  const withoutArticle = Number(
    (await db('search_documents').whereNotIn('article_id', db('articles').select('id')).count({ n: '*' }).first())?.n ?? 0,
  );
  if (!dialectOf(db).singleFile) return withoutArticle;
  const fts = (await db('search_index').whereNotIn('rowid', documents.clone()).pluck('rowid')) as number[];
  const heads = (await db('search_head_text').whereNotIn('doc_id', documents.clone()).pluck('doc_id')) as number[];
  return withoutArticle + fts.length + heads.length;
}

describe('the search index behind the desk', () => {
  it('finds a draft by the text of its latest save only', async () => {
    const edition = await newEdition(server, 'Índex');
    const created = await newArticle(server, edition.issue.number, articleFields('Cercable', { text: [{ type: 'paragraph', content: 'Parla de zumaques.' }] }));
    expect(await staffFinds('zumaques')).toContain(created.article._id);

    await deskOk<DeskArticle>(server, 'PUT', `/articles/${created.article._id}`, saveBody(created, { text: [{ type: 'paragraph', content: 'Ara parla de xirivies.' }] }));
    expect(await staffFinds('xirivies')).toContain(created.article._id);
    expect(await staffFinds('zumaques')).not.toContain(created.article._id);
    expect(await strayEntries()).toBe(0);
  });

  it('leaves no entry behind when a draft article is deleted', async () => {
    const edition = await newEdition(server, 'Esborrany');
    const created = await newArticle(server, edition.issue.number, articleFields('Efímer', { text: [{ type: 'paragraph', content: 'Un text de granotes.' }] }));
    expect(await staffFinds('granotes')).toContain(created.article._id);

    await deskOk(server, 'DELETE', `/articles/${created.article._id}`);
    expect(await staffFinds('granotes')).not.toContain(created.article._id);
    expect(await strayEntries()).toBe(0);
  });

  it('leaves no entry behind when a draft edition is replaced (a package imported over it)', async () => {
    const edition = await newEdition(server, 'Substituïda');
    const old = await newArticle(server, edition.issue.number, articleFields('Vell', { text: [{ type: 'paragraph', content: 'Un text de llúdrigues.' }] }));
    const replacement: Article = { ...old.article, _id: 'replacement-article', url: 'nou-de-trinca', text: [{ type: 'paragraph', content: 'Un text de teixons.' }] };

    await contentWriter(server.db, server.events).write((w) =>
      w.replaceIssue({ ...edition.issue, articlesOrder: [replacement._id] }, [replacement], 'draft'),
    );
    expect(await staffFinds('lludrigues')).toEqual([]);
    expect(await staffFinds('teixons')).toEqual([replacement._id]);
    expect(await strayEntries()).toBe(0);
  });
});
