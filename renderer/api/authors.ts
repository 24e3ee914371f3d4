/** Authors calls (spec §7, directory and profile read by slug, docs/decisions/0015-author-reads-by-slug.md). */
import { queryOptions } from '@tanstack/react-query';
import { API } from '../../common/api/addresses.js';
import type { authorsApi, Specialty } from '../../common/api/authors.js';
import type { BodyOf, ReadQueryOf } from '../../common/api/route.js';
import { PAGE_SIZES } from '../../common/constants.js';
import type { Author, AuthorArticles, AuthorList, AuthorStats } from '../../common/types.js';
import { hasStatus } from './apiError.js';
import { call, type CallContext } from './client.js';

const authors = API.authors;

type DirectoryQuery = ReadQueryOf<typeof authorsApi.list>;

/** A page of the directory as the screens ask for it: its page and order always said (one query key per page), its filters and size when given. */
export type AuthorListParams = Pick<DirectoryQuery, 'page' | 'sort'> & Partial<Omit<DirectoryQuery, 'page' | 'sort'>>;

export function fetchAuthors(params: AuthorListParams, ctx?: CallContext): Promise<AuthorList> {
  const { page, sort, specialty, search } = params;
  return call(authors.list, { query: { page, limit: params.limit ?? PAGE_SIZES.authorsPage, sort, specialty, search } }, ctx);
}

export async function fetchSpecialties(ctx?: CallContext): Promise<Specialty[]> {
  return (await call(authors.specialties, {}, ctx)).specialties;
}

export function fetchAuthorBySlug(slug: string, ctx?: CallContext): Promise<Author> {
  return call(authors.bySlug, { params: { slug } }, ctx);
}

export function fetchAuthorArticles(slug: string, page: number, ctx?: CallContext): Promise<AuthorArticles> {
  return call(authors.articlesBySlug, { params: { slug }, query: { page, limit: PAGE_SIZES.authorArticles } }, ctx);
}

export function fetchAuthorStats(slug: string, ctx?: CallContext): Promise<AuthorStats> {
  return call(authors.statsBySlug, { params: { slug } }, ctx);
}

/** An author's profile by slug (the profile page, an article page's metadata); a missing author will not appear by asking again. */
export const authorProfileQuery = (slug: string) =>
  queryOptions({
    queryKey: authorKeys.profile(slug),
    queryFn: (ctx) => fetchAuthorBySlug(slug, ctx),
    retry: (count, error) => !hasStatus(error, 404) && count < 1,
  });

/** A page of the authors directory, as its address asks for it. */
export const authorListQuery = (params: AuthorListParams) => queryOptions({ queryKey: authorKeys.list(params), queryFn: (ctx) => fetchAuthors(params, ctx) });

/** The specialties the directory filters by. */
export const specialtiesQuery = () => queryOptions({ queryKey: authorKeys.specialties, queryFn: (ctx) => fetchSpecialties(ctx) });

/** Query keys in one place so that pages and tests agree on what is cached together. */
export const authorKeys = {
  list: (params: AuthorListParams) => ['authors', 'list', params] as const,
  specialties: ['authors', 'specialties'] as const,
  profile: (slug: string) => ['authors', 'slug', slug] as const,
  articles: (slug: string) => ['authors', 'slug', slug, 'articles'] as const,
  stats: (slug: string) => ['authors', 'slug', slug, 'stats'] as const,
};

// The desk's author calls (admin; common/api/authors.ts): a refusal keeps the server's Catalan message (ApiError).
export const staffAuthorKeys = {
  all: ['admin', 'authors'] as const,
  list: (search: string) => ['admin', 'authors', 'list', search] as const,
};

export const fetchStaffAuthors = (search: string, ctx?: CallContext) => call(authors.staffList, { query: { search: search.trim() || undefined } }, ctx);
export const createAuthor = (body: BodyOf<typeof authorsApi.create>) => call(authors.create, { body });
export const updateAuthor = (id: string, body: BodyOf<typeof authorsApi.update>) => call(authors.update, { params: { id }, body });
export const deactivateAuthor = (id: string) => call(authors.deactivate, { params: { id } });
export const reactivateAuthor = (id: string) => call(authors.reactivate, { params: { id } });
