/**
 * The search page's reads as the page asks for them (and the server, before drawing them): the
 * results, one page and how long it took; and the filters' authors and years, shown with them.
 */
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../common/constants.js';
import { fetchSearchAuthors, fetchSearchStats, searchArticles, searchKeys } from '../../api/search.js';
import type { SearchState } from './searchState.js';

export const searchResultsQuery = (state: SearchState) =>
  queryOptions({
    queryKey: searchKeys.results({ ...state, limit: PAGE_SIZES.searchPage }),
    queryFn: async (ctx) => {
      const started = performance.now();
      const data = await searchArticles({ ...state, limit: PAGE_SIZES.searchPage }, ctx);
      return { data, took: performance.now() - started };
    },
    retry: false,
  });

export const searchAuthorsQuery = () => queryOptions({ queryKey: searchKeys.authors, queryFn: (ctx) => fetchSearchAuthors(ctx), staleTime: 300_000 });

export const searchStatsQuery = () => queryOptions({ queryKey: searchKeys.stats, queryFn: (ctx) => fetchSearchStats(ctx), staleTime: 300_000 });
