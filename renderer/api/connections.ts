/** Visitor-connection calls of spec §7 (base /api/connections), over the one client. */
import { API } from '../../common/api/addresses.js';
import type { ConnectionGroupBy } from '../../common/api/connections.js';
import { call, type CallContext } from './client.js';

const connections = API.connections;

export const connectionKeys = {
  all: ['admin', 'connections'] as const,
  call: (call: string, params: Record<string, unknown> = {}) => ['admin', 'connections', call, params] as const,
};

export const fetchConnectionStats = (days: number, ctx?: CallContext) => call(connections.stats, { query: { days } }, ctx);

export const fetchCountries = (days: number, limit?: number, ctx?: CallContext) => call(connections.countries, { query: { days, limit } }, ctx);

export const fetchCities = (days: number, limit?: number, ctx?: CallContext) => call(connections.cities, { query: { days, limit } }, ctx);

export const fetchTechnology = (days: number, ctx?: CallContext) => call(connections.devices, { query: { days } }, ctx);

export const fetchReferrers = (days: number, limit?: number, ctx?: CallContext) => call(connections.referrers, { query: { days, limit } }, ctx);

export const fetchConnectionTimeline = (days: number, groupBy: ConnectionGroupBy, ctx?: CallContext) =>
  call(connections.timeline, { query: { days, groupBy } }, ctx);

export const fetchLive = (ctx?: CallContext) => call(connections.live, {}, ctx);
