/**
 * The editorial desk's writes, each in the caller's transaction (writer.ts `ContentWrites` calls
 * them): draft editions, one article at a time with its credits and its search document, authors
 * named on the spot. (The desk's own records, revisions and corrections, are the desk's: server/desk/records.ts.)
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { createEditionRequest, updateEditionRequest } from '../../common/api/desk.js';
import { articleAuthors, spellingKey, slugify } from '../../common/authors.js';
import type { ReviewState } from '../../common/review.js';
import type { Article, Author, EditionStatus } from '../../common/types.js';
import type { ArticleIndex } from './articleIndex.js';
import { articleFromRow, articleToRow } from './rows.js';
import { sanitizeArticle, writeAuthor } from './store.js';

export const newId = (): string => randomBytes(12).toString('hex');

export type EditionFields = z.output<typeof updateEditionRequest> | z.output<typeof createEditionRequest>;

const editionRow = (e: EditionFields, now: string) => ({
  title: e.title,
  description: e.description,
  publication_date: e.publicationDate,
  year: Number(e.publicationDate.slice(0, 4)),
  cover_image: e.coverImage ?? null,
  cover_credit: e.coverCredit ? JSON.stringify(e.coverCredit) : null,
  pdf_manual: e.pdfManual,
  updated_at: now,
});

export async function createDraftEdition(trx: Knex.Transaction, number: number, fields: EditionFields, now: string): Promise<void> {
  await trx('issues').insert({ id: newId(), number, status: 'draft', ...editionRow(fields, now) });
}

/** A draft's fields and, when given, the order of its articles (each of them once: the caller checks). */
export async function updateDraftEdition(trx: Knex.Transaction, number: number, fields: EditionFields, articlesOrder: readonly string[] | undefined, now: string): Promise<void> {
  await trx('issues').where({ number }).update(editionRow(fields, now));
  // Articles of one edition share the edition's date: only their positions change.
  for (const [position, id] of (articlesOrder ?? []).entries()) {
    await trx('articles').where({ id }).update({ position, updated_at: now });
  }
}

/**
 * The directory's spelling of each name, matched as people type names (common spellingKey:
 * "anna d’olot i vila" is the directory's "Anna d'Olot i Vilà"); a name repeated in other spellings
 * counts once. Names the directory lacks are not matched (null).
 */
async function directorySpellings(trx: Knex.Transaction, names: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const name of (await trx('authors').whereIn('name', [...names]).pluck('name')) as string[]) found.set(spellingKey(name), name);
  const missing = names.filter((name) => !found.has(spellingKey(name)));
  if (missing.length === 0) return found;
  // Only a name not found as typed costs a read of the directory's names (the usual save finds them all).
  const wanted = new Set(missing.map(spellingKey));
  const rows = (await trx('authors').orderBy([{ column: 'active', order: 'desc' }, { column: 'id' }]).select('name')) as { name: string }[];
  for (const { name } of rows) {
    const key = spellingKey(name);
    if (wanted.has(key) && !found.has(key)) found.set(key, name);
  }
  return found;
}

/**
 * The article's authors as the directory names them; the names it lacks are created, as drafts of
 * `edition` and brought by it (the desk asked the person first). Returns the names and the ids of those created.
 */
export async function ensureAuthors(trx: Knex.Transaction, index: ArticleIndex, names: readonly string[], edition: number, now: string): Promise<{ names: string[]; created: string[] }> {
  if (names.length === 0) return { names: [], created: [] };
  const known = await directorySpellings(trx, names);
  const created: string[] = [];
  for (const typed of names) {
    const name = typed.trim().replace(/\s+/g, ' ');
    if (known.has(spellingKey(name))) continue;
    const base = slugify(name) || 'autor';
    let slug = base;
    for (let n = 2; await trx('authors').where({ slug }).first('id'); n++) slug = `${base}-${n}`;
    const author: Author = {
      _id: newId(),
      slug,
      name,
      bio: {},
      specialties: [],
      education: [],
      awards: [],
      contact: {},
      stats: { totalArticles: 0 },
      active: true,
    };
    await writeAuthor(trx, index, author, now);
    await trx('authors').where({ id: author._id }).update({ draft_issue: edition, brought_by: edition });
    known.set(spellingKey(name), name);
    created.push(author._id);
  }
  return { names: [...new Set(names.map((name) => known.get(spellingKey(name))!))], created };
}

/** Where an article goes, and (a new one written at the desk) the person who writes it. */
export interface ArticlePlacing {
  position: number;
  issueDate: string;
  status: EditionStatus;
  createdBy?: number | null;
  /** A new article's editorial state (the desk's start as Esborrany; the column's default is Acceptat, migration 023). */
  review?: ReviewState;
}

/**
 * Writes (inserts or replaces) one article row, its credits and its search document; returns the
 * article as a read of the row gives it, so the caller need not read it back.
 */
export async function writeArticle(
  trx: Knex.Transaction,
  index: ArticleIndex,
  article: Article,
  placing: ArticlePlacing,
  now: string,
): Promise<Article> {
  const row = articleToRow(sanitizeArticle(article), placing.position, placing.issueDate, placing.status, now);
  // The writer and the state are named once, when the article is made; a later save leaves the columns as they are.
  const made = { ...(placing.createdBy ? { created_by: placing.createdBy } : {}), ...(placing.review ? { review_state: placing.review, review_since: now } : {}) };
  await trx('articles').insert({ ...row, ...made }).onConflict('id').merge();
  await trx('article_authors').where({ article_id: article._id }).delete();
  const names = articleAuthors(article);
  if (names.length > 0) {
    const ids = new Map(
      ((await trx('authors').whereIn('name', names).select('id', 'name')) as { id: string; name: string }[]).map((a) => [a.name, a.id]),
    );
    await trx('article_authors').insert(
      names.map((name, position) => ({ article_id: article._id, position, name, author_id: ids.get(name) ?? null })),
    );
  }
  await index.indexArticles(trx, [article._id]);
  return articleFromRow(row, names, true) as Article;
}

/**
 * Moves an article's editorial state, only from one of `from` (a conditional update: of two
 * editors acting at once, the second finds the state moved and changes nothing). False when it did not move.
 */
export async function moveReview(trx: Knex.Transaction, id: string, from: readonly ReviewState[], to: ReviewState, now: string): Promise<boolean> {
  const moved = await trx('articles').where({ id }).whereIn('review_state', [...from]).update({ review_state: to, review_since: now });
  return Number(moved) > 0;
}

/** Removes an article with its search document (its history stays, as for any removed article). */
export async function deleteArticle(trx: Knex.Transaction, index: ArticleIndex, id: string): Promise<void> {
  await index.removeArticles(trx, [id]);
  await trx('articles').where({ id }).delete();
}

/** Authors created on the spot for a correction are credited in public once it is published; returns their ids. */
export async function releaseDraftAuthors(trx: Knex.Transaction, articleId: string, now: string): Promise<string[]> {
  const drafts = trx('authors')
    .whereNotNull('draft_issue')
    .whereIn('id', trx('article_authors').where({ article_id: articleId }).whereNotNull('author_id').select('author_id'));
  const ids = (await drafts.clone().pluck('id')) as string[];
  if (ids.length > 0) await drafts.update({ draft_issue: null, updated_at: now });
  return ids;
}
