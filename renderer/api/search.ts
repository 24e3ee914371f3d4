/** Search and search-analytics calls of spec §7, typed over the one fetch client. */
import type { ArticleSummary, Pagination } from '../../common/types.js';
import { apiFetch } from './client.js';

export type SortBy = 'date' | 'relevance' | 'title';
export const SORT_OPTIONS: readonly { value: SortBy; label: string }[] = [
  { value: 'date', label: 'Més recents' },
  { value: 'relevance', label: 'Més rellevants' },
  { value: 'title', label: 'Títol A-Z' },
];
/** The server's default order when the address names none. */
export const DEFAULT_SORT: SortBy = 'relevance';

/** A result: the article, its title with the matched words in <mark>, and a marked snippet. */
export type SearchHit = ArticleSummary & { titleHighlight: string; snippet: string | null };

export interface SearchResponse {
  articles: SearchHit[];
  pagination: Pagination;
}

export interface SearchParams {
  q: string;
  section?: string | undefined;
  author?: string | undefined;
  year?: number | undefined;
  sortBy?: SortBy | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export function searchArticles(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  const { q, section, author, year, sortBy, page, limit } = params;
  return apiFetch<SearchResponse>('/search', { query: { q, section, author, year, sortBy, page, limit }, signal });
}

export interface AuthorFacet {
  name: string;
  slug: string | null;
  count: number;
}

export function fetchSearchAuthors(signal?: AbortSignal): Promise<{ authors: AuthorFacet[] }> {
  return apiFetch('/search/authors', { signal });
}

export interface SearchStats {
  totalArticles: number;
  indexedArticles: number;
  totalAuthors: number;
  totalSections: number;
  years: { year: number; count: number }[];
}

export function fetchSearchStats(signal?: AbortSignal): Promise<SearchStats> {
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

export type SearchType = 'live_search' | 'page_search';

export interface SearchRecordBody {
  query: string;
  searchType: SearchType;
  filters: { section?: string; author?: string; year?: number; sortBy?: string; page?: number };
  results: number;
  context: { page?: string; referrer?: string };
  /** How long the search took for the reader, in ms. */
  responseTime?: number;
}

export interface SearchRecordAnswer {
  success: true;
  analyticsId: number;
  responseTime: number;
}

export function postSearchRecord(body: SearchRecordBody): Promise<SearchRecordAnswer> {
  return apiFetch('/analytics/search', { method: 'POST', body });
}

/** The spec's click record: the clicked result's index (from 0), ms since the results showed, whether the reader scrolled. */
export interface ClickBody {
  clickedResultIndex: number;
  timeToClick: number;
  scrolled: boolean;
}

export function putSearchClick(id: number, body: ClickBody): Promise<{ success: true }> {
  return apiFetch(`/analytics/search/${id}/click`, { method: 'PUT', body });
}
