/** Edition calls of spec §7, typed over the one fetch client, plus the TanStack hooks pages use. */
import { useQuery } from '@tanstack/react-query';
import type { IssueList, IssueWithArticles } from '../../common/types.js';
import { apiFetch } from './client.js';

function fetchLatestIssue(signal?: AbortSignal): Promise<IssueWithArticles> {
  return apiFetch<IssueWithArticles>('/issues/latest', { signal });
}

function fetchIssueWithArticles(number: number, signal?: AbortSignal): Promise<IssueWithArticles> {
  return apiFetch<IssueWithArticles>(`/issues/numberdata/${number}`, { signal });
}

export function fetchIssues(
  { page, limit, year }: { page?: number; limit?: number; year?: number } = {},
  signal?: AbortSignal,
): Promise<IssueList> {
  return apiFetch<IssueList>('/issues', { query: { page, limit, year }, signal });
}

export const issueKeys = {
  all: ['issues'] as const,
  latest: ['issues', 'latest'] as const,
  number: (n: number) => ['issues', 'numberdata', n] as const,
  list: (params: { page?: number; limit?: number; year?: number }) => ['issues', 'list', params] as const,
};

export function useLatestIssue() {
  return useQuery({ queryKey: issueKeys.latest, queryFn: ({ signal }) => fetchLatestIssue(signal) });
}

export function useIssueWithArticles(number: number | null) {
  return useQuery({
    queryKey: issueKeys.number(number ?? -1),
    queryFn: ({ signal }) => fetchIssueWithArticles(number!, signal),
    enabled: number !== null,
  });
}

