/** Visitor-connection calls of spec §7 (base /api/connections), typed over the one fetch client. */
import type { ConnectionGroupBy, connectionsApi } from '../../common/api/connections.js';
import type { ResponseOf } from '../../common/api/route.js';
import { apiFetch, apiUrl } from './client.js';

type Answer<K extends keyof typeof connectionsApi> = ResponseOf<(typeof connectionsApi)[K]>;

export const connectionKeys = {
  all: ['admin', 'connections'] as const,
  call: (call: string, params: Record<string, unknown> = {}) => ['admin', 'connections', call, params] as const,
};

export const fetchConnectionStats = (days: number, signal?: AbortSignal) =>
  apiFetch<Answer<'stats'>>('/connections/stats', { query: { days }, signal });

export const fetchCountries = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<Answer<'countries'>>('/connections/countries', { query: { days, limit }, signal });

export const fetchCities = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<Answer<'cities'>>('/connections/cities', { query: { days, limit }, signal });

export const fetchTechnology = (days: number, signal?: AbortSignal) =>
  apiFetch<Answer<'devices'>>('/connections/devices', { query: { days }, signal });

export const fetchReferrers = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<Answer<'referrers'>>('/connections/referrers', { query: { days, limit }, signal });

export const fetchConnectionTimeline = (days: number, groupBy: ConnectionGroupBy, signal?: AbortSignal) =>
  apiFetch<Answer<'timeline'>>('/connections/timeline', { query: { days, groupBy }, signal });

export const fetchLive = (signal?: AbortSignal) => apiFetch<Answer<'live'>>('/connections/live', { signal });

/** The page-view beacon (sent by features/tracking); its address, for sendBeacon. */
export const TRACK_URL = apiUrl('/connections/track');

