/** Edition calls of spec §7, typed over the one fetch client, plus the TanStack hooks pages use. */
import { useQuery } from '@tanstack/react-query';
import type { Issue, IssueList, IssueWithArticles } from '../../common/types.js';
import { apiFetch } from './client.js';

export function fetchLatestIssue(signal?: AbortSignal): Promise<IssueWithArticles> {
  return apiFetch<IssueWithArticles>('/issues/latest', { signal });
}

export function fetchIssueWithArticles(number: number, signal?: AbortSignal): Promise<IssueWithArticles> {
  return apiFetch<IssueWithArticles>(`/issues/numberdata/${number}`, { signal });
}

export function fetchIssues(
  { page, limit, year }: { page?: number; limit?: number; year?: number } = {},
  signal?: AbortSignal,
): Promise<IssueList> {
  return apiFetch<IssueList>('/issues', { query: { page, limit, year }, signal });
}

export async function fetchIssueYears(signal?: AbortSignal): Promise<number[]> {
  return (await apiFetch<{ years: number[] }>('/issues/years', { signal })).years;
}

export async function fetchIssuesOfYear(year: number, signal?: AbortSignal): Promise<Issue[]> {
  return (await apiFetch<{ issues: Issue[] }>(`/issues/year/${year}`, { signal })).issues;
}

export function fetchIssueByNumber(number: number, signal?: AbortSignal): Promise<Issue> {
  return apiFetch<Issue>(`/issues/number/${number}`, { signal });
}

export function fetchIssueByYearAndNumber(year: number, number: number, signal?: AbortSignal): Promise<Issue> {
  return apiFetch<Issue>(`/issues/${year}/${number}`, { signal });
}

export const issueKeys = {
  all: ['issues'] as const,
  latest: ['issues', 'latest'] as const,
  number: (n: number) => ['issues', 'numberdata', n] as const,
  list: (params: { page?: number; limit?: number; year?: number }) => ['issues', 'list', params] as const,
  years: ['issues', 'years'] as const,
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

export function useIssues(params: { page?: number; limit?: number; year?: number }) {
  return useQuery({ queryKey: issueKeys.list(params), queryFn: ({ signal }) => fetchIssues(params, signal) });
}

export function useIssueYears() {
  return useQuery({ queryKey: issueKeys.years, queryFn: ({ signal }) => fetchIssueYears(signal) });
}
