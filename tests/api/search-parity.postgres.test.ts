/**
 * The two search engines side by side on the same demo magazine: PostgreSQL (the suite's
 * database, tsvector) and SQLite (FTS5, a reference database built here the way the SQLite
 * template is). Both are fed by one normaliser, so they must find the same articles, count them
 * alike, split them into the same tiers and order them identically by date and by title.
 * Only the score inside a tier differs (FTS5's bm25 against PostgreSQL's ts_rank).
 * Runs in the api-postgres project only (vitest.config.ts), where both databases exist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/boot.js';
import { isSqlite, type Db } from '../../server/db/connection.js';
import type { SearchHit, SortBy } from '../../common/api/search.js';
import { search, type SearchParams } from '../../server/search/engine.js';
import { startTestServer, type TestServer } from './harness.js';
import { ascending, tierNumber, tiersOf } from './searchTiers.js';

let server: TestServer;
let sqlite: Db;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-parity-'));
  sqlite = await openDatabase({ databaseFile: path.join(dir, 'reference.sqlite'), databaseUrl: undefined, seedDemo: true });
});
afterAll(async () => {
  await sqlite.destroy();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every result of a query, page after page, and the total each page reported. */
async function everything(db: Db, q: string, sortBy: SortBy, filters: Partial<SearchParams> = {}): Promise<{ hits: SearchHit[]; totals: number[] }> {
  const hits: SearchHit[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const part = await search(db, { q, sortBy, page, limit: 50, ...filters });
    hits.push(...part.articles);
    totals.push(part.pagination.total);
    if (part.articles.length < 50) return { hits, totals };
  }
}

const ids = (hits: SearchHit[]) => hits.map((h) => h._id);

// Accents and case, every spelling of l·l, elisions with both apostrophes, plurals and word forms,
// the prefix of the word being typed, several words, an author's name, a word never used.
const QUERIES = [
  'creació', 'CREACIO', 'Llull', 'lull', 'col·lecció', 'col.lecció', 'coŀlecció', 'colleccio', "l'art", 'l’art', 'd’una ciutat',
  'llibres', 'creacions', 'paisatges', 'filos', 'poes', 'llibre de poemes', 'Lluc Riera', 'cinema i memòria', 'zxqwv',
];

describe('search on PostgreSQL and on SQLite give the same answers', () => {
  it('the reference really is the other engine', () => {
    expect(isSqlite(sqlite)).toBe(true);
    expect(isSqlite(server.db)).toBe(false);
  });

  it.each(QUERIES)('%s: the same articles, in the same date and title order, with the same marks', async (q) => {
    for (const sortBy of ['date', 'title'] as const) {
      const [pg, lite] = await Promise.all([everything(server.db, q, sortBy), everything(sqlite, q, sortBy)]);
      expect(ids(pg.hits), `${q} by ${sortBy}`).toEqual(ids(lite.hits));
      expect(pg.totals.every((t) => t === lite.hits.length), `${q} totals`).toBe(true);
      expect(pg.hits.map((h) => [h.titleHighlight, h.snippet])).toEqual(lite.hits.map((h) => [h.titleHighlight, h.snippet]));
    }
  });

  it.each(QUERIES)('%s: by relevance, the same tiers in the same order (level of matching, then title and authors before the rest)', async (q) => {
    const [pg, lite] = await Promise.all([everything(server.db, q, 'relevance'), everything(sqlite, q, 'relevance')]);
    expect(pg.hits.length).toBe(lite.hits.length);
    const pgTiers = (await tiersOf(server.db, q, pg.hits)).map(tierNumber);
    const liteTiers = (await tiersOf(sqlite, q, lite.hits)).map(tierNumber);
    expect(ascending(pgTiers)).toBe(true);
    expect(liteTiers).toEqual(pgTiers);
    // Inside a tier only the score differs (bm25 against ts_rank): the same articles in each.
    for (const tier of new Set(pgTiers)) {
      const inTier = (hits: SearchHit[], numbers: number[]) => new Set(ids(hits.filter((_, i) => numbers[i] === tier)));
      expect(inTier(pg.hits, pgTiers)).toEqual(inTier(lite.hits, liteTiers));
    }
  });

  it('the demo magazine gives every folding case something to find', async () => {
    for (const q of QUERIES.filter((query) => query !== 'zxqwv')) {
      expect((await search(server.db, { q, sortBy: 'relevance', page: 1, limit: 1 })).pagination.total, q).toBeGreaterThan(0);
    }
  });

  it('filters by section, year and authors alike', async () => {
    const cases: Partial<SearchParams>[] = [
      { section: 'llibres' },
      { year: 2021 },
      { authors: ['Lluc Riera Tomàs', 'berta-fluvia-soler'] },
      { section: 'creacio', year: 2022 },
    ];
    for (const filters of cases) {
      for (const q of ['art', 'paisatge', 'llull']) {
        const [pg, lite] = await Promise.all([everything(server.db, q, 'date', filters), everything(sqlite, q, 'date', filters)]);
        expect(ids(pg.hits), `${q} ${JSON.stringify(filters)}`).toEqual(ids(lite.hits));
        const [pgRelevance, liteRelevance] = await Promise.all([everything(server.db, q, 'relevance', filters), everything(sqlite, q, 'relevance', filters)]);
        expect(new Set(ids(pgRelevance.hits))).toEqual(new Set(ids(liteRelevance.hits)));
      }
    }
  });

  it('leaves drafts out of a published-only search on both', async () => {
    const draft = (await search(server.db, { q: 'paisatge', sortBy: 'date', page: 1, limit: 1 })).articles[0]!._id;
    for (const db of [server.db, sqlite]) await db('articles').where('id', draft).update({ published: false });
    for (const db of [server.db, sqlite]) {
      const everyone = await everything(db, 'paisatge', 'date');
      const readers = await everything(db, 'paisatge', 'date', { publishedOnly: true });
      expect(ids(everyone.hits)).toContain(draft);
      expect(ids(readers.hits)).toEqual(ids(everyone.hits).filter((id) => id !== draft));
      const relevance = await everything(db, 'paisatge', 'relevance', { publishedOnly: true });
      expect(relevance.totals[0]).toBe(everyone.hits.length - 1);
      expect(ids(relevance.hits)).not.toContain(draft);
    }
  });
});
