/**
 * Search analytics under /api/analytics (spec §3, §7). The two ingest calls are public (validated,
 * size- and rate-limited); every read, the export and the cleanup need the admin credential.
 * Rates are percentages with one decimal; times are milliseconds.
 */
import { z } from 'zod';
import { ANALYTICS } from '../constants.js';
import { intParam, isoSpan, exportFormat } from './params.js';
import { route } from './route.js';
import { isoTime, timelinePeriod } from './wireDates.js';

export const SEARCH_TYPES = ['live_search', 'page_search', 'text_search'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** How a timeline groups its days: by day, by week (from Monday) or by month. */
export const TIMELINE_GROUPS = ANALYTICS.groupBy;
export type GroupBy = (typeof TIMELINE_GROUPS)[number];

const text = (max: number) => z.string().trim().max(max);

export const searchRecordBody = z.object({
  query: z.string().trim().min(1).max(200),
  searchType: z.enum(SEARCH_TYPES).default('live_search'),
  filters: z
    .object({
      section: text(64).optional(),
      author: text(200).optional(),
      authors: z.array(text(200)).max(20).optional(),
      year: z.number().int().min(1900).max(2999).optional(),
      sortBy: text(16).optional(),
      page: z.number().int().min(1).max(1_000_000).optional(),
    })
    .default({}),
  results: z.number().int().min(0).max(10_000_000),
  context: z.object({ page: text(500).optional(), referrer: text(500).optional() }).default({}),
  responseTime: z.number().min(0).max(600_000).optional().meta({ description: 'How long the search took for the reader, in ms.' }),
});

const resultIndex = z.number().int().min(0).max(10_000);
// The spec's click record: clicked result index, time to click, scrolled flag. `position` is the
// name renderers before this one sent; it is still read so that a page open across an upgrade counts.
export const clickBody = z
  .object({
    clickedResultIndex: resultIndex.optional().meta({ description: "The clicked result's index, from 0 (required)." }),
    position: resultIndex.optional().meta({ description: 'Former name of clickedResultIndex.', deprecated: true }),
    timeToClick: z.number().min(0).max(86_400_000).default(0).meta({ description: 'ms since the results showed.' }),
    scrolled: z.boolean().default(false),
  })
  .transform(({ clickedResultIndex, position, timeToClick, scrolled }, ctx) => {
    const index = clickedResultIndex ?? position;
    if (index !== undefined) return { index, timeToClick, scrolled };
    ctx.addIssue({ code: 'custom', message: 'és obligatori quan hi ha un resultat clicat', path: ['clickedResultIndex'] });
    return z.NEVER;
  });

export const searchGeneral = z.strictObject({
  totalSearches: z.number().int(),
  uniqueQueries: z.number().int(),
  avgResponseTime: z.number(),
  clickThroughRate: z.number(),
  avgResults: z.number(),
  zeroResultSearches: z.number().int(),
});
export const queryStat = z.strictObject({ query: z.string(), count: z.number().int(), avgResults: z.number(), clickThroughRate: z.number(), lastSearched: isoTime() });
export const sectionStat = z.strictObject({ section: z.string(), searches: z.number().int(), clickThroughRate: z.number(), avgResults: z.number() });
export const deviceStat = z.strictObject({ deviceType: z.string(), searches: z.number().int(), clickThroughRate: z.number(), avgResponseTime: z.number() });
export const connectionSummary = z.strictObject({ totalConnections: z.number().int(), uniqueIPs: z.number().int() });

const searchStats = z
  .strictObject({
    days: z.number().int(),
    general: searchGeneral,
    topQueries: z.array(queryStat),
    zeroResultQueries: z.array(queryStat),
    sectionStats: z.array(sectionStat),
    deviceStats: z.array(deviceStat),
    hourlyStats: z.array(z.strictObject({ hour: z.number().int().meta({ description: 'Hour of the day on the magazine’s clock (Europe/Madrid), 0–23.' }), searches: z.number().int() })),
    connectionSummary: connectionSummary.optional(),
  })
  .meta({ id: 'SearchStats' });

export const searchTimelinePoint = z.strictObject({
  period: timelinePeriod(false),
  searches: z.number().int(),
  clicks: z.number().int(),
  clickThroughRate: z.number(),
  zeroResults: z.number().int(),
  avgResults: z.number(),
});

const days = intParam(1, 3650).default(30);
const daysQuery = z.object({ days });
const idParams = z.object({ id: intParam(1) });

export const analyticsApi = {
  record: route({
    method: 'post',
    path: '/analytics/search', cache: 'no-store',
    summary: 'Records a search a reader made',
    body: searchRecordBody,
    responses: { 201: z.strictObject({ success: z.literal(true), analyticsId: z.number().int(), responseTime: z.number() }) },
  }),
  click: route({
    method: 'put',
    path: '/analytics/search/{id}/click', cache: 'no-store',
    summary: 'Records the result a reader opened',
    params: idParams,
    body: clickBody,
    responses: { 200: z.strictObject({ success: z.literal(true) }) },
  }),
  stats: route({ method: 'get', path: '/analytics/stats', cache: 'no-store', summary: 'The search dashboard', role: 'admin', query: daysQuery, responses: { 200: searchStats } }),
  queries: route({
    method: 'get',
    path: '/analytics/queries', cache: 'no-store',
    summary: 'The most searched queries',
    role: 'admin',
    query: z.object({ days, limit: intParam(1, 500).default(20), zeroResults: z.enum(['true', 'false']).default('false') }),
    responses: { 200: z.strictObject({ days: z.number().int(), queries: z.array(queryStat) }) },
  }),
  sections: route({
    method: 'get',
    path: '/analytics/sections', cache: 'no-store',
    summary: 'Searches by section',
    role: 'admin',
    query: daysQuery,
    responses: { 200: z.strictObject({ days: z.number().int(), sections: z.array(sectionStat) }) },
  }),
  devices: route({
    method: 'get',
    path: '/analytics/devices', cache: 'no-store',
    summary: 'Searches by device',
    role: 'admin',
    query: daysQuery,
    responses: { 200: z.strictObject({ days: z.number().int(), devices: z.array(deviceStat) }) },
  }),
  timeline: route({
    method: 'get',
    path: '/analytics/timeline', cache: 'no-store',
    summary: 'Searches over time',
    role: 'admin',
    query: z.object({ days, groupBy: z.enum(TIMELINE_GROUPS).default('day') }),
    responses: { 200: z.strictObject({ days: z.number().int(), groupBy: z.enum(TIMELINE_GROUPS), timeline: z.array(searchTimelinePoint) }) },
  }),
  export: route({
    method: 'post',
    path: '/analytics/export', cache: 'file',
    summary: 'Every search record of a period, as a JSON or CSV download',
    role: 'admin',
    record: { action: 'analytics.export', subject: 'analytics' },
    body: z
      .strictObject({ startDate: isoSpan, endDate: isoSpan, format: exportFormat })
      .refine((b) => b.startDate.from < b.endDate.to, { message: 'ha de ser anterior a endDate', path: ['startDate'] }),
    responses: { 200: { contentType: ['application/json', 'text/csv'], description: 'The records, streamed as a file (JSON array or CSV).' } },
  }),
  cleanup: route({
    method: 'delete',
    path: '/analytics/cleanup', cache: 'no-store',
    summary: 'Deletes search records older than daysToKeep',
    role: 'admin',
    record: { action: 'analytics.cleanup', subject: 'analytics' },
    query: z.object({ daysToKeep: intParam(1, 3650).default(ANALYTICS.searchCleanupDays) }),
    responses: { 200: z.strictObject({ success: z.literal(true), deleted: z.number().int(), cutoff: isoTime(), daysToKeep: z.number().int() }) },
  }),
} as const;

export type SearchRecordBody = z.input<typeof searchRecordBody>;
export type ClickBody = z.input<typeof clickBody>;
export type SearchGeneralStats = z.infer<typeof searchGeneral>;
export type QueryStat = z.infer<typeof queryStat>;
export type SectionStat = z.infer<typeof sectionStat>;
export type DeviceStat = z.infer<typeof deviceStat>;
export type SearchStatsResponse = z.infer<typeof searchStats>;
export type SearchTimelinePoint = z.infer<typeof searchTimelinePoint>;
