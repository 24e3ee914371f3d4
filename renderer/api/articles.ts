/** Article calls of spec §7, typed over the one fetch client, plus the TanStack hooks pages use. */
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../common/constants.js';
import type { Article, ArticleList, ArticleSummary } from '../../common/types.js';
import { apiFetch } from './client.js';

export interface ArticleFilters {
  page?: number;
  limit?: number;
  section?: string;
  author?: string;
  authors?: readonly string[];
  year?: number;
  issue?: number;
}

export function fetchArticles(filters: ArticleFilters = {}, signal?: AbortSignal): Promise<ArticleList> {
  const { page, limit, section, author, authors, year, issue } = filters;
  return apiFetch<ArticleList>('/articles', { query: { page, limit, section, author, authors, year, issue }, signal });
}

/** One page of a section listing (spec §7: section pages use page size 12). */
export function fetchSectionPage(section: string, page: number, limit: number = PAGE_SIZES.sectionPage): Promise<ArticleList> {
  return fetchArticles({ section, page, limit });
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

export function fetchRecentArticles(limit: number = PAGE_SIZES.default): Promise<{ articles: ArticleSummary[] }> {
  return apiFetch('/articles/recent', { query: { limit } });
}

export function fetchFeaturedArticles(limit: number = PAGE_SIZES.default): Promise<{ articles: ArticleSummary[] }> {
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
