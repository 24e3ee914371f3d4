/** Article calls of spec §7, typed over the one fetch client, plus the TanStack hooks pages use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentApi } from '../../common/api/content.js';
import type { QueryOf } from '../../common/api/route.js';
import type { Article, ArticleList } from '../../common/types.js';
import { apiFetch } from './client.js';

type ArticleFilters = QueryOf<typeof contentApi.listArticles>;

export function fetchArticles(filters: ArticleFilters = {}, signal?: AbortSignal): Promise<ArticleList> {
  const { page, limit, section, author, authors, year, issue } = filters;
  return apiFetch<ArticleList>('/articles', { query: { page, limit, section, author, authors, year, issue }, signal });
}

function fetchArticle(section: string, url: string, signal?: AbortSignal): Promise<Article> {
  return apiFetch<Article>(`/articles/${encodeURIComponent(section)}/${encodeURIComponent(url)}`, { signal });
}

export const articleKeys = {
  all: ['articles'] as const,
  one: (section: string, url: string) => ['articles', 'one', section, url] as const,
};

/** The article read, as the page asks for it and as the server fetches it before drawing the page. */
export const articleQuery = (section: string, url: string) =>
  queryOptions({ queryKey: articleKeys.one(section, url), queryFn: ({ signal }) => fetchArticle(section, url, signal) });

export function useArticle(section: string | undefined, url: string | undefined) {
  return useQuery({ ...articleQuery(section ?? '', url ?? ''), enabled: Boolean(section && url) });
}

