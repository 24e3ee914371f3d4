/**
 * The reader API answered in-process for server rendering: the renderer's own query functions run
 * on the server and ask for `/api/...` addresses; this answers them from the same query modules the
 * API routes call (content, authors, search), with no HTTP round trip. Only the reads reader pages
 * make are here; any other address is refused, so the page renders it as the browser would before
 * its data arrives and the browser fetches it after hydration.
 */
import { PAGE_SIZES } from '../../common/constants.js';
import { isSectionKey } from '../../common/sections.js';
import * as authors from '../authors/queries.js';
import * as content from '../content/queries.js';
import type { Audience } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import * as search from '../search/engine.js';

/** The answer an API route would give with this status (the renderer raises HttpStatusError). */
export class ReaderApiStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP error! status: ${status}`);
  }
}

export type ReaderApi = (address: string) => Promise<unknown>;

const MAX_LIMIT = 100;

function whole(value: string | null, fallback: number, min = 1, max = 1_000_000): number {
  if (value === null || value === '') return fallback;
  if (!/^\d{1,7}$/.test(value)) throw new ReaderApiStatus(400);
  const n = Number(value);
  if (n < min || n > max) throw new ReaderApiStatus(400);
  return n;
}

const limitOf = (q: URLSearchParams, fallback: number) => Math.min(whole(q.get('limit'), fallback), MAX_LIMIT);
const optionalWhole = (value: string | null) => (value === null ? undefined : whole(value, 0, 0));
const found = <T>(value: T | null): T => {
  if (value === null) throw new ReaderApiStatus(404);
  return value;
};

type Handler = (match: string[], q: URLSearchParams) => Promise<unknown>;

export function readerApi(db: Db, audience: Audience): ReaderApi {
  const authorBySlug = async (slug: string) => found(await authors.authorBySlug(db, slug, audience));
  const routes: [RegExp, Handler][] = [
    [/^\/issues\/latest$/, async () => found(await content.latestIssueWithArticles(db, audience))],
    [/^\/issues\/numberdata\/(\d{1,7})$/, async ([n]) => found(await content.issueWithArticles(db, Number(n), audience))],
    [/^\/issues\/years$/, async () => ({ years: await content.issueYears(db, audience) })],
    [
      /^\/issues$/,
      (_, q) => content.listIssues(db, whole(q.get('page'), 1), limitOf(q, PAGE_SIZES.default), optionalWhole(q.get('year')), audience),
    ],
    [
      /^\/articles$/,
      (_, q) => {
        const section = q.get('section') ?? undefined;
        if (section !== undefined && !isSectionKey(section)) throw new ReaderApiStatus(400);
        const names = [...q.getAll('authors'), ...q.getAll('author')];
        const limit = limitOf(q, section ? PAGE_SIZES.genericSection : PAGE_SIZES.default);
        const filters = { section, authors: names, year: optionalWhole(q.get('year')), issue: optionalWhole(q.get('issue')) };
        return content.listArticles(db, filters, whole(q.get('page'), 1), limit, audience);
      },
    ],
    [
      /^\/articles\/([^/]+)\/([^/]+)$/,
      async ([section, url]) => found(isSectionKey(section!) ? await content.articleBySectionAndUrl(db, section, url!, audience) : null),
    ],
    [
      /^\/authors$/,
      (_, q) => {
        const sort = q.get('sort') ?? 'name';
        if (sort !== 'name' && sort !== 'articles' && sort !== 'recent') throw new ReaderApiStatus(400);
        const query = { page: whole(q.get('page'), 1), limit: limitOf(q, PAGE_SIZES.default), sort, specialty: q.get('specialty') ?? undefined, search: q.get('search') ?? undefined } as const;
        return authors.listAuthors(db, query, audience);
      },
    ],
    [/^\/authors\/specialties$/, async () => ({ specialties: await authors.specialties(db, audience) })],
    [/^\/authors\/slug\/([^/]+)$/, ([slug]) => authorBySlug(slug!)],
    [
      /^\/authors\/slug\/([^/]+)\/articles$/,
      async ([slug], q) =>
        authors.authorArticles(db, (await authorBySlug(slug!))._id, whole(q.get('page'), 1), limitOf(q, PAGE_SIZES.authorArticles), audience),
    ],
    [/^\/authors\/slug\/([^/]+)\/stats$/, async ([slug]) => authors.authorStats(db, (await authorBySlug(slug!))._id, audience)],
    [
      /^\/search$/,
      (_, q) => {
        const text = (q.get('q') ?? '').trim();
        const sortBy = q.get('sortBy') ?? 'relevance';
        const section = q.get('section') ?? undefined;
        if (!text || text.length > 200 || (sortBy !== 'date' && sortBy !== 'relevance' && sortBy !== 'title')) throw new ReaderApiStatus(400);
        if (section !== undefined && !isSectionKey(section)) throw new ReaderApiStatus(400);
        return search.search(db, {
          q: text,
          section,
          authors: [...q.getAll('authors'), ...q.getAll('author')],
          year: optionalWhole(q.get('year')),
          sortBy,
          page: whole(q.get('page'), 1),
          limit: Math.min(whole(q.get('limit'), PAGE_SIZES.searchPage), 50),
          publishedOnly: audience === 'public',
        });
      },
    ],
    [/^\/search\/authors$/, async () => ({ authors: await search.authorFacets(db, audience) })],
    [
      /^\/search\/stats$/,
      async () => {
        const [totals, sections, years] = await Promise.all([
          search.indexTotals(db, audience),
          search.sectionCounts(db, audience),
          search.yearCounts(db, audience),
        ]);
        return {
          totalArticles: totals.articles,
          indexedArticles: totals.documents,
          totalAuthors: totals.authors,
          totalSections: [...sections.values()].filter((n) => n > 0).length,
          years,
        };
      },
    ],
  ];

  return async (address) => {
    const url = new URL(address, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new ReaderApiStatus(404);
    const path = url.pathname.slice('/api'.length);
    for (const [pattern, handle] of routes) {
      const match = pattern.exec(path);
      if (!match) continue;
      const params = match.slice(1).map((p) => decodeURIComponent(p));
      // A JSON round trip: the renderer receives exactly what the API would send (no Dates, no undefined).
      return JSON.parse(JSON.stringify(await handle(params, url.searchParams))) as unknown;
    }
    throw new ReaderApiStatus(404);
  };
}
