import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, MediaItem } from '../../common/api/desk.js';
import type { RecordEntry } from '../../common/api/record.js';
import type { Article, EditionSummary, PackageReport } from '../../common/types.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { testImage, uploadMedia } from './deskFixture.js';
import { editionPackage } from './packageFixture.js';
import { addPerson, signIn, withCookie } from './staffFixture.js';

// Two real servers on loopback: `site` plays the public magazine, `desk` the desktop's own server.
let site: TestServer;
let desk: TestServer;
let root: string;

const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-publish-web-'));
  for (const dir of ['site-media', 'desk-media']) fs.mkdirSync(path.join(root, dir));
  site = await startTestServer({ mediaDir: path.join(root, 'site-media') });
  desk = await startTestServer({ mediaDir: path.join(root, 'desk-media'), remoteUrl: site.url, remoteToken: TEST_ADMIN_TOKEN });
});

afterAll(async () => {
  await desk.close();
  await site.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function uploadDraft(server: TestServer, zip: Uint8Array): Promise<void> {
  const res = await server.get('/api/admin/packages', { method: 'POST', headers: { 'Content-Type': 'application/zip', ...ADMIN }, body: Buffer.from(zip) });
  expect(res.status, await res.clone().text()).toBe(201);
}

const statusOn = async (server: TestServer, number: number) =>
  ((await (await server.get('/api/admin/editions', { headers: ADMIN })).json()) as { editions: EditionSummary[] }).editions.find((e) => e.number === number)?.status;

describe("'Publica al web'", () => {
  it('sends a local draft to the public site as a package, publishes it there, and marks it published locally', async () => {
    await uploadDraft(desk, editionPackage({ number: 300, tag: 'web', word: 'florbalvent' }));
    expect((await site.get('/api/issues/numberdata/300')).status).toBe(404);

    const res = await desk.send('POST', '/api/admin/editions/300/publish-remote', undefined, { admin: true });
    const body = (await res.json()) as { status: string; remote: string; report: PackageReport };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'published', remote: site.url });
    expect(body.report).toMatchObject({ issues: 1, articles: 2, authors: 1, editions: [300], rejected: [] });

    // Readers of the public site see it, with its media and its new author.
    const published = await site.json<{ issue: { title: string; coverImage: string }; articles: { _id: string }[] }>('/api/issues/numberdata/300');
    expect(published.issue.title).toBe('Esborrany web');
    expect(published.articles.map((a) => a._id)).toEqual(['web-art-1', 'web-art-2']);
    expect(fs.readdirSync(path.join(root, 'site-media')).sort()).toEqual(['web-card-1.jpg', 'web-card-2.jpg', 'web-figura.jpg', 'web-portada.jpg']);
    expect((await site.get('/api/images/web-portada.jpg')).status).toBe(200);
    expect((await site.json<{ stats: { totalArticles: number } }>('/api/authors/slug/autora-web')).stats.totalArticles).toBe(2);
    expect((await site.json<{ articles: unknown[] }>('/api/search?q=florbalvent')).articles).toHaveLength(2);

    expect(await statusOn(desk, 300)).toBe('published');
    expect(await statusOn(site, 300)).toBe('published');
  });

  it('carries a correction published here to an edition the public site already published, with its date', async () => {
    await uploadDraft(desk, editionPackage({ number: 302, tag: 'fix', word: 'errataantiga' }));
    expect((await desk.send('POST', '/api/admin/editions/302/publish-remote', undefined, { admin: true })).status).toBe(200);
    const before = await site.json<Article>('/api/articles/articles/fix-article-1');
    expect(before.correctedAt).toBeUndefined();

    // Staff correct the article on their copy and publish the correction there.
    const current = (await (await desk.send('GET', '/api/admin/desk/articles/fix-art-1', undefined, { admin: true })).json()) as DeskArticle;
    const text = [{ type: 'paragraph', content: 'Un paràgraf corregit amb la paraula errataesmenada.' }, ...current.article.text.slice(1)];
    const { _id: _, issueNumber: _n, correctedAt: _c, status: _s, author: _a, ...fields } = current.article;
    expect((await desk.send('PUT', '/api/admin/desk/articles/fix-art-1', { ...fields, text, baseRevision: current.revision }, { admin: true })).status).toBe(200);
    expect((await desk.send('POST', '/api/admin/desk/articles/fix-art-1/correction/publish', undefined, { admin: true })).status).toBe(200);
    const correctedHere = (await desk.json<Article>('/api/articles/articles/fix-article-1')).correctedAt;
    expect(correctedHere).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Not on the public site yet.
    expect((await site.json<Article>('/api/articles/articles/fix-article-1')).text[0]).toMatchObject({ content: expect.stringContaining('errataantiga') });

    const res = await desk.send('POST', '/api/admin/editions/302/publish-remote', undefined, { admin: true });
    const body = (await res.json()) as { status: string; corrections?: string[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'published', corrections: ['fix-art-1'] });

    const after = await site.json<Article>('/api/articles/articles/fix-article-1');
    expect(after.text[0]).toMatchObject({ content: 'Un paràgraf corregit amb la paraula errataesmenada.' });
    expect(after.correctedAt).toBe(correctedHere);
    expect((await site.json<{ articles: { _id: string }[] }>('/api/search?q=errataesmenada')).articles.map((a) => a._id)).toEqual(['fix-art-1']);
    // The other article, never corrected, is untouched; a second 'Publica al web' has nothing left to carry.
    expect((await site.json<Article>('/api/articles/llibres/fix-article-2')).correctedAt).toBeUndefined();
    const again = (await (await desk.send('POST', '/api/admin/editions/302/publish-remote', undefined, { admin: true })).json()) as { corrections?: string[] };
    expect(again.corrections).toEqual([]);
  });

  it('carries the media a correction adds that the public site lacks, with their alt text, before the corrected text', async () => {
    await uploadDraft(desk, editionPackage({ number: 303, tag: 'nova', word: 'senseimatge' }));
    expect((await desk.send('POST', '/api/admin/editions/303/publish-remote', undefined, { admin: true })).status).toBe(200);

    // Staff upload a picture new to the library and put it in the corrected article, with a new card.
    const bytes = await testImage(640, 400, 'jpeg', 7);
    const upload = await uploadMedia(desk, bytes, `?name=nova-foto.jpg&alt=${encodeURIComponent('El pont vell, de nit')}`);
    expect(upload.status).toBe(201);
    const card = await uploadMedia(desk, await testImage(300, 200, 'png', 3), `?name=nova-targeta.png&alt=${encodeURIComponent('La targeta nova')}`);
    expect(card.status).toBe(201);
    const picture = ((await upload.json()) as MediaItem).name;
    const cardName = ((await card.json()) as MediaItem).name;
    const current = (await (await desk.send('GET', '/api/admin/desk/articles/nova-art-1', undefined, { admin: true })).json()) as DeskArticle;
    // The edition's figure, which the public site already has, stays in the text: only what it lacks travels.
    const text = [...current.article.text, { type: 'image', name: picture, caption: 'El pont vell' }];
    const { _id: _, issueNumber: _n, correctedAt: _c, status: _s, author: _a, ...fields } = current.article;
    const saved = await desk.send('PUT', '/api/admin/desk/articles/nova-art-1', { ...fields, imageCard: cardName, text, baseRevision: current.revision }, { admin: true });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await desk.send('POST', '/api/admin/desk/articles/nova-art-1/correction/publish', undefined, { admin: true })).status).toBe(200);
    expect((await site.get(`/api/images/${picture}`)).status).toBe(404);

    const res = await desk.send('POST', '/api/admin/editions/303/publish-remote', undefined, { admin: true });
    const body = (await res.json()) as { status: string; corrections?: string[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'published', corrections: ['nova-art-1'] });

    // Readers of the public site get the corrected article and every file it shows, byte for byte, with the thumbnail.
    const after = await site.json<Article>('/api/articles/articles/nova-article-1');
    expect(after.imageCard).toBe(cardName);
    expect(after.text.at(-1)).toMatchObject({ type: 'image', name: picture, alt: 'El pont vell, de nit' });
    for (const name of [picture, cardName]) {
      const image = await site.get(`/api/images/${name}`);
      expect(image.status, name).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(fs.readFileSync(path.join(root, 'desk-media', name)))).toBe(true);
      expect((await site.get(`/api/images/small/${name}`)).status).toBe(200);
    }
    const library = (await (await site.get(`/api/admin/desk/media/${cardName}`, { headers: ADMIN })).json()) as MediaItem;
    expect(library).toMatchObject({ name: cardName, alt: 'La targeta nova', kind: 'image' });
  });

  it("relays the public site's report when it refuses the package, and leaves the local draft a draft", async () => {
    // The public site already published a 301 of its own: the desk's 301 must not replace it.
    await uploadDraft(site, editionPackage({ number: 301, tag: 'theirs' }));
    expect((await site.send('POST', '/api/admin/editions/301/publish', undefined, { admin: true })).status).toBe(200);
    await uploadDraft(desk, editionPackage({ number: 301, tag: 'ours' }));

    const res = await desk.send('POST', '/api/admin/editions/301/publish-remote', undefined, { admin: true });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string }; report: PackageReport };
    expect(body.error.code).toBe('remote_rejected');
    expect(body.report.rejected).toEqual([{ kind: 'issue', id: 'ours-issue', code: 'edition_published', reason: expect.stringMatching(/L'edició 301 ja està publicada/) }]);
    expect((await site.json<{ issue: { title: string } }>('/api/issues/numberdata/301')).issue.title).toBe('Esborrany theirs');
    expect(await statusOn(desk, 301)).toBe('draft');
  });

  it("publishes with the person's own token, so that the public site's record names them, and the desk's names its owner", async () => {
    const editor = await addPerson(site, 'Editora de l’escriptori', 'editor');
    const made = await withCookie(site, await signIn(site, editor.email), 'POST', '/api/admin/tokens', { name: 'Escriptori', role: 'editor' });
    const { secret } = (await made.json()) as { secret: string };
    // The desktop shell names the token's owner (electron/keychain.ts): its single-user server's operator.
    expect((await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: secret, owner: editor.name }, { admin: true })).status).toBe(200);
    await uploadDraft(desk, editionPackage({ number: 310, tag: 'own', word: 'clauordinador' }));
    expect((await desk.send('POST', '/api/admin/editions/310/publish-remote', undefined, { admin: true })).status).toBe(200);

    const { entries } = (await (await site.send('GET', '/api/admin/record?action=edition.publish&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(entries[0]).toMatchObject({ actor: { kind: 'token', personId: editor.id, name: 'Editora de l’escriptori, amb la clau personal «Escriptori»' }, subject: { kind: 'edition', id: '310' } });
    const here = (await (await desk.send('GET', '/api/admin/record?action=edition.publishRemote&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(here.entries[0]).toMatchObject({ actor: { kind: 'operator', personId: null, name: 'Editora de l’escriptori' }, subject: { kind: 'edition', id: '310' } });
  });

  it('says so when the public site refuses the credential, or when none is configured', async () => {
    await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: 'not-the-public-token' }, { admin: true });
    const refused = await desk.send('POST', '/api/admin/editions/301/publish-remote', undefined, { admin: true });
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('remote_unauthorized');

    await desk.send('DELETE', '/api/admin/remote', undefined, { admin: true });
    const none = await desk.send('POST', '/api/admin/editions/301/publish-remote', undefined, { admin: true });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('remote_not_configured');
    expect((await desk.send('POST', '/api/admin/editions/301/publish-remote')).status).toBe(401);
  });
});
