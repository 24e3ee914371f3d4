import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_KEYS } from '../../common/sections.js';
import type { Article, ArticleList, Issue, IssueList, IssueWithArticles } from '../../common/types.js';
import { startTestServer, testDialect, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const json = <T>(path: string, status = 200) => server.json<T>(path, status);

describe('articles', () => {
  it('lists the newest articles, 10 per page by default, with pagination', async () => {
    const body = await json<ArticleList>('/api/articles');
    expect(body.articles).toHaveLength(10);
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(body.pagination.total).toBeGreaterThan(49 * 8 - 1);
    expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 10));
    const dates = body.articles.map((a) => a.issueNumber);
    expect(dates[0]).toBe(48);
    const first = body.articles[0]!;
    expect(first).toMatchObject({ _id: expect.any(String), title: expect.any(String), url: expect.any(String), data: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/) });
    expect(SECTION_KEYS).toContain(first.section);
    expect(Array.isArray(first.authors)).toBe(true);
  });

  it('pages without overlap and says when a page is past the end', async () => {
    const one = await json<ArticleList>('/api/articles?page=1&limit=5');
    const two = await json<ArticleList>('/api/articles?page=2&limit=5');
    const ids = new Set(one.articles.map((a) => a._id));
    expect(two.articles.some((a) => ids.has(a._id))).toBe(false);
    const beyond = await json<ArticleList>(`/api/articles?page=${one.pagination.pages + 1}&limit=5`);
    expect(beyond.articles).toEqual([]);
    expect(beyond.pagination.total).toBe(one.pagination.total);
  });

  it('filters by section with the generic page size of 15', async () => {
    const body = await json<ArticleList>('/api/articles?section=llibres');
    expect(body.pagination.limit).toBe(15);
    expect(body.articles.length).toBeGreaterThan(0);
    expect(body.articles.every((a) => a.section === 'llibres')).toBe(true);
    const paged = await json<ArticleList>('/api/articles?section=llibres&page=2&limit=12');
    expect(paged.articles.length).toBeLessThanOrEqual(12);
  });

  it('filters by year and by edition (in editorial order)', async () => {
    const year = await json<ArticleList>('/api/articles?year=2021&limit=100');
    expect(year.articles.length).toBeGreaterThan(0);
    expect(year.articles.every((a) => a.data.endsWith('/2021'))).toBe(true);
    const latest = await json<IssueWithArticles>('/api/issues/latest');
    const byIssue = await json<ArticleList>(`/api/articles?issue=${latest.issue.number}&limit=50`);
    expect(byIssue.articles.map((a) => a._id)).toEqual(latest.issue.articlesOrder);
  });

  it('filters by one author, by repeated authors, and by slug', async () => {
    const top = await json<{ authors: { name: string; slug: string }[] }>('/api/authors/top?limit=2');
    const [a, b] = top.authors;
    const one = await json<ArticleList>(`/api/articles?author=${encodeURIComponent(a!.name)}&limit=100`);
    expect(one.articles.length).toBeGreaterThan(0);
    expect(one.articles.every((x) => x.authors.includes(a!.name))).toBe(true);
    const both = await json<ArticleList>(`/api/articles?authors=${encodeURIComponent(a!.name)}&authors=${encodeURIComponent(b!.name)}&limit=1000`);
    expect(both.pagination.total).toBeGreaterThanOrEqual(one.pagination.total);
    expect(both.articles.every((x) => x.authors.includes(a!.name) || x.authors.includes(b!.name))).toBe(true);
    const bySlug = await json<ArticleList>(`/api/articles/author/${a!.slug}?limit=100`);
    expect(bySlug.pagination.total).toBe(one.pagination.total);
    const byAuthors = await json<ArticleList>(`/api/articles/authors?authors=${encodeURIComponent(a!.name)}`);
    expect(byAuthors.articles.length).toBe(Math.min(10, one.pagination.total));
    const none = await json<ArticleList>('/api/articles/authors');
    expect(none.articles).toEqual([]);
  });

  it('gives recent and featured lists', async () => {
    const recent = await json<{ articles: Article[] }>('/api/articles/recent?limit=3');
    expect(recent.articles).toHaveLength(3);
    const featured = await json<{ articles: Article[] }>('/api/articles/featured');
    expect(featured.articles.length).toBeGreaterThan(0);
    expect(featured.articles.every((a) => a.featured)).toBe(true);
  });

  it('reads an article with its body by section and url, and by slug', async () => {
    const list = await json<ArticleList>('/api/articles?limit=1');
    const item = list.articles[0]!;
    const article = await json<Article>(`/api/articles/${item.section}/${item.url}`);
    expect(article._id).toBe(item._id);
    expect(article.text.length).toBeGreaterThan(0);
    const bySlug = await json<Article>(`/api/articles/${item.url}`);
    expect(bySlug._id).toBe(item._id);
    const bySection = await json<ArticleList>(`/api/articles/section/${item.section}?limit=3`);
    expect(bySection.articles.length).toBeGreaterThan(0);
    expect(bySection.articles.every((a) => a.section === item.section)).toBe(true);
  });

  it('list items without a summary carry their paragraphs for the card summary', async () => {
    const list = await json<ArticleList>('/api/articles?limit=1000');
    const withoutSummary = list.articles.filter((a) => !a.summary);
    expect(withoutSummary.length).toBeGreaterThan(0);
    for (const a of withoutSummary) expect(a.text?.every((b) => b.type === 'paragraph')).toBe(true);
    expect(list.articles.filter((a) => a.summary).every((a) => a.text === undefined)).toBe(true);
  });

  it('answers 404 for unknown articles and 400 for bad filters', async () => {
    expect((await server.get('/api/articles/llibres/no-existeix')).status).toBe(404);
    expect((await server.get('/api/articles/seccio-inventada/res')).status).toBe(404);
    expect((await server.get('/api/articles/no-existeix-aquest-slug')).status).toBe(404);
    for (const bad of ['section=poesia', 'page=0', 'page=-1', 'page=abc', 'limit=0', 'limit=1.5', 'year=dosmil', 'issue=x']) {
      const res = await server.get(`/api/articles?${bad}`);
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_input');
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    expect((await server.get('/api/articles/section/poesia')).status).toBe(400);
  });

  it('clamps huge limits to the documented maximum of 1000', async () => {
    const body = await json<ArticleList>('/api/articles?limit=999999');
    expect(body.pagination.limit).toBe(1000);
  });
});

describe('editions', () => {
  it('lists editions newest first with counts and sections', async () => {
    const body = await json<IssueList>('/api/issues');
    expect(body.issues).toHaveLength(10);
    expect(body.pagination.total).toBe(49);
    expect(body.issues.map((i) => i.number)).toEqual([48, 47, 46, 45, 44, 43, 42, 41, 40, 39]);
    const issue = body.issues[0]!;
    // A list carries what the archive card draws; the article order and cover credit come by number.
    expect(Object.keys(issue)).not.toEqual(expect.arrayContaining(['articlesOrder']));
    expect(issue).not.toHaveProperty('coverCredit');
    expect(issue).not.toHaveProperty('pdfManual');
    const whole = await json<Issue>(`/api/issues/number/${issue.number}`);
    expect(whole).toMatchObject(issue);
    expect(issue.totalArticles).toBe(whole.articlesOrder.length);
    expect(issue.totalArticles).toBeGreaterThanOrEqual(8);
    expect(issue.sections.length).toBeGreaterThanOrEqual(1);
    const all = await json<IssueList>('/api/issues?limit=100');
    expect(all.issues).toHaveLength(49);
    expect(all.issues.at(-1)).toMatchObject({ number: 0, publicationDate: '2020-01-01', year: 2020 });
  });

  it('filters editions by year', async () => {
    const body = await json<IssueList>('/api/issues?year=2021&limit=100');
    expect(body.issues).toHaveLength(12);
    expect(body.issues.every((i) => i.year === 2021)).toBe(true);
    const byYear = await json<{ issues: Issue[] }>('/api/issues/year/2021');
    expect(byYear.issues.map((i) => i.number)).toEqual(body.issues.map((i) => i.number));
  });

  it('gives the latest edition with its articles in editorial order', async () => {
    const body = await json<IssueWithArticles>('/api/issues/latest');
    expect(body.issue.number).toBe(48);
    expect(body.articles.map((a) => a._id)).toEqual(body.issue.articlesOrder);
    expect(body.issue.coverCredit).toMatchObject({ artist: expect.any(String), profileUrl: expect.stringMatching(/^https:/) });
  });

  it('reads an edition by number, by year and number, and with its articles', async () => {
    const twelve = await json<Issue>('/api/issues/number/12');
    expect(twelve).toMatchObject({ number: 12, year: 2021, pdfManual: true });
    expect(await json<Issue>('/api/issues/2021/12')).toEqual(twelve);
    const data = await json<IssueWithArticles>('/api/issues/numberdata/12');
    expect(data.articles).toHaveLength(twelve.totalArticles);
    const years = await json<{ years: number[] }>('/api/issues/years');
    expect(years.years).toEqual([2024, 2023, 2022, 2021, 2020]);
  });

  it('answers 404 for missing editions and 400 for malformed numbers', async () => {
    expect((await server.get('/api/issues/number/999')).status).toBe(404);
    expect((await server.get('/api/issues/numberdata/999')).status).toBe(404);
    expect((await server.get('/api/issues/2020/40')).status).toBe(404);
    expect((await server.get('/api/issues/number/abc')).status).toBe(400);
    expect((await server.get('/api/issues/numberdata/-3')).status).toBe(400);
    expect((await server.get('/api/issues/year/20x1')).status).toBe(400);
    expect((await server.get('/api/issues?limit=-5')).status).toBe(400);
  });
});

describe('caching and health', () => {
  it('answers a conditional request with 304', async () => {
    const first = await server.get('/api/issues/latest');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, stale-if-error=86400');
    const again = await server.get('/api/issues/latest', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('compresses large answers', async () => {
    const res = await server.get('/api/articles?limit=100', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('reports health, naming the database it runs on', async () => {
    const database = testDialect() === 'postgres' ? 'postgresql' : 'sqlite';
    expect(await json<{ status: string; database: string }>('/api/health')).toMatchObject({ status: 'ok', database });
  });
});
