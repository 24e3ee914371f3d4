/** Content calls of spec §7: articles and editions (all GET, public; an admin session also sees drafts). */
import { z } from 'zod';
import { PAGE_SIZES } from '../constants.js';
import { article, articleSummary, issue, issueSummary } from './entities.js';
import { paginationSchema } from './pagination.js';
import { editionNumberParams, editionYear, intParam, limitParam, limitParamChosen, pageParam, sectionKey, singleString, stringList } from './params.js';
import { route } from './route.js';

const year = editionYear;

export const articleList = z.strictObject({ articles: z.array(articleSummary), pagination: paginationSchema }).meta({ id: 'ArticleList' });
const articlesOnly = z.strictObject({ articles: z.array(articleSummary) });
export const issueList = z.strictObject({ issues: z.array(issueSummary), pagination: paginationSchema }).meta({ id: 'IssueList' });
export const issueWithArticles = z.strictObject({ issue, articles: z.array(articleSummary) }).meta({ id: 'IssueWithArticles' });

const pageQuery = (fallback: number) => z.object({ page: pageParam, limit: limitParam(fallback) });
const limitQuery = (fallback: number) => z.object({ limit: limitParam(fallback) });

export const contentApi = {
  listArticles: route({
    method: 'get',
    path: '/articles', cache: 'public-json',
    summary: 'Articles, newest first, filtered by section, author(s), year or edition',
    description: `Without \`limit\`, pages of ${PAGE_SIZES.genericSection} when a section is given and of ${PAGE_SIZES.default} otherwise.`,
    query: z.object({
      page: pageParam,
      limit: limitParamChosen(`${PAGE_SIZES.genericSection} with a section and ${PAGE_SIZES.default} without`),
      section: sectionKey.optional(),
      author: singleString.min(1).optional(),
      authors: stringList,
      year: year.optional(),
      issue: intParam(0, 1_000_000).optional(),
    }),
    responses: { 200: articleList },
  }),
  recentArticles: route({ method: 'get', path: '/articles/recent', cache: 'public-json', summary: 'The newest articles', query: limitQuery(PAGE_SIZES.default), responses: { 200: articlesOnly } }),
  featuredArticles: route({ method: 'get', path: '/articles/featured', cache: 'public-json', summary: 'Featured articles', query: limitQuery(PAGE_SIZES.default), responses: { 200: articlesOnly } }),
  sectionArticles: route({
    method: 'get',
    path: '/articles/section/{section}', cache: 'public-json',
    summary: "A section's articles",
    params: z.object({ section: sectionKey }),
    query: pageQuery(PAGE_SIZES.default),
    responses: { 200: articleList },
  }),
  authorArticles: route({
    method: 'get',
    path: '/articles/author/{author}', cache: 'public-json',
    summary: "An author's articles (by name or slug)",
    params: z.object({ author: singleString.min(1) }),
    query: pageQuery(PAGE_SIZES.default),
    responses: { 200: articleList },
  }),
  authorsArticles: route({
    method: 'get',
    path: '/articles/authors', cache: 'public-json',
    summary: 'Articles by any of several authors',
    query: z.object({ authors: stringList, page: pageParam, limit: limitParam(PAGE_SIZES.default) }),
    responses: { 200: articleList },
  }),
  articleBySlug: route({
    method: 'get',
    path: '/articles/{slug}', cache: 'public-json',
    summary: 'One article by its address (url)',
    params: z.object({ slug: z.string().min(1).max(255) }),
    responses: { 200: article },
  }),
  articleBySectionAndUrl: route({
    method: 'get',
    path: '/articles/{section}/{url}', cache: 'public-json',
    summary: 'One article by section and address',
    params: z.object({ section: z.string().min(1).max(64), url: z.string().min(1).max(255) }),
    responses: { 200: article },
  }),
  listIssues: route({
    method: 'get',
    path: '/issues', cache: 'public-json',
    summary: 'Editions, newest first',
    query: z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.default), year: year.optional() }),
    responses: { 200: issueList },
  }),
  latestIssue: route({ method: 'get', path: '/issues/latest', cache: 'public-json', summary: 'The newest edition and its articles (home)', responses: { 200: issueWithArticles } }),
  issueYears: route({ method: 'get', path: '/issues/years', cache: 'public-json', summary: 'The years with editions, newest first', responses: { 200: z.strictObject({ years: z.array(z.number().int()) }) } }),
  issueWithArticles: route({
    method: 'get',
    path: '/issues/numberdata/{number}', cache: 'public-json',
    summary: 'An edition and its articles in order',
    params: editionNumberParams,
    responses: { 200: issueWithArticles },
  }),
  issuesOfYear: route({
    method: 'get',
    path: '/issues/year/{year}', cache: 'public-json',
    summary: "A year's editions",
    params: z.object({ year }),
    responses: { 200: z.strictObject({ issues: z.array(issueSummary) }) },
  }),
  issueByNumber: route({ method: 'get', path: '/issues/number/{number}', cache: 'public-json', summary: 'An edition by number', params: editionNumberParams, responses: { 200: issue } }),
  issueByYearAndNumber: route({
    method: 'get',
    path: '/issues/{year}/{number}', cache: 'public-json',
    summary: 'An edition by year and number',
    params: z.object({ year, number: editionNumberParams.shape.number }),
    responses: { 200: issue },
  }),
} as const;
