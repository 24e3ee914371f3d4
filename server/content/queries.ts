/** Reads of editions and articles (spec §7 content calls), mapped to the common types. */
import type { Knex } from 'knex';
import { pagination } from '../../common/api/pagination.js';
import { SECTION_KEYS, type SectionKey } from '../../common/sections.js';
import type { Article, ArticleList, ArticleSummary, Issue, IssueList, IssueSummary, IssueWithArticles } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import { articleFromRow, issueFromRow, type ArticleRow, type IssueRow } from './rows.js';
import { fillMediaAlt } from './mediaAlt.js';

/**
 * Who is reading. Readers ('public') see published editions only; an admin session ('preview')
 * also sees draft editions, to check them before they are published. Every read takes it,
 * defaulting to the reader's view, so a call that forgets it can only hide a draft, never show one.
 */
export type Audience = 'public' | 'preview';

/** Keeps the rows of published editions only, unless the audience previews drafts. */
export function visibleArticles(q: Knex.QueryBuilder, audience: Audience, alias = 'a'): Knex.QueryBuilder {
  return audience === 'public' ? q.where(`${alias}.published`, true) : q;
}

function visibleIssues(q: Knex.QueryBuilder, audience: Audience, alias?: string): Knex.QueryBuilder {
  return audience === 'public' ? q.where(alias ? `${alias}.status` : 'status', 'published') : q;
}

/** Newest first; ties broken by edition, position and id so every database gives one order. */
function newestFirst(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q.orderBy([
    { column: 'a.published_on', order: 'desc' },
    { column: 'a.issue_number', order: 'desc' },
    { column: 'a.position', order: 'asc' },
    { column: 'a.id', order: 'asc' },
  ]);
}

async function authorNames(db: Db, articleIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (let i = 0; i < articleIds.length; i += 500) {
    const rows: { article_id: string; name: string }[] = await db('article_authors')
      .select('article_id', 'name')
      .whereIn('article_id', articleIds.slice(i, i + 500))
      .orderBy([{ column: 'article_id' }, { column: 'position' }]);
    for (const row of rows) names.set(row.article_id, [...(names.get(row.article_id) ?? []), row.name]);
  }
  return names;
}

export async function toArticles(db: Db, rows: ArticleRow[], withBody = false): Promise<ArticleSummary[]> {
  const names = await authorNames(db, rows.map((r) => r.id));
  return fillMediaAlt(db, rows.map((row) => articleFromRow(row, names.get(row.id) ?? [], withBody)));
}

export interface ArticleFilters {
  section?: SectionKey | undefined;
  /** Author names or slugs; an article matches when any of them wrote it. */
  authors?: string[] | undefined;
  year?: number | undefined;
  issue?: number | undefined;
}

function filtered(db: Db, filters: ArticleFilters, audience: Audience): Knex.QueryBuilder {
  const q = visibleArticles(db('articles as a'), audience);
  if (filters.section) q.where('a.section', filters.section);
  if (filters.year !== undefined) q.where('a.year', filters.year);
  if (filters.issue !== undefined) q.where('a.issue_number', filters.issue);
  const authors = filters.authors ?? [];
  if (authors.length > 0) q.whereIn('a.id', articleIdsByAuthors(db, authors));
  return q;
}

/** Subquery: ids of the articles credited to any of these author names or author slugs. */
export function articleIdsByAuthors(db: Db, authors: readonly string[]): Knex.QueryBuilder {
  // A union of two indexed lookups (by name, by slug through the author id) rather than one
  // OR across a join, which would scan every credit.
  return db('article_authors')
    .select('article_id')
    .whereIn('name', authors)
    .union((u) =>
      u
        .select('aa.article_id')
        .from('article_authors as aa')
        .join('authors as au', 'au.id', 'aa.author_id')
        .whereIn('au.slug', authors),
    );
}

export async function listArticles(
  db: Db,
  filters: ArticleFilters,
  page: number,
  limit: number,
  audience: Audience = 'public',
): Promise<ArticleList> {
  const countRow = await filtered(db, filters, audience).count<{ n: number | string }[]>({ n: '*' }).first();
  const total = Number(countRow?.n ?? 0);
  const q = filtered(db, filters, audience).select('a.*').limit(limit).offset((page - 1) * limit);
  // Within one edition the editorial order counts; elsewhere the newest comes first.
  if (filters.issue !== undefined) q.orderBy([{ column: 'a.position' }, { column: 'a.id' }]);
  else newestFirst(q);
  const rows: ArticleRow[] = await q;
  return { articles: await toArticles(db, rows), pagination: pagination({ page, limit, total }) };
}

export async function recentArticles(db: Db, limit: number, audience: Audience = 'public'): Promise<ArticleSummary[]> {
  return toArticles(db, await newestFirst(visibleArticles(db('articles as a').select('a.*'), audience)).limit(limit));
}

export async function featuredArticles(db: Db, limit: number, audience: Audience = 'public'): Promise<ArticleSummary[]> {
  return toArticles(db, await newestFirst(visibleArticles(db('articles as a').select('a.*').where('a.featured', true), audience)).limit(limit));
}

/** An article by its url slug (newest when two sections share one) or by its id. */
export async function articleBySlug(db: Db, slug: string, audience: Audience = 'public'): Promise<Article | null> {
  const row: ArticleRow | undefined = await newestFirst(
    visibleArticles(db('articles as a').select('a.*').where((w) => w.where('a.url', slug).orWhere('a.id', slug)), audience),
  ).first();
  return row ? ((await toArticles(db, [row], true))[0] as Article) : null;
}

export async function articleBySectionAndUrl(db: Db, section: string, url: string, audience: Audience = 'public'): Promise<Article | null> {
  const row: ArticleRow | undefined = await visibleArticles(db('articles as a').where({ 'a.section': section, 'a.url': url }), audience).first();
  return row ? ((await toArticles(db, [row], true))[0] as Article) : null;
}

// ---------------------------------------------------------------------------------------------
// Editions

interface IssueArticleRef {
  id: string;
  issue_number: number;
  section: string;
}

async function toIssues(db: Db, rows: IssueRow[]): Promise<Issue[]> {
  const numbers = rows.map((r) => r.number);
  const refs: IssueArticleRef[] =
    numbers.length === 0
      ? []
      : await db('articles')
          .select('id', 'issue_number', 'section')
          .whereIn('issue_number', numbers)
          .orderBy([{ column: 'issue_number' }, { column: 'position' }, { column: 'id' }]);
  const byIssue = new Map<number, IssueArticleRef[]>();
  for (const ref of refs) {
    const n = Number(ref.issue_number);
    byIssue.set(n, [...(byIssue.get(n) ?? []), ref]);
  }
  return rows.map((row) => {
    const articles = byIssue.get(Number(row.number)) ?? [];
    const present = new Set(articles.map((a) => a.section));
    const sections = SECTION_KEYS.filter((s) => present.has(s));
    return issueFromRow(row, articles.map((a) => a.id), sections);
  });
}

/** What a list draws of an edition (common/api/entities.ts issueSummary): not its article order, cover credit or print setting. */
function toIssueSummary(issue: Issue): IssueSummary {
  const { articlesOrder: _order, coverCredit: _credit, pdfManual: _manual, ...summary } = issue;
  return summary;
}

export async function listIssues(db: Db, page: number, limit: number, year?: number, audience: Audience = 'public'): Promise<IssueList> {
  const base = () => visibleIssues(year === undefined ? db('issues') : db('issues').where('year', year), audience);
  const countRow = await base().count<{ n: number | string }[]>({ n: '*' }).first();
  const rows: IssueRow[] = await base()
    .select('*')
    .orderBy([{ column: 'number', order: 'desc' }, { column: 'publication_date', order: 'desc' }])
    .limit(limit)
    .offset((page - 1) * limit);
  return { issues: (await toIssues(db, rows)).map(toIssueSummary), pagination: pagination({ page, limit, total: Number(countRow?.n ?? 0) }) };
}

export async function issueByNumber(db: Db, number: number, audience: Audience = 'public'): Promise<Issue | null> {
  const row: IssueRow | undefined = await visibleIssues(db('issues').where({ number }), audience).first();
  return row ? (await toIssues(db, [row]))[0]! : null;
}

export async function issueByYearAndNumber(db: Db, year: number, number: number, audience: Audience = 'public'): Promise<Issue | null> {
  const row: IssueRow | undefined = await visibleIssues(db('issues').where({ year, number }), audience).first();
  return row ? (await toIssues(db, [row]))[0]! : null;
}

export async function issuesOfYear(db: Db, year: number, audience: Audience = 'public'): Promise<IssueSummary[]> {
  const rows: IssueRow[] = await visibleIssues(db('issues').where({ year }), audience).orderBy('number', 'desc');
  return (await toIssues(db, rows)).map(toIssueSummary);
}

export async function issueYears(db: Db, audience: Audience = 'public'): Promise<number[]> {
  const rows: { year: number }[] = await visibleIssues(db('issues'), audience).distinct('year').orderBy('year', 'desc');
  return rows.map((r) => Number(r.year));
}

async function withArticles(db: Db, issue: Issue | null): Promise<IssueWithArticles | null> {
  if (!issue) return null;
  const rows: ArticleRow[] = await db('articles as a')
    .select('a.*')
    .where('a.issue_number', issue.number)
    .orderBy([{ column: 'a.position' }, { column: 'a.id' }]);
  return { issue, articles: await toArticles(db, rows) };
}

export async function latestIssueWithArticles(db: Db, audience: Audience = 'public'): Promise<IssueWithArticles | null> {
  const row: IssueRow | undefined = await visibleIssues(db('issues'), audience).orderBy('number', 'desc').first();
  return withArticles(db, row ? (await toIssues(db, [row]))[0]! : null);
}

export async function issueWithArticles(db: Db, number: number, audience: Audience = 'public'): Promise<IssueWithArticles | null> {
  return withArticles(db, await issueByNumber(db, number, audience));
}

/** The whole edition with every article body, for the print PDF (and for packaging a draft). */
export async function issueForPrint(db: Db, number: number, audience: Audience = 'public'): Promise<{ issue: Issue; articles: Article[] } | null> {
  const issue = await issueByNumber(db, number, audience);
  if (!issue) return null;
  const rows: ArticleRow[] = await db('articles').where('issue_number', number).orderBy([{ column: 'position' }, { column: 'id' }]);
  return { issue, articles: (await toArticles(db, rows, true)) as Article[] };
}
