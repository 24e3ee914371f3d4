/** Authors directory rules (spec §2, §5, §9). Pure. */
import { compareNames } from '../../../common/authors.js';
import { AUTHOR_SEARCH } from '../../../common/constants.js';
import { pageParam } from '../../../common/pageWindow.js';
import type { AuthorSummary } from '../../../common/types.js';
import type { AuthorListParams } from '../../api/authors.js';
import type { AuthorSort } from '../../../common/api/authors.js';

export const SORT_OPTIONS: readonly { value: AuthorSort; label: string }[] = [
  { value: 'name', label: 'Nom' },
  { value: 'articles', label: 'Més articles' },
  { value: 'recent', label: 'Més recents' },
];

export const DEFAULT_SORT: AuthorSort = 'name';

export function isAuthorSort(value: string): value is AuthorSort {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** The directory's criteria, as the address names them: the form works before and without the code. */
export const PARAM = { search: 'q', specialty: 'especialitat', sort: 'ordre', page: 'page' } as const;

export function criteriaOf(address: URLSearchParams) {
  const sortParam = address.get(PARAM.sort) ?? '';
  return {
    search: (address.get(PARAM.search) ?? '').trim(),
    specialty: address.get(PARAM.specialty) || null,
    sort: isAuthorSort(sortParam) ? sortParam : DEFAULT_SORT,
    page: pageParam(address.get(PARAM.page)),
  };
}

/** The directory's read for these criteria, as the page and the server ask for it. */
export function listParams({ search, specialty, sort, page }: ReturnType<typeof criteriaOf>): AuthorListParams {
  return { page, sort, ...(specialty ? { specialty } : {}), ...(search ? { search } : {}) };
}

/** Debounce of the search box: 300 ms while typing, 100 ms once emptied (spec §9). */
export function searchDelay(term: string): number {
  return term.trim() === '' ? AUTHOR_SEARCH.emptiedDebounceMs : AUTHOR_SEARCH.debounceMs;
}

/** Whether 'Netejar filtres' shows: any search, specialty, or a non-default sort. */
export function hasActiveFilters(state: { search: string; specialty: string | null; sort: AuthorSort }): boolean {
  return state.search.trim() !== '' || state.specialty !== null || state.sort !== DEFAULT_SORT;
}

/** The name order is redone on the client, accent-insensitively (spec §5); others keep the server's. */
export function displayOrder(authors: readonly AuthorSummary[], sort: AuthorSort): AuthorSummary[] {
  if (sort !== 'name') return [...authors];
  return [...authors].sort((a, b) => compareNames(a.name, b.name) || a._id.localeCompare(b._id));
}

export function pageLabel(page: number, pages: number): string {
  return `Pàgina ${page} de ${pages}`;
}
