/**
 * The state of the results page, read from and written to the address (spec §2: q in the URL;
 * every filter, the order and the page too, so Back/Forward and shared links restore it).
 */
import { isSectionKey, type SectionKey } from '../../../common/sections.js';
import type { SortBy } from '../../../common/api/search.js';
import { SORT_OPTIONS } from '../../api/search.js';
import { countLabel } from '../../../common/plural.js';
import { pageParam } from '../../../common/pageWindow.js';
import { SEARCH_QUERY_MAX_CHARS } from '../../../common/constants.js';

export interface SearchState {
  q: string;
  section?: SectionKey | undefined;
  author?: string | undefined;
  year?: number | undefined;
  sortBy?: SortBy | undefined;
  page: number;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const section = params.get('section') ?? '';
  const year = params.get('year') ?? '';
  const sortBy = params.get('sortBy') ?? '';
  const author = (params.get('author') ?? '').trim();
  return {
    // A shared address may carry more than the API reads: cut, so the page searches what it can.
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX_CHARS).trim(),
    section: isSectionKey(section) ? section : undefined,
    author: author || undefined,
    year: /^\d{4}$/.test(year) ? Number(year) : undefined,
    sortBy: SORT_OPTIONS.some((o) => o.value === sortBy) ? (sortBy as SortBy) : undefined,
    page: pageParam(params.get('page')),
  };
}

/** The query string of a state; empty values and page 1 are left out so addresses stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.section) params.set('section', state.section);
  if (state.author) params.set('author', state.author);
  if (state.year !== undefined) params.set('year', String(state.year));
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A change of query, filter or order starts again from page 1 (spec §5). */
export function changeFilters(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

export const hasFilters = (state: SearchState): boolean =>
  state.section !== undefined || state.author !== undefined || state.year !== undefined;

/** '1 resultat', '24 resultats'. */
export const resultCountLabel = (total: number): string => countLabel(total, 'resultat', 'resultats');
