/** Article calls of spec §7, over the one client, plus the TanStack hooks pages use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../common/api/addresses.js';
import type { contentApi } from '../../common/api/content.js';
import type { QueryOf } from '../../common/api/route.js';
import type { Article, ArticleList } from '../../common/types.js';
import { call, type CallContext } from './client.js';

type ArticleFilters = QueryOf<typeof contentApi.listArticles>;

export function fetchArticles(filters: ArticleFilters = {}, ctx?: CallContext): Promise<ArticleList> {
  const { page, limit, section, author, authors, year, issue } = filters;
  return call(API.content.listArticles, { query: { page, limit, section, author, authors, year, issue } }, ctx);
}

function fetchArticle(section: string, url: string, ctx?: CallContext): Promise<Article> {
  return call(API.content.articleBySectionAndUrl, { params: { section, url } }, ctx);
}

export const articleKeys = {
  all: ['articles'] as const,
  one: (section: string, url: string) => ['articles', 'one', section, url] as const,
};

/** The article read, as the page asks for it and as the server fetches it before drawing the page. */
export const articleQuery = (section: string, url: string) =>
  queryOptions({ queryKey: articleKeys.one(section, url), queryFn: (ctx) => fetchArticle(section, url, ctx) });

export function useArticle(section: string | undefined, url: string | undefined) {
  return useQuery({ ...articleQuery(section ?? '', url ?? ''), enabled: Boolean(section && url) });
}
