/** Authors calls (spec §7, directory and profile read by slug, docs/decisions/0015-author-reads-by-slug.md). */
import { PAGE_SIZES } from '../../common/constants.js';
import type { AuthorSort, authorsApi, Specialty } from '../../common/api/authors.js';
import type { BodyOf, ResponseOf } from '../../common/api/route.js';
import type { Author, AuthorArticles, AuthorList, AuthorStats } from '../../common/types.js';
import { apiFetch } from './client.js';
import { staffFetch } from './desk.js';

interface AuthorListParams {
  page: number;
  sort: AuthorSort;
  specialty?: string;
  search?: string;
  limit?: number;
}

export function fetchAuthors(params: AuthorListParams, signal?: AbortSignal): Promise<AuthorList> {
  return apiFetch<AuthorList>('/authors', {
    query: {
      page: params.page,
      limit: params.limit ?? PAGE_SIZES.authorsPage,
      sort: params.sort,
      specialty: params.specialty,
      search: params.search,
    },
    signal,
  });
}

export async function fetchSpecialties(signal?: AbortSignal): Promise<Specialty[]> {
  return (await apiFetch<{ specialties: Specialty[] }>('/authors/specialties', { signal })).specialties;
}

const bySlug = (slug: string) => `/authors/slug/${encodeURIComponent(slug)}`;

export function fetchAuthorBySlug(slug: string, signal?: AbortSignal): Promise<Author> {
  return apiFetch<Author>(bySlug(slug), { signal });
}

export function fetchAuthorArticles(slug: string, page: number, signal?: AbortSignal): Promise<AuthorArticles> {
  return apiFetch<AuthorArticles>(`${bySlug(slug)}/articles`, {
    query: { page, limit: PAGE_SIZES.authorArticles },
    signal,
  });
}

export function fetchAuthorStats(slug: string, signal?: AbortSignal): Promise<AuthorStats> {
  return apiFetch<AuthorStats>(`${bySlug(slug)}/stats`, { signal });
}

/** Query keys in one place so that pages and tests agree on what is cached together. */
export const authorKeys = {
  list: (params: AuthorListParams) => ['authors', 'list', params] as const,
  specialties: ['authors', 'specialties'] as const,
  profile: (slug: string) => ['authors', 'slug', slug] as const,
  articles: (slug: string) => ['authors', 'slug', slug, 'articles'] as const,
  stats: (slug: string) => ['authors', 'slug', slug, 'stats'] as const,
};

// The desk's author calls (admin; common/api/authors.ts): a refusal keeps the server's Catalan message (DeskError).
type AuthorsAnswer<K extends keyof typeof authorsApi> = ResponseOf<(typeof authorsApi)[K]>;

export const staffAuthorKeys = {
  all: ['admin', 'authors'] as const,
  list: (search: string) => ['admin', 'authors', 'list', search] as const,
};

export const fetchStaffAuthors = (search: string, signal?: AbortSignal) =>
  staffFetch<AuthorsAnswer<'staffList'>>('/authors/staff', { query: { search: search.trim() || undefined }, signal });
export const createAuthor = (body: BodyOf<typeof authorsApi.create>) => staffFetch<AuthorsAnswer<'create'>>('/authors', { method: 'POST', body });
export const updateAuthor = (id: string, body: BodyOf<typeof authorsApi.update>) =>
  staffFetch<AuthorsAnswer<'update'>>(`/authors/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const deactivateAuthor = (id: string) => staffFetch<AuthorsAnswer<'deactivate'>>(`/authors/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const reactivateAuthor = (id: string) => staffFetch<AuthorsAnswer<'reactivate'>>(`/authors/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
