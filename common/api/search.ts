/** Search calls of spec §7 under /api/search (public; an admin session also finds drafts). */
import { z } from 'zod';
import { PAGE_SIZES, SEARCH_QUERY_MAX_CHARS } from '../constants.js';
import { articleSummary } from './entities.js';
import { paginationSchema } from './pagination.js';
import { editionYear, limitParam, pageParam, sectionKey, singleString, stringList } from './params.js';
import { route } from './route.js';

/** Result pages are built with snippets, so pages stay small. */
const MAX_SEARCH_LIMIT = 50;

export const SEARCH_SORTS = ['date', 'relevance', 'title'] as const;
export type SortBy = (typeof SEARCH_SORTS)[number];

// Only a missing q gets this message (a schema's message would also replace its checks' ones).
const WORDS_NEEDED = 'cal dir quines paraules voleu cercar';
const queryText = z
  .string({ error: (issue) => (issue.input === undefined ? WORDS_NEEDED : undefined) })
  .trim()
  .min(1, WORDS_NEEDED)
  .max(SEARCH_QUERY_MAX_CHARS)
  .meta({ description: 'The words to search for.' });

/** What a result card and a live result draw of the article: the summary and body are only ever drawn as the snippet. */
const { _id, title, section, url, authors, imageCard, imageCardAlt, data, status } = articleSummary.shape;

export const SNIPPET_LENGTH = 220;

export const searchHit = z
  .strictObject({
    _id,
    title,
    section,
    url,
    authors,
    imageCard,
    imageCardAlt,
    data,
    status,
    titleHighlight: z.string().meta({ description: 'The title with the matched words in <mark>.' }),
    snippet: z
      .string()
      .nullable()
      .meta({ description: 'A passage with the matched words in <mark>; else the start of the summary (or of the paragraphs), escaped; null when the article has neither.' }),
  })
  .meta({ id: 'SearchHit', description: 'A result: the article as a result card draws it, its title and a snippet with the matched words marked.' });

export const searchResults = z.strictObject({ articles: z.array(searchHit), pagination: paginationSchema }).meta({ id: 'SearchResults' });

/** An author the search filter offers: the filter names authors by name (the profile address is the authors list's). */
const authorFacet = z.strictObject({ name: z.string(), count: z.number().int() });

const indexStats = z.strictObject({
  totalArticles: z.number().int(),
  indexedArticles: z.number().int(),
  totalAuthors: z.number().int(),
  totalSections: z.number().int(),
  years: z.array(z.strictObject({ year: z.number().int(), count: z.number().int() })),
});

export const searchApi = {
  search: route({
    method: 'get',
    path: '/search', cache: 'public-json',
    summary: 'Full-text search of the articles',
    description: 'Title and author matches come before summary and body matches.',
    query: z.object({
      q: queryText,
      section: sectionKey.optional(),
      author: singleString.min(1).max(200).optional(),
      authors: stringList,
      year: editionYear.optional(),
      sortBy: z.enum(SEARCH_SORTS).default('relevance'),
      page: pageParam,
      limit: limitParam(PAGE_SIZES.searchPage, MAX_SEARCH_LIMIT),
    }),
    responses: { 200: searchResults },
  }),
  text: route({
    method: 'get',
    path: '/search/text', cache: 'public-json',
    summary: 'Full-text search by relevance only',
    query: z.object({ q: queryText, page: pageParam, limit: limitParam(PAGE_SIZES.textSearch, MAX_SEARCH_LIMIT) }),
    responses: { 200: searchResults },
  }),
  authors: route({
    method: 'get',
    path: '/search/authors', cache: 'public-json',
    summary: 'Authors to filter by, with their article counts',
    responses: { 200: z.strictObject({ authors: z.array(authorFacet) }) },
  }),
  sections: route({
    method: 'get',
    path: '/search/sections', cache: 'public-json',
    summary: 'Sections with their article counts',
    responses: { 200: z.strictObject({ sections: z.array(z.strictObject({ section: sectionKey, name: z.string(), count: z.number().int() })) }) },
  }),
  stats: route({ method: 'get', path: '/search/stats', cache: 'public-json', summary: 'What the search index holds', responses: { 200: indexStats } }),
} as const;

export type SearchHit = z.infer<typeof searchHit>;
export type SearchResults = z.infer<typeof searchResults>;
export type AuthorFacet = z.infer<typeof authorFacet>;
export type IndexStats = z.infer<typeof indexStats>;
