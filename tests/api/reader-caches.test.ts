/**
 * Readers keep their cached answers while staff type: a draft's save (the desk's autosave) drops
 * only the preview audience's cached pages and JSON answers, so the public ones keep being served
 * from memory; publishing or withdrawing the edition empties them at once. A public answer still
 * served from the cache is told by a change made behind the app's back (no event): it does not show.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle } from '../../common/api/desk.js';
import type { IssueWithArticles } from '../../common/types.js';
import { SERVER_ENTRY } from '../../server/web/serverRender.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN, articleFields, confirmingAll, deskOk, newArticle, newEdition, saveBody } from './deskFixture.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

/** A stand-in for the renderer's server entry: the latest edition's number and titles; it counts its renders. */
const STAND_IN_ENTRY = `
globalThis.__cacheRenders = (globalThis.__cacheRenders ?? 0);
export async function render({ api }) {
  globalThis.__cacheRenders += 1;
  const latest = await api('/api/issues/latest');
  const titles = latest.articles.map((a) => '<li>' + a.title + '</li>').join('');
  const meta = { status: 200, title: 'Revista', heading: 'Revista', description: 'La portada.', canonical: 'https://revista.example/', ogType: 'website', feeds: [] };
  return { meta, page: 'home', module: 'pages/home/home.route.ts', html: '<main><h1>Número ' + latest.issue.number + '</h1><ul>' + titles + '</ul></main>', state: {} };
}
`;

const renders = () => (globalThis as unknown as { __cacheRenders?: number }).__cacheRenders ?? 0;
const SENTINEL = 'Títol canviat per sota';

let root: string;
let server: TestServer;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-caches-'));
  fs.mkdirSync(path.join(root, 'renderer'));
  fs.mkdirSync(path.join(root, 'ssr'));
  fs.writeFileSync(path.join(root, 'renderer', 'index.html'), FIXTURE_INDEX_HTML);
  fs.writeFileSync(path.join(root, 'ssr', SERVER_ENTRY), STAND_IN_ENTRY);
  server = await startTestServer({ rendererDir: path.join(root, 'renderer') });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const latest = async (headers: Record<string, string> = {}) => (await (await server.get('/api/issues/latest', { headers })).json()) as IssueWithArticles;
const home = async (headers: Record<string, string> = {}) => (await server.get('/', { headers })).text();

describe('the reader caches while staff type', () => {
  it('keep serving readers’ cached home page and latest edition through a draft’s saves, show the draft’s change to previews, and empty on publish and withdrawal', async () => {
    const draftEdition = (await newEdition(server, 'En preparació')).issue.number;
    let article = await newArticle(server, draftEdition, articleFields('Primera versió'));
    const published = await latest();
    expect(published.issue.number).toBeLessThan(draftEdition);
    const before = await home();
    expect(before).toContain(`Número ${published.issue.number}</h1>`);
    expect((await latest(ADMIN)).issue.number).toBe(draftEdition);

    // Behind the app's back: only a page or answer made again would show it.
    await server.db('articles').where('id', published.articles[0]!._id).update({ title: SENTINEL });
    const drawn = renders();
    for (const title of ['Segona versió', 'Tercera versió']) {
      article = await deskOk<DeskArticle>(server, 'PUT', `/articles/${article.article._id}`, saveBody(article, { title }));
      // The preview audience sees the draft as saved...
      expect((await latest(ADMIN)).articles.map((a) => a.title)).toContain(title);
      expect(await home(ADMIN)).toContain(`<li>${title}</li>`);
      // ...readers are answered from the cache: the same page, not drawn again, and the same JSON.
      expect(await home()).toBe(before);
      expect((await latest()).articles[0]!.title).toBe(published.articles[0]!.title);
    }
    // Only the staff pages were drawn again (one per save).
    expect(renders()).toBe(drawn + 2);

    expect((await server.send('POST', `/api/admin/editions/${draftEdition}/publish`, await confirmingAll(server, draftEdition), { admin: true })).status).toBe(200);
    const out = await latest();
    expect(out.issue.number).toBe(draftEdition);
    expect(out.articles.map((a) => a.title)).toEqual(['Tercera versió']);
    expect(await home()).toContain(`Número ${draftEdition}</h1>`);

    expect((await server.send('POST', `/api/admin/editions/${draftEdition}/withdraw`, undefined, { admin: true })).status).toBe(200);
    expect((await latest()).articles[0]!.title).toBe(SENTINEL);
    expect(await home()).toContain(`<li>${SENTINEL}</li>`);
  });

  it('show a published article’s correction to readers at once', async () => {
    const current = await latest();
    const first = current.articles[0]!;
    await home();
    const desk = await deskOk<DeskArticle>(server, 'GET', `/articles/${first._id}`);
    await deskOk(server, 'PUT', `/articles/${first._id}`, saveBody(desk, { title: 'Títol corregit' }));
    // A pending correction is the desk's: readers still read the published text.
    expect((await latest()).articles[0]!.title).toBe(first.title);
    await deskOk(server, 'POST', `/articles/${first._id}/correction/publish`);
    expect((await latest()).articles[0]!.title).toBe('Títol corregit');
    expect(await home()).toContain('<li>Títol corregit</li>');
  });
});
