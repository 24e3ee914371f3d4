/**
 * The public side of sync (SQL): what changed since a cursor, which content is published, and the
 * analytics tables a staff copy needs for both dashboards to show the public site's figures.
 * Only published content leaves: a draft edition, its articles, and anything deleted read as
 * tombstones (`record: null`).
 */
import type { Knex } from 'knex';
import { nextDay } from '../../../common/dates.js';
import { DIMENSIONS } from '../../analytics/visitors/rollups.js';
import type { Db } from '../../db/connection.js';
import { toBool } from '../../db/connection.js';
import type { Change, ChangeKind, IssueRecord } from '../../content/mirror.js';
import type { ArticleRow, AuthorRow, IssueRow } from '../../content/rows.js';

export interface ChangesPage {
  /** The highest sequence number the site has handed out (what a sync pulls up to). */
  latest: number;
  changes: Change[];
  /** How many changes lie between the cursor and `until` (the run's progress total). */
  total: number;
  /** The current editions of the page's articles, so a copy can store an article before its edition's own change arrives. */
  parents: IssueRecord[];
}

const ISSUE_COLUMNS = ['id', 'number', 'publication_date', 'year', 'title', 'description', 'cover_image', 'cover_credit', 'pdf_manual', 'updated_at'] as const;
const ARTICLE_COLUMNS = [
  'id', 'issue_number', 'position', 'section', 'url', 'title', 'title_pdf', 'summary', 'image_card', 'data', 'published_on', 'year', 'featured', 'body', 'corrected_at', 'updated_at',
] as const;

const issueRecord = (r: IssueRow): IssueRecord => ({ ...r, number: Number(r.number), year: Number(r.year), pdf_manual: toBool(r.pdf_manual) });

async function latestSeq(db: Db): Promise<number> {
  const row = await db('content_changes').max<{ seq: number | string | null }>({ seq: 'seq' }).first();
  return Number(row?.seq ?? 0);
}

async function publishedIssues(db: Db, where: (q: ReturnType<Db>) => void): Promise<IssueRecord[]> {
  const q = db('issues').where('status', 'published').select(...ISSUE_COLUMNS);
  where(q);
  return ((await q) as IssueRow[]).map(issueRecord);
}

/** Changes with `since < seq <= until` (default: the latest), in sequence order, at most `limit`. */
export async function changesPage(db: Db, since: number, until: number | undefined, limit: number): Promise<ChangesPage> {
  const latest = await latestSeq(db);
  until = Math.min(until ?? latest, latest);
  const entries = (await db('content_changes').where('seq', '>', since).andWhere('seq', '<=', until).orderBy('seq').limit(limit)) as {
    seq: number | string;
    kind: ChangeKind;
    entity_id: string;
  }[];
  const idsOf = (kind: ChangeKind) => entries.filter((e) => e.kind === kind).map((e) => e.entity_id);

  const issues = new Map((await publishedIssues(db, (q) => q.whereIn('id', idsOf('issue')))).map((r) => [r.id, r]));

  const articleRows = (await db('articles').whereIn('id', idsOf('article')).andWhere('published', true).select(...ARTICLE_COLUMNS)) as ArticleRow[];
  const credits = (await db('article_authors').whereIn('article_id', articleRows.map((r) => r.id)).orderBy(['article_id', 'position'])) as {
    article_id: string;
    name: string;
  }[];
  const articles = new Map(
    articleRows.map((r) => [
      r.id,
      {
        ...r,
        issue_number: Number(r.issue_number),
        position: Number(r.position),
        year: Number(r.year),
        featured: toBool(r.featured),
        authors: credits.filter((c) => c.article_id === r.id).map((c) => c.name),
      },
    ]),
  );

  // An author who arrived with a draft edition (draft_issue set) stays on the public site until it is published.
  const authorRows = (await db('authors').whereIn('id', idsOf('author')).whereNull('draft_issue')) as AuthorRow[];
  const specialties = (await db('author_specialties').whereIn('author_id', authorRows.map((r) => r.id)).orderBy(['author_id', 'position'])) as {
    author_id: string;
    specialty: string;
  }[];
  const authors = new Map(
    authorRows.map((r) => [r.id, { ...r, active: toBool(r.active), specialties: specialties.filter((s) => s.author_id === r.id).map((s) => s.specialty) }]),
  );

  const changes = entries.map((e): Change => {
    const seq = Number(e.seq);
    if (e.kind === 'issue') return { seq, kind: 'issue', id: e.entity_id, record: issues.get(e.entity_id) ?? null };
    if (e.kind === 'article') return { seq, kind: 'article', id: e.entity_id, record: articles.get(e.entity_id) ?? null };
    return { seq, kind: 'author', id: e.entity_id, record: authors.get(e.entity_id) ?? null };
  });
  const parentNumbers = [...new Set([...articles.values()].map((a) => a.issue_number))];
  const parents = await publishedIssues(db, (q) => q.whereIn('number', parentNumbers));
  const [{ n }] = (await db('content_changes').where('seq', '>', since).andWhere('seq', '<=', until).count({ n: '*' })) as [{ n: number | string }];
  return { latest, total: Number(n), changes, parents };
}

/** Every published id: a first sync removes the local published content the public site lacks. */
export async function publishedIds(db: Db): Promise<{ issues: string[]; articles: string[]; authors: string[] }> {
  const ids = async (q: ReturnType<Db>) => ((await q.select('id').orderBy('id')) as { id: string }[]).map((r) => r.id);
  return {
    issues: await ids(db('issues').where('status', 'published')),
    articles: await ids(db('articles').where('published', true)),
    authors: await ids(db('authors').whereNull('draft_issue')),
  };
}

/**
 * The analytics a copy needs, table by table. Finished days travel as the daily rollups the
 * dashboards read (never the page views behind them); the last two days, which the dashboards
 * read raw, as raw rows. Searches travel raw: a search period starts at a time of day, and its
 * partial first day is counted from the events, so only they keep the figures the same.
 */
export const ANALYTICS_TABLES = {
  connection_rollups: { order: ['day', 'dimension', 'value', 'country_code'], range: 'rolled' },
  connection_rollup_days: { order: ['day'], range: 'rolled' },
  connection_filtered: { order: ['day', 'reason'], range: 'since' },
  page_views: { order: ['id'], range: 'recent' },
  connection_sessions: { order: ['id'], range: 'recent' },
  search_events: { order: ['id'], range: 'since' },
} as const;
export type AnalyticsTable = keyof typeof ANALYTICS_TABLES;

interface AnalyticsWindow {
  /** Days after this one are sent (null: every day). */
  since: string | null;
  /** The public site's last rolled-up day: rollups up to it, raw page views after it. */
  rolledUntil: string;
}


/**
 * The rows of a table in the window: days after `since`; rollup tables up to `rolledUntil`, raw
 * page views after it. Each filter takes an index: rollups by their key's leading dimension,
 * searches by time.
 */
export function analyticsWindow(db: Db | Knex.Transaction, table: AnalyticsTable, w: AnalyticsWindow) {
  const q = db(table);
  const range = ANALYTICS_TABLES[table].range;
  if (table === 'connection_rollups') q.whereIn('dimension', DIMENSIONS);
  if (range === 'recent') q.where('day', '>', w.rolledUntil);
  if (w.since) {
    if (table === 'search_events') q.where('created_at', '>=', `${nextDay(w.since)}T00:00:00.000Z`);
    else q.where('day', '>', w.since);
  }
  if (range === 'rolled') q.where('day', '<=', w.rolledUntil);
  return q;
}

export async function analyticsTotal(db: Db, table: AnalyticsTable, w: AnalyticsWindow): Promise<number> {
  const [{ n }] = (await analyticsWindow(db, table, w).count({ n: '*' })) as [{ n: number | string }];
  return Number(n);
}

/** One page of a table as column names and value rows (compact on the wire). */
export async function analyticsPage(db: Db, table: AnalyticsTable, w: AnalyticsWindow, offset: number, limit: number): Promise<{ columns: string[]; rows: unknown[][] }> {
  const records = (await analyticsWindow(db, table, w)
    .orderBy(ANALYTICS_TABLES[table].order.map((column) => ({ column })))
    .offset(offset)
    .limit(limit)) as Record<string, unknown>[];
  const columns = records[0] ? Object.keys(records[0]) : [];
  return { columns, rows: records.map((r) => columns.map((c) => r[c])) };
}
