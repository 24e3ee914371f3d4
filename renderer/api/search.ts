/** Search and search-analytics calls of spec §7, over the one client. */
import { API } from '../../common/api/addresses.js';
import type { ClickBody, SearchRecordBody } from '../../common/api/analytics.js';
import type { QueryOf } from '../../common/api/route.js';
import type { searchApi, SortBy } from '../../common/api/search.js';
import { call, type CallContext } from './client.js';

export const SORT_OPTIONS: readonly { value: SortBy; label: string }[] = [
  { value: 'date', label: 'Més recents' },
  { value: 'relevance', label: 'Més rellevants' },
  { value: 'title', label: 'Títol A-Z' },
];
/** The server's default order when the address names none. */
export const DEFAULT_SORT: SortBy = 'relevance';

type SearchParams = QueryOf<typeof searchApi.search>;

export function searchArticles(params: SearchParams, ctx?: CallContext) {
  const { q, section, author, year, sortBy, page, limit } = params;
  return call(API.search.search, { query: { q, section, author, year, sortBy, page, limit } }, ctx);
}

export const fetchSearchAuthors = (ctx?: CallContext) => call(API.search.authors, {}, ctx);

export const fetchSearchStats = (ctx?: CallContext) => call(API.search.stats, {}, ctx);

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
  authors: ['search', 'authors'] as const,
  stats: ['search', 'stats'] as const,
};

// ---------------------------------------------------------------------------------------------
// Search analytics (base /api/analytics)

export const postSearchRecord = (body: SearchRecordBody) => call(API.analytics.record, { body });

/** The spec's click record: the clicked result's index (from 0), ms since the results showed, whether the reader scrolled. */
export const putSearchClick = (id: number, body: ClickBody) => call(API.analytics.click, { params: { id }, body });
