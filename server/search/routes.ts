/** Search calls of spec §7 under /api/search, one handler per route of searchApi. */
import type { searchApi } from '../../common/api/search.js';
import { SECTION_KEYS, sectionName } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import type { Handlers } from '../http/mount.js';
import * as engine from './engine.js';

export function searchHandlers(db: Db): Handlers<typeof searchApi> {
  return {
    search: ({ query: p }, { audience }) => {
      const authors = [...(p.authors ?? []), ...(p.author ? [p.author] : [])];
      return engine.search(db, { q: p.q, section: p.section, authors, year: p.year, sortBy: p.sortBy, page: p.page, limit: p.limit, publishedOnly: audience === 'public' });
    },
    text: ({ query: p }, { audience }) => engine.search(db, { q: p.q, sortBy: 'relevance', page: p.page, limit: p.limit, publishedOnly: audience === 'public' }),
    authors: async (_input, { audience }) => ({ authors: await engine.authorFacets(db, audience) }),
    sections: async (_input, { audience }) => {
      const counts = await engine.sectionCounts(db, audience);
      return { sections: SECTION_KEYS.map((key) => ({ section: key, name: sectionName(key), count: counts.get(key) ?? 0 })) };
    },
    stats: async (_input, { audience }) => {
      const totals = await engine.indexTotals(db, audience);
      const sections = await engine.sectionCounts(db, audience);
      return {
        totalArticles: totals.articles,
        indexedArticles: totals.documents,
        totalAuthors: totals.authors,
        totalSections: [...sections.values()].filter((n) => n > 0).length,
        years: await engine.yearCounts(db, audience),
      };
    },
  };
}
