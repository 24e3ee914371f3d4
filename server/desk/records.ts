/**
 * The desk's own records of an article, in its own tables: every save's revision
 * (`article_revisions`), the pending correction of a published article (`article_corrections`) and
 * the steps of its review (`article_review_steps`).
 * They are written in the content transaction of the save they belong to: this is the DeskRecords
 * port the composition root hands to the ContentWriter (server/content/writer.ts), which calls it
 * without knowing these tables. Readers never see them, so they publish no content event.
 */
import type { Knex } from 'knex';
import type { Article } from '../../common/types.js';
import { sanitizeArticle } from '../content/store.js';
import type { DeskRecords, ReviewStepRecord } from '../content/writer.js';

export const deskRecords: DeskRecords = {
  /** One revision of an article: the whole record as JSON. */
  async addRevision(trx: Knex.Transaction, article: Article, revision: number, savedBy: string | undefined, now: string): Promise<void> {
    await trx('article_revisions').insert({ article_id: article._id, revision, record: JSON.stringify(article), saved_by: savedBy ?? null, saved_at: now });
  },

  /** Keeps the sanitised record as the article's pending correction; returns it. */
  async keepCorrection(trx: Knex.Transaction, article: Article, now: string): Promise<Article> {
    const clean = sanitizeArticle(article);
    await trx('article_corrections').insert({ article_id: article._id, record: JSON.stringify(clean), updated_at: now }).onConflict('article_id').merge();
    return clean;
  },

  /** Drops an article's pending correction; false when it had none. */
  async dropCorrection(trx: Knex.Transaction, articleId: string): Promise<boolean> {
    return Number(await trx('article_corrections').where({ article_id: articleId }).delete()) > 0;
  },

  /** One step of an article's review (`article_review_steps`, migration 023). */
  async addReviewStep(trx: Knex.Transaction, step: ReviewStepRecord, now: string): Promise<void> {
    await trx('article_review_steps').insert({
      article_id: step.articleId,
      action: step.action,
      state: step.state,
      person_id: step.personId,
      person_name: step.personName.slice(0, 200),
      at: now,
      note: step.note,
    });
  },
};
