import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, startTestServer, type TestServer } from './harness.js';
import { articleFields, deskOk, newArticle, newEdition, type ErrorAnswer } from './deskFixture.js';

let server: TestServer;
let cookie: string;
let draft: number;
let draftArticleId: string;
const WORD = 'esborranyinvisible';

beforeAll(async () => {
  server = await startTestServer();
  const signIn = await server.send('POST', '/api/admin/session', { token: TEST_ADMIN_TOKEN });
  cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const edition = await newEdition(server, `Edició ${WORD}`);
  draft = edition.issue.number;
  draftArticleId = (await newArticle(server, draft, articleFields(`Article ${WORD}`, { url: `article-${WORD}`, authors: [`Autora ${WORD}`] }))).article._id;
});

afterAll(async () => {
  await server.close();
});

const DESK_CALLS: [string, string][] = [
  ['GET', '/editions/next-number'],
  ['POST', '/editions'],
  ['GET', '/editions/1'],
  ['PUT', '/editions/1'],
  ['GET', '/editions/1/package'],
  ['POST', '/editions/1/articles'],
  ['GET', '/slug?section=articles&title=x'],
  ['GET', '/articles/x'],
  ['PUT', '/articles/x'],
  ['DELETE', '/articles/x'],
  ['GET', '/articles/x/revisions'],
  ['GET', '/articles/x/revisions/1'],
  ['POST', '/articles/x/revisions/1/restore'],
  ['POST', '/articles/x/correction/publish'],
  ['DELETE', '/articles/x/correction'],
  ['GET', '/media'],
  ['POST', '/media?name=x.jpg'],
  ['GET', '/media/x.jpg'],
  ['PUT', '/media/x.jpg'],
  ['PATCH', '/media/x.jpg'],
  ['DELETE', '/media/x.jpg'],
];

describe('staff only', () => {
  it.each(DESK_CALLS)('%s %s needs the admin session', async (method, path) => {
    const res = await server.send(method, `/api/admin/desk${path}`, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('unauthorized');
  });
});

describe('a signed-in cookie cannot be used from another site', () => {
  const withCookie = (method: string, path: string, headers: Record<string, string>, body: unknown = {}) =>
    server.send(method, path, body, { headers: { Cookie: cookie, ...headers } });

  it.each([
    ['POST', '/api/admin/desk/editions'],
    ['PUT', `/api/admin/desk/articles/x`],
    ['DELETE', '/api/admin/desk/media/x.jpg'],
    ['POST', '/api/admin/editions/1/publish'],
    ['DELETE', '/api/admin/editions/1'],
    ['POST', '/api/admin/sync'],
    ['POST', '/api/authors'],
  ])('%s %s is refused from another site, by Sec-Fetch-Site or by Origin', async (method, path) => {
    const forged: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://evil.example' }, { Origin: 'null' }];
    for (const headers of forged) {
      const res = await withCookie(method, path, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const body = (await res.json()) as ErrorAnswer;
      expect(body.error.code).toBe('cross_site_request');
      expect(body.error.message).toContain('ve d’un altre lloc web');
    }
  });

  it('accepts the same call from the site itself, and reads from anywhere', async () => {
    const host = new URL(server.url).host;
    const edition = { title: 'Des de casa', publicationDate: '2031-09-01' };
    expect((await withCookie('POST', '/api/admin/desk/editions', { 'Sec-Fetch-Site': 'same-origin' }, edition)).status).toBe(201);
    expect((await withCookie('POST', '/api/admin/desk/editions', { Origin: `http://${host}` }, edition)).status).toBe(201);
    const read = await server.get('/api/admin/desk/editions/next-number', { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(200);
    // A bearer token cannot be sent by another site's page: scripts and servers need no header.
    const bearer = await server.send('POST', '/api/admin/desk/editions', edition, { admin: true, headers: { Origin: 'https://elsewhere.example' } });
    expect(bearer.status).toBe(201);
  });
});

describe('drafts, pending corrections and unused uploads stay private', () => {
  it('keeps a desk draft out of every public call, feed, search and page', async () => {
    const paths = [
      '/api/issues',
      '/api/issues/latest',
      `/api/issues/number/${draft}`,
      `/api/issues/numberdata/${draft}`,
      '/api/articles',
      '/api/articles/recent',
      `/api/articles/article-${WORD}`,
      `/api/articles/articles/article-${WORD}`,
      `/api/articles?issue=${draft}`,
      '/api/authors?limit=100',
      `/api/authors/search?q=${WORD}`,
      `/api/search?q=${WORD}`,
      `/api/search/text?q=${WORD}`,
      '/feeds/rss.xml',
      '/feeds/atom.xml',
      `/feeds/edicio/${draft}/rss.xml`,
      `/api/pdf/edition/${draft}/content`,
      '/sitemap.xml',
      '/sitemaps/articles-1.xml',
    ];
    for (const p of paths) {
      const res = await server.get(p);
      // A call that names the draft answers as if it did not exist; the others do not show it.
      if (p.includes(`-${WORD}`) || p.includes(`/${draft}`)) expect(res.status, p).toBe(404);
      else {
        expect(res.status, p).toBeLessThan(500);
        expect(await res.text(), p).not.toContain(WORD);
      }
    }
    const preview = await deskOk<{ article: { _id: string } }>(server, 'GET', `/articles/${draftArticleId}`);
    expect(preview.article._id).toBe(draftArticleId);
  });
});
