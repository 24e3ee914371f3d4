/**
 * The desk writes through the content area's ContentWriter, which publishes typed content events
 * once per committed write: a draft's changes as seen by the preview audience only (so readers'
 * caches stay), a published correction as seen by readers; nothing for a pending correction or a
 * stale save, which readers and previews cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { ArticleList } from '../../common/types.js';
import type { ContentEvent } from '../../server/content/events.js';
import { startTestServer, type TestServer } from './harness.js';
import { articleFields, desk, deskOk, newArticle, newEdition, saveBody } from './deskFixture.js';

let server: TestServer;
const published: (readonly ContentEvent[])[] = [];
let stopListening: () => void;

beforeAll(async () => {
  server = await startTestServer();
  stopListening = server.events.subscribe((change) => {
    if (change.origin === 'this-process') published.push(change.events);
  });
});

afterAll(async () => {
  stopListening();
  await server.close();
});

/** The events each commit of a step published. */
async function eventsOf(step: () => Promise<unknown>): Promise<(readonly ContentEvent[])[]> {
  const before = published.length;
  await step();
  return published.slice(before);
}

describe('what the desk publishes', () => {
  it('publishes each change of a draft once, as a draft’s', async () => {
    let number = 0;
    expect(await eventsOf(async () => (number = (await newEdition(server, 'Anunciada')).issue.number))).toEqual([[{ type: 'edition', number, status: 'draft' }]]);
    let created: DeskArticle | undefined;
    const creation = await eventsOf(async () => (created = await newArticle(server, number, articleFields('Anunci'))));
    expect(creation).toHaveLength(1);
    expect(creation[0]).toContainEqual({ type: 'article', id: created!.article._id, visibility: 'draft' });
    const id = created!.article._id;
    const draft = [[{ type: 'article', id, visibility: 'draft' }]];
    expect(await eventsOf(() => deskOk(server, 'PUT', `/articles/${id}`, saveBody(created!, { title: 'Anunci nou' })))).toEqual(draft);
    // A save on a revision that is no longer the latest writes nothing, and says nothing.
    expect(await eventsOf(async () => expect((await desk(server, 'PUT', `/articles/${id}`, saveBody(created!, { title: 'Tard' }))).status).toBe(409))).toEqual([]);
    expect(await eventsOf(() => deskOk(server, 'DELETE', `/articles/${id}`))).toEqual(draft);
  });

  it('keeps a pending correction quiet until it is published, then publishes it for readers', async () => {
    const list = await server.json<ArticleList>('/api/articles?limit=1');
    const current = await deskOk<DeskArticle>(server, 'GET', `/articles/${list.articles[0]!._id}`);
    let pending: DeskArticle | undefined;
    expect(await eventsOf(async () => (pending = await deskOk<DeskArticle>(server, 'PUT', `/articles/${current.article._id}`, saveBody(current, { title: 'Títol corregit' }))))).toEqual([]);
    expect(pending!.pendingCorrection).toBe(true);
    expect(await eventsOf(() => deskOk(server, 'POST', `/articles/${current.article._id}/correction/publish`))).toEqual([[{ type: 'article', id: current.article._id, visibility: 'published' }]]);
  });

  it('publishes an edition’s publication and withdrawal for readers', async () => {
    const { number } = (await newEdition(server, 'Per publicar')).issue;
    expect(await eventsOf(() => server.send('POST', `/api/admin/editions/${number}/publish`, undefined, { admin: true }))).toEqual([[{ type: 'edition', number, status: 'published' }]]);
    expect(await eventsOf(() => server.send('POST', `/api/admin/editions/${number}/withdraw`, undefined, { admin: true }))).toEqual([[{ type: 'edition', number, status: 'withdrawn' }]]);
  });
});
