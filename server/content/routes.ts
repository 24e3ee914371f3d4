/** Content calls of spec §7: articles and editions. HTTP only: parse, call, reply. */
import { Router } from 'express';
import { contentApi as api } from '../../common/api/content.js';
import { pagination } from '../../common/api/pagination.js';
import type { ResponseOf } from '../../common/api/route.js';
import { PAGE_SIZES } from '../../common/constants.js';
import { isSectionKey } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import type { ResponseCache } from '../http/cache.js';
import { notFound } from '../http/errors.js';
import { parseParams, parseQuery } from '../http/validate.js';
import * as q from './queries.js';

type Answer<K extends keyof typeof api> = ResponseOf<(typeof api)[K]>;

export function contentRoutes(db: Db, cache: ResponseCache): Router {
  const cachedJson = cache.json;
  const r = Router();

  r.get(
    '/articles',
    cachedJson<Answer<'listArticles'>>(async (req, audience) => {
      const query = parseQuery(api.listArticles.query, req);
      // The generic call pages sections by 15 and everything else by 10 (spec §7).
      const limit = query.limit || (query.section ? PAGE_SIZES.genericSection : PAGE_SIZES.default);
      const authors = [...(query.authors ?? []), ...(query.author ? [query.author] : [])];
      return q.listArticles(db, { section: query.section, authors, year: query.year, issue: query.issue }, query.page, limit, audience);
    }),
  );

  r.get(
    '/articles/recent',
    cachedJson<Answer<'recentArticles'>>(async (req, audience) => ({ articles: await q.recentArticles(db, parseQuery(api.recentArticles.query, req).limit, audience) })),
  );

  r.get(
    '/articles/featured',
    cachedJson<Answer<'featuredArticles'>>(async (req, audience) => ({ articles: await q.featuredArticles(db, parseQuery(api.featuredArticles.query, req).limit, audience) })),
  );

  r.get(
    '/articles/section/:section',
    cachedJson<Answer<'sectionArticles'>>(async (req, audience) => {
      const { section } = parseParams(api.sectionArticles.params, req);
      const { page, limit } = parseQuery(api.sectionArticles.query, req);
      return q.listArticles(db, { section }, page, limit, audience);
    }),
  );

  r.get(
    '/articles/author/:author',
    cachedJson<Answer<'authorArticles'>>(async (req, audience) => {
      const { author } = parseParams(api.authorArticles.params, req);
      const { page, limit } = parseQuery(api.authorArticles.query, req);
      return q.listArticles(db, { authors: [author] }, page, limit, audience);
    }),
  );

  r.get(
    '/articles/authors',
    cachedJson<Answer<'authorsArticles'>>(async (req, audience) => {
      const query = parseQuery(api.authorsArticles.query, req);
      const authors = query.authors ?? [];
      if (authors.length === 0) return { articles: [], pagination: pagination({ page: 1, limit: query.limit, total: 0 }) };
      return q.listArticles(db, { authors }, query.page, query.limit, audience);
    }),
  );

  r.get(
    '/articles/:slug',
    cachedJson<Answer<'articleBySlug'>>(async (req, audience) => {
      const { slug } = parseParams(api.articleBySlug.params, req);
      const article = await q.articleBySlug(db, slug, audience);
      if (!article) throw notFound(`No hi ha cap article amb l’adreça «${slug}».`, 'article_not_found');
      return article;
    }),
  );

  r.get(
    '/articles/:section/:url',
    cachedJson<Answer<'articleBySectionAndUrl'>>(async (req, audience) => {
      const params = parseParams(api.articleBySectionAndUrl.params, req);
      const article = isSectionKey(params.section)
        ? await q.articleBySectionAndUrl(db, params.section, params.url, audience)
        : null;
      if (!article) throw notFound(`No hi ha cap article a /${params.section}/${params.url}.`, 'article_not_found');
      return article;
    }),
  );

  r.get(
    '/issues',
    cachedJson<Answer<'listIssues'>>(async (req, audience) => {
      const query = parseQuery(api.listIssues.query, req);
      return q.listIssues(db, query.page, query.limit, query.year, audience);
    }),
  );

  r.get(
    '/issues/latest',
    cachedJson<Answer<'latestIssue'>>(async (_req, audience) => {
      const latest = await q.latestIssueWithArticles(db, audience);
      if (!latest) throw notFound('La revista encara no té cap edició.', 'issue_not_found');
      return latest;
    }),
  );

  r.get('/issues/years', cachedJson<Answer<'issueYears'>>(async (_req, audience) => ({ years: await q.issueYears(db, audience) })));

  r.get(
    '/issues/numberdata/:number',
    cachedJson<Answer<'issueWithArticles'>>(async (req, audience) => {
      const { number } = parseParams(api.issueWithArticles.params, req);
      const found = await q.issueWithArticles(db, number, audience);
      if (!found) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
      return found;
    }),
  );

  r.get(
    '/issues/year/:year',
    cachedJson<Answer<'issuesOfYear'>>(async (req, audience) => {
      const { year } = parseParams(api.issuesOfYear.params, req);
      return { issues: await q.issuesOfYear(db, year, audience) };
    }),
  );

  r.get(
    '/issues/number/:number',
    cachedJson<Answer<'issueByNumber'>>(async (req, audience) => {
      const { number } = parseParams(api.issueByNumber.params, req);
      const issue = await q.issueByNumber(db, number, audience);
      if (!issue) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
      return issue;
    }),
  );

  r.get(
    '/issues/:year/:number',
    cachedJson<Answer<'issueByYearAndNumber'>>(async (req, audience) => {
      const { year, number } = parseParams(api.issueByYearAndNumber.params, req);
      const issue = await q.issueByYearAndNumber(db, year, number, audience);
      if (!issue) throw notFound(`No hi ha cap edició amb el número ${number} el ${year}.`, 'issue_not_found');
      return issue;
    }),
  );

  return r;
}
