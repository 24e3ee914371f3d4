/**
 * The reader API answered in-process for server rendering: the renderer's own query functions run
 * on the server and ask for `/api/...` addresses; this answers them from the same query modules the
 * API routes call (content, authors, search), with no HTTP round trip. Only the reads reader pages
 * make are here; any other address is refused, so the page renders it as the browser would before
 * its data arrives and the browser fetches it after hydration.
 */
import type { z } from 'zod';
import { authorsApi } from '../../common/api/authors.js';
import { contentApi } from '../../common/api/content.js';
import type { ApiRoute, ResponseOf } from '../../common/api/route.js';
import { searchApi } from '../../common/api/search.js';
import { PAGE_SIZES } from '../../common/constants.js';
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

type ReaderApi = (address: string) => Promise<unknown>;

const found = <T>(value: T | null): T => {
  if (value === null) throw new ReaderApiStatus(404);
  return value;
};

/** Validates as the API route does, with the contract's schema: a query as Express reads it (a repeated key is a list). */
function valid<T extends z.ZodType>(schema: T | undefined, value: unknown): z.output<T> {
  const result = schema?.safeParse(value);
  if (!result?.success) throw new ReaderApiStatus(400);
  return result.data;
}

function queryObject(q: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(q.keys())) {
    const all = q.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  return raw;
}

/** One in-process read: the contract's path (it names the parameters), and the answer its route gives. */
interface Read {
  path: string;
  answer(params: Record<string, string>, q: URLSearchParams): Promise<unknown>;
}
const read = <R extends ApiRoute>(route: R, answer: (params: Record<string, string>, q: URLSearchParams) => Promise<ResponseOf<R>>): Read => ({
  path: route.path,
  answer,
});

/** '/articles/{section}/{url}' → a pattern that captures each parameter by name. */
function pattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${escaped}$`);
}

export function readerApi(db: Db, audience: Audience): ReaderApi {
  const authorBySlug = async (slug: string) => found(await authors.authorBySlug(db, slug, audience));
  const reads: Read[] = [
    read(contentApi.latestIssue, async () => found(await content.latestIssueWithArticles(db, audience))),
    read(contentApi.issueWithArticles, async (p) =>
      found(await content.issueWithArticles(db, valid(contentApi.issueWithArticles.params, p).number, audience)),
    ),
    read(contentApi.issueYears, async () => ({ years: await content.issueYears(db, audience) })),
    read(contentApi.listIssues, (_, q) => {
      const query = valid(contentApi.listIssues.query, queryObject(q));
      return content.listIssues(db, query.page, query.limit, query.year, audience);
    }),
    read(contentApi.listArticles, (_, q) => {
      const query = valid(contentApi.listArticles.query, queryObject(q));
      // As the API route: sections page by 15 and everything else by 10 (spec §7).
      const limit = query.limit || (query.section ? PAGE_SIZES.genericSection : PAGE_SIZES.default);
      const names = [...(query.authors ?? []), ...(query.author ? [query.author] : [])];
      return content.listArticles(db, { section: query.section, authors: names, year: query.year, issue: query.issue }, query.page, limit, audience);
    }),
    read(contentApi.articleBySectionAndUrl, async (p) => {
      const { section, url } = valid(contentApi.articleBySectionAndUrl.params, p);
      return found(await content.articleBySectionAndUrl(db, section, url, audience));
    }),
    read(authorsApi.list, (_, q) => authors.listAuthors(db, valid(authorsApi.list.query, queryObject(q)), audience)),
    read(authorsApi.specialties, async () => ({ specialties: await authors.specialties(db, audience) })),
    read(authorsApi.bySlug, (p) => authorBySlug(valid(authorsApi.bySlug.params, p).slug)),
    read(authorsApi.articlesBySlug, async (p, q) => {
      const { page, limit } = valid(authorsApi.articlesBySlug.query, queryObject(q));
      return authors.authorArticles(db, (await authorBySlug(valid(authorsApi.articlesBySlug.params, p).slug))._id, page, limit, audience);
    }),
    read(authorsApi.statsBySlug, async (p) => authors.authorStats(db, (await authorBySlug(valid(authorsApi.statsBySlug.params, p).slug))._id, audience)),
    read(searchApi.search, (_, q) => {
      const query = valid(searchApi.search.query, queryObject(q));
      const names = [...(query.authors ?? []), ...(query.author ? [query.author] : [])];
      return search.search(db, {
        q: query.q,
        section: query.section,
        authors: names,
        year: query.year,
        sortBy: query.sortBy,
        page: query.page,
        limit: query.limit,
        publishedOnly: audience === 'public',
      });
    }),
    read(searchApi.authors, async () => ({ authors: await search.authorFacets(db, audience) })),
    read(searchApi.stats, async () => {
      const [totals, sections, years] = await Promise.all([search.indexTotals(db, audience), search.sectionCounts(db, audience), search.yearCounts(db, audience)]);
      return {
        totalArticles: totals.articles,
        indexedArticles: totals.documents,
        totalAuthors: totals.authors,
        totalSections: [...sections.values()].filter((n) => n > 0).length,
        years,
      };
    }),
  ];
  const routes = reads.map((r) => ({ ...r, pattern: pattern(r.path) }));

  return async (address) => {
    const url = new URL(address, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new ReaderApiStatus(404);
    const path = url.pathname.slice('/api'.length);
    for (const r of routes) {
      const match = r.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      // A JSON round trip: the renderer receives exactly what the API would send (no Dates, no undefined).
      return JSON.parse(JSON.stringify(await r.answer(params, url.searchParams))) as unknown;
    }
    throw new ReaderApiStatus(404);
  };
}
