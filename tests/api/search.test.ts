import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAccents } from '../../common/authors.js';
import { articleDataToIso } from '../../common/dates.js';
import { escapeHtml, htmlToPlainLine, truncateText } from '../../common/html.js';
import { summarySource } from '../../common/cards.js';
import { SECTION_KEYS } from '../../common/sections.js';
import type { Article, Author, IssueWithArticles, Pagination } from '../../common/types.js';
import { SNIPPET_LENGTH, type SearchHit } from '../../common/api/search.js';
import { ensureSearchIndex } from '../../server/search/engine.js';
import { matchExpression, matchSetExpression, queryTerms } from '../../server/search/normalise.js';
import { tsqueryText } from '../../server/search/postgresQueries.js';
import { contentWriter, startTestServer, testDialect, type TestServer } from './harness.js';
import { ascending, tierNumber, tiersOf } from './searchTiers.js';

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

const json = <T>(path: string, status = 200) => server.json<T>(path, status);

const search = (query: string) => json<Results>(`/api/search?${query}`);
const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);
const titles = (r: Results) => r.articles.map((a) => htmlToPlainLine(a.title));
const ids = (r: Results) => r.articles.map((a) => a._id).sort();
const rows = async (table: string) => Number((await server.db(table).count<{ n: number }[]>({ n: '*' }).first())?.n);
/** Entries of the title-and-authors index: FTS5's kept head texts, or the documents with vectors on PostgreSQL. */
const headEntries = async () =>
  testDialect() === 'sqlite'
    ? rows('search_head_text')
    : Number((await server.db('search_documents').whereNotNull('head_vector').whereNotNull('full_vector').count<{ n: number }[]>({ n: '*' }).first())?.n);

describe('GET /api/search: matching the way Catalan is written', () => {
  it('answers in the shape of spec §7, 12 per page, with marked titles and snippets', async () => {
    const body = await q('Llull');
    expect(body.pagination).toMatchObject({ page: 1, limit: 12 });
    expect(body.pagination.total).toBeGreaterThan(5);
    expect(body.pagination.pages).toBe(Math.ceil(body.pagination.total / 12));
    expect(body.articles.length).toBe(Math.min(12, body.pagination.total));
    const first = body.articles[0]!;
    expect(first).toMatchObject({ _id: expect.any(String), section: expect.any(String), url: expect.any(String), authors: expect.any(Array) });
    expect(first.titleHighlight).toContain('<mark>Llull</mark>');
    expect(body.articles.some((a) => a.snippet?.includes('<mark>'))).toBe(true);
  });

  it('gives each result as its card draws it: no body or summary, the summary’s start when nothing in it matched', async () => {
    const body = await q('Riera', '&limit=50');
    const drawn = new Set(['_id', 'title', 'section', 'url', 'authors', 'imageCard', 'imageCardAlt', 'data', 'status', 'titleHighlight', 'snippet']);
    for (const hit of body.articles) expect(Object.keys(hit).filter((key) => !drawn.has(key))).toEqual([]);
    // Matched by the author's name only: the card shows the opening of the summary (or of the paragraphs).
    const unmarked = body.articles.filter((hit) => !hit.snippet?.includes('<mark>'));
    expect(unmarked.length).toBeGreaterThan(0);
    for (const hit of unmarked) {
      const article = await json<Article>(`/api/articles/${hit.section}/${hit.url}`);
      expect(hit.snippet).toBe(escapeHtml(truncateText(htmlToPlainLine(summarySource(article)), SNIPPET_LENGTH)));
    }
  });

  it('is accent- and case-insensitive', async () => {
    const plain = await q('creacio');
    const accented = await q('CREACIÓ');
    expect(plain.pagination.total).toBeGreaterThan(0);
    expect(ids(plain)).toEqual(ids(accented));
  });

  it('finds Llull when typed lull', async () => {
    const typed = await q('lull');
    expect(typed.pagination.total).toBeGreaterThan(0);
    expect(ids(typed)).toEqual(ids(await q('Llull')));
  });

  it('finds col·lecció however the l·l is typed', async () => {
    const forms = await Promise.all(['col·lecció', 'col.lecció', 'colleccio', 'coŀlecció'].map((f) => q(f)));
    expect(forms[0]!.pagination.total).toBeGreaterThan(0);
    for (const form of forms) expect(ids(form)).toEqual(ids(forms[0]!));
    expect(forms[0]!.articles.some((a) => /col·lecci/i.test(`${a.snippet} ${a.title}`))).toBe(true);
  });

  it("finds the word after an elision: art finds L'art", async () => {
    const body = await q('art');
    expect(titles(body).some((t) => /\bL['’]art\b/i.test(t))).toBe(true);
    expect(ids(await q("l'art"))).toEqual(ids(await q('art')));
  });

  it('matches the word being typed as a prefix: filos finds filosofia', async () => {
    const body = await q('filos');
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.articles[0]!.titleHighlight + (body.articles[0]!.snippet ?? '')).toMatch(/<mark>filos[^<]*<\/mark>/i);
  });

  it('matches word forms: llibres finds the title with "Llibre"', async () => {
    // 'llibres' is not the last word, so it is no prefix: only its stems can reach the singular.
    const body = await q('llibres meravelles');
    expect(titles(body).some((t) => /Llibre de meravelles/.test(t))).toBe(true);
  });

  it('puts title matches above summary and body matches', async () => {
    const body = await q('cinema');
    const inTitle = body.articles.map((a) => /cinem/i.test(htmlToPlainLine(a.title)));
    // Every title match comes before the first article that only mentions cinema elsewhere.
    const firstWithout = inTitle.indexOf(false);
    expect(inTitle[0]).toBe(true);
    if (firstWithout !== -1) expect(inTitle.slice(firstWithout).every((v) => !v)).toBe(true);
  });

  it('ranks, at each level of matching, every title or author match above every match in the summary or body only, on every page', async () => {
    const all: SearchHit[] = [];
    for (let page = 1; page === 1 || all.length < 150; page++) {
      const part = await q('paisatge', `&limit=50&page=${page}`);
      all.push(...part.articles);
      if (part.articles.length < 50) break;
    }
    // Read from the articles themselves (not the index): the level each matches at, and whether in its title or authors.
    const tiers = await tiersOf(server.db, 'paisatge', all);
    expect(ascending(tiers.map(tierNumber))).toBe(true);
    const firstBodyOnly = tiers.findIndex((tier) => !tier.head);
    expect(firstBodyOnly).toBeGreaterThan(0);
    // Pages of 7 cut across the boundary between the tiers: read in turn they give the same order.
    const pages: string[] = [];
    for (let page = 1; pages.length < firstBodyOnly + 14; page++) {
      const part = await q('paisatge', `&limit=7&page=${page}`);
      pages.push(...part.articles.map((a) => a._id));
    }
    expect(pages).toEqual(all.slice(0, pages.length).map((a) => a._id));
  });

  it('counts exactly the articles the index matches (on SQLite with a shorter expression that matches the same)', async () => {
    const fts5 = async (expression: string) =>
      Number((await server.db.raw<{ n: number }[]>('select count(*) as n from search_index where search_index match ?', [expression]))[0]!.n);
    const tsvector = async (query: string) =>
      Number((await server.db('search_documents').count<{ n: string }[]>({ n: '*' }).whereRaw("full_vector @@ to_tsquery('revista', ?)", [query]).first())?.n);
    for (const query of ['llibres', 'poesia', 'col·lecció', "l'art", 'filos', 'creacions', 'mar', 'Lluc Riera', 'llibre de poemes', 'xe']) {
      const terms = queryTerms(query);
      const matched = testDialect() === 'sqlite' ? await fts5(matchExpression(terms)) : await tsvector(tsqueryText(terms));
      expect((await q(query)).pagination.total, query).toBe(matched);
      if (testDialect() === 'sqlite') expect(await fts5(matchSetExpression(terms)), query).toBe(matched);
    }
  });

  it("brings up an author's articles by the author's name", async () => {
    const body = await q('Lluc Riera');
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.articles[0]!.authors).toContain('Lluc Riera Tomàs');
  });

  it('treats everything a reader can type as text, never as query syntax', async () => {
    const llull = await q('llull');
    for (const odd of ['"llull', 'llull"', 'llull*', '-llull', '+llull', '(llull', 'llull)', '^llull', 'llull:', '{llull}']) {
      expect(ids(await q(odd)), odd).toEqual(ids(llull));
    }
    for (const odd of ['"', '***', '(', ')', 'NEAR(a b)', 'AND', 'llull OR', 'NOT llull', "'", '\\', '%', '_']) {
      const res = await server.get(`/api/search?q=${encodeURIComponent(odd)}`);
      expect(res.status, odd).toBe(200);
    }
    expect((await q('"')).pagination.total).toBe(0);
  });

  it('finds nothing for a word the magazine never used', async () => {
    const body = await q('zxqwv');
    expect(body).toEqual({ articles: [], pagination: { page: 1, pages: 1, total: 0, limit: 12 } });
  });
});

describe('GET /api/search: filters, order and pages', () => {
  it('filters by section', async () => {
    const body = await q('llull', '&section=llibres');
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.articles.every((a) => a.section === 'llibres')).toBe(true);
    expect(body.pagination.total).toBeLessThan((await q('llull')).pagination.total);
  });

  it('filters by year', async () => {
    const all = await q('cinema', '&limit=50');
    const year = Number(articleDataToIso(all.articles[0]!.data)!.slice(0, 4));
    const body = await q('cinema', `&year=${year}&limit=50`);
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.articles.every((a) => articleDataToIso(a.data)!.startsWith(String(year)))).toBe(true);
  });

  it('filters by author name, slug, and by several authors', async () => {
    const byName = await q('llull', `&author=${encodeURIComponent('Lluc Riera Tomàs')}`);
    expect(byName.pagination.total).toBeGreaterThan(0);
    expect(byName.articles.every((a) => a.authors.includes('Lluc Riera Tomàs'))).toBe(true);
    const slug = (await server.db('authors').where('name', 'Lluc Riera Tomàs').first()).slug as string;
    expect(ids(await q('llull', `&author=${slug}`))).toEqual(ids(byName));
    const two = await q('llull', `&authors=${encodeURIComponent('Lluc Riera Tomàs')}&authors=${encodeURIComponent('Berta Fluvià Soler')}`);
    expect(two.pagination.total).toBeGreaterThan(byName.pagination.total);
    expect(two.articles.every((a) => a.authors.includes('Lluc Riera Tomàs') || a.authors.includes('Berta Fluvià Soler'))).toBe(true);
  });

  it('orders newest first with sortBy=date', async () => {
    const body = await q('art', '&sortBy=date&limit=30');
    const dates = body.articles.map((a) => articleDataToIso(a.data)!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('orders by title with sortBy=title, ignoring accents and markup', async () => {
    const body = await q('art', '&sortBy=title&limit=30');
    // An apostrophe, the typewriter's or the typesetter's, is a word's edge (server/search/normalise.ts).
    const keys = titles(body).map((t) => foldAccents(t).replace(/['’]/g, ' ').replace(/^[^a-z0-9]+/, ''));
    expect(keys).toEqual([...keys].sort());
  });

  it('pages without overlap, and past the end keeps the total', async () => {
    const one = await q('art', '&limit=5&page=1');
    const two = await q('art', '&limit=5&page=2');
    expect(two.pagination.page).toBe(2);
    expect(two.articles.some((a) => ids(one).includes(a._id))).toBe(false);
    const past = await q('art', '&limit=5&page=999');
    expect(past.articles).toEqual([]);
    expect(past.pagination.total).toBe(one.pagination.total);
  });
});

describe('GET /api/search: bad input is a 400 with a clear message', () => {
  const cases: [string, RegExp][] = [
    ['', /q: cal dir quines paraules voleu cercar/],
    ['q=', /q: cal dir quines paraules voleu cercar/],
    ['q=%20%20%20', /q: cal dir quines paraules voleu cercar/],
    [`q=${'a'.repeat(201)}`, /q: ha de tenir com a màxim 200 caràcters/],
    ['q=art&section=poesia', /section: ha de ser articles, creacio, /],
    ['q=art&sortBy=popular', /sortBy: ha de ser date, relevance o title/],
    ['q=art&page=0', /page: ha de ser com a mínim 1/],
    ['q=art&year=abc', /year: ha de ser un nombre/],
    ['q=art&limit=-3', /limit: ha de ser com a mínim 1/],
    ['q=art&q=cinema', /q/],
  ];
  it.each(cases)('?%s', async (query, message) => {
    const res = await server.get(`/api/search?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(message);
  });

  it('clamps a huge limit instead of failing', async () => {
    const body = await q('art', '&limit=100000');
    expect(body.pagination.limit).toBe(50);
  });
});

describe('the other search calls', () => {
  it('/api/search/text pages by 10 and ranks by relevance', async () => {
    const body = await json<Results>('/api/search/text?q=cinema');
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(body.articles.length).toBe(Math.min(10, body.pagination.total));
    expect(ids(body)).toEqual(ids(await q('cinema', '&limit=10')));
    expect((await server.get('/api/search/text')).status).toBe(400);
  });

  it('/api/search/authors lists everyone credited, with article counts, by name', async () => {
    const { authors } = await json<{ authors: { name: string; count: number }[] }>('/api/search/authors');
    expect(authors.length).toBeGreaterThan(10);
    expect(authors.every((a) => a.count > 0)).toBe(true);
    const names = authors.map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The filter offers names; a facet carries nothing the filter does not draw.
    expect(authors.every((a) => Object.keys(a).sort().join() === 'count,name')).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('/api/search/sections gives the six sections with their display names and counts', async () => {
    const { sections } = await json<{ sections: { section: string; name: string; count: number }[] }>('/api/search/sections');
    expect(sections.map((s) => s.section)).toEqual([...SECTION_KEYS]);
    expect(sections.find((s) => s.section === 'creacio')?.name).toBe('Creació');
    const total = Number((await server.db('articles').count({ n: '*' }).first())!.n);
    expect(sections.reduce((sum, s) => sum + s.count, 0)).toBe(total);
  });

  it('/api/search/stats reports every article indexed and the years', async () => {
    const stats = await json<{ totalArticles: number; indexedArticles: number; totalAuthors: number; totalSections: number; years: { year: number; count: number }[] }>('/api/search/stats');
    expect(stats.indexedArticles).toBe(stats.totalArticles);
    expect(stats.totalSections).toBe(6);
    expect(stats.years[0]!.year).toBeGreaterThan(stats.years[stats.years.length - 1]!.year);
    expect(stats.years.reduce((sum, y) => sum + y.count, 0)).toBe(stats.totalArticles);
  });
});

describe('the index follows every write', () => {
  it('an author renamed through the API is found by the new name', async () => {
    const row = await server.db('authors').where('name', 'Lluc Riera Tomàs').first();
    expect((await q('Zacaries')).pagination.total).toBe(0);
    const res = await server.send('PUT', `/api/authors/${row.id as string}`, { name: 'Lluc Zacaries Tomàs' }, { admin: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Author).name).toBe('Lluc Zacaries Tomàs');
    const found = await q('Zacaries');
    expect(found.pagination.total).toBeGreaterThan(0);
    // The articles still credit the name they were signed with, which stays searchable.
    expect(ids(await q('Lluc Riera'))).toEqual(expect.arrayContaining(ids(found).slice(0, 3)));
  });

  it('an edition written again (as the import does) is found by its new text only', async () => {
    const { issue, articles } = await json<IssueWithArticles>('/api/issues/numberdata/12');
    const full = await Promise.all(articles.map((a) => json<Article>(`/api/articles/${a.section}/${a.url}`)));
    const first = full[0]!;
    const oldWord = 'Xilòfon';
    expect((await q(oldWord)).pagination.total).toBe(0);
    const changed = [{ ...first, title: `${first.title} i el ${oldWord}` }, ...full.slice(1)];
    await contentWriter(server.db, server.events).write((w) => w.replaceIssue(issue, changed));
    expect(ids(await q('xilofon'))).toEqual([first._id]);
    // Written again without that article: it is gone from the results too.
    await contentWriter(server.db, server.events).write((w) => w.replaceIssue({ ...issue, articlesOrder: issue.articlesOrder.filter((id) => id !== first._id) }, full.slice(1)));
    expect((await q('xilofon', '&sortBy=date')).pagination.total).toBe(0);
    expect((await q('xilofon')).pagination.total).toBe(0);
    expect(await headEntries()).toBe(await rows('search_documents'));
    const stats = await json<{ totalArticles: number; indexedArticles: number }>('/api/search/stats');
    expect(stats.indexedArticles).toBe(stats.totalArticles);
  });

  it('an article deleted outright (not through the content area) is never found, and its entry is reclaimed when the server opens the database', async () => {
    const [gone] = (await server.db('articles').select('id', 'title').orderBy('id').limit(1)) as { id: string; title: string }[];
    await server.db('articles').where('id', gone!.id).delete();
    // The delete cascades to search_documents (and its vectors); what FTS5 still holds goes when the database is opened.
    server.events.heard('unknown');
    expect((await q(htmlToPlainLine(gone!.title))).articles.map((a) => a._id)).not.toContain(gone!.id);
    await ensureSearchIndex(server.db);
    expect(await headEntries()).toBe(await rows('search_documents'));
    expect((await q(htmlToPlainLine(gone!.title))).articles.map((a) => a._id)).not.toContain(gone!.id);
  });

  it('a magazine indexed by an older version (no head index; on PostgreSQL, no vectors) is completed when the server opens it', async () => {
    const before = titles(await q('paisatge'));
    if (testDialect() === 'sqlite') {
      await server.db.raw("INSERT INTO search_heads(search_heads) VALUES('delete-all')");
      await server.db('search_head_text').delete();
    } else {
      // Documents written before migration 012 have no vectors.
      await server.db('search_documents').update({ head_vector: null, full_vector: null });
    }
    server.events.heard('unknown');
    expect(titles(await q('paisatge'))).not.toEqual(before);
    expect(await ensureSearchIndex(server.db)).toBe(true);
    server.events.heard('unknown');
    expect(titles(await q('paisatge'))).toEqual(before);
    expect(await ensureSearchIndex(server.db)).toBe(false);
  });
});
