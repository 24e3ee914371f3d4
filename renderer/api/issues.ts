/** Edition calls of spec §7, over the one client, plus the TanStack hooks pages use. */
import { useQuery } from '@tanstack/react-query';
import { API } from '../../common/api/addresses.js';
import type { IssueList, IssueWithArticles } from '../../common/types.js';
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
};

export function useLatestIssue() {
  return useQuery({ queryKey: issueKeys.latest, queryFn: (ctx) => fetchLatestIssue(ctx) });
}

export function useIssueWithArticles(number: number | null) {
  return useQuery({
    queryKey: issueKeys.number(number ?? -1),
    queryFn: (ctx) => fetchIssueWithArticles(number!, ctx),
    enabled: number !== null,
  });
}
