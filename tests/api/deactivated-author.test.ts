/**
 * A deactivated author (the desk's 'Desactiva') is gone for readers everywhere at once: her
 * articles keep her name as plain credit, but no page, feed, sitemap or metadata points at the
 * profile that now answers 'Autor no trobat'. Reactivation brings every link back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Author, AuthorArticles } from '../../common/types.js';
import type { TestServer } from './harness.js';
import { PUBLIC_URL, jsonLdNodes, metaValues, nodeOfType, startSeoServer, type JsonNode } from './seoFixture.js';

let server: TestServer;
let cleanup: () => void;
let author: Author;
let articlePath: string;

beforeAll(async () => {
  ({ server, cleanup } = await startSeoServer());
  [author] = (await server.json<{ authors: Author[] }>('/api/authors/top?limit=1')).authors as [Author];
  const [item] = (await server.json<AuthorArticles>(`/api/authors/slug/${author.slug}/articles?limit=1`)).articles;
  articlePath = `/${item!.section}/${item!.url}`;
});

afterAll(async () => {
  await server.close();
  cleanup();
});

async function text(pathname: string): Promise<{ status: number; body: string }> {
  const res = await server.get(pathname);
  return { status: res.status, body: await res.text() };
}

/** Where the article's page and the magazine's indexes point at the author's profile. */
async function profileLinks(): Promise<string[]> {
  const profile = `${PUBLIC_URL}/autor/${author.slug}`;
  const found: string[] = [];
  const article = (await text(articlePath)).body;
  if (metaValues(article, 'article:author').includes(profile)) found.push('article:author');
  const person = (nodeOfType(jsonLdNodes(article), 'Article')!.author as JsonNode[]).find((p) => p.name === author.name);
  if (person?.url) found.push('JSON-LD url');
  if ((await text('/sitemaps/authors-1.xml')).body.includes(`<loc>${profile}</loc>`)) found.push('sitemap');
  if ((await server.get(`/feeds/autor/${author.slug}/rss.xml`)).status === 200) found.push('feed');
  if ((await text(`/autor/${author.slug}`)).status === 200) found.push('page');
  return found;
}

describe('a deactivated author', () => {
  it('keeps her credit on her articles but loses every link to her profile, and gets them back when reactivated', async () => {
    expect(await profileLinks()).toEqual(['article:author', 'JSON-LD url', 'sitemap', 'feed', 'page']);

    expect((await server.send('DELETE', `/api/authors/${author._id}`, undefined, { admin: true })).status).toBe(200);
    expect(await profileLinks()).toEqual([]);
    const article = (await text(articlePath)).body;
    expect(metaValues(article, 'article:author')).toContain(author.name);
    expect((await server.json<{ authors: string[] }>(`/api/articles${articlePath}`)).authors).toContain(author.name);

    expect((await server.send('POST', `/api/authors/${author._id}/reactivate`, undefined, { admin: true })).status).toBe(200);
    expect(await profileLinks()).toEqual(['article:author', 'JSON-LD url', 'sitemap', 'feed', 'page']);
  });
});
