/**
 * Sincronitza between two real servers on loopback: the public site in a child process (killed
 * mid-sync in one test), the staff copy booted by the harness with its own empty media folder.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../common/sync.js';
import { startTestServer, type TestServer } from './harness.js';
import { editionPackage } from './packageFixture.js';
import { addEdition, PUBLIC_ADMIN_TOKEN, startPublicSite, tokenOnSite, type PublicSite } from './publicSite.js';

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

let site: PublicSite;
/** An administrator's personal token on the public site: what staff give a copy to sync with. */
let token: string;
const locals: TestServer[] = [];
const tempDirs: string[] = [];

beforeAll(async () => {
  site = await startPublicSite();
  ({ secret: token } = await tokenOnSite(site));
  // Differences the first sync must carry: an edition only the public site has, and today's visits.
  await addEdition(site.db, 900);
  for (const p of ['/', '/arxiu', '/autors']) {
    const res = await fetch(`${site.url}/api/connections/track`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': BROWSER_UA },
      body: JSON.stringify({ path: p, referrer: '', screenWidth: 1440, screenHeight: 900 }),
    });
    expect(res.status).toBe(200);
  }
});

afterAll(async () => {
  for (const local of locals) await local.close();
  await site.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A staff copy on the demo magazine, with an empty media folder and small pages. */
async function startLocal(pageSize = 40): Promise<TestServer> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-local-media-'));
  tempDirs.push(mediaDir);
  const local = await startTestServer({ mediaDir }, { sync: { pageSize, analyticsPageSize: 1000 } });
  locals.push(local);
  return local;
}

async function configure(local: TestServer, url: string, credential = token): Promise<void> {
  const res = await local.send('PUT', '/api/admin/remote', { url, credential }, { admin: true });
  expect(res.status).toBe(200);
}

async function status(local: TestServer): Promise<SyncStatus> {
  const res = await local.send('GET', '/api/admin/sync', undefined, { admin: true });
  expect(res.status).toBe(200);
  return (await res.json()) as SyncStatus;
}

/** Staff's word on the sync's list of deletions: these records go, the rest stay. */
async function decide(local: TestServer, chosen: { kind: string; id: string }[]): Promise<SyncStatus> {
  const res = await local.send('POST', '/api/admin/sync/deletions', { delete: chosen }, { admin: true });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SyncStatus;
}

/** Starts a sync and waits for it to end; returns the final status. `seen` collects the progress on the way. */
async function syncNow(local: TestServer, seen: SyncStatus[] = []): Promise<SyncStatus> {
  const res = await local.send('POST', '/api/admin/sync', undefined, { admin: true });
  expect(res.status, await res.clone().text()).toBe(202);
  for (;;) {
    const s = await status(local);
    if (s.state !== 'running') return s;
    seen.push(s);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const admin = { Authorization: `Bearer ${PUBLIC_ADMIN_TOKEN}` };

async function publicJson<T>(pathname: string): Promise<T> {
  const res = await fetch(site.url + pathname, { headers: admin });
  expect(res.status, pathname).toBe(200);
  return (await res.json()) as T;
}

async function localJson<T>(local: TestServer, pathname: string): Promise<T> {
  const res = await local.send('GET', pathname, undefined, { admin: true });
  expect(res.status, pathname).toBe(200);
  return (await res.json()) as T;
}

/** The published content of a database as comparable rows. */
async function publishedContent(db: TestServer['db']) {
  return {
    issues: await db('issues').where('status', 'published').orderBy('id').select('id', 'number', 'title', 'updated_at'),
    articles: await db('articles').where('published', true).orderBy('id').select('id', 'issue_number', 'position', 'title', 'body', 'updated_at'),
    credits: await db('article_authors').join('articles', 'articles.id', 'article_authors.article_id').where('articles.published', true).orderBy(['article_authors.article_id', 'article_authors.position']).select('article_authors.article_id', 'article_authors.position', 'article_authors.name', 'article_authors.author_id'),
    authors: await db('authors').orderBy('id').select('id', 'slug', 'name', 'bio_short', 'updated_at'),
  };
}

/** The dashboards' figures, read through their own API. */
async function figures(read: <T>(pathname: string) => Promise<T>) {
  const out: Record<string, unknown> = {};
  for (const days of [1, 7, 30, 365]) {
    out[`connections ${days}`] = await read(`/api/connections/stats?days=${days}`);
    out[`countries ${days}`] = await read(`/api/connections/countries?days=${days}`);
    out[`devices ${days}`] = await read(`/api/connections/devices?days=${days}`);
    out[`timeline ${days}`] = await read(`/api/connections/timeline?days=${days}&groupBy=day`);
  }
  for (const days of [7, 30, 90]) {
    const { timestamp: _t, ...search } = await read<Record<string, unknown>>(`/api/analytics/stats?days=${days}`);
    out[`search ${days}`] = search;
    out[`search timeline ${days}`] = await read(`/api/analytics/timeline?days=${days}&groupBy=day`);
  }
  return out;
}

describe('sync errors', () => {
  it('refuses to start with no public site configured, with a message staff can act on', async () => {
    const local = await startLocal();
    const res = await local.send('POST', '/api/admin/sync', undefined, { admin: true });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('remote_not_configured');
    expect(body.error.message).toMatch(/Configuració/);
    expect((await status(local)).state).toBe('idle');
  });

  it('is for admins only, on both ends', async () => {
    const local = await startLocal();
    expect((await local.send('POST', '/api/admin/sync')).status).toBe(401);
    expect((await local.get('/api/admin/sync')).status).toBe(401);
    expect((await fetch(`${site.url}/api/admin/sync/changes`)).status).toBe(401);
    expect((await fetch(`${site.url}/api/admin/sync/media`)).status).toBe(401);
    expect((await fetch(`${site.url}/api/admin/sync/analytics`)).status).toBe(401);
  });

  it('reports a revoked token and an unreachable site in Catalan, and moves nothing', async () => {
    const local = await startLocal();
    const revoked = await tokenOnSite(site, 'Clau revocada');
    await configure(local, site.url, revoked.secret);
    await revoked.revoke();
    const refused = await local.send('POST', '/api/admin/sync', undefined, { admin: true });
    expect(refused.status).toBe(502);
    const refusedBody = (await refused.json()) as { error: { code: string; message: string } };
    expect(refusedBody.error.code).toBe('remote_unauthorized');
    expect(refusedBody.error.message).toMatch(/no ha acceptat la teva clau personal/);
    const afterRefusal = await status(local);
    expect(afterRefusal.state).toBe('failed');
    expect(afterRefusal.lastError).toBe(refusedBody.error.message);

    // A valid key whose role is below the sync's: said so, not taken for a revoked one.
    const editorKey = await tokenOnSite(site, 'Editora sense permís', 'editor');
    await configure(local, site.url, editorKey.secret);
    const tooLow = (await (await local.send('POST', '/api/admin/sync', undefined, { admin: true })).json()) as { error: { code: string; message: string } };
    expect(tooLow.error.code).toBe('remote_unauthorized');
    expect(tooLow.error.message).toMatch(/^El web públic no deixa fer això amb la teva clau personal: el seu rol no hi arriba\. Hi diu: «.+» Crea'n una amb un rol que hi arribi/);
    expect((await status(local)).lastError).toBe(tooLow.error.message);

    // A port nothing listens on.
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await configure(local, `http://127.0.0.1:${port}`);
    const unreachable = await local.send('POST', '/api/admin/sync', undefined, { admin: true });
    expect(unreachable.status).toBe(502);
    expect(((await unreachable.json()) as { error: { message: string } }).error.message).toMatch(/No s'ha pogut connectar/);
    expect(await local.db('issues').where('number', 900).first()).toBeUndefined();
  });

  it('validates the public feed parameters', async () => {
    expect((await fetch(`${site.url}/api/admin/sync/changes?since=-1`, { headers: admin })).status).toBe(400);
    expect((await fetch(`${site.url}/api/admin/sync/analytics/salts?rolledUntil=2024-01-01`, { headers: admin })).status).toBe(400);
    expect((await fetch(`${site.url}/api/admin/sync/analytics?since=ahir`, { headers: admin })).status).toBe(400);
  });
});

describe('sync from the public site', () => {
  let local: TestServer;

  afterEach(async () => {
    expect((await status(local)).state).not.toBe('running');
  });

  it('copies the public content, media and figures on a first sync, and keeps local drafts', async () => {
    local = await startLocal();
    // The copy differs from the public site: an edition only it has, a local draft, no figures.
    await addEdition(local.db, 901, local.events);
    const draft = await addEdition(local.db, 950, local.events);
    await local.db('issues').where('id', draft.issue._id).update({ status: 'draft' });
    await local.db('articles').where('issue_number', 950).update({ published: false });
    for (const table of ['page_views', 'connection_sessions', 'connection_rollups', 'connection_rollup_days', 'connection_filtered', 'search_events', 'search_rollups', 'search_rollup_days']) {
      await local.db(table).delete();
    }
    await configure(local, site.url);

    const seen: SyncStatus[] = [];
    const s = await syncNow(local, seen);
    expect(s.state, s.lastError ?? '').toBe('done');
    expect(s.lastError).toBeNull();
    expect(s.lastSyncAt).not.toBeNull();
    const images = fs.readdirSync(site.mediaDir).filter((n) => /\.(jpe?g|png|webp|svg)$/.test(n)).length;
    expect(s.counts).toMatchObject({ issuesNew: 1, articlesNew: 2, articlesUpdated: 0, issuesDeleted: 0, articlesDeleted: 0, images });
    expect(s.summary).toBe(`2 articles nous, 1 edició nova, ${images} imatges` + (s.counts.videos ? `, ${s.counts.videos} vídeos` : ''));
    // The edition only this copy has is not deleted: it is listed, and goes once staff confirm it.
    expect(s.pendingDeletions).toEqual([
      { kind: 'issue', id: 'sync-test-901-edition', label: 'Número 901: Edició 901 (amb 2 articles)', reason: 'only-here' },
      { kind: 'article', id: 'sync-test-901-a', label: "Article a de l'edició 901", reason: 'only-here' },
      { kind: 'article', id: 'sync-test-901-b', label: "Article b de l'edició 901", reason: 'only-here' },
    ]);
    expect(await local.db('issues').where('id', 'sync-test-901-edition').first('id')).toBeTruthy();
    const decided = await decide(local, s.pendingDeletions.map(({ kind, id }) => ({ kind, id })));
    expect(decided.pendingDeletions).toEqual([]);
    expect(decided.counts).toMatchObject({ issuesDeleted: 1, articlesDeleted: 2 });
    // The progress counted the media as the summary does: a picture and its thumbnail are one file.
    const media = seen.filter((p) => p.phase === 'media' && p.total > 0);
    expect(media.length, 'the media phase was seen').toBeGreaterThan(0);
    expect(new Set(media.map((p) => p.total))).toEqual(new Set([s.counts.images + s.counts.videos]));

    expect(await publishedContent(local.db)).toEqual(await publishedContent(site.db));
    // The local draft is untouched.
    expect(await local.db('issues').where('id', draft.issue._id).first()).toMatchObject({ status: 'draft' });
    expect(await local.db('articles').where('issue_number', 950).count({ n: '*' })).toEqual([{ n: 2 }]);
    // The search index follows what came in.
    const indexed = (await local.db('search_documents').whereIn('article_id', ['sync-test-900-a', 'sync-test-900-b']).orderBy('article_id')) as { article_id: string }[];
    expect(indexed.map((d) => d.article_id)).toEqual(['sync-test-900-a', 'sync-test-900-b']);
    // Media: every public file, byte for byte.
    for (const name of ['author-01.jpg', ...fs.readdirSync(path.join(site.mediaDir, 'small')).slice(0, 3).map((n) => `small/${n}`)]) {
      expect(fs.readFileSync(path.join(local.config.mediaDir, name)).equals(fs.readFileSync(path.join(site.mediaDir, name)))).toBe(true);
    }
    // Both dashboards show the public site's figures.
    expect(await figures((p) => localJson(local, p))).toEqual(await figures(publicJson));
  }, 90_000);

  it('moves only what changed on an incremental sync, and nothing when nothing changed', async () => {
    const article = (await site.db('articles').where('published', true).orderBy('id').first()) as { id: string; section: string; url: string };
    const author = (await site.db('authors').orderBy('id').first()) as { id: string };
    await site.db('articles').where('id', article.id).update({ title: 'Un títol revisat al web públic', updated_at: new Date().toISOString() });
    await site.db('authors').where('id', author.id).update({ bio_short: 'Biografia revisada.', updated_at: new Date().toISOString() });
    await site.db('articles').where('id', 'sync-test-900-b').delete();
    await addEdition(site.db, 902);
    fs.copyFileSync(path.join(site.mediaDir, 'author-01.jpg'), path.join(site.mediaDir, 'nova-portada.jpg'));

    const s = await syncNow(local);
    expect(s.state, s.lastError ?? '').toBe('done');
    // The article the public site deleted waits for staff's word.
    expect(s.pendingDeletions).toEqual([{ kind: 'article', id: 'sync-test-900-b', label: "Article b de l'edició 900", reason: 'gone' }]);
    expect(await local.db('articles').where('id', 'sync-test-900-b').first('id')).toBeTruthy();
    expect(s.counts).toEqual({
      issuesNew: 1,
      issuesUpdated: 0,
      issuesDeleted: 0,
      articlesNew: 2,
      articlesUpdated: 1,
      articlesDeleted: 0,
      authorsNew: 0,
      authorsUpdated: 1,
      authorsDeleted: 0,
      images: 1,
      videos: 0,
      skipped: 0,
    });
    expect(s.summary).toBe('2 articles nous, 1 actualitzat, 1 edició nova, 1 autor actualitzat, 1 imatge');
    expect((await decide(local, [{ kind: 'article', id: 'sync-test-900-b' }])).summary).toBe('2 articles nous, 1 actualitzat, 1 esborrat, 1 edició nova, 1 autor actualitzat, 1 imatge');
    expect(await publishedContent(local.db)).toEqual(await publishedContent(site.db));
    expect(fs.existsSync(path.join(local.config.mediaDir, 'nova-portada.jpg'))).toBe(true);
    const read = await local.json<{ title: string }>(`/api/articles/${article.section}/${article.url}`);
    expect(read.title).toBe('Un títol revisat al web públic');

    // One run at a time: of two starts at once, one runs and the other is refused.
    const [a, b] = await Promise.all([1, 2].map(() => local.send('POST', '/api/admin/sync', undefined, { admin: true })));
    expect([a!.status, b!.status].sort()).toEqual([202, 409]);
    expect(((await (a!.status === 409 ? a! : b!).json()) as { error: { code: string } }).error.code).toBe('sync_running');
    while ((await status(local)).state === 'running') await new Promise((r) => setTimeout(r, 50));

    const again = await syncNow(local);
    expect(again.state).toBe('done');
    expect(again.summary).toBe('Cap canvi: la còpia ja era al dia');
    expect(Object.values(again.counts).every((n) => n === 0)).toBe(true);
  }, 60_000);

  it('resumes a sync cut off half-way by the public site dying, with no duplicates and the same end state', async () => {
    const fresh = await startLocal();
    await configure(fresh, site.url);
    const sinces: number[] = [];
    // Between the copy and the public site: on the fifth page of changes, the site is killed.
    const proxy = http.createServer(async (req, res) => {
      if (req.url?.startsWith('/api/admin/sync/changes')) {
        sinces.push(Number(new URL(req.url, 'http://x').searchParams.get('since')));
        if (sinces.length === 5) await site.kill();
      }
      try {
        const upstream = await fetch(site.url + req.url, { headers: { Authorization: req.headers.authorization ?? '' } });
        res.writeHead(upstream.status, { 'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      } catch {
        res.destroy();
      }
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    try {
      await configure(fresh, `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
      const cut = await syncNow(fresh);
      expect(cut.state).toBe('failed');
      expect(cut.lastError).toMatch(/No s'ha pogut connectar/);
      const state = (await fresh.db('sync_state').first()) as { cursor: number };
      expect(Number(state.cursor)).toBe(sinces[4]);
      const requestsBefore = sinces.length;

      await site.restart();
      const resumed = await syncNow(fresh);
      expect(resumed.state, resumed.lastError ?? '').toBe('done');
      // The four committed pages were not pulled again: the resumed run started at the cursor.
      expect(sinces[requestsBefore]).toBe(Number(state.cursor));
      expect(await publishedContent(fresh.db)).toEqual(await publishedContent(site.db));
      const [{ n: docs }] = (await fresh.db('search_documents').count({ n: '*' })) as [{ n: number }];
      const [{ n: articles }] = (await fresh.db('articles').count({ n: '*' })) as [{ n: number }];
      expect(docs).toBe(articles);
      expect(await publishedContent(fresh.db)).toEqual(await publishedContent(local.db));
    } finally {
      proxy.closeAllConnections();
      await new Promise((r) => proxy.close(r));
    }
  }, 120_000);
});

describe('sync deletes nothing staff did not confirm (issue 26)', () => {
  it('keeps an author made on the staff copy with a public profile: listed, and kept when staff keep her', async () => {
    const local = await startLocal();
    const made = await local.send('POST', '/api/authors', { name: 'Laia Sureda i Pous', profession: 'Assagista', bio: { short: 'Escriu sobre el paisatge.' } }, { admin: true });
    expect(made.status).toBe(201);
    const author = (await made.json()) as { _id: string; slug: string };
    // The public site has another author under her address: that one comes, she keeps her page under a free one.
    const other = (await site.db('authors').orderBy('id').first()) as { id: string; slug: string };
    await local.db('authors').where('id', other.id).delete();
    await local.db('authors').where('id', author._id).update({ slug: other.slug });
    await configure(local, site.url);

    const s = await syncNow(local);
    expect(s.state, s.lastError ?? '').toBe('done');
    expect(s.counts.authorsDeleted).toBe(0);
    expect(s.summary).not.toMatch(/esborrat/);
    expect(s.pendingDeletions).toContainEqual({ kind: 'author', id: author._id, label: 'Laia Sureda i Pous', reason: 'only-here' });
    expect(await local.db('authors').where('id', author._id).first('slug')).toEqual({ slug: `${other.slug}-2` });
    expect(((await local.db('authors').where('id', other.id).first('slug')) as { slug: string }).slug).toBe(other.slug);

    // Staff keep everything: nothing is deleted, the list is gone, her profile still answers.
    const kept = await decide(local, []);
    expect(kept.pendingDeletions).toEqual([]);
    expect(kept.counts.authorsDeleted).toBe(0);
    expect((await local.send('GET', `/api/authors/slug/${other.slug}-2`, undefined, { admin: true })).status).toBe(200);
    // A later sync does not list her again, nor delete her.
    const later = await syncNow(local);
    expect(later.pendingDeletions).toEqual([]);
    expect(await local.db('authors').where('id', author._id).first('id')).toBeTruthy();

    // A record no longer on the list cannot be deleted through it.
    const stray = await local.send('POST', '/api/admin/sync/deletions', { delete: [{ kind: 'author', id: author._id }] }, { admin: true });
    expect(stray.status).toBe(409);
    expect(((await stray.json()) as { error: { code: string } }).error.code).toBe('deletion_not_pending');
    const bad = await local.send('POST', '/api/admin/sync/deletions', { delete: [{ kind: 'poem', id: 'x' }] }, { admin: true });
    expect(bad.status).toBe(400);
  }, 90_000);
});

describe('sync and the public site’s drafts', () => {
  it('copies neither a public draft nor its media, and counts only what it copied', async () => {
    // A draft on the public site, stored as staff store one: a package with its own cover and pictures.
    const upload = await fetch(`${site.url}/api/admin/packages`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/zip' },
      body: Buffer.from(editionPackage({ number: 960, tag: 'webdraft' })),
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const draftFiles = fs.readdirSync(site.mediaDir).filter((n) => n.startsWith('webdraft-'));
    expect(draftFiles.length).toBeGreaterThan(0);

    // The public side lists only media published content uses, and serves a draft's file to no reader.
    const listed = await publicJson<{ files: { name: string }[] }>('/api/admin/sync/media');
    expect(listed.files.filter((f) => f.name.includes('webdraft-'))).toEqual([]);

    const fresh = await startLocal();
    await configure(fresh, site.url);
    const s = await syncNow(fresh);
    expect(s.state, s.lastError ?? '').toBe('done');
    const copied = fs.readdirSync(fresh.config.mediaDir);
    expect(copied.filter((n) => n.startsWith('webdraft-'))).toEqual([]);
    const publicImages = fs.readdirSync(site.mediaDir).filter((n) => /\.(jpe?g|png|webp|svg)$/.test(n) && !n.startsWith('webdraft-')).length;
    expect(s.counts.images).toBe(publicImages);
    expect(await fresh.db('issues').where('number', 960).first()).toBeUndefined();
    expect((await fresh.get('/api/images/webdraft-portada.jpg')).status).toBe(404);
  }, 90_000);
});
