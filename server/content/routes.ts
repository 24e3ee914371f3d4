/** Content calls of spec §7: articles, editions, health. HTTP only: parse, call, reply. */
import { Router } from 'express';
import { z } from 'zod';
import { PAGE_SIZES } from '../../common/constants.js';
import { SECTION_KEYS, isSectionKey } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import type { ResponseCache } from '../http/cache.js';
import { notFound } from '../http/errors.js';
import { intParam, limitParam, pageParam, parseParams, parseQuery, singleString, stringList } from '../http/validate.js';
import * as q from './queries.js';

const section = z.enum(SECTION_KEYS, { message: `section must be one of: ${SECTION_KEYS.join(', ')}` });
const year = intParam('year', 1900, 2999);
const issueNumber = intParam('number', 0, 1_000_000);

const articlesQuery = z.object({
  page: pageParam,
  limit: limitParam(0),
  section: section.optional(),
  author: singleString.min(1, 'author must not be empty').optional(),
  authors: stringList,
  year: year.optional(),
  issue: intParam('issue', 0, 1_000_000).optional(),
});

const limitOnly = (fallback: number) => z.object({ limit: limitParam(fallback) });

export function contentRoutes(db: Db, cache: ResponseCache): Router {
  const cachedJson = cache.json;
  const r = Router();

  r.get(
    '/articles',
    cachedJson(async (req, audience) => {
      const query = parseQuery(articlesQuery, req);
      // The generic call pages sections by 15 and everything else by 10 (spec §7).
      const limit = query.limit || (query.section ? PAGE_SIZES.genericSection : PAGE_SIZES.default);
      const authors = [...(query.authors ?? []), ...(query.author ? [query.author] : [])];
      return q.listArticles(db, { section: query.section, authors, year: query.year, issue: query.issue }, query.page, limit, audience);
    }),
  );

  r.get(
    '/articles/recent',
    cachedJson(async (req, audience) => ({ articles: await q.recentArticles(db, parseQuery(limitOnly(PAGE_SIZES.default), req).limit, audience) })),
  );

  r.get(
    '/articles/featured',
    cachedJson(async (req, audience) => ({ articles: await q.featuredArticles(db, parseQuery(limitOnly(PAGE_SIZES.default), req).limit, audience) })),
  );

  r.get(
    '/articles/section/:section',
    cachedJson(async (req, audience) => {
      const { section: key } = parseParams(z.object({ section }), req);
      const { page, limit } = parseQuery(z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.default) }), req);
      return q.listArticles(db, { section: key }, page, limit, audience);
    }),
  );

  r.get(
    '/articles/author/:author',
    cachedJson(async (req, audience) => {
      const { author } = parseParams(z.object({ author: singleString.min(1) }), req);
      const { page, limit } = parseQuery(z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.default) }), req);
      return q.listArticles(db, { authors: [author] }, page, limit, audience);
    }),
  );

  r.get(
    '/articles/authors',
    cachedJson(async (req, audience) => {
      const query = parseQuery(
        z.object({ authors: stringList, page: pageParam, limit: limitParam(PAGE_SIZES.default) }),
        req,
      );
      const authors = query.authors ?? [];
      if (authors.length === 0) return { articles: [], pagination: { page: 1, pages: 1, total: 0, limit: query.limit } };
      return q.listArticles(db, { authors }, query.page, query.limit, audience);
    }),
  );

  r.get(
    '/articles/:slug',
    cachedJson(async (req, audience) => {
      const { slug } = parseParams(z.object({ slug: z.string().min(1).max(255) }), req);
      const article = await q.articleBySlug(db, slug, audience);
      if (!article) throw notFound(`No article with slug '${slug}'.`, 'article_not_found');
      return article;
    }),
  );

  r.get(
    '/articles/:section/:url',
    cachedJson(async (req, audience) => {
      const params = parseParams(z.object({ section: z.string().min(1).max(64), url: z.string().min(1).max(255) }), req);
      const article = isSectionKey(params.section)
        ? await q.articleBySectionAndUrl(db, params.section, params.url, audience)
        : null;
      if (!article) throw notFound(`No article at /${params.section}/${params.url}.`, 'article_not_found');
      return article;
    }),
  );

  r.get(
    '/issues',
    cachedJson(async (req, audience) => {
      const query = parseQuery(
        z.object({ page: pageParam, limit: limitParam(PAGE_SIZES.default), year: year.optional() }),
        req,
      );
      return q.listIssues(db, query.page, query.limit, query.year, audience);
    }),
  );

  r.get(
    '/issues/latest',
    cachedJson(async (_req, audience) => {
      const latest = await q.latestIssueWithArticles(db, audience);
      if (!latest) throw notFound('The magazine has no editions yet.', 'issue_not_found');
      return latest;
    }),
  );

  r.get('/issues/years', cachedJson(async (_req, audience) => ({ years: await q.issueYears(db, audience) })));

  r.get(
    '/issues/numberdata/:number',
    cachedJson(async (req, audience) => {
      const { number } = parseParams(z.object({ number: issueNumber }), req);
      const found = await q.issueWithArticles(db, number, audience);
      if (!found) throw notFound(`No edition number ${number}.`, 'issue_not_found');
      return found;
    }),
  );

  r.get(
    '/issues/year/:year',
    cachedJson(async (req, audience) => {
      const { year: y } = parseParams(z.object({ year }), req);
      return { issues: await q.issuesOfYear(db, y, audience) };
    }),
  );

  r.get(
    '/issues/number/:number',
    cachedJson(async (req, audience) => {
      const { number } = parseParams(z.object({ number: issueNumber }), req);
      const issue = await q.issueByNumber(db, number, audience);
      if (!issue) throw notFound(`No edition number ${number}.`, 'issue_not_found');
      return issue;
    }),
  );

  r.get(
    '/issues/:year/:number',
    cachedJson(async (req, audience) => {
      const { year: y, number } = parseParams(z.object({ year, number: issueNumber }), req);
      const issue = await q.issueByYearAndNumber(db, y, number, audience);
      if (!issue) throw notFound(`No edition number ${number} in ${y}.`, 'issue_not_found');
      return issue;
    }),
  );

  return r;
}
