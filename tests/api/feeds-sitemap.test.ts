/**
 * Feeds (RSS 2.0 and Atom, per magazine, section, edition and author), the sitemap index and its
 * files, and robots.txt: well-formed XML that lists what it should, under its size limits, and
 * revalidated with ETag / 304.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGAZINE } from '../../common/constants.js';
import { htmlToPlainLine } from '../../common/html.js';
import { SECTION_KEYS, SECTION_NAMES } from '../../common/sections.js';
import type { ArticleList, AuthorList, IssueList, IssueWithArticles } from '../../common/types.js';
import { FEED_ITEMS, FEED_MAX_BYTES, mainFeed, serialiseWithin } from '../../server/feeds/feedModel.js';
import { rss } from '../../server/feeds/rss.js';
import { folderMediaStore } from '../../server/media/store.js';
import { sitemapFile, sitemapIndex } from '../../server/feeds/sitemap.js';
import { ImageSizes } from '../../server/seo/imageSize.js';
import type { TestServer } from './harness.js';
import { PUBLIC_URL, insertArticle, startSeoServer } from './seoFixture.js';
import { childText, findAll, parseXml, type XmlElement } from './xmlTree.js';

let server: TestServer;
let cleanup: () => void;
let mediaDir: string;

async function xml(pathname: string, type: RegExp): Promise<{ root: XmlElement; bytes: number; res: Response }> {
  const res = await server.get(pathname);
  expect(res.status, pathname).toBe(200);
  expect(res.headers.get('content-type'), pathname).toMatch(type);
  const text = await res.text();
  return { root: parseXml(text), bytes: Buffer.byteLength(text), res };
}

async function api<T>(pathname: string): Promise<T> {
  const res = await server.get(pathname);
  expect(res.status, pathname).toBe(200);
  return (await res.json()) as T;
}

const articlePath = (a: { section: string; url: string }) => `${PUBLIC_URL}/${a.section}/${a.url}`;

beforeAll(async () => {
  ({ server, mediaDir, cleanup } = await startSeoServer());
  await insertArticle(server.db, {
    id: 'feed-hostile',
    url: 'feed-hostil',
    title: 'Cap &lt;/item&gt; ni ]]&gt; ni &amp;amp; "trenca" el feed',
    summary: 'Resum amb ]]&gt; i &lt;![CDATA[ dins.',
  });
  server.events.heard('unknown');
});

afterAll(async () => {
  await server.close();
  cleanup();
});

describe('the test XML reader', () => {
  it('refuses what is not well-formed', () => {
    for (const bad of ['<a><b></a></b>', '<a x=1/>', '<a>1 < 2</a>', '<a>&nbsp;</a>', '<a/><b/>', '<a>fish & chips</a>', '<a x="1" x="2"/>', '<a>']) {
      expect(() => parseXml(bad), bad).toThrow();
    }
    expect(parseXml('<?xml version="1.0"?><a x="&lt;"><![CDATA[<b>]]>&amp;</a>')).toEqual({ name: 'a', attrs: { x: '<' }, children: [], text: '<b>&' });
  });
});

describe('RSS and Atom feeds of the latest articles', () => {
  it('RSS lists the newest articles with full content, image, authors and section', async () => {
    const { root, bytes, res } = await xml('/feeds/rss.xml', /^application\/rss\+xml/);
    expect(root.name).toBe('rss');
    expect(root.attrs.version).toBe('2.0');
    expect(bytes).toBeLessThan(FEED_MAX_BYTES);
    expect(res.headers.get('etag')).toBeTruthy();
    const items = findAll(root, 'item');
    const newest = await api<ArticleList>(`/api/articles?limit=${FEED_ITEMS}`);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.map((i) => childText(i, 'link'))).toEqual(newest.articles.map(articlePath));
    // The hostile article is the newest; its title survives as text.
    expect(childText(items[0]!, 'title')).toBe('Cap </item> ni ]]> ni &amp; "trenca" el feed');
    for (const [index, item] of items.entries()) {
      const article = newest.articles[index]!;
      expect(childText(item, 'title')).toBe(htmlToPlainLine(article.title));
      expect(childText(item, 'content:encoded')!.length).toBeGreaterThan(20);
      expect(childText(item, 'pubDate')).toMatch(/^\w{3}, \d{2} \w{3} \d{4}/);
      expect(findAll(item, 'dc:creator').map((c) => c.text)).toEqual(article.authors);
      expect(childText(item, 'category')).toBe(SECTION_NAMES[article.section]);
      if (article.imageCard) {
        const enclosure = findAll(item, 'enclosure')[0]!;
        expect(enclosure.attrs.url).toBe(`${PUBLIC_URL}/api/images/${article.imageCard}`);
        expect(Number(enclosure.attrs.length)).toBeGreaterThan(0);
        expect(findAll(item, 'media:content')[0]!.attrs.medium).toBe('image');
      }
    }
  });

  it('Atom carries the same entries with ids, dates, authors and content', async () => {
    const { root, bytes } = await xml('/feeds/atom.xml', /^application\/atom\+xml/);
    expect(root.name).toBe('feed');
    expect(root.attrs.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(bytes).toBeLessThan(FEED_MAX_BYTES);
    expect(childText(root, 'title')).toBe(MAGAZINE.name);
    expect(Date.parse(childText(root, 'updated')!)).not.toBeNaN();
    const entries = findAll(root, 'entry');
    const newest = await api<ArticleList>(`/api/articles?limit=${FEED_ITEMS}`);
    expect(entries.map((e) => childText(e, 'id'))).toEqual(newest.articles.map(articlePath));
    for (const entry of entries) {
      expect(Date.parse(childText(entry, 'updated')!)).not.toBeNaN();
      expect(findAll(entry, 'author').length).toBeGreaterThan(0);
      expect(findAll(entry, 'category')[0]!.attrs.term).toMatch(new RegExp(`^(${SECTION_KEYS.join('|')})$`));
      const content = findAll(entry, 'content')[0]!;
      expect(content.attrs.type).toBe('html');
      expect(content.text).toMatch(/<p>/);
    }
  });

  it('has one feed per section, edition and author', async () => {
    for (const section of SECTION_KEYS) {
      const { root } = await xml(`/feeds/seccio/${section}/rss.xml`, /rss/);
      const categories = findAll(root, 'item').map((i) => childText(i, 'category'));
      const total = (await api<ArticleList>(`/api/articles?section=${section}&limit=1`)).pagination.total;
      expect(categories.length, section).toBe(Math.min(total, FEED_ITEMS));
      expect(new Set(categories), section).toEqual(new Set(total > 0 ? [SECTION_NAMES[section]] : []));
    }
    const latest = await api<IssueWithArticles>('/api/issues/latest');
    const edition = await xml(`/feeds/edicio/${latest.issue.number}/atom.xml`, /atom/);
    expect(findAll(edition.root, 'entry').map((e) => childText(e, 'id'))).toEqual(latest.articles.map(articlePath));

    const authors = await api<AuthorList>('/api/authors?limit=1000&sort=articles');
    const author = authors.authors[0]!;
    const byAuthor = await xml(`/feeds/autor/${author.slug}/rss.xml`, /rss/);
    const items = findAll(byAuthor.root, 'item');
    expect(items.length).toBe(Math.min(author.stats.totalArticles, FEED_ITEMS));
    for (const item of items) expect(findAll(item, 'dc:creator').map((c) => c.text)).toContain(author.name);
  });

  it("describes an author's feed in Catalan with the elision: Articles d'Anna", async () => {
    const created = await server.send('POST', '/api/authors', { name: 'Anna Grau', slug: 'anna-grau-feed' }, { admin: true });
    expect(created.status).toBe(201);
    const { root } = await xml('/feeds/autor/anna-grau-feed/rss.xml', /rss/);
    expect(childText(findAll(root, 'channel')[0]!, 'description')).toBe(`Articles d'Anna Grau a la ${MAGAZINE.name}.`);
  });

  it('answers unknown feeds with JSON errors and conditional requests with 304', async () => {
    expect((await server.get('/feeds/autor/ningu/rss.xml')).status).toBe(404);
    expect((await server.get('/feeds/edicio/99999/rss.xml')).status).toBe(404);
    const badSection = await server.get('/feeds/seccio/poemes/rss.xml');
    expect(badSection.status).toBe(400);
    expect(((await badSection.json()) as { error: { message: string } }).error.message).toMatch(/section: ha de ser articles, creacio, /);
    expect((await server.get('/feeds/json.xml')).status).toBe(400);

    const first = await server.get('/feeds/rss.xml');
    await first.text();
    const again = await server.get('/feeds/rss.xml', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const since = await server.get('/feeds/atom.xml', { headers: { 'If-Modified-Since': first.headers.get('last-modified')! } });
    expect(since.status).toBe(304);
    const redirect = await server.get('/rss.xml', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/feeds/rss.xml');
  });

  it('stays under its size limit by giving the oldest items their summary instead of full text', async () => {
    const ctx = { db: server.db, publicUrl: PUBLIC_URL, images: new ImageSizes(folderMediaStore(mediaDir)) };
    const feed = await mainFeed(ctx);
    const full = Buffer.byteLength(rss(feed));
    const summariesOnly = Buffer.byteLength(rss({ ...feed, items: feed.items.map((i) => ({ ...i, contentHtml: null })) }));
    const limit = Math.floor((full + summariesOnly) / 2);
    const reduced = serialiseWithin(feed, rss, limit);
    expect(Buffer.byteLength(reduced)).toBeLessThanOrEqual(limit);
    const items = findAll(parseXml(reduced), 'item');
    expect(items).toHaveLength(feed.items.length);
    // The newest keep their full text; the oldest lose it first.
    expect(childText(items[0]!, 'content:encoded')).toBeTruthy();
    expect(childText(items.at(-1)!, 'content:encoded')).toBeUndefined();
  });
});

describe('sitemaps and robots.txt', () => {
  it('indexes sections, articles, editions and authors sitemaps that list every page with lastmod and images', async () => {
    const { root } = await xml('/sitemap.xml', /^application\/xml/);
    expect(root.name).toBe('sitemapindex');
    const files = findAll(root, 'sitemap').map((s) => ({ loc: childText(s, 'loc')!, lastmod: childText(s, 'lastmod') }));
    expect(files.map((f) => f.loc)).toEqual(
      ['sections', 'articles-1', 'editions-1', 'authors-1'].map((name) => `${PUBLIC_URL}/sitemaps/${name}.xml`),
    );
    for (const f of files) expect(Date.parse(f.lastmod!), f.loc).not.toBeNaN();

    const urlsOf = async (loc: string) => {
      const file = await xml(loc.slice(PUBLIC_URL.length), /xml/);
      expect(file.root.name).toBe('urlset');
      expect(file.bytes).toBeLessThan(50 * 1024 * 1024);
      return findAll(file.root, 'url');
    };
    const articles = await urlsOf(files[1]!.loc);
    const totalArticles = (await api<ArticleList>('/api/articles?limit=1')).pagination.total;
    expect(articles).toHaveLength(totalArticles);
    expect(articles.map((u) => childText(u, 'loc'))).toContain(`${PUBLIC_URL}/llibres/feed-hostil`);
    for (const u of articles) expect(Date.parse(childText(u, 'lastmod')!)).not.toBeNaN();
    expect(articles.filter((u) => findAll(u, 'image:loc').length > 0).length).toBeGreaterThan(totalArticles / 2);

    const editions = await urlsOf(files[2]!.loc);
    const issues = await api<IssueList>('/api/issues?limit=1000');
    expect(editions.map((u) => childText(u, 'loc')).sort()).toEqual(issues.issues.map((i) => `${PUBLIC_URL}/edicio/${i.number}`).sort());

    const authors = await urlsOf(files[3]!.loc);
    const all = await api<AuthorList>('/api/authors?limit=1000');
    expect(authors.map((u) => childText(u, 'loc')).sort()).toEqual(all.authors.map((a) => `${PUBLIC_URL}/autor/${a.slug}`).sort());

    const sections = (await urlsOf(files[0]!.loc)).map((u) => childText(u, 'loc'));
    expect(sections).toEqual([`${PUBLIC_URL}/`, ...SECTION_KEYS.map((s) => `${PUBLIC_URL}/${s}`), `${PUBLIC_URL}/arxiu`, `${PUBLIC_URL}/autors`]);
    expect((await server.get('/sitemaps/articles-2.xml')).status).toBe(404);
  });

  it('splits into more files instead of truncating when a file would hold too many addresses', async () => {
    const ctx = { db: server.db, publicUrl: PUBLIC_URL, perFile: 25 };
    const index = parseXml(await sitemapIndex(ctx));
    const articleFiles = findAll(index, 'loc').map((l) => l.text).filter((l) => l.includes('/articles-'));
    const total = (await api<ArticleList>('/api/articles?limit=1')).pagination.total;
    expect(articleFiles).toHaveLength(Math.ceil(total / 25));
    const locs: string[] = [];
    for (let n = 1; n <= articleFiles.length; n += 1) {
      const urls = findAll(parseXml((await sitemapFile(ctx, 'articles', n))!), 'url');
      expect(urls.length).toBeLessThanOrEqual(25);
      locs.push(...urls.map((u) => childText(u, 'loc')!));
    }
    expect(locs).toHaveLength(total);
    expect(new Set(locs).size).toBe(total);
  });

  it('robots.txt points at the sitemap and keeps the API out without naming the admin paths', async () => {
    const res = await server.get('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    // Those answer with noindex instead (robots-noindex.test.ts).
    for (const p of ['/admin-dashboard-2024', '/admin-connections-2024']) expect(text).not.toContain(p);
  });
});
