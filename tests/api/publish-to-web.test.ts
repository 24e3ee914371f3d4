import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, MediaItem } from '../../common/api/desk.js';
import type { StaffPerson } from '../../common/api/people.js';
import type { RecordEntry } from '../../common/api/record.js';
import type { CalendarEdition } from '../../common/api/schedule.js';
import { SCHEDULE_TICK_MS } from '../../common/schedule.js';
import type { Article, EditionSummary, PackageReport } from '../../common/types.js';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { testImage, uploadMedia } from './deskFixture.js';
import { editionPackage } from './packageFixture.js';
import { addPerson, personalToken, signIn, withCookie } from './staffFixture.js';
import { TestClock } from './testClock.js';

// Two real servers on loopback: `site` plays the public magazine, `desk` the desktop's own server.
// The public site's scheduler runs on a clock the test drives: a Tuesday in winter there (UTC+1).
const siteClock = new TestClock(Date.parse('2030-01-15T08:00:00.000Z'));
let site: TestServer;
let desk: TestServer;
let root: string;

const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-publish-web-'));
  for (const dir of ['site-media', 'desk-media']) fs.mkdirSync(path.join(root, dir));
  site = await startTestServer({ mediaDir: path.join(root, 'site-media') }, { scheduling: { clock: siteClock } });
  site.server.scheduler.start();
  // REMOTE_TOKEN: an editor's personal token there, never the site's shared operator key.
  const { secret } = await personalToken(site, 'Editor de la redacció', 'editor');
  desk = await startTestServer({ mediaDir: path.join(root, 'desk-media'), remoteUrl: site.url, remoteToken: secret });
});

afterAll(async () => {
  await site.server.scheduler.stop();
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
    // The desktop's single-user server (electron/keychain.ts): its operator is the token's owner, as the site names them.
    expect((await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: secret, operatorIsOwner: true }, { admin: true })).status).toBe(200);
    await uploadDraft(desk, editionPackage({ number: 310, tag: 'own', word: 'clauordinador' }));
    expect((await desk.send('POST', '/api/admin/editions/310/publish-remote', undefined, { admin: true })).status).toBe(200);

    const { entries } = (await (await site.send('GET', '/api/admin/record?action=edition.publish&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(entries[0]).toMatchObject({ actor: { kind: 'token', personId: editor.id, name: 'Editora de l’escriptori, amb la clau personal «Escriptori»' }, subject: { kind: 'edition', id: '310' } });
    const here = (await (await desk.send('GET', '/api/admin/record?action=edition.publishRemote&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(here.entries[0]).toMatchObject({ actor: { kind: 'operator', personId: null, name: 'Editora de l’escriptori' }, subject: { kind: 'edition', id: '310' } });
  });

  it('says so when the public site refuses the token (revoked since), or when none is configured', async () => {
    const revoked = await personalToken(site, 'Editora que se’n va', 'editor');
    expect((await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: revoked.secret }, { admin: true })).status).toBe(200);
    await revoked.revoke();
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

describe("'Publica al web' at a time of the public site's clock", () => {
  type Answer = { status: string; scheduled?: { at: string; date: string; time: string }; error?: { code: string; message: string } };
  const publishAt = async (number: number, at: { date: string; time: string }) => {
    const res = await desk.send('POST', `/api/admin/editions/${number}/publish-remote`, { at }, { admin: true });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const scheduleThere = async (number: number) =>
    ((await (await site.send('GET', '/api/admin/calendar', undefined, { admin: true })).json()) as { editions: CalendarEdition[] }).editions.find((e) => e.number === number)?.schedule;
  let editor: StaffPerson;

  beforeAll(async () => {
    editor = await addPerson(site, 'Programadora de l’escriptori', 'editor');
    const made = await withCookie(site, await signIn(site, editor.email), 'POST', '/api/admin/tokens', { name: 'Portàtil', role: 'editor' });
    const { secret } = (await made.json()) as { secret: string };
    expect((await desk.send('PUT', '/api/admin/remote', { url: site.url, credential: secret, operatorIsOwner: true }, { admin: true })).status).toBe(200);
  });

  it('sends the edition as a draft scheduled there in the name of the token’s owner, and the public site publishes it at the minute', async () => {
    await uploadDraft(desk, editionPackage({ number: 320, tag: 'prog', word: 'hora' }));
    const { status, body } = await publishAt(320, { date: '2030-01-15', time: '10:30' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'scheduled', scheduled: { at: '2030-01-15T09:30:00.000Z', date: '2030-01-15', time: '10:30' } });
    expect(await statusOn(site, 320)).toBe('draft');
    expect(await statusOn(desk, 320)).toBe('draft');
    expect((await site.get('/api/issues/numberdata/320')).status).toBe(404);
    expect(await scheduleThere(320)).toMatchObject({ at: '2030-01-15T09:30:00.000Z', by: 'Programadora de l’escriptori' });
    const { entries } = (await (await site.send('GET', '/api/admin/record?action=edition.schedule&limit=1', undefined, { admin: true })).json()) as { entries: RecordEntry[] };
    expect(entries[0]).toMatchObject({ actor: { kind: 'token', personId: editor.id }, subject: { kind: 'edition', id: '320' } });
    // The desk's own record says it scheduled, and for when: it published nothing.
    const here = ((await (await desk.send('GET', '/api/admin/record?limit=200', undefined, { admin: true })).json()) as { entries: RecordEntry[] }).entries.filter((e) => e.subject.id === '320');
    expect(here.map((e) => [e.action, e.summary])).toContainEqual(['edition.scheduleRemote', 'Ha programat la publicació de l’edició 320 al web per al dia 15 de gener de 2030, a les 10:30.']);
    expect(here.map((e) => e.action)).not.toContain('edition.publishRemote');

    // Sent again at another minute: the schedule there moves.
    expect((await publishAt(320, { date: '2030-01-15', time: '11:00' })).body.scheduled).toMatchObject({ at: '2030-01-15T10:00:00.000Z' });
    // A minute refused for a draft the public site had already: its draft and schedule stay.
    expect((await publishAt(320, { date: '2030-01-14', time: '10:00' })).status).toBe(400);
    expect(await scheduleThere(320)).toMatchObject({ at: '2030-01-15T10:00:00.000Z' });

    await siteClock.advanceTo(new Date('2030-01-15T09:59:59.000Z'), site.server.scheduler);
    expect(await statusOn(site, 320)).toBe('draft');
    await siteClock.advanceTo(new Date(Date.parse('2030-01-15T10:00:00.000Z') + SCHEDULE_TICK_MS), site.server.scheduler);
    expect(await statusOn(site, 320)).toBe('published');
    expect((await site.json<{ articles: unknown[] }>('/api/issues/numberdata/320')).articles).toHaveLength(2);
  });

  it.each([
    ['a minute already past', { date: '2030-01-14', time: '10:00' }, 'time_in_past', /ja ha passat/],
    ['the hour the clocks skip', { date: '2030-03-31', time: '02:30' }, 'time_skipped', /les 02:30 no existeixen/],
    ['a day that does not exist', { date: '2030-02-30', time: '10:00' }, 'invalid_date', /no existeix/],
  ])('passes on the public site’s refusal of %s with its code, and nothing is published', async (_what, at, code, message) => {
    await uploadDraft(desk, editionPackage({ number: 321, tag: 'tard', word: 'tard' }));
    const { status, body } = await publishAt(321, at);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code, message: expect.stringMatching(message) });
    expect((await site.get('/api/issues/numberdata/321')).status).toBe(404);
    // Nothing is left behind on the public site: the draft sent for scheduling is gone again.
    expect(await statusOn(site, 321)).toBeUndefined();
    expect(await statusOn(desk, 321)).toBe('draft');
  });

  it('refuses a time for an edition already published, before sending anything', async () => {
    await uploadDraft(desk, editionPackage({ number: 322, tag: 'ja', word: 'jafet' }));
    expect((await desk.send('POST', '/api/admin/editions/322/publish-remote', undefined, { admin: true })).status).toBe(200);
    const { status, body } = await publishAt(322, { date: '2030-02-01', time: '10:00' });
    expect(status, JSON.stringify(body)).toBe(409);
    expect(body.error?.code).toBe('already_published');
  });
});
