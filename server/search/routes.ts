/** Search calls of spec §7 under /api/search. HTTP only: parse, call, reply. */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { PAGE_SIZES } from '../../common/constants.js';
import { SECTION_KEYS, sectionName } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import type { ResponseCache } from '../http/cache.js';
import { intParam, pageParam, parseQuery, singleString, stringList } from '../http/validate.js';
import * as engine from './engine.js';

/** Result pages are built with snippets, so pages stay small. */
const MAX_SEARCH_LIMIT = 50;

const queryText = z
  .string({ message: 'q is required: give the words to search for' })
  .trim()
  .min(1, 'q is required: give the words to search for')
  .max(200, 'q must be at most 200 characters');

const limit = (fallback: number) =>
  z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .transform((n) => Math.min(n, MAX_SEARCH_LIMIT))
    .default(fallback);

const searchQuery = z.object({
  q: queryText,
  section: z.enum(SECTION_KEYS, { message: `section must be one of: ${SECTION_KEYS.join(', ')}` }).optional(),
  author: singleString.min(1, 'author must not be empty').max(200).optional(),
  authors: stringList,
  year: intParam('year', 1900, 2999).optional(),
  sortBy: z.enum(['date', 'relevance', 'title'], { message: 'sortBy must be one of: date, relevance, title' }).default('relevance'),
  page: pageParam,
  limit: limit(PAGE_SIZES.searchPage),
});

const textQuery = z.object({ q: queryText, page: pageParam, limit: limit(PAGE_SIZES.textSearch) });

export function searchRoutes(db: Db, cache: ResponseCache): Router {
  const cachedJson = cache.json;
  const r = Router();

  r.get(
    '/',
    cachedJson(async (req: Request, audience) => {
      const p = parseQuery(searchQuery, req);
      const authors = [...(p.authors ?? []), ...(p.author ? [p.author] : [])];
      return engine.search(db, { q: p.q, section: p.section, authors, year: p.year, sortBy: p.sortBy, page: p.page, limit: p.limit, publishedOnly: audience === 'public' });
    }),
  );

  r.get(
    '/text',
    cachedJson(async (req: Request, audience) => {
      const p = parseQuery(textQuery, req);
      return engine.search(db, { q: p.q, sortBy: 'relevance', page: p.page, limit: p.limit, publishedOnly: audience === 'public' });
    }),
  );

  r.get('/authors', cachedJson(async (_req, audience) => ({ authors: await engine.authorFacets(db, audience) })));

  r.get(
    '/sections',
    cachedJson(async (_req, audience) => {
      const counts = await engine.sectionCounts(db, audience);
      return { sections: SECTION_KEYS.map((key) => ({ section: key, name: sectionName(key), count: counts.get(key) ?? 0 })) };
    }),
  );

  r.get(
    '/stats',
    cachedJson(async (_req, audience) => {
      const totals = await engine.indexTotals(db, audience);
      const sections = await engine.sectionCounts(db, audience);
      return {
        totalArticles: totals.articles,
        indexedArticles: totals.documents,
        totalAuthors: totals.authors,
        totalSections: [...sections.values()].filter((n) => n > 0).length,
        years: await engine.yearCounts(db, audience),
      };
    }),
  );

  return r;
}
