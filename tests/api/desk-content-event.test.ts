/**
 * The desk writes through the content area's ContentWriter, which announces "content changed"
 * (caches empty on every instance) once per committed write that readers or previews can see:
 * a draft's save, a new edition, a published correction; not a pending correction nor a stale save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { ArticleList } from '../../common/types.js';
import { onContentChanged } from '../../server/content/events.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, desk, deskOk, newArticle, newEdition, saveBody } from './deskFixture.js';

let server: TestServer;
let announced = 0;
let stopListening: () => void;

beforeAll(async () => {
  server = await startTestServer();
  stopListening = onContentChanged((origin) => {
    if (origin === 'this-process') announced++;
  });
});

afterAll(async () => {
  stopListening();
  await server.close();
});

/** How many announcements a step made. */
async function announcements(step: () => Promise<unknown>): Promise<number> {
  const before = announced;
  await step();
  return announced - before;
}

describe('what the desk announces', () => {
  it('announces each change of a draft once', async () => {
    let number = 0;
    expect(await announcements(async () => (number = (await newEdition(server, 'Anunciada')).issue.number))).toBe(1);
    let created: DeskArticle | undefined;
    expect(await announcements(async () => (created = await newArticle(server, number, articleFields('Anunci'))))).toBe(1);
    expect(await announcements(() => deskOk(server, 'PUT', `/articles/${created!.article._id}`, saveBody(created!, { title: 'Anunci nou' })))).toBe(1);
    // A save on a revision that is no longer the latest writes nothing, and says nothing.
    expect(await announcements(async () => expect((await desk(server, 'PUT', `/articles/${created!.article._id}`, saveBody(created!, { title: 'Tard' }))).status).toBe(409))).toBe(0);
    expect(await announcements(() => deskOk(server, 'DELETE', `/articles/${created!.article._id}`))).toBe(1);
  });

  it('keeps a pending correction quiet until it is published', async () => {
    const list = await server.json<ArticleList>('/api/articles?limit=1');
    const current = await deskOk<DeskArticle>(server, 'GET', `/articles/${list.articles[0]!._id}`);
    let pending: DeskArticle | undefined;
    expect(await announcements(async () => (pending = await deskOk<DeskArticle>(server, 'PUT', `/articles/${current.article._id}`, saveBody(current, { title: 'Títol corregit' }))))).toBe(0);
    expect(pending!.pendingCorrection).toBe(true);
    expect(await announcements(() => deskOk(server, 'POST', `/articles/${current.article._id}/correction/publish`))).toBe(1);
  });
});
