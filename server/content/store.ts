/**
 * The content tables' writes, each inside the caller's transaction: sanitised, in batches SQLite
 * accepts, the search index kept in step. Only writer.ts calls them (see its API).
 */
import type { Knex } from 'knex';
import { articleAuthors } from '../../common/authors.js';
import type { Article, Author, EditionStatus, Issue, MagazineContent } from '../../common/types.js';
import { toBool } from '../db/connection.js';
import type { ArticleIndex } from './articleIndex.js';
import { sanitizeBlock, sanitizeInline, sanitizeRich, sanitizeUrl } from './sanitize.js';
import { articleToRow, authorToRow, issueToRow } from './rows.js';

// SQLite allows 32766 bound variables per statement; 200 rows of ~16 columns stays far below.
const BATCH = 200;

export function sanitizeArticle(article: Article): Article {
  return {
    ...article,
    title: sanitizeInline(article.title),
    ...(article.titlePdf !== undefined ? { titlePdf: sanitizeInline(article.titlePdf) } : {}),
    ...(article.summary !== undefined ? { summary: sanitizeInline(article.summary) } : {}),
    text: article.text.map(sanitizeBlock),
  };
}

function sanitizeAuthor(author: Author): Author {
  return {
    ...author,
    bio: {
      ...(author.bio.short !== undefined ? { short: sanitizeInline(author.bio.short) } : {}),
      ...(author.bio.full !== undefined ? { full: sanitizeRich(author.bio.full) } : {}),
    },
    contact: {
      ...(sanitizeUrl(author.contact.website) ? { website: sanitizeUrl(author.contact.website) } : {}),
      ...(author.contact.twitter ? { twitter: author.contact.twitter.trim() } : {}),
      ...(sanitizeUrl(author.contact.linkedin) ? { linkedin: sanitizeUrl(author.contact.linkedin) } : {}),
    },
  };
}

export async function writeAuthor(trx: Knex.Transaction, index: ArticleIndex, author: Author, now: string): Promise<void> {
  const clean = sanitizeAuthor(author);
  await trx('authors').insert(authorToRow(clean, now)).onConflict('id').merge();
  await trx('author_specialties').where({ author_id: clean._id }).delete();
  if (clean.specialties.length > 0) {
    await trx('author_specialties').insert(
      clean.specialties.map((specialty, position) => ({ author_id: clean._id, position, specialty })),
    );
  }
  // Articles credited by name pick up the author's id (also after a rename of the record).
  await trx('article_authors').where({ name: clean.name }).update({ author_id: clean._id });
  await index.reindexAuthor(trx, clean._id, clean.name);
}

async function writeIssue(trx: Knex.Transaction, issue: Issue, articles: Article[], status: EditionStatus, now: string): Promise<void> {
  await trx('issues').insert(issueToRow(issue, status, now)).onConflict('id').merge();
  const order = new Map(issue.articlesOrder.map((id, index) => [id, index]));
  const rows = articles.map((article, index) =>
    articleToRow(sanitizeArticle(article), order.get(article._id) ?? issue.articlesOrder.length + index, issue.publicationDate, status, now),
  );
  await trx.batchInsert('articles', rows, BATCH);
}

async function linkAuthors(trx: Knex.Transaction, articles: Article[]): Promise<void> {
  const authorRows = await trx('authors').select('id', 'name');
  const idByName = new Map(authorRows.map((r: { id: string; name: string }) => [r.name, r.id]));
  const links = articles.flatMap((article) =>
    articleAuthors(article).map((name, position) => ({
      article_id: article._id,
      position,
      name,
      author_id: idByName.get(name) ?? null,
    })),
  );
  await trx.batchInsert('article_authors', links, BATCH);
}

/** Replaces the whole magazine (the demo seed). */
export async function replaceMagazine(trx: Knex.Transaction, index: ArticleIndex, content: MagazineContent, now: string): Promise<void> {
  for (const table of ['article_authors', 'articles', 'author_specialties', 'authors', 'issues']) {
    await trx(table).delete();
  }
  for (const author of content.authors) await writeAuthor(trx, index, author, now);
  const byIssue = new Map<number, Article[]>();
  for (const article of content.articles) {
    byIssue.set(article.issueNumber, [...(byIssue.get(article.issueNumber) ?? []), article]);
  }
  for (const issue of content.issues) await writeIssue(trx, issue, byIssue.get(issue.number) ?? [], 'published', now);
  await linkAuthors(trx, content.articles);
  await index.reindexAll(trx);
}

/**
 * Replaces one edition and its articles (the import, edition packages as drafts). The caller owns
 * the transaction, so a failure anywhere leaves the previous edition exactly as it was.
 */
export async function replaceIssue(
  trx: Knex.Transaction,
  index: ArticleIndex,
  issue: Issue,
  articles: Article[],
  now: string,
  status: EditionStatus = 'published',
): Promise<void> {
  const replaced = trx('issues').where('number', issue.number).orWhere('id', issue._id);
  // The old edition's articles cascade away with it; their search documents must go first.
  const oldArticles = (await trx('articles').whereIn('issue_number', replaced.clone().select('number')).pluck('id')) as string[];
  await index.removeArticles(trx, oldArticles);
  await replaced.delete();
  await writeIssue(trx, issue, articles, status, now);
  await linkAuthors(trx, articles);
  await index.indexArticles(trx, articles.map((a) => a._id));
}

/**
 * 'Publica': a draft edition becomes published, its articles and the authors it brought with it
 * too, in one transaction (the caller's). Search reads `articles.published`, so the index follows.
 */
export async function publishIssue(trx: Knex.Transaction, number: number, now: string): Promise<void> {
  await trx('issues').where({ number }).update({ status: 'published', updated_at: now });
  await trx('articles').where({ issue_number: number }).update({ published: true, updated_at: now });
  await trx('authors')
    .whereNotNull('draft_issue')
    .whereIn('id', trx('article_authors as aa').join('articles as a', 'a.id', 'aa.article_id').where('a.issue_number', number).whereNotNull('aa.author_id').select('aa.author_id'))
    .update({ draft_issue: null, updated_at: now });
}

/**
 * 'Retira': a published edition goes back to draft, its articles too, in one transaction (the
 * caller's). The authors it brought (`brought_by`) whom no published article credits any more are
 * the edition's again: hidden from readers and the sync feed until it is published again. Others
 * (created in the author form, or with their own profile) keep their public profile.
 */
export async function withdrawIssue(trx: Knex.Transaction, number: number, now: string): Promise<boolean> {
  const changed = Number(await trx('issues').where({ number, status: 'published' }).update({ status: 'draft', updated_at: now }));
  if (changed === 0) return false;
  await trx('articles').where({ issue_number: number }).update({ published: false, updated_at: now });
  const credited = trx('article_authors as aa').join('articles as a', 'a.id', 'aa.article_id').whereNotNull('aa.author_id');
  await trx('authors')
    .whereNull('draft_issue')
    .where('brought_by', number)
    .whereIn('id', credited.clone().where('a.issue_number', number).select('aa.author_id'))
    .whereNotIn('id', credited.clone().where('a.published', true).select('aa.author_id'))
    .update({ draft_issue: number, updated_at: now });
  return true;
}

/**
 * 'Descarta': deletes a draft edition with its articles (credits and search documents cascade),
 * and the authors it brought that nothing else credits (returns the ids of all it brought). Authors it brought that another edition
 * also credits stay, as brought by it (a published one first), and waiting for it if it is a draft.
 */
export async function deleteDraftIssue(trx: Knex.Transaction, index: ArticleIndex, number: number): Promise<string[]> {
  const ids = (await trx('articles').where({ issue_number: number }).select('id')).map((r: { id: string }) => r.id);
  await index.removeArticles(trx, ids);
  await trx('issues').where({ number, status: 'draft' }).delete();
  const brought: { id: string }[] = await trx('authors').where({ draft_issue: number }).select('id');
  for (const { id } of brought) {
    const credits: { issue_number: number; published: number | boolean }[] = await trx('article_authors as aa')
      .join('articles as a', 'a.id', 'aa.article_id')
      .where('aa.author_id', id)
      .select('a.issue_number', 'a.published')
      .orderBy('a.issue_number');
    if (credits.length === 0) await trx('authors').where({ id }).delete();
    else {
      const heir = Number((credits.find((c) => toBool(c.published)) ?? credits[0]!).issue_number);
      const stillDraft = credits.every((c) => !toBool(c.published));
      await trx('authors').where({ id }).update({ draft_issue: stillDraft ? heir : null, brought_by: heir });
    }
  }
  return brought.map((b) => b.id);
}
