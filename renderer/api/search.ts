/** Search and search-analytics calls of spec §7, typed over the one fetch client from the contract. */
import type { analyticsApi, ClickBody, SearchRecordBody } from '../../common/api/analytics.js';
import type { QueryOf, ResponseOf } from '../../common/api/route.js';
import type { searchApi, SortBy } from '../../common/api/search.js';
import { apiFetch } from './client.js';

export const SORT_OPTIONS: readonly { value: SortBy; label: string }[] = [
  { value: 'date', label: 'Més recents' },
  { value: 'relevance', label: 'Més rellevants' },
  { value: 'title', label: 'Títol A-Z' },
];
/** The server's default order when the address names none. */
export const DEFAULT_SORT: SortBy = 'relevance';

type SearchParams = QueryOf<typeof searchApi.search>;

export function searchArticles(params: SearchParams, signal?: AbortSignal): Promise<ResponseOf<typeof searchApi.search>> {
  const { q, section, author, year, sortBy, page, limit } = params;
  return apiFetch('/search', { query: { q, section, author, year, sortBy, page, limit }, signal });
}

export function fetchSearchAuthors(signal?: AbortSignal): Promise<ResponseOf<typeof searchApi.authors>> {
  return apiFetch('/search/authors', { signal });
}

export function fetchSearchStats(signal?: AbortSignal): Promise<ResponseOf<typeof searchApi.stats>> {
  return apiFetch('/search/stats', { signal });
}

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', 'results', params] as const,
  authors: ['search', 'authors'] as const,
  stats: ['search', 'stats'] as const,
};

// ---------------------------------------------------------------------------------------------
// Search analytics (base /api/analytics)

export function postSearchRecord(body: SearchRecordBody): Promise<ResponseOf<typeof analyticsApi.record>> {
  return apiFetch('/analytics/search', { method: 'POST', body });
}

/** The spec's click record: the clicked result's index (from 0), ms since the results showed, whether the reader scrolled. */
export function putSearchClick(id: number, body: ClickBody): Promise<ResponseOf<typeof analyticsApi.click>> {
  return apiFetch(`/analytics/search/${id}/click`, { method: 'PUT', body });
}
