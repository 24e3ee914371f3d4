/**
 * Examples for the OpenAPI document, by operationId: a request (its parameters and body) and the
 * answer the demo magazine gave to it (taken from a running server and cut to one or two items).
 * tests/unit/openapi-document.test.ts validates every one against the schemas of its operation,
 * so an example that no longer fits the contract fails the suite.
 */
import { paths } from '../routes/paths.js';

export interface OperationExample {
  /** Path and query parameters by name. */
  parameters?: Record<string, unknown>;
  body?: unknown;
  /** The JSON answer of success. */
  answer: unknown;
}

const ARTICLE_SUMMARY = {
  _id: '64eb109002ecd0610c753a05',
  title: "El prestatge d'agost de 2023",
  section: 'llibres',
  url: 'el-prestatge-d-agost-de-2023',
  authors: ['Ferran Clotet Rubió', 'Roger Cabanyes Font'],
  data: '27/8/2023',
  issueNumber: 43,
  featured: false,
  summary: 'Els llibres del mes: <em>Veïns</em>, <em>Ciutat de vidre</em>, <em>Llibre de meravelles</em>, <em>Cartes a una jove poeta</em>.',
  imageCard: 'card-05.jpg',
};

const AUTHOR_SUMMARY = {
  _id: '5de38110e2db7f76ffc5f32a',
  slug: 'laia-vilardell-puigvert',
  name: 'Laia Vilardell Puigvert',
  photo: 'author-01.jpg',
  profession: 'Poeta i directora de la revista',
  bio: { short: 'Poeta i editora. Dirigeix la Revista Estany des de la primera pedra i escriu sobre <em>aigua, llum i paraules</em>.' },
  stats: { totalArticles: 56, lastPublication: '2024-01-01' },
};

export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  contentListArticles: {
    parameters: { section: 'llibres', page: 1, limit: 1 },
    answer: { articles: [ARTICLE_SUMMARY], pagination: { page: 1, limit: 1, total: 84, pages: 84 } },
  },
  contentListIssues: {
    parameters: { limit: 1 },
    answer: {
      issues: [
        {
          _id: '65927f10df9419de872446c2',
          number: 48,
          publicationDate: '2024-01-01',
          year: 2024,
          title: "Quatre anys d'estany",
          description: 'Quaranta-nou números després, la revista celebra quatre anys mirant enrere i endavant.',
          coverImage: 'cover-48.jpg',
          totalArticles: 8,
          sections: ['articles', 'creacio', 'entrevistes', 'llocs', 'recomanacions'],
        },
      ],
      pagination: { page: 1, limit: 1, total: 49, pages: 49 },
    },
  },
  contentIssueYears: { answer: { years: [2024, 2023, 2022, 2021, 2020] } },
  authorsTop: { parameters: { limit: 1 }, answer: { authors: [AUTHOR_SUMMARY] } },
  authorsList: { parameters: { page: 1, limit: 1 }, answer: { authors: [AUTHOR_SUMMARY], pagination: { page: 1, limit: 1, total: 35, pages: 35 } } },
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
          snippet: 'La Nova Cançó dels anys seixanta va tornar a unir <mark>poesia</mark> i música en català.…',
        },
      ],
      pagination: { page: 1, limit: 1, total: 52, pages: 52 },
    },
  },
  connectionsTrack: {
    body: { path: paths.article(ARTICLE_SUMMARY.section, ARTICLE_SUMMARY.url), referrer: 'https://www.google.com/', screenWidth: 1440, screenHeight: 900 },
    answer: { success: true, recorded: true },
  },
  adminSignIn: { body: { token: 'the ADMIN_TOKEN of the server' }, answer: { authenticated: true } },
  editionsList: {
    answer: {
      editions: [
        { number: 48, title: "Quatre anys d'estany", publicationDate: '2024-01-01', articleCount: 8, status: 'published' },
        { number: 47, title: "El que queda de l'any", publicationDate: '2023-12-01', articleCount: 8, status: 'published' },
      ],
    },
  },
  deskSlug: { body: { section: 'llibres', title: 'Els llibres de desembre' }, answer: { url: 'els-llibres-de-desembre', available: true, message: null } },
  authorsSpecialties: {
    answer: {
      specialties: [
        { name: 'Narrativa', count: 12 },
        { name: 'Assaig', count: 11 },
      ],
    },
  },
  searchSections: {
    answer: {
      sections: [
        { section: 'articles', name: 'Articles', count: 127 },
        { section: 'llibres', name: 'Llibres', count: 84 },
      ],
    },
  },
  searchStats: {
    answer: {
      totalArticles: 485,
      indexedArticles: 485,
      totalAuthors: 35,
      totalSections: 6,
      years: [
        { year: 2024, count: 8 },
        { year: 2023, count: 116 },
      ],
    },
  },
  adminSession: { answer: { authenticated: true } },
  adminRemote: { answer: { url: null, hasCredential: false } },
  adminBackupStatus: { answer: { state: 'off', dir: null, lastSuccess: null, lastFailure: null, nextAt: null } },
  connectionsStats: {
    parameters: { days: 7 },
    answer: {
      period: { days: 7, from: '2026-11-22', to: '2026-11-28' },
      general: { totalConnections: 1582, uniqueIPs: 652, uniqueSessions: 652, avgSessionDuration: 179, avgPagesPerSession: 2.4 },
      filtered: { bots: 0, headless: 0, prefetches: 0, total: 0 },
    },
  },
  deskNextNumber: { answer: { number: 49 } },
  deskPendingCorrections: { answer: { corrections: [] } },
  mediaReady: { answer: { status: 'ready', checks: { database: true, migrations: true, draining: false } } },
  mediaHealth: { answer: { status: 'ok', database: 'sqlite', uptimeSeconds: 3600 } },
  mediaLive: { answer: { status: 'alive', uptimeSeconds: 3600 } },
};
