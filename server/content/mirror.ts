/**
 * Mirror writes: the staff copy takes in the public site's published content (sync). Upserts by
 * id, so a page applied twice changes nothing. Local drafts are never touched: a public edition or
 * article that would take a draft's number or address is skipped. Nothing is deleted on the public
 * site's word alone: what the site no longer has is listed (`PendingDeletion`) for staff to confirm
 * (issue 26: a first sync deleted an author created on the staff copy). Called through writer.ts only.
 */
import type { Knex } from 'knex';
import { countLabel } from '../../common/plural.js';
import type { SyncCounts } from '../../common/sync.js';
import { toBool } from '../db/connection.js';
import type { ArticleIndex } from './articleIndex.js';
import type { ArticleRow, AuthorRow, IssueRow } from './rows.js';

/** The public changes feed's records: the content tables' rows, with an article's credits and an author's specialties. */
export type IssueRecord = IssueRow;
export type ArticleRecord = ArticleRow & { authors: string[] };
export type AuthorRecord = AuthorRow & { specialties: string[] };
export type ChangeKind = 'issue' | 'article' | 'author';

export type Change =
  | { seq: number; kind: 'issue'; id: string; record: IssueRecord | null }
  | { seq: number; kind: 'article'; id: string; record: ArticleRecord | null }
  | { seq: number; kind: 'author'; id: string; record: AuthorRecord | null };

/** Ids the public site no longer has (tombstones, or the first sync's clean-up). */
export interface PublishedIds {
  issues: string[];
  articles: string[];
  authors: string[];
}

/**
 * A local record a sync would delete, waiting for staff's word: 'gone' the public site deleted it
 * (or made it a draft), 'only-here' it exists only on this copy (the first sync's clean-up).
 */
export interface PendingDeletion {
  kind: ChangeKind;
  id: string;
  /** What staff read: an edition's number and title, an article's title, an author's name. */
  label: string;
  reason: 'gone' | 'only-here';
}

/** Fields compared to tell an update from a record that did not change (the time stamp aside). */
const same = (a: Record<string, unknown>, b: Record<string, unknown>, keys: string[]) =>
  keys.every((k) => (typeof a[k] === 'boolean' || typeof b[k] === 'boolean' ? toBool(a[k]) === toBool(b[k]) : String(a[k] ?? '') === String(b[k] ?? '')));

const ISSUE_FIELDS = ['number', 'publication_date', 'year', 'title', 'description', 'cover_image', 'cover_credit', 'pdf_manual', 'status'];
const ARTICLE_FIELDS = ['issue_number', 'position', 'section', 'url', 'title', 'title_pdf', 'summary', 'image_card', 'data', 'published_on', 'year', 'featured', 'body', 'corrected_at', 'published'];
const AUTHOR_FIELDS = ['slug', 'name', 'photo', 'profession', 'location', 'bio_short', 'bio_full', 'education', 'awards', 'website', 'twitter', 'linkedin', 'active'];

/** What a mirror write counts (sync's counts but the media's). */
export type MirrorTally = Pick<SyncCounts, Exclude<keyof SyncCounts, 'images' | 'videos'>>;

async function removeLocalArticles(trx: Knex.Transaction, index: ArticleIndex, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await index.removeArticles(trx, ids);
  await trx('articles').whereIn('id', ids).delete();
}

/** Upserts an edition; returns false when a local draft holds its number. */
async function upsertIssue(trx: Knex.Transaction, index: ArticleIndex, record: IssueRecord, tally: MirrorTally): Promise<boolean> {
  const holder = (await trx('issues').where('number', record.number).first()) as { id: string; status: string } | undefined;
  if (holder && holder.id !== record.id) {
    if (holder.status !== 'published') return false;
    // A published local edition with this number is the public edition's older copy under another id.
    const articleIds = ((await trx('articles').where('issue_number', record.number).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, index, articleIds);
    await trx('issues').where('id', holder.id).delete();
  }
  const existing = (await trx('issues').where('id', record.id).first()) as Record<string, unknown> | undefined;
  if (existing && existing.status !== 'published') return false;
  const row = { ...record, status: 'published' };
  if (existing && same(existing, row, ISSUE_FIELDS)) return true;
  if (existing && Number(existing.number) !== record.number) {
    // Renumbered: its articles come back with their own changes; none may keep the old number.
    const articleIds = ((await trx('articles').where('issue_number', Number(existing.number)).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, index, articleIds);
    await trx('issues').where('id', record.id).delete();
  }
  await trx('issues').insert(row).onConflict('id').merge();
  if (existing) tally.issuesUpdated++;
  else tally.issuesNew++;
  return true;
}

async function upsertArticle(trx: Knex.Transaction, index: ArticleIndex, record: ArticleRecord, tally: MirrorTally): Promise<boolean> {
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
    await removeLocalArticles(trx, index, [clash.id]);
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

async function upsertAuthor(trx: Knex.Transaction, index: ArticleIndex, record: AuthorRecord, tally: MirrorTally): Promise<void> {
  const { specialties, ...columns } = record;
  const existing = (await trx('authors').where('id', record.id).first()) as Record<string, unknown> | undefined;
  const current = existing
    ? ((await trx('author_specialties').where('author_id', record.id).orderBy('position').select('specialty')) as { specialty: string }[]).map((s) => s.specialty)
    : [];
  if (existing && same(existing, columns, AUTHOR_FIELDS) && current.join('\n') === specialties.join('\n')) return;
  // Another local author under this address keeps her profile under a free one: a sync deletes no one.
  const holder = (await trx('authors').where('slug', record.slug).whereNot('id', record.id).first('id')) as { id: string } | undefined;
  if (holder) {
    let n = 2;
    while (await trx('authors').where('slug', `${record.slug}-${n}`).first('id')) n++;
    await trx('authors').where('id', holder.id).update({ slug: `${record.slug}-${n}` });
  }
  await trx('authors').insert(columns).onConflict('id').merge();
  await trx('author_specialties').where('author_id', record.id).delete();
  if (specialties.length > 0) {
    await trx('author_specialties').insert(specialties.map((specialty, position) => ({ author_id: record.id, position, specialty })));
  }
  await trx('article_authors').where('name', record.name).update({ author_id: record.id });
  await index.reindexAuthor(trx, record.id, record.name);
  if (existing) tally.authorsUpdated++;
  else tally.authorsNew++;
}

/** Local records `deletePublished` would remove for these ids, named for staff (drafts and what they credit stay). */
export async function describeDeletions(trx: Knex.Transaction, ids: PublishedIds, reason: PendingDeletion['reason']): Promise<PendingDeletion[]> {
  const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();
  const issues = ids.issues.length > 0 ? ((await trx('issues').whereIn('id', ids.issues).andWhere('status', 'published').orderBy('number').select('id', 'number', 'title')) as { id: string; number: number; title: string }[]) : [];
  // An edition goes with its articles: the label says how many.
  const articleCount = async (number: number) => Number(((await trx('articles').where('issue_number', number).count({ n: '*' }).first()) as { n: number | string }).n);
  const issueLabel = async (i: { number: number; title: string }) => {
    const n = await articleCount(Number(i.number));
    return `Número ${Number(i.number)}: ${plain(i.title)}${n > 0 ? ` (amb ${countLabel(n, 'article', 'articles')})` : ''}`;
  };
  const articles = ids.articles.length > 0 ? ((await trx('articles').whereIn('id', ids.articles).andWhere('published', true).orderBy('id').select('id', 'title')) as { id: string; title: string }[]) : [];
  const authors = ids.authors.length > 0 ? ((await trx('authors').whereIn('id', ids.authors).whereNotIn('id', draftCredits(trx)).orderBy('name').select('id', 'name')) as { id: string; name: string }[]) : [];
  return [
    ...(await Promise.all(issues.map(async (i) => ({ kind: 'issue' as const, id: i.id, label: await issueLabel(i), reason })))),
    ...articles.map((a) => ({ kind: 'article' as const, id: a.id, label: plain(a.title), reason })),
    ...authors.map((a) => ({ kind: 'author' as const, id: a.id, label: a.name, reason })),
  ];
}

/** Authors credited by a local draft: the draft still names them. */
const draftCredits = (trx: Knex.Transaction) =>
  trx('article_authors').join('articles', 'articles.id', 'article_authors.article_id').where('articles.published', false).whereNotNull('article_authors.author_id').select('article_authors.author_id');

/** Deletes local published copies; drafts stay. Only once staff confirmed it (PendingDeletion). */
export async function deletePublished(trx: Knex.Transaction, index: ArticleIndex, ids: PublishedIds, tally: MirrorTally): Promise<void> {
  if (ids.articles.length > 0) {
    const doomed = ((await trx('articles').whereIn('id', ids.articles).andWhere('published', true).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, index, doomed);
    tally.articlesDeleted += doomed.length;
  }
  if (ids.issues.length > 0) {
    const doomed = (await trx('issues').whereIn('id', ids.issues).andWhere('status', 'published').select('id', 'number')) as { id: string; number: number }[];
    const articleIds = ((await trx('articles').whereIn('issue_number', doomed.map((d) => d.number)).select('id')) as { id: string }[]).map((r) => r.id);
    await removeLocalArticles(trx, index, articleIds);
    tally.articlesDeleted += articleIds.length;
    await trx('issues').whereIn('id', doomed.map((d) => d.id)).delete();
    tally.issuesDeleted += doomed.length;
  }
  if (ids.authors.length > 0) {
    tally.authorsDeleted += Number(await trx('authors').whereIn('id', ids.authors).whereNotIn('id', draftCredits(trx)).delete());
  }
}

/**
 * Applies changes of the public site: editions first, so every article finds its edition; then
 * authors, so credits find their ids. `parents` are the current editions of the articles. What
 * the site deleted joins `pending` (a record it brought back leaves it) and stays until confirmed.
 */
export async function applyChanges(trx: Knex.Transaction, index: ArticleIndex, parents: IssueRecord[], changes: Change[], tally: MirrorTally, pending: PendingDeletion[]): Promise<void> {
  const refused = new Set<number>();
  for (const parent of parents) if (!(await upsertIssue(trx, index, parent, tally))) refused.add(parent.number);
  const gone: PublishedIds = { issues: [], articles: [], authors: [] };
  for (const change of changes) {
    if (change.kind !== 'issue') continue;
    if (!change.record) gone.issues.push(change.id);
    else if (!(await upsertIssue(trx, index, change.record, tally))) tally.skipped++;
  }
  for (const change of changes) {
    if (change.kind !== 'author') continue;
    if (!change.record) gone.authors.push(change.id);
    else await upsertAuthor(trx, index, change.record, tally);
  }
  const indexed: string[] = [];
  for (const change of changes) {
    if (change.kind !== 'article') continue;
    if (!change.record) gone.articles.push(change.id);
    else if (refused.has(change.record.issue_number)) tally.skipped++;
    else if (await upsertArticle(trx, index, change.record, tally)) indexed.push(change.id);
  }
  const back = new Set(changes.filter((c) => c.record).map((c) => `${c.kind}:${c.id}`));
  const listed = new Set(pending.map((p) => `${p.kind}:${p.id}`));
  const kept = pending.filter((p) => !back.has(`${p.kind}:${p.id}`));
  const added = (await describeDeletions(trx, gone, 'gone')).filter((p) => !listed.has(`${p.kind}:${p.id}`));
  pending.splice(0, pending.length, ...kept, ...added);
  await index.indexArticles(trx, indexed);
}
