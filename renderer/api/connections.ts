/** Visitor-connection calls of spec §7 (base /api/connections), typed over the one fetch client. */
import { apiFetch, apiUrl } from './client.js';

export interface Period {
  days: number;
  from: string;
  to: string;
}

export interface ConnectionGeneral {
  totalConnections: number;
  /** Unique visitors (daily salted hashes; no IP is stored). */
  uniqueIPs: number;
  uniqueSessions: number;
  /** Seconds. */
  avgSessionDuration: number;
  avgPagesPerSession: number;
}
export interface ConnectionStatsResponse {
  period: Period;
  general: ConnectionGeneral;
  filtered: { bots: number; headless: number; prefetches: number; total: number };
}
export interface CountryStat {
  country: string;
  countryCode: string | null;
  connections: number;
  uniqueUsers: number;
  avgSessionDuration: number;
}
export interface CityStat {
  city: string;
  country: string;
  countryCode: string | null;
  connections: number;
  uniqueUsers: number;
}
interface Counted {
  connections: number;
  uniqueUsers: number;
}
export interface TechnologyResponse {
  period: Period;
  devices: (Counted & { deviceType: string })[];
  browsers: (Counted & { browser: string })[];
  operatingSystems: (Counted & { os: string })[];
}
export interface ReferrerStat extends Counted {
  /** Null for direct visits. */
  referrer: string | null;
}
export type ConnectionGroupBy = 'day' | 'week' | 'month' | 'hour';
export interface ConnectionTimelinePoint {
  period: string;
  connections: number;
  uniqueUsers: number;
  sessions: number | null;
}
export interface LiveResponse {
  activeSessions: number;
  connectionsLastHour: number;
  timestamp: string;
  windowMinutes: number;
  activeCountries: { country: string; countryCode: string | null; sessions: number }[];
  activeDevices: { deviceType: string; sessions: number }[];
  activePages: { path: string; views: number }[];
}

export const connectionKeys = {
  all: ['admin', 'connections'] as const,
  call: (call: string, params: Record<string, unknown> = {}) => ['admin', 'connections', call, params] as const,
};

export const fetchConnectionStats = (days: number, signal?: AbortSignal) =>
  apiFetch<ConnectionStatsResponse>('/connections/stats', { query: { days }, signal });

export const fetchCountries = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<{ period: Period; countries: CountryStat[] }>('/connections/countries', { query: { days, limit }, signal });

export const fetchCities = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<{ period: Period; cities: CityStat[] }>('/connections/cities', { query: { days, limit }, signal });

export const fetchTechnology = (days: number, signal?: AbortSignal) =>
  apiFetch<TechnologyResponse>('/connections/devices', { query: { days }, signal });

export const fetchReferrers = (days: number, limit?: number, signal?: AbortSignal) =>
  apiFetch<{ period: Period; referrers: ReferrerStat[] }>('/connections/referrers', { query: { days, limit }, signal });

export const fetchConnectionTimeline = (days: number, groupBy: ConnectionGroupBy, signal?: AbortSignal) =>
  apiFetch<{ period: Period; groupBy: ConnectionGroupBy; timeline: ConnectionTimelinePoint[] }>('/connections/timeline', { query: { days, groupBy }, signal });

export const fetchLive = (signal?: AbortSignal) => apiFetch<LiveResponse>('/connections/live', { signal });

/** The page-view beacon (sent by features/tracking); its address, for sendBeacon. */
export const TRACK_URL = apiUrl('/connections/track');

export interface PageViewBeacon {
  path: string;
  referrer?: string;
  screenWidth?: number;
  screenHeight?: number;
  webdriver?: boolean;
  /** Sent by the event kiosk: this visitor's random key (a new one after every idle reset). */
  kiosk?: string;
}
