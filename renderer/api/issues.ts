/** Edition calls of spec §7, over the one client, plus the TanStack hooks pages use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../common/api/addresses.js';
import type { Issue, IssueList, IssueWithArticles } from '../../common/types.js';
import { call, type CallContext } from './client.js';

function fetchLatestIssue(ctx?: CallContext): Promise<IssueWithArticles> {
  return call(API.content.latestIssue, {}, ctx);
}

function fetchIssueWithArticles(number: number, ctx?: CallContext): Promise<IssueWithArticles> {
  return call(API.content.issueWithArticles, { params: { number } }, ctx);
}

export function fetchIssues({ page, limit, year }: { page?: number; limit?: number; year?: number } = {}, ctx?: CallContext): Promise<IssueList> {
  return call(API.content.listIssues, { query: { page, limit, year } }, ctx);
}

export const issueKeys = {
  all: ['issues'] as const,
  latest: ['issues', 'latest'] as const,
  number: (n: number) => ['issues', 'numberdata', n] as const,
  list: (params: { page?: number; limit?: number; year?: number }) => ['issues', 'list', params] as const,
  byNumber: (n: number) => ['issues', 'number', n] as const,
  years: ['issues', 'years'] as const,
};

/** The newest edition with its articles (the home page). */
export const latestIssueQuery = () => queryOptions({ queryKey: issueKeys.latest, queryFn: (ctx) => fetchLatestIssue(ctx) });

/** An edition with its articles (the edition page, its print view). */
export const issueWithArticlesQuery = (number: number) =>
  queryOptions({ queryKey: issueKeys.number(number), queryFn: (ctx) => fetchIssueWithArticles(number, ctx) });

/** A page of the editions list. */
export const issueListQuery = (params: { page?: number; limit?: number; year?: number }) =>
  queryOptions({ queryKey: issueKeys.list(params), queryFn: (ctx) => fetchIssues(params, ctx) });

/** An edition without its articles (an article page's metadata). */
export const issueByNumberQuery = (number: number) =>
  queryOptions({ queryKey: issueKeys.byNumber(number), queryFn: (ctx): Promise<Issue> => call(API.content.issueByNumber, { params: { number } }, ctx) });

/** The years with editions, newest first (the archive's metadata). */
export const issueYearsQuery = () =>
  queryOptions({ queryKey: issueKeys.years, queryFn: async (ctx) => (await call(API.content.issueYears, {}, ctx)).years });

export function useLatestIssue() {
  return useQuery(latestIssueQuery());
}

export function useIssueWithArticles(number: number | null) {
  return useQuery({ ...issueWithArticlesQuery(number ?? -1), enabled: number !== null });
}
