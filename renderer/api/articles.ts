/** Article calls of spec §7, typed over the one fetch client, plus the TanStack hooks pages use. */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../common/constants.js';
import type { contentApi } from '../../common/api/content.js';
import type { QueryOf, ResponseOf } from '../../common/api/route.js';
import type { Article, ArticleList } from '../../common/types.js';
import { apiFetch } from './client.js';

type ArticleFilters = QueryOf<typeof contentApi.listArticles>;

export function fetchArticles(filters: ArticleFilters = {}, signal?: AbortSignal): Promise<ArticleList> {
  const { page, limit, section, author, authors, year, issue } = filters;
  return apiFetch<ArticleList>('/articles', { query: { page, limit, section, author, authors, year, issue }, signal });
}

/** One page of a section listing (spec §7: section pages use page size 12). */
export function fetchSectionPage(section: string, page: number, limit: number = PAGE_SIZES.sectionPage): Promise<ArticleList> {
  return apiFetch<ArticleList>('/articles', { query: { section, page, limit } });
}

export function fetchArticle(section: string, url: string, signal?: AbortSignal): Promise<Article> {
  return apiFetch<Article>(`/articles/${encodeURIComponent(section)}/${encodeURIComponent(url)}`, { signal });
}

export function fetchArticleBySlug(slug: string, signal?: AbortSignal): Promise<Article> {
  return apiFetch<Article>(`/articles/${encodeURIComponent(slug)}`, { signal });
}

export function fetchIssueArticles(issue: number, signal?: AbortSignal): Promise<ArticleList> {
  return fetchArticles({ issue }, signal);
}

export function fetchRecentArticles(limit: number = PAGE_SIZES.default): Promise<ResponseOf<typeof contentApi.recentArticles>> {
  return apiFetch('/articles/recent', { query: { limit } });
}

export function fetchFeaturedArticles(limit: number = PAGE_SIZES.default): Promise<ResponseOf<typeof contentApi.featuredArticles>> {
  return apiFetch('/articles/featured', { query: { limit } });
}

export function fetchSectionArticles(section: string, limit: number = PAGE_SIZES.default): Promise<ArticleList> {
  return apiFetch<ArticleList>(`/articles/section/${encodeURIComponent(section)}`, { query: { limit } });
}

export function fetchArticlesByAuthor(
  author: string,
  { page, limit = PAGE_SIZES.default }: { page?: number; limit?: number } = {},
): Promise<ArticleList> {
  return apiFetch<ArticleList>(`/articles/author/${encodeURIComponent(author)}`, { query: { page, limit } });
}

export function fetchArticlesByAuthors(
  authors: readonly string[],
  { page, limit = PAGE_SIZES.default }: { page?: number; limit?: number } = {},
): Promise<ArticleList> {
  return apiFetch<ArticleList>('/articles/authors', { query: { authors, page, limit } });
}

export const articleKeys = {
  all: ['articles'] as const,
  one: (section: string, url: string) => ['articles', 'one', section, url] as const,
  list: (filters: ArticleFilters) => ['articles', 'list', filters] as const,
};

export function useArticle(section: string | undefined, url: string | undefined) {
  return useQuery({
    queryKey: articleKeys.one(section ?? '', url ?? ''),
    queryFn: ({ signal }) => fetchArticle(section!, url!, signal),
    enabled: Boolean(section && url),
  });
}

export function useArticles(filters: ArticleFilters, enabled = true) {
  return useQuery({
    queryKey: articleKeys.list(filters),
    queryFn: ({ signal }) => fetchArticles(filters, signal),
    enabled,
  });
}
