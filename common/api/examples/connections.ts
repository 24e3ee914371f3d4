/** Examples of visitor connections: the page-view beacon and the dashboards (index.ts says where they come from). */
import { paths } from '../../routes/paths.js';
import type { OperationExamples } from './operationExample.js';

export const CONNECTION_EXAMPLES: OperationExamples = {
  connectionsCountries: {
    parameters: { days: 30, limit: 2 },
    answer: {
      period: { days: 30, from: '2026-10-30', to: '2026-11-28' },
      countries: [{ country: 'Espanya', countryCode: 'ES', connections: 4779, uniqueUsers: 1957, avgSessionDuration: 180 }],
    },
  },
  connectionsCities: {
    parameters: { days: 30, limit: 2 },
    answer: {
      period: { days: 30, from: '2026-10-30', to: '2026-11-28' },
      cities: [{ city: 'Barcelona', country: 'Espanya', countryCode: 'ES', connections: 1435, uniqueUsers: 596 }],
    },
  },
  connectionsDevices: {
    parameters: { days: 30 },
    answer: {
      period: { days: 30, from: '2026-10-30', to: '2026-11-28' },
      devices: [{ deviceType: 'mobile', connections: 4175, uniqueUsers: 1727 }],
      browsers: [{ browser: 'Chrome', connections: 3426, uniqueUsers: 1407 }],
      operatingSystems: [{ os: 'iOS', connections: 2528, uniqueUsers: 1049 }],
    },
  },
  connectionsReferrers: {
    parameters: { days: 30, limit: 2 },
    answer: { period: { days: 30, from: '2026-10-30', to: '2026-11-28' }, referrers: [{ referrer: null, connections: 5452, uniqueUsers: 2242 }] },
  },
  connectionsTimeline: {
    parameters: { days: 7, groupBy: 'day' },
    answer: {
      period: { days: 7, from: '2026-11-22', to: '2026-11-28' },
      groupBy: 'day',
      timeline: [{ period: '2026-11-22', connections: 287, uniqueUsers: 126, sessions: 126 }],
    },
  },
  connectionsLive: {
    answer: {
      activeSessions: 6,
      connectionsLastHour: 17,
      timestamp: '2026-11-28T23:52:24.809Z',
      windowMinutes: 5,
      activeCountries: [{ country: 'Espanya', countryCode: 'ES', sessions: 3 }],
      activeDevices: [{ deviceType: 'mobile', sessions: 4 }],
      activePages: [{ path: '/', views: 3 }],
    },
  },
  connectionsDetailed: {
    parameters: { days: 30, page: 1, limit: 2 },
    answer: {
      connections: [
        {
          id: 24974,
          timestamp: '2026-11-28T23:51:32.948Z',
          path: paths.section('creacio'),
          referrer: null,
          countryCode: 'FR',
          country: 'França',
          city: 'París',
          deviceType: 'mobile',
          browser: 'Chrome',
          os: 'Android',
          screenWidth: 375,
          screenHeight: 667,
        },
      ],
      pagination: { page: 1, limit: 2, total: 7284, pages: 3642 },
      filters: {},
    },
  },
  connectionsCleanup: {
    parameters: { daysToKeep: 365 },
    answer: { success: true, daysToKeep: 365, deletedBefore: '2025-11-28', deleted: { pageViews: 0, sessions: 0, rollups: 0, filtered: 0 } },
  },
  connectionsCloseInactive: { body: { inactiveMinutes: 30 }, answer: { success: true, inactiveMinutes: 30, closed: 0 } },
  connectionsStats: {
    parameters: { days: 7 },
    answer: {
      period: { days: 7, from: '2026-11-22', to: '2026-11-28' },
      general: { totalConnections: 1623, uniqueIPs: 658, uniqueSessions: 658, avgSessionDuration: 183, avgPagesPerSession: 2.5 },
      filtered: { bots: 0, headless: 0, prefetches: 0, total: 0 },
    },
  },
  connectionsTrack: {
    body: { path: paths.article('llibres', 'el-prestatge-d-agost-de-2023'), referrer: 'https://www.google.com/', screenWidth: 1440, screenHeight: 900 },
    answer: { success: true, recorded: true },
  },
  // A file: November's page views from mobiles in Spain, as JSON.
  connectionsExport: { body: { startDate: '2026-11-01', endDate: '2026-11-30', format: 'json', filters: { country: 'ES', deviceType: 'mobile' } } },
};
