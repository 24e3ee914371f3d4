/**
 * Relevance ranks by how closely an article matches before anything else: the words as typed,
 * then their forms (stems), then the prefix of the word being typed. Readers found the article
 * holding the very word they typed third, after articles the stemmer or the prefix reached
 * ('pais' put two articles on a Pa… word before the first holding "país"; 'tardor' put the
 * articles of Irene Comas Tarrés, stemmed to the same `tar`, above "Jardí de tardor").
 * Runs on SQLite (FTS5) and PostgreSQL (tsvector) alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlToPlainLine } from '../../common/html.js';
import type { Pagination } from '../../common/types.js';
import type { SearchHit } from '../../common/api/search.js';
import { startTestServer, type TestServer } from './harness.js';
import { ascending, FORM, PREFIX, tierNumber, tiersOf, WORD } from './searchTiers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

interface Results {
  articles: SearchHit[];
  pagination: Pagination;
}

async function ranked(q: string, limit: number): Promise<SearchHit[]> {
  const hits: SearchHit[] = [];
  for (let page = 1; ; page++) {
    const part = await server.json<Results>(`/api/search?q=${encodeURIComponent(q)}&sortBy=relevance&limit=${limit}&page=${page}`);
    hits.push(...part.articles);
    if (hits.length >= part.pagination.total || part.articles.length === 0) return hits;
  }
}

async function levels(q: string, hits: readonly SearchHit[]): Promise<number[]> {
  return (await tiersOf(server.db, q, hits)).map((tier) => tier.level);
}

describe('GET /api/search by relevance: the word as typed first', () => {
  it('pais: the articles holding "país" come before those a stem or prefix reaches', async () => {
    const hits = await ranked('pais', 50);
    const found = await levels('pais', hits);
    expect(found.every((level) => level <= PREFIX)).toBe(true);
    expect(found[0]).toBe(WORD);
    expect(found.filter((level) => level === WORD).length).toBeGreaterThan(3);
    expect(ascending(found)).toBe(true);
  });

  it('tardor: "Jardí de tardor" before the articles of Tarrés, whom the stemmer cuts to the same stem', async () => {
    const hits = await ranked('tardor', 50);
    const found = await levels('tardor', hits);
    expect(found).toContain(FORM);
    expect(ascending(found)).toBe(true);
    const titles = hits.map((h) => htmlToPlainLine(h.title));
    const tarres = hits.findIndex((h) => h.authors.some((a) => /Tarrés/.test(a)) || /Tarrés/.test(htmlToPlainLine(h.title)));
    expect(titles.findIndex((t) => /Jardí de tardor/.test(t))).toBeLessThan(tarres);
  });

  it.each(['riu', 'bosc', 'pare', 'escola', 'festa', 'llibres meravelles'])('%s: every level in order, the same across pages of 7', async (q) => {
    const all = await ranked(q, 50);
    const found = await levels(q, all);
    expect(found[0]).toBe(WORD);
    expect(ascending(found)).toBe(true);
    // Inside each level, the title and author matches first.
    expect(ascending((await tiersOf(server.db, q, all)).map(tierNumber))).toBe(true);
    // Pages of 7 cut across the boundaries between the tiers: read in turn they give the same order.
    expect((await ranked(q, 7)).map((h) => h._id)).toEqual(all.map((h) => h._id));
  });
});
