/** What an edition package must not clash with: the reads behind its checks, and the media it uses. */
import type { Knex } from 'knex';
import type { EditionStatus } from '../../common/types.js';
import type { Db } from '../db/connection.js';

const CHUNK = 400;

interface ExistingIssue {
  id: string;
  number: number;
  status: EditionStatus;
}

export async function existingIssues(db: Db, numbers: number[], ids: string[]): Promise<ExistingIssue[]> {
  if (numbers.length === 0 && ids.length === 0) return [];
  const rows: ExistingIssue[] = await db('issues').select('id', 'number', 'status').whereIn('number', numbers).orWhereIn('id', ids);
  return rows.map((r) => ({ ...r, number: Number(r.number) }));
}

export interface ExistingArticle {
  id: string;
  issue_number: number;
  section: string;
  url: string;
}

/** Articles that already hold one of these ids or section/url addresses. */
export async function existingArticles(db: Db, ids: string[], addresses: [string, string][]): Promise<ExistingArticle[]> {
  const found = new Map<string, ExistingArticle>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    for (const row of await db('articles').select('id', 'issue_number', 'section', 'url').whereIn('id', ids.slice(i, i + CHUNK))) found.set(row.id, row);
  }
  for (let i = 0; i < addresses.length; i += CHUNK) {
    const rows: ExistingArticle[] = await db('articles')
      .select('id', 'issue_number', 'section', 'url')
      .whereIn(['section', 'url'], addresses.slice(i, i + CHUNK));
    for (const row of rows) found.set(row.id, row);
  }
  return [...found.values()].map((r) => ({ ...r, issue_number: Number(r.issue_number) }));
}

export interface ExistingAuthor {
  id: string;
  slug: string;
  draft_issue: number | null;
}

export async function existingAuthors(db: Db, ids: string[], slugs: string[]): Promise<ExistingAuthor[]> {
  if (ids.length === 0) return [];
  return db('authors').select('id', 'slug', 'draft_issue').whereIn('id', ids).orWhereIn('slug', slugs);
}

/**
 * Whether anything outside the given editions uses a media file: an edition's cover, an article's
 * card or body (image, video and paragraph-image blocks name it as `"name":"…"`), an author's photo.
 */
export async function mediaUsedOutside(db: Db | Knex.Transaction, name: string, editions: number[]): Promise<boolean> {
  const cover = await db('issues').where('cover_image', name).whereNotIn('number', editions).first('id');
  if (cover) return true;
  const article = await db('articles')
    .whereNotIn('issue_number', editions)
    .where((w) => w.where('image_card', name).orWhere('body', 'like', `%"name":"${name}"%`))
    .first('id');
  if (article) return true;
  const photo = await db('authors').where('photo', name).where((w) => w.whereNull('draft_issue').orWhereNotIn('draft_issue', editions)).first('id');
  return Boolean(photo);
}
