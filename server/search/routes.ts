/** Search calls of spec §7 under /api/search. HTTP only: parse, call, reply. */
import { Router, type Request } from 'express';
import type { ResponseOf } from '../../common/api/route.js';
import { searchApi as api } from '../../common/api/search.js';
import { SECTION_KEYS, sectionName } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import type { ResponseCache } from '../http/cache.js';
import { parseQuery } from '../http/validate.js';
import * as engine from './engine.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

export function searchRoutes(db: Db, cache: ResponseCache): Router {
  const cachedJson = cache.json;
  const r = Router();

  r.get(
    '/',
    cachedJson<Answer<'search'>>(async (req: Request, audience) => {
      const p = parseQuery(api.search.query, req);
      const authors = [...(p.authors ?? []), ...(p.author ? [p.author] : [])];
      return engine.search(db, { q: p.q, section: p.section, authors, year: p.year, sortBy: p.sortBy, page: p.page, limit: p.limit, publishedOnly: audience === 'public' });
    }),
  );

  r.get(
    '/text',
    cachedJson<Answer<'text'>>(async (req: Request, audience) => {
      const p = parseQuery(api.text.query, req);
      return engine.search(db, { q: p.q, sortBy: 'relevance', page: p.page, limit: p.limit, publishedOnly: audience === 'public' });
    }),
  );

  r.get('/authors', cachedJson<Answer<'authors'>>(async (_req, audience) => ({ authors: await engine.authorFacets(db, audience) })));

  r.get(
    '/sections',
    cachedJson<Answer<'sections'>>(async (_req, audience) => {
      const counts = await engine.sectionCounts(db, audience);
      return { sections: SECTION_KEYS.map((key) => ({ section: key, name: sectionName(key), count: counts.get(key) ?? 0 })) };
    }),
  );

  r.get(
    '/stats',
    cachedJson<Answer<'stats'>>(async (_req, audience) => {
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
