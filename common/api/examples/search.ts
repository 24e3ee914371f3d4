/** Examples of search and search analytics (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

export const SEARCH_EXAMPLES: OperationExamples = {
  searchSearch: {
    parameters: { q: 'estany', section: 'articles', sortBy: 'relevance', page: 1, limit: 2 },
    answer: {
      articles: [
        {
          _id: '65927f10db10b2c73030cebb',
          title: "Editorial: Quatre anys d'estany",
          section: 'articles',
          url: 'editorial-quatre-anys-d-estany',
          authors: ['Laia Vilardell Puigvert'],
          imageCard: 'card-46.jpg',
          data: '1/1/2024',
          titleHighlight: 'Editorial: Quatre anys d&#39;<mark>estany</mark>',
          snippet: '…s&#39;incorporen a la redacció. Gràcies per llegir-nos: l&#39;<mark>estany</mark> continua respirant. Alguns lectors ens pregunten per què no publiquem més notícies. La resposta…',
        },
      ],
      pagination: { page: 1, limit: 2, total: 31, pages: 16 },
    },
  },
  searchAuthors: { answer: { authors: [{ name: 'Aina Rosselló Ferragut', count: 19 }] } },
  analyticsRecord: { body: { query: 'estany', results: 12, filters: { section: 'articles' } }, answer: { success: true, analyticsId: 1606, responseTime: 125.2 } },
  analyticsClick: { parameters: { id: 1606 }, body: { clickedResultIndex: 0, timeToClick: 2400, scrolled: false }, answer: { success: true } },
  analyticsStats: {
    parameters: { days: 30 },
    answer: {
      days: 30,
      general: { totalSearches: 426, uniqueQueries: 29, avgResponseTime: 92, clickThroughRate: 38.3, avgResults: 13.8, zeroResultSearches: 29 },
      topQueries: [{ query: 'banyoles', count: 38, avgResults: 16.6, clickThroughRate: 26.3, lastSearched: '2026-11-28T19:29:34.596Z' }],
      zeroResultQueries: [{ query: 'concurs de relats', count: 9, avgResults: 0, clickThroughRate: 0, lastSearched: '2026-11-27T18:34:53.980Z' }],
      sectionStats: [{ section: 'all', searches: 341, clickThroughRate: 37.8, avgResults: 16.1 }],
      deviceStats: [{ deviceType: 'mobile', searches: 240, clickThroughRate: 36.3, avgResponseTime: 92 }],
      hourlyStats: [{ hour: 0, searches: 4 }],
      connectionSummary: { totalConnections: 7284, uniqueIPs: 3003 },
    },
  },
  analyticsQueries: {
    parameters: { days: 30, limit: 2 },
    answer: { days: 30, queries: [{ query: 'banyoles', count: 38, avgResults: 16.6, clickThroughRate: 26.3, lastSearched: '2026-11-28T19:29:34.596Z' }] },
  },
  analyticsSections: { parameters: { days: 30 }, answer: { days: 30, sections: [{ section: 'all', searches: 341, clickThroughRate: 37.8, avgResults: 16.1 }] } },
  analyticsDevices: { parameters: { days: 30 }, answer: { days: 30, devices: [{ deviceType: 'mobile', searches: 240, clickThroughRate: 36.3, avgResponseTime: 92 }] } },
  analyticsTimeline: {
    parameters: { days: 7, groupBy: 'day' },
    answer: { days: 7, groupBy: 'day', timeline: [{ period: '2026-11-22', searches: 12, clicks: 6, clickThroughRate: 50, zeroResults: 0, avgResults: 16.3 }] },
  },
  analyticsCleanup: { parameters: { daysToKeep: 365 }, answer: { success: true, deleted: 0, cutoff: '2025-11-28T23:52:28.239Z', daysToKeep: 365 } },
  searchText: {
    parameters: { q: 'poesia', limit: 1 },
    answer: {
      articles: [
        {
          _id: '648981909b12e2f2ac5f4f56',
          title: "Cançó i poesia: una història d'amor",
          section: 'articles',
          url: 'canco-i-poesia-una-historia-d-amor',
          authors: ['Marta Soldevila Prat'],
          imageCard: 'card-56.jpg',
          data: '14/6/2023',
          titleHighlight: 'Cançó i <mark>poesia</mark>: una història d&#39;amor',
          snippet: 'La Nova Cançó dels anys seixanta va tornar a unir <mark>poesia</mark> i música en català. Els cantautors van musicar poemes de Salvat-Papasseit, de Martí i Pol, de Vicent Andrés…',
        },
      ],
      pagination: { page: 1, limit: 1, total: 52, pages: 52 },
    },
  },
  searchSections: { answer: { sections: [{ section: 'articles', name: 'Articles', count: 127 }] } },
  searchStats: { answer: { totalArticles: 485, indexedArticles: 485, totalAuthors: 35, totalSections: 6, years: [{ year: 2024, count: 8 }] } },
  // A file: the search records of November as CSV.
  analyticsExport: { body: { startDate: '2026-11-01', endDate: '2026-11-30', format: 'csv' } },
};
