/**
 * Every page type arrives with its own metadata in the HTML the server sends (as a crawler or a
 * link preview sees it, without JavaScript): title, description, canonical, Open Graph, Twitter
 * card, JSON-LD naming the right entity, feeds, crawlable pagination; hostile titles stay inside
 * their attributes; missing pages answer 404; unchanged pages answer 304.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGAZINE, PAGE_SIZES } from '../../common/constants.js';
import { htmlToPlainLine, truncateText } from '../../common/html.js';
import type { ArticleList, Author, AuthorList, Issue, IssueWithArticles } from '../../common/types.js';
import type { TestServer } from './harness.js';
import {
  IMAGE_SIZE, PUBLIC_URL, insertArticle, jsonLdNodes, linkHref, metaValue, metaValues, nodeOfType,
  startSeoServer, titleOf, type InsertedArticle, type JsonNode,
} from './seoFixture.js';

let server: TestServer;
let cleanup: () => void;
let latest: IssueWithArticles;
let hostile: InsertedArticle;
let hostileRaw: InsertedArticle;

const HOSTILE_TITLE_HTML = 'Quan &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; diu "prou" &amp; 3 &lt; 4 \' fi';
const HOSTILE_TITLE = `Quan </script><script>alert(1)</script> diu "prou" & 3 < 4 ' fi`;

async function page(pathname: string, init?: RequestInit): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await server.get(pathname, init);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function api<T>(pathname: string): Promise<T> {
  const res = await server.get(pathname);
  expect(res.status, pathname).toBe(200);
  return (await res.json()) as T;
}

/** What every page must carry, whatever its type. */
function expectCommonMeta(html: string, canonicalPath: string) {
  expect(html).toMatch(/^<!doctype html>\s*<html lang="ca" data-time-zone="Europe\/Madrid">/i);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(metaValues(html, 'description')).toHaveLength(1);
  const description = metaValue(html, 'description')!;
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(201);
  expect(description).not.toMatch(/<[a-z/]/i);
  expect(linkHref(html, 'canonical')).toEqual([PUBLIC_URL + canonicalPath]);
  expect(metaValue(html, 'og:url')).toBe(PUBLIC_URL + canonicalPath);
  expect(metaValue(html, 'og:site_name')).toBe(MAGAZINE.name);
  expect(metaValue(html, 'og:description')).toBe(description);
  expect(metaValue(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);
  expect(metaValue(html, 'twitter:description')).toBe(description);
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('src="/assets/index-fixture.js"');
}

function expectImage(html: string) {
  expect(metaValue(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  expect(metaValue(html, 'og:image:width')).toMatch(/^\d+$/);
  expect(metaValue(html, 'og:image:height')).toMatch(/^\d+$/);
  expect(metaValue(html, 'twitter:image')).toBe(metaValue(html, 'og:image'));
}

beforeAll(async () => {
  ({ server, cleanup } = await startSeoServer());
  latest = await api<IssueWithArticles>('/api/issues/latest');
  hostile = await insertArticle(server.db, {
    id: 'seo-hostile',
    url: 'titol-hostil',
    title: HOSTILE_TITLE_HTML,
    summary: 'Un resum amb "cometes", &lt;/script&gt; i &lt;!-- comentari --&gt; per provar l\'escapament.',
  });
  // Stored HTML that skipped sanitising: tags are dropped from metadata, never passed through.
  hostileRaw = await insertArticle(server.db, {
    id: 'seo-hostile-raw',
    url: 'titol-cru',
    title: '<b onmouseover="x()">Negreta</b></script><script>alert(2)</script> "cru"',
    summary: '<img src=x onerror=alert(3)>Resum cru</title></head></noscript><script>alert(4)</script>',
  });
  server.events.heard('unknown');
});

afterAll(async () => {
  await server.close();
  cleanup();
});

describe('article page /{section}/{url}', () => {
  it('carries the article title, summary, canonical, Open Graph article tags and Twitter card', async () => {
    const article = latest.articles[0]!;
    const pathname = `/${article.section}/${article.url}`;
    const { status, html, headers } = await page(pathname);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const title = htmlToPlainLine(article.title);
    expect(titleOf(html)).toBe(`${title} — ${MAGAZINE.name}`);
    expectCommonMeta(html, pathname);
    expectImage(html);
    expect(metaValue(html, 'og:type')).toBe('article');
    expect(metaValue(html, 'og:title')).toBe(title);
    expect(metaValue(html, 'og:image:width')).toBe(String(IMAGE_SIZE.width));
    expect(metaValue(html, 'og:image:height')).toBe(String(IMAGE_SIZE.height));
    expect(metaValue(html, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(metaValue(html, 'article:section')).toBeTruthy();
    expect(metaValues(html, 'article:author').length).toBe(article.authors.length);
    expect(metaValue(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaValue(html, 'twitter:title')).toBe(title);
    expect(linkHref(html, 'alternate', 'application/rss+xml')).toContain(`${PUBLIC_URL}/feeds/seccio/${article.section}/rss.xml`);
    expect(linkHref(html, 'alternate', 'application/atom+xml')).toContain(`${PUBLIC_URL}/feeds/atom.xml`);
  });

  it('has JSON-LD naming the Article, its Person authors and the Organization publisher with a logo', async () => {
    const article = latest.articles[0]!;
    const pathname = `/${article.section}/${article.url}`;
    const nodes = jsonLdNodes((await page(pathname)).html);
    const node = nodeOfType(nodes, 'Article')!;
    expect(node.headline).toBe(truncateText(htmlToPlainLine(article.title), 110));
    expect(node.name).toBe(htmlToPlainLine(article.title));
    expect(node.url).toBe(PUBLIC_URL + pathname);
    const authors = node.author as JsonNode[];
    expect(authors.map((a) => a['@type'])).toEqual(article.authors.map(() => 'Person'));
    expect(authors.map((a) => a.name)).toEqual(article.authors);
    expect(node.publisher).toEqual({ '@id': `${PUBLIC_URL}/#organization` });
    const org = nodeOfType(nodes, 'Organization')!;
    expect(org.name).toBe(MAGAZINE.name);
    expect((org.logo as JsonNode).url).toBe(`${PUBLIC_URL}/logo.png`);
    const issue = node.isPartOf as JsonNode;
    expect(issue['@type']).toBe('PublicationIssue');
    expect(issue.issueNumber).toBe(String(article.issueNumber));
    const crumbs = (nodeOfType(nodes, 'BreadcrumbList')!.itemListElement as JsonNode[]).map((c) => c.item);
    expect(crumbs).toEqual([`${PUBLIC_URL}/`, `${PUBLIC_URL}/${article.section}`, PUBLIC_URL + pathname]);
  });

  it('answers an unknown article with a real 404 and the “Article no trobat” page', async () => {
    for (const pathname of ['/llibres/aquest-article-no-existeix', '/seccio-inventada/res']) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(titleOf(html)).toBe(`Article no trobat — ${MAGAZINE.name}`);
      expect(metaValue(html, 'robots')).toMatch(/noindex/);
      expect(html).toContain("L&#39;article que busques no existeix o ha estat mogut.");
      // The renderer still boots and shows its own not-found screen.
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('hostile titles', () => {
  it('keeps quotes, </script> and < inside the title, the attributes and the JSON-LD', async () => {
    const pathname = `/${hostile.section}/${hostile.url}`;
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${HOSTILE_TITLE} — ${MAGAZINE.name}`);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt']) expect(metaValue(html, key), key).toBe(HOSTILE_TITLE);
    // The only scripts are the fixture's bundle and the JSON-LD block: nothing broke out.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('<');
    expect(nodeOfType(jsonLdNodes(html), 'Article')!.name).toBe(HOSTILE_TITLE);
    expect(metaValue(html, 'description')).toContain('"cometes", </script> i <!-- comentari -->');
  });

  it('drops the tags of unsanitised stored HTML instead of passing them into the page', async () => {
    const { status, html } = await page(`/${hostileRaw.section}/${hostileRaw.url}`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Negretaalert(2) "cru" — ${MAGAZINE.name}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/onmouseover|onerror|<img src=x/);
    expect(metaValue(html, 'description')).toBe('Resum crualert(4)');
    // Only the page's own scripts: the JSON-LD and the renderer's module.
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});

/** The paths of a listing page's items, in order, as its JSON-LD names them. */
function itemListPaths(html: string): string[] {
  const list = nodeOfType(jsonLdNodes(html), 'CollectionPage')!.mainEntity as { itemListElement: { url: string }[] };
  return list.itemListElement.map((item) => item.url.slice(PUBLIC_URL.length));
}

describe('edition page /edicio/{n}', () => {
  it('names the PublicationIssue of the Periodical with its ISSN', async () => {
    const { issue, articles } = latest;
    const pathname = `/edicio/${issue.number}`;
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expectCommonMeta(html, pathname);
    expectImage(html);
    expect(titleOf(html)).toBe(`Número ${issue.number}: ${issue.title} — ${MAGAZINE.name}`);
    expect(metaValue(html, 'og:type')).toBe('website');
    const node = nodeOfType(jsonLdNodes(html), 'PublicationIssue')!;
    expect(node.issueNumber).toBe(String(issue.number));
    expect(node.datePublished).toBe(issue.publicationDate);
    const periodical = node.isPartOf as JsonNode;
    expect(periodical['@type']).toBe('Periodical');
    expect(periodical.issn).toBe(MAGAZINE.issn);
    // Every article of the edition (the hostile one was added to it) is named as a part of it.
    const parts = (node.hasPart as JsonNode[]).map((p) => p.url);
    for (const a of articles) expect(parts).toContain(`${PUBLIC_URL}/${a.section}/${a.url}`);
    expect(linkHref(html, 'alternate', 'application/rss+xml')).toContain(`${PUBLIC_URL}/feeds/edicio/${issue.number}/rss.xml`);
  });

  it("counts an edition's articles in words that agree: '1 article', not '1 articles'", async () => {
    const latestRow: Record<string, unknown> = await server.db('issues').where('number', latest.issue.number).first();
    const number = 9101;
    await server.db('issues').insert({ ...latestRow, id: 'seo-single-issue', number, title: 'Un sol article' });
    const [first] = latest.articles;
    const row: Record<string, unknown> = await server.db('articles').where('id', first!._id).first();
    await server.db('articles').insert({ ...row, id: 'seo-single-article', url: 'seo-single-article', issue_number: number });
    server.events.heard('unknown');
    try {
      const { status, html } = await page(`/edicio/${number}`);
      expect(status).toBe(200);
      expect(metaValue(html, 'description')).toMatch(/ 1 article\.$/);
    } finally {
      // The other tests read the magazine as it was.
      await server.db('article_authors').where('article_id', 'seo-single-article').delete();
      await server.db('articles').where('id', 'seo-single-article').delete();
      await server.db('issues').where('number', number).delete();
      server.events.heard('unknown');
    }
  });

  it('answers unknown and non-numeric editions with 404', async () => {
    const missing = await page('/edicio/99999');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe(`Edició no trobada — ${MAGAZINE.name}`);
    const invalid = await page('/edicio/primera');
    expect(invalid.status).toBe(404);
    expect(titleOf(invalid.html)).toBe(`Número d'edició no vàlid — ${MAGAZINE.name}`);
  });

  it('points the PDF view at the edition page as canonical and keeps it out of the index', async () => {
    const { issue } = latest;
    const { status, html } = await page(`/edicio/${issue.number}/pdf`);
    expect(status).toBe(200);
    expect(linkHref(html, 'canonical')).toEqual([`${PUBLIC_URL}/edicio/${issue.number}`]);
    expect(metaValue(html, 'robots')).toMatch(/noindex/);
  });
});

describe('section listings with crawlable pagination', () => {
  it('lists the articles of each ?page=N with rel=prev/next, page after page', async () => {
    const first = await api<ArticleList>(`/api/articles?section=llibres&page=1&limit=${PAGE_SIZES.sectionPage}`);
    const pages = first.pagination.pages;
    expect(pages).toBeGreaterThan(1);
    const seen = new Set<string>();
    for (let n = 1; n <= pages; n += 1) {
      const pathname = n === 1 ? '/llibres' : `/llibres?page=${n}`;
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(200);
      expectCommonMeta(html, pathname);
      const expected = await api<ArticleList>(`/api/articles?section=llibres&page=${n}&limit=${PAGE_SIZES.sectionPage}`);
      const links = itemListPaths(html);
      expect(links).toEqual(expected.articles.map((a) => `/${a.section}/${a.url}`));
      for (const l of links) seen.add(l);
      expect(linkHref(html, 'prev')).toEqual(n > 1 ? [`${PUBLIC_URL}${n === 2 ? '/llibres' : `/llibres?page=${n - 1}`}`] : []);
      expect(linkHref(html, 'next')).toEqual(n < pages ? [`${PUBLIC_URL}/llibres?page=${n + 1}`] : []);
      const collection = nodeOfType(jsonLdNodes(html), 'CollectionPage')!;
      expect((collection.mainEntity as JsonNode).numberOfItems).toBe(links.length);
    }
    // Following next from page 1 reaches every article of the section.
    expect(seen.size).toBe(first.pagination.total);
    expect(titleOf((await page('/llibres')).html)).toBe(`Llibres — ${MAGAZINE.name}`);
    expect(linkHref((await page('/llibres')).html, 'alternate', 'application/rss+xml')).toContain(`${PUBLIC_URL}/feeds/seccio/llibres/rss.xml`);
  });

  it('answers a page beyond the last, or a malformed page, with 404', async () => {
    expect((await page('/llibres?page=9999')).status).toBe(404);
    expect((await page('/llibres?page=0')).status).toBe(404);
    expect((await page('/llibres?page=dos')).status).toBe(404);
  });
});

describe('archive, authors directory and author profile', () => {
  it('lists every edition in the archive', async () => {
    const { status, html } = await page('/arxiu');
    expect(status).toBe(200);
    expectCommonMeta(html, '/arxiu');
    const total = (await api<{ issues: Issue[]; pagination: { total: number } }>('/api/issues?limit=1')).pagination.total;
    expect(itemListPaths(html)).toHaveLength(Math.min(total, PAGE_SIZES.archiveFetch));
    expect(itemListPaths(html)[0]).toBe(`/edicio/${latest.issue.number}`);
    expect(nodeOfType(jsonLdNodes(html), 'CollectionPage')).toBeDefined();
  });

  it('pages the authors directory like the renderer (18 a page, by name) with rel=next', async () => {
    const first = await api<AuthorList>(`/api/authors?page=1&limit=${PAGE_SIZES.authorsPage}&sort=name`);
    const { status, html } = await page('/autors');
    expect(status).toBe(200);
    expectCommonMeta(html, '/autors');
    expect(itemListPaths(html)).toEqual(first.authors.map((a) => `/autor/${a.slug}`));
    if (first.pagination.pages > 1) {
      expect(linkHref(html, 'next')).toEqual([`${PUBLIC_URL}/autors?page=2`]);
      const second = await page('/autors?page=2');
      const expected = await api<AuthorList>(`/api/authors?page=2&limit=${PAGE_SIZES.authorsPage}&sort=name`);
      expect(itemListPaths(second.html)).toEqual(expected.authors.map((a) => `/autor/${a.slug}`));
      expect(linkHref(second.html, 'prev')).toEqual([`${PUBLIC_URL}/autors`]);
    }
    expect((await page(`/autors?page=${first.pagination.pages + 1}`)).status).toBe(404);
  });

  it('describes an author as a Person with sameAs links on a profile page', async () => {
    const all = await api<AuthorList>('/api/authors?limit=1000&sort=name');
    const profiles = await Promise.all(all.authors.map((a) => api<Author>(`/api/authors/slug/${a.slug}`)));
    const author = profiles.find((a) => a.contact.website || a.contact.twitter || a.contact.linkedin) ?? profiles[0]!;
    const pathname = `/autor/${author.slug}`;
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expectCommonMeta(html, pathname);
    expect(titleOf(html)).toBe(`${author.name} — ${MAGAZINE.name}`);
    expect(metaValue(html, 'og:type')).toBe('profile');
    const profile = nodeOfType(jsonLdNodes(html), 'ProfilePage')!;
    const person = profile.mainEntity as JsonNode;
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe(author.name);
    const sameAs = person.sameAs as string[];
    if (author.contact.website) expect(sameAs).toContain(author.contact.website);
    if (author.contact.linkedin) expect(sameAs).toContain(author.contact.linkedin);
    if (author.contact.twitter) expect(sameAs.some((u) => u.endsWith(author.contact.twitter!.replace(/^@/, '')))).toBe(true);
    expect(linkHref(html, 'alternate', 'application/rss+xml')).toContain(`${PUBLIC_URL}/feeds/autor/${author.slug}/rss.xml`);
  });

  it('answers an unknown author with 404 and “Autor no trobat”', async () => {
    const { status, html } = await page('/autor/ningu-que-existeixi');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe(`Autor no trobat — ${MAGAZINE.name}`);
  });
});

describe('home page', () => {
  it('carries the magazine name, the WebSite and the Periodical with its ISSN', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expectCommonMeta(html, '/');
    expectImage(html);
    expect(titleOf(html)).toBe(`${MAGAZINE.name} — ${MAGAZINE.tagline}`);
    expect(metaValue(html, 'og:type')).toBe('website');
    const nodes = jsonLdNodes(html);
    const site = nodeOfType(nodes, 'WebSite')!;
    expect(site.url).toBe(`${PUBLIC_URL}/`);
    expect(nodeOfType(nodes, 'Periodical')!.issn).toBe(MAGAZINE.issn);
    expect(linkHref(html, 'alternate', 'application/rss+xml')).toEqual([`${PUBLIC_URL}/feeds/rss.xml`]);
  });

  it('keeps search results and admin pages out of the index', async () => {
    expect(metaValue((await page('/cerca?q=poesia')).html, 'robots')).toMatch(/noindex/);
    expect(metaValue((await page('/admin-dashboard-2024')).html, 'robots')).toBe('noindex, nofollow');
  });
});

describe('caching', () => {
  it('revalidates with ETag and Last-Modified, answers 304, and changes the ETag when the content changes', async () => {
    const pathname = `/${hostile.section}/${hostile.url}`;
    const first = await server.get(pathname);
    await first.text();
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-if-error=86400$/);

    const byEtag = await server.get(pathname, { headers: { 'If-None-Match': etag } });
    expect(byEtag.status).toBe(304);
    expect(await byEtag.text()).toBe('');
    const byDate = await server.get(pathname, { headers: { 'If-Modified-Since': lastModified } });
    expect(byDate.status).toBe(304);
    const stale = await server.get(pathname, { headers: { 'If-Modified-Since': 'Mon, 01 Jan 2001 00:00:00 GMT' } });
    expect(stale.status).toBe(200);

    await server.db('articles').where({ id: 'seo-hostile' }).update({ title: 'Títol revisat', updated_at: new Date(Date.now() + 5000).toISOString() });
    server.events.heard('unknown');
    const changed = await server.get(pathname, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(titleOf(await changed.text())).toBe(`Títol revisat — ${MAGAZINE.name}`);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('never answers 304 for a missing page', async () => {
    const first = await server.get('/autor/ningu');
    await first.text();
    const again = await server.get('/autor/ningu', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(404);
  });
});
