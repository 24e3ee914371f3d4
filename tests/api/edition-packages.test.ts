import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditionSummary, PackageReport } from '../../common/types.js';
import { TEST_ADMIN_TOKEN, startTestServer, testDialect, type TestServer } from './harness.js';
import { editionPackage, markSymlink, packageRecords, renameEntry, tinyJpeg, zipPackage } from './packageFixture.js';
import { writeDescribedRenderer } from './seoFixture.js';

const MAX_BYTES = 256 * 1024;
const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

let server: TestServer;
let root: string;
let mediaDir: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-packages-'));
  mediaDir = path.join(root, 'media');
  const rendererDir = path.join(root, 'renderer');
  fs.mkdirSync(mediaDir);
  fs.mkdirSync(rendererDir);
  // Pages are described by the renderer's own server entry, as in production.
  writeDescribedRenderer(rendererDir);
  // A file published content uses, which no package may replace with other bytes.
  fs.writeFileSync(path.join(mediaDir, 'cover-01.jpg'), tinyJpeg(99));
  server = await startTestServer({ mediaDir, rendererDir, packageMaxBytes: MAX_BYTES });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function upload(zip: Uint8Array | string, headers: Record<string, string> = ADMIN, type = 'application/zip'): Promise<Response> {
  return server.get('/api/admin/packages', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body: typeof zip === 'string' ? zip : Buffer.from(zip) });
}

async function uploadOk(zip: Uint8Array): Promise<PackageReport> {
  const res = await upload(zip);
  const body = (await res.json()) as { report: PackageReport };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.report;
}

async function editions(): Promise<EditionSummary[]> {
  const res = await server.get('/api/admin/editions', { headers: ADMIN });
  expect(res.status).toBe(200);
  return ((await res.json()) as { editions: EditionSummary[] }).editions;
}

const tableCounts = async () => {
  const counts: Record<string, number> = {};
  for (const table of ['issues', 'articles', 'authors', 'article_authors', 'search_documents']) {
    counts[table] = Number((await server.db(table).count({ n: '*' }).first())?.n);
  }
  return counts;
};

const mediaFiles = () => fs.readdirSync(mediaDir).sort();

/** Asserts that a rejected upload changed nothing: same rows, same media files. */
async function expectNothingLeft(before: { counts: Record<string, number>; media: string[] }) {
  expect(await tableCounts()).toEqual(before.counts);
  expect(mediaFiles()).toEqual(before.media);
}

const snapshot = async () => ({ counts: await tableCounts(), media: mediaFiles() });

describe('POST /api/admin/packages', () => {
  it('stores a valid package as a draft edition and answers its report', async () => {
    const report = await uploadOk(editionPackage({ number: 200, tag: 'valid', word: 'quirzeldraft' }));
    expect(report).toEqual({ authors: 1, issues: 1, articles: 2, media: 4, editions: [200], rejected: [] });
    const draft = (await editions()).find((e) => e.number === 200);
    expect(draft).toEqual({ number: 200, title: 'Esborrany valid', publicationDate: '2031-03-01', articleCount: 2, status: 'draft' });
    const issue = await server.db('issues').where({ number: 200 }).first();
    expect(issue.status).toBe('draft');
    const articles = await server.db('articles').where({ issue_number: 200 });
    expect(articles.map((a: { published: number }) => Boolean(a.published))).toEqual([false, false]);
    expect(mediaFiles()).toEqual(expect.arrayContaining(['valid-portada.jpg', 'valid-figura.jpg', 'valid-card-1.jpg']));
  });

  it('accepts a package zipped as a folder (everything under one top folder)', async () => {
    const records = packageRecords({ number: 201, tag: 'folder' });
    const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
    const { zipFiles } = await import('../../common/zip.js');
    const zip = zipFiles([
      { name: 'edicio-201/issues.json', bytes: json(records.issues) },
      { name: 'edicio-201/articles.json', bytes: json(records.articles) },
      { name: 'edicio-201/authors.json', bytes: json(records.authors) },
      ...Object.entries(records.media).map(([name, bytes]) => ({ name: `edicio-201/media/${name}`, bytes })),
      { name: '__MACOSX/edicio-201/._issues.json', bytes: new Uint8Array([0]) },
    ]);
    expect((await uploadOk(zip)).editions).toEqual([201]);
    expect((await server.send('DELETE', '/api/admin/editions/201', undefined, { admin: true })).status).toBe(200);
  });

  it('rejects an invalid package with every rejected record and its reason, and leaves nothing behind', async () => {
    const before = await snapshot();
    const records = packageRecords({ number: 202, tag: 'invalid' });
    records.articles[0]!.data = 'ahir';
    records.articles[1]!.section = 'poesia';
    records.authors.push({ _id: 'nameless' });
    records.media['script.sh'] = new TextEncoder().encode('echo no');
    records.issues.push({ _id: 'no-number', number: 'dos-cents', publicationDate: '2031-04-01', title: 'Sense número' });
    const res = await upload(zipPackage(records));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string }; report: PackageReport };
    expect(body.error.code).toBe('package_rejected');
    const reasons = Object.fromEntries(body.report.rejected.map((r) => [`${r.kind}:${r.id}`, `${r.code}: ${r.reason}`]));
    expect(reasons['article:invalid-art-1']).toMatch(/^invalid_record: «data» .*dia\/mes\/any/);
    expect(reasons['article:invalid-art-2']).toMatch(/^invalid_record: «section» ha de ser un d'aquests valors/);
    expect(reasons['author:nameless']).toMatch(/^invalid_record: Falta «name»/);
    expect(reasons['media:script.sh']).toMatch(/^unsupported_media: No és una imatge ni un vídeo/);
    expect(reasons['issue:no-number']).toMatch(/^invalid_record: «number» ha de ser un nombre/);
    expect(reasons['issue:invalid-issue']).toMatch(/^rejected_articles: Té articles rebutjats \(invalid-art-1, invalid-art-2\)/);
    expect(body.report.editions).toEqual([]);
    // The valid media files of the package were not written either.
    await expectNothingLeft(before);
    expect(fs.existsSync(path.join(mediaDir, 'invalid-portada.jpg'))).toBe(false);
  });

  it('refuses a package whose edition number is already published, keeping the published edition as it is', async () => {
    const before = await snapshot();
    const published = await server.json<{ issue: { title: string } }>('/api/issues/numberdata/48');
    const res = await upload(editionPackage({ number: 48, tag: 'clash' }));
    expect(res.status).toBe(422);
    const { report } = (await res.json()) as { report: PackageReport };
    expect(report.rejected).toEqual([
      { kind: 'issue', id: 'clash-issue', code: 'edition_published', reason: expect.stringMatching(/L'edició 48 ja està publicada/) },
    ]);
    expect((await server.json<{ issue: { title: string } }>('/api/issues/numberdata/48')).issue.title).toBe(published.issue.title);
    await expectNothingLeft(before);
  });

  it('refuses articles at the address of another edition and media that would replace a published file', async () => {
    const before = await snapshot();
    const existing = await server.db('articles').where({ issue_number: 47 }).first();
    const records = packageRecords({ number: 203, tag: 'steal' });
    records.articles[0]!.section = existing.section;
    records.articles[0]!.url = existing.url;
    records.media['cover-01.jpg'] = tinyJpeg(5);
    const res = await upload(zipPackage(records));
    expect(res.status).toBe(422);
    const reasons = ((await res.json()) as { report: PackageReport }).report.rejected.map((r) => `${r.kind}:${r.id}: ${r.code}: ${r.reason}`);
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^article:steal-art-1: address_taken: .*ja és l'adreça d'un article de l'edició 47/),
        expect.stringMatching(/^media:cover-01.jpg: media_name_taken: Ja hi ha un fitxer diferent amb aquest nom/),
      ]),
    );
    await expectNothingLeft(before);
    expect(fs.readFileSync(path.join(mediaDir, 'cover-01.jpg'))).toEqual(Buffer.from(tinyJpeg(99)));
  });

  it.each([
    ['../slip-evil.jpg', 'apuntaria fora del paquet'],
    ['media/../../slip-evil.jpg', 'apuntaria fora del paquet'],
    ['/etc/slip-evil.jpg', 'camí absolut'],
    ['C:/slip-evil.jpg', 'camí absolut'],
    ['media\\slip-evil.jpg', 'barra inversa'],
  ])('refuses a zip-slip path (%s) with a clear reason and writes nothing', async (bad, reason) => {
    const before = await snapshot();
    // common/zip.ts will not write such a name: write a same-length one and rename it in place.
    const placeholder = 'q'.repeat(bad.length);
    const zip = zipPackage(packageRecords({ number: 204, tag: 'slip' }), [{ name: placeholder, bytes: tinyJpeg(7) }]);
    const res = await upload(renameEntry(zip, placeholder, bad));
    expect(res.status).toBe(422);
    const { report } = (await res.json()) as { report: PackageReport };
    expect(report.rejected).toEqual([{ kind: 'file', id: bad, code: 'unsafe_path', reason: expect.stringContaining(reason) }]);
    await expectNothingLeft(before);
    expect(fs.existsSync(path.join(root, 'slip-evil.jpg'))).toBe(false);
  });

  it('refuses symbolic links, sub-folders of media and files that are not part of a package', async () => {
    const before = await snapshot();
    const zip = zipPackage(packageRecords({ number: 205, tag: 'odd' }), [
      { name: 'media/link.jpg', bytes: new TextEncoder().encode('/etc/passwd') },
      { name: 'media/nested/deep.jpg', bytes: tinyJpeg(3) },
      { name: 'notes.txt', bytes: new TextEncoder().encode('hola') },
    ]);
    const res = await upload(markSymlink(zip, 'media/link.jpg'));
    expect(res.status).toBe(422);
    const reasons = Object.fromEntries(((await res.json()) as { report: PackageReport }).report.rejected.map((r) => [r.id, `${r.code}: ${r.reason}`]));
    expect(reasons).toEqual({
      'media/link.jpg': expect.stringMatching(/^symbolic_link: És un enllaç simbòlic/),
      'media/nested/deep.jpg': expect.stringMatching(/^media_subfolder: És dins d'una subcarpeta de media\//),
      'notes.txt': expect.stringMatching(/^unexpected_file: No forma part d'un paquet d'edició/),
    });
    await expectNothingLeft(before);
  });

  it('answers 413 for a package over PACKAGE_MAX_BYTES, declared or streamed, and keeps nothing', async () => {
    const before = await snapshot();
    const big = zipPackage(packageRecords({ number: 206, tag: 'big' }), [{ name: 'media/big-video.mp4', bytes: new Uint8Array(MAX_BYTES + 1) }]);
    const declared = await upload(big);
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('package_too_large');

    // Chunked, with no Content-Length: refused while streaming, once the limit is passed.
    let sent = 0;
    const chunk = new Uint8Array(16 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BYTES * 3) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${server.url}/api/admin/packages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/zip', ...ADMIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    await expectNothingLeft(before);
  });

  it('answers 422 for a file that is not a zip, 415 for a body that is not sent as one', async () => {
    const notZip = await upload('issues.json, articles.json i authors.json, de veritat');
    expect(notZip.status).toBe(422);
    const body = (await notZip.json()) as { report: PackageReport };
    expect(body.report.rejected).toEqual([{ kind: 'file', id: 'package', code: 'not_a_zip', reason: expect.stringMatching(/no és un arxiu \.zip/) }]);
    const json = await upload('{}', ADMIN, 'application/json');
    expect(json.status).toBe(415);
  });

  it('is for admins only: 401 without a credential, 403 with a wrong one', async () => {
    const zip = editionPackage({ number: 207, tag: 'anon' });
    expect((await upload(zip, {})).status).toBe(401);
    expect((await upload(zip, { Authorization: 'Bearer not-the-admin-token' })).status).toBe(403);
    expect((await server.get('/api/admin/editions')).status).toBe(401);
  });
});

describe('a draft edition', () => {
  const DRAFT = 210;
  const WORD = 'zumbelltrova';

  beforeAll(async () => {
    await uploadOk(editionPackage({ number: DRAFT, tag: 'ghost', word: WORD, year: 2032 }));
  });

  // Every public call a reader (or a crawler) can make, with what would reveal the draft in it.
  const publicCalls = (): [string, (where: string, text: string, status: number) => void][] => {
    const absent = (where: string, text: string, status: number) => {
      expect(status, where).toBeLessThan(500);
      expect(text, where).not.toMatch(/ghost|Esborrany|zumbelltrova|2032/);
    };
    const missing = (where: string, _text: string, status: number) => expect(status, where).toBe(404);
    return [
      ['/api/issues', absent],
      ['/api/issues?limit=100', absent],
      ['/api/issues/latest', absent],
      ['/api/issues/years', absent],
      ['/api/issues/year/2032', absent],
      [`/api/issues/numberdata/${DRAFT}`, missing],
      [`/api/issues/number/${DRAFT}`, missing],
      [`/api/issues/2032/${DRAFT}`, missing],
      ['/api/articles', absent],
      [`/api/articles?issue=${DRAFT}`, absent],
      ['/api/articles?year=2032', absent],
      ['/api/articles/recent', absent],
      ['/api/articles/featured', absent],
      ['/api/articles/section/articles', absent],
      ['/api/articles/author/Autora%20ghost', absent],
      ['/api/articles/authors?authors=Autora%20ghost', absent],
      ['/api/articles/ghost-article-1', missing],
      ['/api/articles/articles/ghost-article-1', missing],
      ['/api/authors?limit=100', absent],
      ['/api/authors/top?limit=100', absent],
      ['/api/authors/specialties', absent],
      ['/api/authors/search?q=ghost', absent],
      ['/api/authors/slug/autora-ghost', missing],
      ['/api/authors/ghost-author', missing],
      [`/api/search?q=${WORD}`, absent],
      [`/api/search?q=${WORD}&sortBy=date`, absent],
      [`/api/search?q=${WORD}&sortBy=title&section=articles`, absent],
      [`/api/search/text?q=${WORD}`, absent],
      ['/api/search/authors', absent],
      ['/api/search/stats', absent],
      [`/api/pdf/edition/${DRAFT}/content`, missing],
      ['/feeds/rss.xml', absent],
      ['/feeds/atom.xml', absent],
      ['/feeds/seccio/articles/rss.xml', absent],
      [`/feeds/edicio/${DRAFT}/rss.xml`, missing],
      ['/feeds/autor/autora-ghost/atom.xml', missing],
      ['/sitemap.xml', absent],
      ['/sitemaps/articles-1.xml', absent],
      ['/sitemaps/editions-1.xml', absent],
      ['/sitemaps/authors-1.xml', absent],
      ['/', absent],
      ['/arxiu', absent],
      ['/autors', absent],
      [`/edicio/${DRAFT}`, missing],
      [`/edicio/${DRAFT}/pdf`, missing],
      ['/articles/ghost-article-1', missing],
      ['/autor/autora-ghost', missing],
    ];
  };

  it('is invisible to every public call, feed, sitemap, search and page', async () => {
    for (const [pathname, check] of publicCalls()) {
      const res = await server.get(pathname);
      check(pathname, await res.text(), res.status);
    }
    const stats = await server.json<{ totalArticles: number }>('/api/search/stats');
    expect(stats.totalArticles).toBe(485);
  });

  it("keeps the draft's pictures from readers (their names are easy to guess) and shows them to staff, past any shared cache", async () => {
    for (const pathname of ['/api/images/ghost-portada.jpg', '/api/images/small/ghost-card-1.jpg', '/api/images/ghost-figura.jpg']) {
      const reader = await server.get(pathname);
      expect(reader.status, pathname).toBe(404);
      expect(reader.headers.get('cache-control'), pathname).toBe('no-store');
      const staff = await server.get(pathname, { headers: ADMIN });
      expect(staff.status, pathname).toBe(200);
      expect(staff.headers.get('content-type'), pathname).toBe('image/jpeg');
      expect(staff.headers.get('cache-control'), pathname).toBe('private, no-store');
    }
    const published = await server.get('/api/images/cover-01.jpg');
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toMatch(/^public, max-age=/);
  });

  it('is shown to an admin session wherever a reader would see it, marked as a draft', async () => {
    const bearer = { headers: ADMIN };
    const latest = (await (await server.get('/api/issues/latest', bearer)).json()) as { issue: { number: number; status?: string }; articles: { status?: string }[] };
    expect(latest.issue).toMatchObject({ number: DRAFT, status: 'draft' });
    expect(latest.articles.length).toBeGreaterThan(0);
    expect(latest.articles.every((a) => a.status === 'draft')).toBe(true);
    expect((await server.get(`/api/issues/numberdata/${DRAFT}`, bearer)).status).toBe(200);
    expect(((await (await server.get('/api/issues/years', bearer)).json()) as { years: number[] }).years[0]).toBe(2032);
    const article = (await (await server.get('/api/articles/articles/ghost-article-1', bearer)).json()) as { status?: string };
    expect(article.status).toBe('draft');
    const search = (await (await server.get(`/api/search?q=${WORD}`, bearer)).json()) as { articles: { _id: string }[] };
    expect(search.articles.map((a) => a._id).sort()).toEqual(['ghost-art-1', 'ghost-art-2']);
    const author = (await (await server.get('/api/authors/slug/autora-ghost', bearer)).json()) as { stats: { totalArticles: number } };
    expect(author.stats.totalArticles).toBe(2);
    expect((await server.get(`/api/pdf/edition/${DRAFT}/content`, bearer)).status).toBe(200);
    const page = await server.get(`/edicio/${DRAFT}`, bearer);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    // The session cookie of the sign-in screen previews as the bearer token does.
    const signIn = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const withCookie = await server.get(`/api/issues/numberdata/${DRAFT}`, { headers: { Cookie: cookie } });
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers.get('cache-control')).toBe('private, no-store');
  });

  it('never serves an admin view from the cache to a reader, nor a reader view to an admin', async () => {
    for (let round = 0; round < 2; round += 1) {
      const reader = (await (await server.get('/api/issues/latest')).json()) as { issue: { number: number } };
      const admin = (await (await server.get('/api/issues/latest', { headers: ADMIN })).json()) as { issue: { number: number } };
      expect(reader.issue.number).toBe(48);
      expect(admin.issue.number).toBe(DRAFT);
      expect((await server.get('/')).status).toBe(200);
      expect(await (await server.get('/')).text()).not.toMatch(/ghost/);
      expect(await (await server.get('/', { headers: ADMIN })).text()).toMatch(/Esborrany ghost/);
    }
    const reader = await server.get('/api/issues/latest');
    expect(reader.headers.get('cache-control')).toBe('public, max-age=0, stale-if-error=86400');
  });
});

describe('Publica and Descarta', () => {
  it('publishes a draft in one step: readers, search and the sitemap see it, and it cannot be published twice', async () => {
    await uploadOk(editionPackage({ number: 220, tag: 'pub', word: 'glovintrasc', year: 2033 }));
    expect((await server.get('/api/issues/numberdata/220')).status).toBe(404);
    expect((await server.get('/api/images/pub-portada.jpg')).status).toBe(404);
    const res = await server.send('POST', '/api/admin/editions/220/publish', undefined, { admin: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ number: 220, status: 'published' });

    const edition = await server.json<{ issue: { status?: string }; articles: unknown[] }>('/api/issues/numberdata/220');
    expect(edition.issue.status).toBeUndefined();
    expect(edition.articles).toHaveLength(2);
    expect((await server.json<{ articles: { _id: string }[] }>('/api/search?q=glovintrasc')).articles).toHaveLength(2);
    expect((await server.json<{ stats: { totalArticles: number } }>('/api/authors/slug/autora-pub')).stats.totalArticles).toBe(2);
    expect(await (await server.get('/sitemaps/editions-1.xml')).text()).toMatch(/\/edicio\/220</);
    expect((await editions()).find((e) => e.number === 220)?.status).toBe('published');
    const cover = await server.get('/api/images/pub-portada.jpg');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('cache-control')).toMatch(/^public, max-age=/);

    const again = await server.send('POST', '/api/admin/editions/220/publish', undefined, { admin: true });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_published');
  });

  it('withdraws a published edition to a draft in one step: readers, search, feeds, sitemaps and media lose it; staff keep it', async () => {
    await uploadOk(editionPackage({ number: 226, tag: 'back', word: 'retiradaword', year: 2035 }));
    expect((await server.send('POST', '/api/admin/editions/226/publish', undefined, { admin: true })).status).toBe(200);
    // Published: every reader's view has it (and the caches keep it until the withdrawal).
    expect((await server.json<{ issue: { number: number } }>('/api/issues/latest')).issue.number).toBe(226);
    expect((await server.json<{ articles: unknown[] }>('/api/search?q=retiradaword')).articles).toHaveLength(2);
    expect(await (await server.get('/sitemaps/editions-1.xml')).text()).toMatch(/\/edicio\/226</);
    expect(await (await server.get('/feeds/rss.xml')).text()).toMatch(/back-article-1/);
    expect((await server.get('/api/images/back-portada.jpg')).status).toBe(200);
    expect((await server.get('/edicio/226')).status).toBe(200);

    const res = await server.send('POST', '/api/admin/editions/226/withdraw', undefined, { admin: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ number: 226, status: 'draft' });

    expect((await server.json<{ issue: { number: number } }>('/api/issues/latest')).issue.number).not.toBe(226);
    expect((await server.get('/api/issues/numberdata/226')).status).toBe(404);
    expect((await server.get('/api/articles/articles/back-article-1')).status).toBe(404);
    expect((await server.json<{ articles: unknown[] }>('/api/search?q=retiradaword')).articles).toEqual([]);
    expect(await (await server.get('/sitemaps/editions-1.xml')).text()).not.toMatch(/\/edicio\/226</);
    expect(await (await server.get('/sitemaps/articles-1.xml')).text()).not.toMatch(/back-article/);
    expect(await (await server.get('/feeds/rss.xml')).text()).not.toMatch(/back-article/);
    expect((await server.get('/api/authors/slug/autora-back')).status).toBe(404);
    expect((await server.get('/api/images/back-portada.jpg')).status).toBe(404);
    expect((await server.get('/edicio/226')).status).toBe(404);
    // The public site's sync feed no longer hands it (nor its new author) to staff copies.
    const ids = (await (await server.send('GET', '/api/admin/sync/ids', undefined, { admin: true })).json()) as { issues: string[]; authors: string[] };
    expect(ids.issues).not.toContain('back-issue');
    expect(ids.authors).not.toContain('back-author');
    // Staff still have it, as a draft they can preview, publish again or discard.
    expect((await editions()).find((e) => e.number === 226)?.status).toBe('draft');
    expect((await server.get('/api/issues/numberdata/226', { headers: ADMIN })).status).toBe(200);

    const again = await server.send('POST', '/api/admin/editions/226/withdraw', undefined, { admin: true });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'not_published', message: expect.stringMatching(/^El número 226 no està publicat/) });
    expect((await server.send('POST', '/api/admin/editions/9999/withdraw', undefined, { admin: true })).status).toBe(404);
    expect((await server.send('POST', '/api/admin/editions/226/withdraw')).status).toBe(401);

    expect((await server.send('POST', '/api/admin/editions/226/publish', undefined, { admin: true })).status).toBe(200);
    expect((await server.json<{ articles: unknown[] }>('/api/search?q=retiradaword')).articles).toHaveLength(2);
    expect((await server.json<{ stats: { totalArticles: number } }>('/api/authors/slug/autora-back')).stats.totalArticles).toBe(2);
    expect((await server.send('POST', '/api/admin/editions/226/withdraw', undefined, { admin: true })).status).toBe(200);
  });

  it('withdraws all or nothing: a step that fails half-way leaves the edition published, for readers as before', async () => {
    await uploadOk(editionPackage({ number: 227, tag: 'half', word: 'mitjaretirada', year: 2036 }));
    expect((await server.send('POST', '/api/admin/editions/227/publish', undefined, { admin: true })).status).toBe(200);
    expect((await server.json<{ issue: { number: number } }>('/api/issues/latest')).issue.number).toBe(227);
    // The last step of the withdrawal (its author goes back to the edition) fails in the database.
    const postgres = testDialect() === 'postgres';
    if (postgres) {
      await server.db.raw("CREATE FUNCTION refuse_author_update() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$ LANGUAGE plpgsql");
      await server.db.raw('CREATE TRIGGER refuse_author_update BEFORE UPDATE ON authors FOR EACH ROW EXECUTE FUNCTION refuse_author_update()');
    } else {
      await server.db.raw("CREATE TRIGGER refuse_author_update BEFORE UPDATE ON authors BEGIN SELECT RAISE(ABORT, 'refused by the test'); END");
    }
    try {
      const res = await server.send('POST', '/api/admin/editions/227/withdraw', undefined, { admin: true });
      expect(res.status).toBeGreaterThanOrEqual(500);
    } finally {
      await server.db.raw(postgres ? 'DROP TRIGGER refuse_author_update ON authors' : 'DROP TRIGGER refuse_author_update');
      if (postgres) await server.db.raw('DROP FUNCTION refuse_author_update()');
    }
    // Nothing of it happened: the edition, its articles and its author are still the readers'.
    expect((await server.db('issues').where({ number: 227 }).first()).status).toBe('published');
    expect((await server.db('articles').where({ issue_number: 227, published: false })).length).toBe(0);
    expect((await server.json<{ issue: { number: number } }>('/api/issues/latest')).issue.number).toBe(227);
    expect((await server.json<{ articles: unknown[] }>('/api/search?q=mitjaretirada')).articles).toHaveLength(2);
    expect((await server.get('/api/authors/slug/autora-half')).status).toBe(200);
    // And once the fault is gone it withdraws as usual.
    expect((await server.send('POST', '/api/admin/editions/227/withdraw', undefined, { admin: true })).status).toBe(200);
    expect((await server.get('/api/issues/numberdata/227')).status).toBe(404);
  });

  it("keeps a draft's new author out of the sync feed until the edition is published", async () => {
    await uploadOk(editionPackage({ number: 224, tag: 'feed', year: 2034 }));
    const author = async () => {
      const page = await server.send('GET', '/api/admin/sync/changes?since=0&limit=1000', undefined, { admin: true });
      const { changes } = (await page.json()) as { changes: { kind: string; id: string; record: unknown }[] };
      const ids = (await (await server.send('GET', '/api/admin/sync/ids', undefined, { admin: true })).json()) as { authors: string[] };
      return { record: changes.filter((c) => c.kind === 'author' && c.id === 'feed-author').at(-1)?.record ?? null, listed: ids.authors.includes('feed-author') };
    };
    expect(await author()).toEqual({ record: null, listed: false });
    expect((await server.send('POST', '/api/admin/editions/224/publish', undefined, { admin: true })).status).toBe(200);
    const published = await author();
    expect(published.listed).toBe(true);
    expect(published.record).toMatchObject({ id: 'feed-author', name: 'Autora feed' });
  });

  it('discards a draft with the media only it uses, keeping files other content uses', async () => {
    const records = packageRecords({ number: 230, tag: 'bin' });
    // The same bytes as a file published content uses: shared, so it must survive the discard.
    records.issues[0]!.coverImage = 'cover-01.jpg';
    records.media['cover-01.jpg'] = tinyJpeg(99);
    delete records.media['bin-portada.jpg'];
    await uploadOk(zipPackage(records));
    const before = await tableCounts();

    const res = await server.send('DELETE', '/api/admin/editions/230', undefined, { admin: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { removedMedia: string[] };
    expect(body.removedMedia.sort()).toEqual(['bin-card-1.jpg', 'bin-card-2.jpg', 'bin-figura.jpg']);
    expect(mediaFiles()).not.toContain('bin-figura.jpg');
    expect(mediaFiles()).toContain('cover-01.jpg');
    expect((await editions()).some((e) => e.number === 230)).toBe(false);
    expect(await tableCounts()).toEqual({
      ...before,
      issues: before.issues! - 1,
      articles: before.articles! - 2,
      authors: before.authors! - 1,
      article_authors: before.article_authors! - 2,
      search_documents: before.search_documents! - 2,
    });
    expect((await server.get('/api/issues/numberdata/230', { headers: ADMIN })).status).toBe(404);
  });

  it('refuses to discard a published edition (409) and answers 404 for an unknown number', async () => {
    expect((await server.send('DELETE', '/api/admin/editions/48', undefined, { admin: true })).status).toBe(409);
    expect((await server.json<{ issue: { number: number } }>('/api/issues/numberdata/48')).issue.number).toBe(48);
    expect((await server.send('DELETE', '/api/admin/editions/9999', undefined, { admin: true })).status).toBe(404);
    expect((await server.send('POST', '/api/admin/editions/9999/publish', undefined, { admin: true })).status).toBe(404);
    expect((await server.send('POST', '/api/admin/editions/abc/publish', undefined, { admin: true })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await server.send('POST', '/api/admin/editions/210/publish')).status).toBe(401);
    expect((await server.send('DELETE', '/api/admin/editions/210', undefined, { headers: { Authorization: 'Bearer wrong-token-0000' } })).status).toBe(403);
    expect((await server.get('/api/issues/numberdata/210')).status).toBe(404);
  });
});

describe('why a package is refused', () => {
  // Words of the English reasons staff used to read: none may come back.
  const ENGLISH = /\b(the|is|not|must|already|with|path|refused|edition|archive|file)\b/i;
  type Refusal = { error: { code: string; message: string }; report: PackageReport };

  async function refused(zip: Uint8Array | string): Promise<Refusal> {
    const res = await upload(zip);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Refusal;
    expect(body.error.code).toBe('package_rejected');
    expect(body.error.message).toMatch(/^El paquet no s'ha desat/);
    for (const r of body.report.rejected) {
      expect(r.code, JSON.stringify(r)).toMatch(/^[a-z_]+$/);
      expect(r.reason, JSON.stringify(r)).not.toMatch(ENGLISH);
    }
    return body;
  }

  it('a file that is not a zip: not_a_zip, in Catalan, saying what to do', async () => {
    const { report, error } = await refused('issues.json, articles.json i authors.json, de veritat');
    expect(report.rejected).toEqual([{ kind: 'file', id: 'package', code: 'not_a_zip', reason: expect.stringMatching(/no és un arxiu \.zip.*Comprimeix/) }]);
    expect(error.message).toBe("El paquet no s'ha desat: 1 registre rebutjat. Corregeix-lo i torna a obrir el paquet.");
  });

  it('a path that climbs out of the package: unsafe_path', async () => {
    const placeholder = 'q'.repeat('media/../../slip.jpg'.length);
    const zip = zipPackage(packageRecords({ number: 250, tag: 'climb' }), [{ name: placeholder, bytes: tinyJpeg(7) }]);
    const { report } = await refused(renameEntry(zip, placeholder, 'media/../../slip.jpg'));
    expect(report.rejected).toEqual([{ kind: 'file', id: 'media/../../slip.jpg', code: 'unsafe_path', reason: expect.stringMatching(/«\.\.».*fora del paquet/) }]);
  });

  it('an edition number already published: edition_published, pointing to another number or Retira', async () => {
    const { report } = await refused(editionPackage({ number: 48, tag: 'reused' }));
    expect(report.rejected).toEqual([
      { kind: 'issue', id: 'reused-issue', code: 'edition_published', reason: expect.stringMatching(/L'edició 48 ja està publicada.*Retira/) },
    ]);
  });

  it('a zip without issues.json says that the file is missing, not that each article’s edition is', async () => {
    const records = packageRecords({ number: 251, tag: 'noissues' });
    const json = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));
    const { zipFiles } = await import('../../common/zip.js');
    const zip = zipFiles([
      { name: 'articles.json', bytes: json(records.articles) },
      { name: 'authors.json', bytes: json(records.authors) },
    ]);
    const { report } = await refused(zip);
    expect(report.rejected).toEqual([{ kind: 'file', id: 'issues.json', code: 'missing_file', reason: expect.stringMatching(/Falta el fitxer issues\.json/) }]);
  });

  it('an invalid record and an article of an edition the package lacks: invalid_record, edition_not_in_issues', async () => {
    const records = packageRecords({ number: 252, tag: 'mixed' });
    records.articles[0]!.data = 'ahir';
    records.articles.push({ ...records.articles[1]!, _id: 'mixed-orphan', url: 'mixed-orphan', issueNumber: 999 });
    records.authors.push({ _id: 'sense-nom' });
    const { report } = await refused(zipPackage(records));
    const byId = Object.fromEntries(report.rejected.map((r) => [r.id, r]));
    expect(byId['mixed-art-1']).toMatchObject({ kind: 'article', code: 'invalid_record', reason: expect.stringMatching(/«data».*dia\/mes\/any/) });
    expect(byId['sense-nom']).toMatchObject({ kind: 'author', code: 'invalid_record', reason: expect.stringMatching(/Falta «name»/) });
    expect(byId['mixed-orphan']).toMatchObject({ kind: 'article', code: 'edition_not_in_issues', reason: expect.stringMatching(/L'edició 999 no és a issues\.json/) });
    expect(byId['mixed-issue']).toMatchObject({ kind: 'issue', code: 'rejected_articles', reason: expect.stringMatching(/mixed-art-1/) });
  });

  it('answers 415 and 413 with Catalan messages too', async () => {
    const json = await upload('{}', ADMIN, 'application/json');
    expect(json.status).toBe(415);
    expect(((await json.json()) as { error: { message: string } }).error.message).toMatch(/\.zip/);
    const big = await upload(zipPackage(packageRecords({ number: 253, tag: 'huge' }), [{ name: 'media/huge.mp4', bytes: new Uint8Array(MAX_BYTES + 1) }]));
    expect(big.status).toBe(413);
    const message = ((await big.json()) as { error: { message: string } }).error.message;
    expect(message).toMatch(/El paquet ocupa més/);
    expect(message).not.toMatch(ENGLISH);
  });
});
