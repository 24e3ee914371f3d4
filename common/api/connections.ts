/**
 * Visitor connections under /api/connections (spec §3, §7). The page-view beacon is public
 * (validated, size- and rate-limited); every read, export and write needs the admin credential.
 */
import { z } from 'zod';
import { ANALYTICS } from '../constants.js';
import { paginationSchema } from './pagination.js';
import { fromDecimalText, intParam, isoSpan, exportFormat, limitParam, pageParam } from './params.js';
import { route } from './route.js';
import { isoDay, isoTime, timelinePeriod } from './wireDates.js';

const PERIODS = ANALYTICS.connectionPeriods as readonly number[];
export const CONNECTION_GROUPS = ['day', 'week', 'month', 'hour'] as const;
export type ConnectionGroupBy = (typeof CONNECTION_GROUPS)[number];
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'kiosk'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const screenSize = z.number().int().min(0).max(100_000).optional();
/** The page-view beacon a reader's browser sends for every page it opens (and the kiosk for its screens). */
export const pageViewBeacon = z
  .object({
    path: z.string().trim().min(1).max(512).regex(/^\//, 'ha de començar amb /'),
    referrer: z.string().max(2048).optional(),
    screenWidth: screenSize,
    screenHeight: screenSize,
    webdriver: z.boolean().optional().meta({ description: 'navigator.webdriver of the sending browser.' }),
    kiosk: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'ha de ser una clau de visitant de 32 xifres hexadecimals')
      .optional()
      .meta({ description: "The event kiosk's visitor key: a fresh random one per visitor, never stored as such." }),
  })
  .meta({ id: 'PageViewBeacon' });
export type PageViewBeacon = z.infer<typeof pageViewBeacon>;

const days = fromDecimalText(z.number().refine((n) => PERIODS.includes(n), { message: `ha de ser ${PERIODS.slice(0, -1).join(', ')} o ${String(PERIODS.at(-1))}` }))
  .default(7)
  .meta({ description: `The period in days up to today: one of ${PERIODS.join(', ')}.` });
const periodQuery = z.object({ days });
const topQuery = (fallback: number) => z.object({ days, limit: limitParam(fallback) });

const country = z
  .string()
  .trim()
  .regex(/^([A-Za-z]{2}|unknown)$/, 'ha de ser un codi de país de dues lletres o «unknown»')
  .transform((c) => (c === 'unknown' ? c : c.toUpperCase()));
const deviceType = z.enum(DEVICE_TYPES);
const browser = z.string().trim().min(1).max(64);
const filters = { country: country.optional(), deviceType: deviceType.optional(), browser: browser.optional() };

export const period = z.strictObject({ days: z.number().int(), from: isoDay(), to: isoDay() }).meta({ id: 'Period', description: 'The UTC days the figures cover.' });

export const connectionStats = z.strictObject({
  period,
  general: z.strictObject({
    totalConnections: z.number().int(),
    uniqueIPs: z.number().int().meta({ description: 'Each day’s unique visitors, summed over the days: a visitor is a salted hash that lives one day (no IP is stored), counted on the day its session began.' }),
    uniqueSessions: z.number().int(),
    avgSessionDuration: z.number().meta({ description: 'Seconds.' }),
    avgPagesPerSession: z.number(),
  }),
  filtered: z.strictObject({ bots: z.number().int(), headless: z.number().int(), prefetches: z.number().int(), total: z.number().int() }),
});
const counted = { connections: z.number().int(), uniqueUsers: z.number().int() };
export const countryStat = z.strictObject({ country: z.string(), countryCode: z.string().nullable(), ...counted, avgSessionDuration: z.number() });
const cityStat = z.strictObject({ city: z.string(), country: z.string(), countryCode: z.string().nullable(), ...counted });
export const technology = z.strictObject({
  period,
  devices: z.array(z.strictObject({ deviceType: z.string(), ...counted })),
  browsers: z.array(z.strictObject({ browser: z.string(), ...counted })),
  operatingSystems: z.array(z.strictObject({ os: z.string(), ...counted })),
});
export const referrerStat = z.strictObject({ referrer: z.string().nullable().meta({ description: 'Null for direct visits.' }), ...counted });
const connectionTimelinePoint = z.strictObject({
  period: timelinePeriod(true),
  connections: z.number().int(),
  uniqueUsers: z.number().int(),
  sessions: z.number().int().nullable().meta({ description: 'Null for hours.' }),
});
export const live = z.strictObject({
  activeSessions: z.number().int(),
  connectionsLastHour: z.number().int(),
  timestamp: isoTime(),
  windowMinutes: z.number().int(),
  activeCountries: z.array(z.strictObject({ country: z.string(), countryCode: z.string().nullable(), sessions: z.number().int() })),
  activeDevices: z.array(z.strictObject({ deviceType: z.string(), sessions: z.number().int() })),
  activePages: z.array(z.strictObject({ path: z.string(), views: z.number().int() })),
});
/** One recorded page view as the API shows it (no visitor or session hash leaves the server). */
export const connection = z
  .strictObject({
    id: z.number().int(),
    timestamp: isoTime(),
    path: z.string(),
    referrer: z.string().nullable(),
    countryCode: z.string().nullable(),
    country: z.string(),
    city: z.string().nullable(),
    deviceType: z.string(),
    browser: z.string(),
    os: z.string(),
    screenWidth: z.number().int().nullable(),
    screenHeight: z.number().int().nullable(),
  })
  .meta({ id: 'Connection' });

export const connectionsApi = {
  track: route({
    method: 'post',
    path: '/connections/track', cache: 'no-store',
    summary: 'Records a page view (JSON, or text/plain as sendBeacon sends it)',
    body: pageViewBeacon,
    responses: {
      200: z.union([
        z.strictObject({ success: z.literal(true), recorded: z.literal(true) }),
        z.strictObject({
          success: z.literal(true),
          recorded: z.literal(false),
          reason: z.enum(['bot', 'headless', 'prefetch', 'excluded']).meta({ description: 'Why it was not counted.' }),
        }),
      ]),
    },
  }),
  stats: route({ method: 'get', path: '/connections/stats', cache: 'no-store', summary: 'Visits of a period', role: 'admin', query: periodQuery, responses: { 200: connectionStats } }),
  countries: route({
    method: 'get',
    path: '/connections/countries', cache: 'no-store',
    summary: 'Visits by country',
    role: 'admin',
    query: topQuery(ANALYTICS.topCountries),
    responses: { 200: z.strictObject({ period, countries: z.array(countryStat) }) },
  }),
  cities: route({
    method: 'get',
    path: '/connections/cities', cache: 'no-store',
    summary: 'Visits by city',
    role: 'admin',
    query: topQuery(ANALYTICS.topCities),
    responses: { 200: z.strictObject({ period, cities: z.array(cityStat) }) },
  }),
  devices: route({ method: 'get', path: '/connections/devices', cache: 'no-store', summary: 'Visits by device, browser and system', role: 'admin', query: periodQuery, responses: { 200: technology } }),
  referrers: route({
    method: 'get',
    path: '/connections/referrers', cache: 'no-store',
    summary: 'Visits by referring site',
    role: 'admin',
    query: topQuery(ANALYTICS.topReferrers),
    responses: { 200: z.strictObject({ period, referrers: z.array(referrerStat) }) },
  }),
  timeline: route({
    method: 'get',
    path: '/connections/timeline', cache: 'no-store',
    summary: 'Visits over time',
    role: 'admin',
    query: z
      .object({ days, groupBy: z.enum(CONNECTION_GROUPS).default('day') })
      .refine((v) => v.groupBy !== 'hour' || v.days <= 7, { message: 'hour només és per a períodes de 7 dies o menys', path: ['groupBy'] }),
    responses: { 200: z.strictObject({ period, groupBy: z.enum(CONNECTION_GROUPS), timeline: z.array(connectionTimelinePoint) }) },
  }),
  live: route({ method: 'get', path: '/connections/live', cache: 'no-store', summary: 'Who is reading now', role: 'admin', responses: { 200: live } }),
  detailed: route({
    method: 'get',
    path: '/connections/detailed', cache: 'no-store',
    summary: 'Page views one by one, newest first',
    role: 'admin',
    query: z.object({ days, page: pageParam, limit: limitParam(50), ...filters }),
    responses: {
      200: z.strictObject({
        connections: z.array(connection),
        pagination: paginationSchema,
        filters: z.strictObject({ country: z.string().optional(), deviceType: deviceType.optional(), browser: z.string().optional() }),
      }),
    },
  }),
  export: route({
    method: 'post',
    path: '/connections/export', cache: 'file',
    summary: 'Page views of a period as a JSON or CSV download (by default the last 30 days)',
    role: 'admin',
    record: { action: 'connections.export', subject: 'analytics' },
    body: z
      .strictObject({ startDate: isoSpan.optional(), endDate: isoSpan.optional(), format: exportFormat, filters: z.strictObject(filters).default({}) })
      .refine((b) => !b.startDate || !b.endDate || b.startDate.from < b.endDate.to, { message: 'ha de ser anterior a endDate', path: ['startDate'] }),
    responses: { 200: { contentType: ['application/json', 'text/csv'], description: 'The page views, streamed as a file (JSON array or CSV).' } },
  }),
  cleanup: route({
    method: 'delete',
    path: '/connections/cleanup', cache: 'no-store',
    summary: 'Deletes page views older than daysToKeep',
    role: 'admin',
    record: { action: 'connections.cleanup', subject: 'analytics' },
    query: z.object({ daysToKeep: intParam(1, 3650).default(ANALYTICS.connectionCleanupDays) }),
    responses: {
      200: z.strictObject({
        success: z.literal(true),
        daysToKeep: z.number().int(),
        deletedBefore: isoDay(),
        deleted: z.strictObject({ pageViews: z.number().int(), sessions: z.number().int(), rollups: z.number().int(), filtered: z.number().int() }),
      }),
    },
  }),
  closeInactive: route({
    method: 'post',
    path: '/connections/sessions/close-inactive', cache: 'no-store',
    summary: 'Closes sessions idle for inactiveMinutes',
    role: 'admin',
    record: { action: 'connections.closeInactive', subject: 'analytics' },
    body: z.strictObject({ inactiveMinutes: intParam(1, 1440).default(ANALYTICS.inactiveSessionMinutes) }),
    responses: { 200: z.strictObject({ success: z.literal(true), inactiveMinutes: z.number().int(), closed: z.number().int() }) },
  }),
} as const;

export type Period = z.infer<typeof period>;
export type ConnectionStatsResponse = z.infer<typeof connectionStats>;
export type CountryStat = z.infer<typeof countryStat>;
export type CityStat = z.infer<typeof cityStat>;
export type TechnologyResponse = z.infer<typeof technology>;
export type ReferrerStat = z.infer<typeof referrerStat>;
export type ConnectionTimelinePoint = z.infer<typeof connectionTimelinePoint>;
export type LiveResponse = z.infer<typeof live>;
export type Connection = z.infer<typeof connection>;
