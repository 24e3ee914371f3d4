import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, PendingCorrection } from '../../common/api/desk.js';
import type { Article, ArticleList } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { desk, deskOk, saveBody, type ErrorAnswer } from './deskFixture.js';

let server: TestServer;
let published: Article;
const WORD = 'correccioquimerica';

beforeAll(async () => {
  server = await startTestServer();
  const list = await server.json<ArticleList>('/api/articles?limit=1');
  published = await server.json<Article>(`/api/articles/${list.articles[0]!.section}/${list.articles[0]!.url}`);
});

afterAll(async () => {
  await server.close();
});

const readerTexts = async (): Promise<Record<string, string>> => {
  const paths = [
    `/api/articles/${published.section}/${published.url}`,
    `/api/articles/${published.url}`,
    `/api/search?q=${WORD}`,
    `/api/search/text?q=${WORD}`,
    '/feeds/rss.xml',
    '/feeds/atom.xml',
    `/feeds/edicio/${published.issueNumber}/rss.xml`,
    `/api/pdf/edition/${published.issueNumber}/content`,
  ];
  const texts: Record<string, string> = {};
  for (const p of paths) texts[p] = await (await server.get(p)).text();
  return texts;
};

describe('corrections to a published article', () => {
  it('keeps the published text for readers, search, feeds and the PDF while the correction is pending', async () => {
    const current = await deskOk<DeskArticle>(server, 'GET', `/articles/${published._id}`);
    expect(current).toMatchObject({ revision: 0, pendingCorrection: false, edition: { status: 'published' } });
    const text = [{ type: 'paragraph' as const, content: `Text corregit amb la paraula ${WORD}.` }, ...published.text.slice(1)];
    const saved = await deskOk<DeskArticle>(server, 'PUT', `/articles/${published._id}`, saveBody(current, { title: 'Títol corregit', text }));
    expect(saved).toMatchObject({ revision: 1, pendingCorrection: true, article: { title: 'Títol corregit' } });

    for (const [where, body] of Object.entries(await readerTexts())) {
      expect(body, where).not.toContain(WORD);
      expect(body, where).not.toContain('Títol corregit');
    }
    const reader = await server.json<Article>(`/api/articles/${published.section}/${published.url}`);
    expect(reader.title).toBe(published.title);
    expect(reader.correctedAt).toBeUndefined();
    // Staff previewing as readers also see the published text: the correction is the desk's only.
    const staff = await server.send('GET', `/api/articles/${published.section}/${published.url}`, undefined, { admin: true });
    expect(((await staff.json()) as Article).title).toBe(published.title);
    // The workspace lists it among the pending corrections.
    const list = await deskOk<{ corrections: PendingCorrection[] }>(server, 'GET', '/corrections');
    expect(list.corrections).toEqual([{ id: published._id, title: published.title, section: published.section, issueNumber: published.issueNumber, updatedAt: expect.any(String) }]);
  });

  it("'Publica la correcció' shows it to readers, search and feeds at once, and the article says when it was corrected", async () => {
    const before = Date.now();
    const done = await deskOk<DeskArticle>(server, 'POST', `/articles/${published._id}/correction/publish`);
    expect(done.pendingCorrection).toBe(false);
    const reader = await server.json<Article>(`/api/articles/${published.section}/${published.url}`);
    expect(reader.title).toBe('Títol corregit');
    expect(Date.parse(reader.correctedAt!)).toBeGreaterThanOrEqual(before - 1000);
    const texts = await readerTexts();
    expect(texts[`/api/search?q=${WORD}`]).toContain(published._id);
    expect(texts['/feeds/rss.xml']).toContain('Títol corregit');
    expect((await deskOk<{ corrections: PendingCorrection[] }>(server, 'GET', '/corrections')).corrections).toEqual([]);
    const again = await desk<ErrorAnswer>(server, 'POST', `/articles/${published._id}/correction/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_pending_correction');
  });

  it('drops a pending correction on request, the published text becoming the desk text again', async () => {
    const current = await deskOk<DeskArticle>(server, 'GET', `/articles/${published._id}`);
    const pending = await deskOk<DeskArticle>(server, 'PUT', `/articles/${published._id}`, saveBody(current, { title: 'Un error' }));
    expect(pending.pendingCorrection).toBe(true);
    const dropped = await deskOk<DeskArticle>(server, 'DELETE', `/articles/${published._id}/correction`);
    expect(dropped).toMatchObject({ pendingCorrection: false, revision: pending.revision + 1, article: { title: 'Títol corregit' } });
    expect((await server.json<Article>(`/api/articles/${published.section}/${published.url}`)).title).toBe('Títol corregit');
  });
});
