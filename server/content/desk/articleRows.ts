/**
 * The desk's writes of article rows: one article with its credits and its search document, in the
 * caller's transaction. Authors a save names that the directory lacks are created on the spot, as
 * drafts of the edition until it (or the correction) is published.
 */
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { articleAuthors, slugify } from '../../../common/authors.js';
import type { Article, Author, EditionStatus } from '../../../common/types.js';
import { articleIndex, indexArticles } from '../../search/engine.js';
import { articleFromRow, articleToRow } from '../rows.js';
import { sanitizeArticle, writeAuthor } from '../store.js';

export const newId = (): string => randomBytes(12).toString('hex');

/** Creates the authors of these names that the directory lacks; they stay drafts of `edition`. */
export async function ensureAuthors(trx: Knex.Transaction, names: readonly string[], edition: number, now: string): Promise<void> {
  if (names.length === 0) return;
  const known = new Set((await trx('authors').whereIn('name', [...names]).pluck('name')) as string[]);
  for (const name of names) {
    if (known.has(name)) continue;
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
    await writeAuthor(trx, articleIndex, author, now);
    await trx('authors').where({ id: author._id }).update({ draft_issue: edition });
    known.add(name);
  }
}

/**
 * Writes (inserts or replaces) one article row, its credits and its search document; returns the
 * article as a read of the row gives it, so the caller need not read it back.
 */
export async function writeArticleRow(
  trx: Knex.Transaction,
  article: Article,
  position: number,
  issueDate: string,
  status: EditionStatus,
  now: string,
): Promise<Article> {
  const row = articleToRow(sanitizeArticle(article), position, issueDate, status, now);
  await trx('articles').insert(row).onConflict('id').merge();
  await trx('article_authors').where({ article_id: article._id }).delete();
  const names = articleAuthors(article);
  if (names.length > 0) {
    const ids = new Map(
      ((await trx('authors').whereIn('name', names).select('id', 'name')) as { id: string; name: string }[]).map((a) => [a.name, a.id]),
    );
    await trx('article_authors').insert(
      names.map((name, index) => ({ article_id: article._id, position: index, name, author_id: ids.get(name) ?? null })),
    );
  }
  await indexArticles(trx, [article._id]);
  return articleFromRow(row, names, true) as Article;
}
