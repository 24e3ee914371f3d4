/** Content calls of spec §7: articles and editions, one handler per route of contentApi. */
import type { contentApi } from '../../common/api/content.js';
import { pagination } from '../../common/api/pagination.js';
import { PAGE_SIZES } from '../../common/constants.js';
import { isSectionKey } from '../../common/sections.js';
import type { Db } from '../db/connection.js';
import { notFound } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';
import * as q from './queries.js';

export function contentHandlers(db: Db): Handlers<typeof contentApi> {
  return {
    listArticles: async ({ query }, { audience }) => {
      // The generic call pages sections by 15 and everything else by 10 (spec §7).
      const limit = query.limit ?? (query.section ? PAGE_SIZES.genericSection : PAGE_SIZES.default);
      const authors = [...(query.authors ?? []), ...(query.author ? [query.author] : [])];
      return q.listArticles(db, { section: query.section, authors, year: query.year, issue: query.issue }, query.page, limit, audience);
    },
    recentArticles: async ({ query }, { audience }) => ({ articles: await q.recentArticles(db, query.limit, audience) }),
    featuredArticles: async ({ query }, { audience }) => ({ articles: await q.featuredArticles(db, query.limit, audience) }),
    sectionArticles: ({ params, query }, { audience }) => q.listArticles(db, { section: params.section }, query.page, query.limit, audience),
    authorArticles: ({ params, query }, { audience }) => q.listArticles(db, { authors: [params.author] }, query.page, query.limit, audience),
    authorsArticles: async ({ query }, { audience }) => {
      const authors = query.authors ?? [];
      if (authors.length === 0) return { articles: [], pagination: pagination({ page: 1, limit: query.limit, total: 0 }) };
      return q.listArticles(db, { authors }, query.page, query.limit, audience);
    },
    articleBySlug: async ({ params: { slug } }, { audience }) => {
      const article = await q.articleBySlug(db, slug, audience);
      if (!article) throw notFound(`No hi ha cap article amb l’adreça «${slug}».`, 'article_not_found');
      return article;
    },
    articleBySectionAndUrl: async ({ params }, { audience }) => {
      const article = isSectionKey(params.section) ? await q.articleBySectionAndUrl(db, params.section, params.url, audience) : null;
      if (!article) throw notFound(`No hi ha cap article a /${params.section}/${params.url}.`, 'article_not_found');
      return article;
    },
    listIssues: ({ query }, { audience }) => q.listIssues(db, query.page, query.limit, query.year, audience),
    latestIssue: async (_input, { audience }) => {
      const latest = await q.latestIssueWithArticles(db, audience);
      if (!latest) throw notFound('La revista encara no té cap edició.', 'issue_not_found');
      return latest;
    },
    issueYears: async (_input, { audience }) => ({ years: await q.issueYears(db, audience) }),
    issueWithArticles: async ({ params: { number } }, { audience }) => {
      const found = await q.issueWithArticles(db, number, audience);
      if (!found) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
      return found;
    },
    issuesOfYear: async ({ params: { year } }, { audience }) => ({ issues: await q.issuesOfYear(db, year, audience) }),
    issueByNumber: async ({ params: { number } }, { audience }) => {
      const issue = await q.issueByNumber(db, number, audience);
      if (!issue) throw notFound(`No hi ha cap edició amb el número ${number}.`, 'issue_not_found');
      return issue;
    },
    issueByYearAndNumber: async ({ params: { year, number } }, { audience }) => {
      const issue = await q.issueByYearAndNumber(db, year, number, audience);
      if (!issue) throw notFound(`No hi ha cap edició amb el número ${number} el ${year}.`, 'issue_not_found');
      return issue;
    },
  };
}
