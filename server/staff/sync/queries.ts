/**
 * The local side of sync (SQL): writing a page of public changes into the staff's copy in one
 * transaction together with the cursor, so a lost connection resumes exactly after the last
 * committed page. Upserts by id, so a page applied twice changes nothing. Local drafts are never
 * touched: a public edition or article that would take a draft's number or address is skipped.
 */
import type { Knex } from 'knex';
import type { SyncCounts } from '../../../common/sync.js';
import type { Db } from '../../db/connection.js';
import { isSqlite, parseJson, toBool } from '../../db/connection.js';
import { indexArticles, reindexAuthor, removeArticles } from '../../search/engine.js';
import { SEARCH_DIMENSIONS } from '../../analytics/queries.js';
import { analyticsWindow, type AnalyticsTable, type ArticleRecord, type AuthorRecord, type ChangesPage, type IssueRecord } from './feed.js';

export interface SyncRun {
  counts: SyncCounts;
  /** False while a run is under way or after it stopped; a new run then continues its counts. */
  complete: boolean;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface SyncStateRow {
  cursor: number;
  mirrored: boolean;
  analyticsUntil: string | null;
  run: SyncRun | null;
  lastSuccessAt: string | null;
}

export async function readState(db: Db | Knex.Transaction): Promise<SyncStateRow> {
  const row = (await db('sync_state').where('id', 1).first()) as Record<string, unknown>;
  const run = parseJson<Partial<SyncRun>>(row.run, {});
  return {
    cursor: Number(row.cursor),
    mirrored: toBool(row.mirrored),
    analyticsUntil: (row.analytics_until as string | null) ?? null,
    run: run.counts ? (run as SyncRun) : null,
    lastSuccessAt: (row.last_success_at as string | null) ?? null,
  };
}

export async function writeState(
  db: Db | Knex.Transaction,
  patch: Partial<{ cursor: number; mirrored: boolean; analyticsUntil: string; run: SyncRun; lastSuccessAt: string }>,
): Promise<void> {
  const row: Record<string, unknown> = {};
  if (patch.cursor !== undefined) row.cursor = patch.cursor;
  if (patch.mirrored !== undefined) row.mirrored = patch.mirrored;
  if (patch.analyticsUntil !== undefined) row.analytics_until = patch.analyticsUntil;
  if (patch.run !== undefined) row.run = JSON.stringify(patch.run);
  if (patch.lastSuccessAt !== undefined) row.last_success_at = patch.lastSuccessAt;
  await db('sync_state').where('id', 1).update(row);
}

/** Fields compared to tell an update from a record that did not change (the time stamp aside). */
const same = (a: Record<string, unknown>, b: Record<string, unknown>, keys: string[]) =>
  keys.every((k) => (typeof a[k] === 'boolean' || typeof b[k] === 'boolean' ? toBool(a[k]) === toBool(b[k]) : String(a[k] ?? '') === String(b[k] ?? '')));

const ISSUE_FIELDS = ['number', 'publication_date', 'year', 'title', 'description', 'cover_image', 'cover_credit', 'pdf_manual', 'status'];
const ARTICLE_FIELDS = ['issue_number', 'position', 'section', 'url', 'title', 'title_pdf', 'summary', 'image_card', 'data', 'published_on', 'year', 'featured', 'body', 'corrected_at', 'published'];
const AUTHOR_FIELDS = ['slug', 'name', 'photo', 'profession', 'location', 'bio_short', 'bio_full', 'education', 'awards', 'website', 'twitter', 'linkedin', 'active'];

type Tally = Pick<SyncCounts, Exclude<keyof SyncCounts, 'images' | 'videos'>>;

async function removeLocalArticles(trx: Knex.Transaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await removeArticles(trx, ids);
  await trx('articles').whereIn('id', ids).delete();
}

/** Upserts an edition; returns false when a local draft holds its number. */
async function upsertIssue(trx: Knex.Transaction, record: IssueRecord, tally: Tally): Promise<boolean> {
  const holder = (await trx('issues').where('number', record.number).first()) as { id: string; status: string } | undefined;
  if (holder && holder.id !== record.id) {
    if (holder.status !== 'published') return false;
    // A published local edition with this number is the public edition's older copy under another id.
    const articleIds = ((await trx('articles').where('issue_number', record.number).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, articleIds);
    await trx('issues').where('id', holder.id).delete();
  }
  const existing = (await trx('issues').where('id', record.id).first()) as Record<string, unknown> | undefined;
  if (existing && existing.status !== 'published') return false;
  const row = { ...record, status: 'published' };
  if (existing && same(existing, row, ISSUE_FIELDS)) return true;
  if (existing && Number(existing.number) !== record.number) {
    // Renumbered: its articles come back with their own changes; none may keep the old number.
    const articleIds = ((await trx('articles').where('issue_number', Number(existing.number)).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, articleIds);
    await trx('issues').where('id', record.id).delete();
  }
  await trx('issues').insert(row).onConflict('id').merge();
  if (existing) tally.issuesUpdated++;
  else tally.issuesNew++;
  return true;
}

async function upsertArticle(trx: Knex.Transaction, record: ArticleRecord, tally: Tally): Promise<boolean> {
  const edition = (await trx('issues').where('number', record.issue_number).first()) as { status: string } | undefined;
  if (!edition || edition.status !== 'published') {
    tally.skipped++;
    return false;
  }
  const clash = (await trx('articles').where({ section: record.section, url: record.url }).whereNot('id', record.id).first()) as
    | { id: string; published: unknown }
    | undefined;
  if (clash) {
    if (!toBool(clash.published)) {
      tally.skipped++;
      return false;
    }
    await removeLocalArticles(trx, [clash.id]);
  }
  const existing = (await trx('articles').where('id', record.id).first()) as Record<string, unknown> | undefined;
  if (existing && !toBool(existing.published)) {
    tally.skipped++;
    return false;
  }
  const { authors, ...columns } = record;
  const row = { ...columns, published: true };
  const credits = existing
    ? ((await trx('article_authors').where('article_id', record.id).orderBy('position').select('name')) as { name: string }[]).map((r) => r.name)
    : [];
  if (existing && same(existing, row, ARTICLE_FIELDS) && credits.join('\n') === authors.join('\n')) return false;
  await trx('articles').insert(row).onConflict('id').merge();
  await trx('article_authors').where('article_id', record.id).delete();
  if (authors.length > 0) {
    const known = (await trx('authors').whereIn('name', authors).select('id', 'name')) as { id: string; name: string }[];
    const idByName = new Map(known.map((a) => [a.name, a.id]));
    await trx('article_authors').insert(authors.map((name, position) => ({ article_id: record.id, position, name, author_id: idByName.get(name) ?? null })));
  }
  if (existing) tally.articlesUpdated++;
  else tally.articlesNew++;
  return true;
}

async function upsertAuthor(trx: Knex.Transaction, record: AuthorRecord, tally: Tally): Promise<void> {
  const { specialties, ...columns } = record;
  const existing = (await trx('authors').where('id', record.id).first()) as Record<string, unknown> | undefined;
  const current = existing
    ? ((await trx('author_specialties').where('author_id', record.id).orderBy('position').select('specialty')) as { specialty: string }[]).map((s) => s.specialty)
    : [];
  if (existing && same(existing, columns, AUTHOR_FIELDS) && current.join('\n') === specialties.join('\n')) return;
  // Another local author under this address is the public author's older copy.
  await trx('authors').where('slug', record.slug).whereNot('id', record.id).delete();
  await trx('authors').insert(columns).onConflict('id').merge();
  await trx('author_specialties').where('author_id', record.id).delete();
  if (specialties.length > 0) {
    await trx('author_specialties').insert(specialties.map((specialty, position) => ({ author_id: record.id, position, specialty })));
  }
  await trx('article_authors').where('name', record.name).update({ author_id: record.id });
  await reindexAuthor(trx, record.id, record.name);
  if (existing) tally.authorsUpdated++;
  else tally.authorsNew++;
}

/** Deletes local published copies; drafts stay. */
export async function deletePublished(trx: Knex.Transaction, ids: { issues: string[]; articles: string[]; authors: string[] }, tally: Tally): Promise<void> {
  if (ids.articles.length > 0) {
    const doomed = ((await trx('articles').whereIn('id', ids.articles).andWhere('published', true).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, doomed);
    tally.articlesDeleted += doomed.length;
  }
  if (ids.issues.length > 0) {
    const doomed = (await trx('issues').whereIn('id', ids.issues).andWhere('status', 'published').select('id', 'number')) as { id: string; number: number }[];
    const articleIds = ((await trx('articles').whereIn('issue_number', doomed.map((d) => d.number)).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, articleIds);
    tally.articlesDeleted += articleIds.length;
    await trx('issues').whereIn('id', doomed.map((d) => d.id)).delete();
    tally.issuesDeleted += doomed.length;
  }
  if (ids.authors.length > 0) {
    // An author credited by a local draft stays: the draft still names them.
    const kept = trx('article_authors').join('articles', 'articles.id', 'article_authors.article_id').where('articles.published', false).whereNotNull('article_authors.author_id').select('article_authors.author_id');
    tally.authorsDeleted += Number(await trx('authors').whereIn('id', ids.authors).whereNotIn('id', kept).delete());
  }
}

/** Applies one page of public changes and moves the cursor, in one transaction. */
export async function applyChangesPage(db: Db, page: ChangesPage, cursor: number, tally: Tally): Promise<void> {
  await db.transaction(async (trx) => {
    // Editions first, so every article finds its edition; then authors, so credits find their ids.
    const refused = new Set<number>();
    for (const parent of page.parents) if (!(await upsertIssue(trx, parent, tally))) refused.add(parent.number);
    const gone = { issues: [] as string[], articles: [] as string[], authors: [] as string[] };
    for (const change of page.changes) {
      if (change.kind !== 'issue') continue;
      if (!change.record) gone.issues.push(change.id);
      else if (!(await upsertIssue(trx, change.record, tally))) tally.skipped++;
    }
    for (const change of page.changes) {
      if (change.kind !== 'author') continue;
      if (!change.record) gone.authors.push(change.id);
      else await upsertAuthor(trx, change.record, tally);
    }
    const indexed: string[] = [];
    for (const change of page.changes) {
      if (change.kind !== 'article') continue;
      if (!change.record) gone.articles.push(change.id);
      else if (refused.has(change.record.issue_number)) tally.skipped++;
      else if (await upsertArticle(trx, change.record, tally)) indexed.push(change.id);
    }
    await deletePublished(trx, gone, tally);
    await indexArticles(trx, indexed);
    await writeState(trx, { cursor });
  });
}

/** Local published ids the public site no longer has (the first sync's clean-up of, say, the demo magazine). */
export async function localPublishedIdsOutside(db: Db, keep: { issues: string[]; articles: string[]; authors: string[] }) {
  const outside = async (q: Knex.QueryBuilder, wanted: string[]) => {
    const set = new Set(wanted);
    return ((await q.select('id')) as { id: string }[]).map((r) => r.id).filter((id) => !set.has(id));
  };
  return {
    issues: await outside(db('issues').where('status', 'published'), keep.issues),
    articles: await outside(db('articles').where('published', true), keep.articles),
    authors: await outside(db('authors'), keep.authors),
  };
}

export async function recordedMedia(db: Db): Promise<Map<string, { size: number; modifiedMs: number }>> {
  const rows = (await db('sync_media').select()) as { name: string; size: number | string; modified_ms: number | string }[];
  return new Map(rows.map((r) => [r.name, { size: Number(r.size), modifiedMs: Number(r.modified_ms) }]));
}

export async function recordMedia(db: Db, name: string, info: { size: number; modifiedMs: number } | null): Promise<void> {
  if (!info) await db('sync_media').where('name', name).delete();
  else await db('sync_media').insert({ name, size: info.size, modified_ms: Math.round(info.modifiedMs) }).onConflict('name').merge();
}

/** Local analytics tables' conflict keys, so a page applied twice stays one copy. */
const KEYS: Record<AnalyticsTable, string[]> = {
  connection_rollups: ['dimension', 'day', 'value', 'country_code'],
  connection_rollup_days: ['day'],
  connection_filtered: ['day', 'reason'],
  page_views: ['id'],
  connection_sessions: ['id'],
  search_events: ['id'],
};

/**
 * Empties the local copy of a table from the day after `since` (everything when null), before its
 * pages arrive: the same window the public site sends, whatever the local rows' own range.
 */
export async function clearAnalytics(db: Db, table: AnalyticsTable, since: string | null): Promise<void> {
  const everything = { since, rolledUntil: '9999-12-31' };
  await db.transaction(async (trx) => {
    if (table === 'page_views' || table === 'connection_sessions') {
      // Raw rows of days now rolled up go too: the rollups stand for them.
      await (since ? trx(table).where('day', '>', since) : trx(table)).delete();
      return;
    }
    await analyticsWindow(trx, table, everything).delete();
    // Search rollups are derived here from the copied events: the days that change are rebuilt on next need.
    if (table === 'search_events') {
      await (since ? trx('search_rollups').whereIn('dimension', SEARCH_DIMENSIONS).where('day', '>', since) : trx('search_rollups')).delete();
      await (since ? trx('search_rollup_days').where('day', '>', since) : trx('search_rollup_days')).delete();
    }
  });
}

/** SQLite takes up to 32766 bound values per statement, and knex writes a multi-row insert as a compound SELECT of at most 500 terms. */
const MAX_VALUES = 30_000;
const MAX_ROWS = 400;

export async function insertAnalytics(db: Db, table: AnalyticsTable, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const chunk = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_VALUES / columns.length)));
  await db.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      const records = rows.slice(i, i + chunk).map((values) => Object.fromEntries(columns.map((c, j) => [c, values[j]])));
      await trx(table).insert(records).onConflict(KEYS[table]).merge();
    }
    // Rows came with the public site's ids: PostgreSQL's sequence must move past them (SQLite's rowids do by themselves).
    if (!isSqlite(db) && (table === 'page_views' || table === 'search_events')) {
      await trx.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
  });
}
