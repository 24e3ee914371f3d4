/**
 * The content area's write API: every write of editions (`issues`), articles and authors (and
 * their credits and specialties) goes through a ContentWriter, built once in createApp. A lint
 * rule (eslint-rules/import-boundaries.js) refuses such writes anywhere else.
 *
 *   const content = new ContentWriter(db, articleIndex);
 *   await content.write(async (w) => {
 *     await w.writeAuthor(author);
 *     await w.replaceIssue(issue, articles, 'draft');
 *   });
 *
 * `write` runs its work in one transaction (all or nothing), keeps the search index in step in
 * that same transaction, and announces "content changed" (events.ts) once it has committed:
 * callers never emit the event themselves. On PostgreSQL every content write statement takes the
 * sync order lock (migration 015), so writers commit one after the other. A caller with rows of
 * its own to commit with the content (sync's cursor) writes them through `w.trx`.
 *
 * The writes (`ContentWrites`): writeAuthor, bringAuthor (a package's new author, kept as its
 * draft's), deactivateAuthor, reactivateAuthor, replaceIssue, publishIssue, withdrawIssue, deleteDraftIssue, replaceMagazine (the
 * demo seed), and the sync mirror's applyPublicChanges and deletePublished.
 */
import type { Knex } from 'knex';
import type { Article, Author, EditionStatus, Issue, MagazineContent } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import type { ArticleIndex } from './articleIndex.js';
import { contentChanged } from './events.js';
import { applyChanges, deletePublished, type Change, type IssueRecord, type MirrorTally, type PublishedIds } from './mirror.js';
import * as store from './store.js';

/** The writes of one transaction; `now` stamps every row it touches. */
export class ContentWrites {
  readonly now = new Date().toISOString();

  constructor(
    readonly trx: Knex.Transaction,
    private readonly index: ArticleIndex,
  ) {}

  writeAuthor(author: Author): Promise<void> {
    return store.writeAuthor(this.trx, this.index, author, this.now);
  }

  /** A package's new author: written, and kept as that draft edition's until it is published. */
  async bringAuthor(author: Author, draftIssue: number): Promise<void> {
    await this.writeAuthor(author);
    await this.trx('authors').where({ id: author._id }).update({ draft_issue: draftIssue });
  }

  /** Deactivation is a soft delete: the record stays, lists and profiles stop showing it. */
  async deactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.trx('authors').where({ id, active: true }).update({ active: false, updated_at: this.now });
    return changed > 0;
  }

  /** Undoes a deactivation: the profile shows to readers again. */
  async reactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.trx('authors').where({ id, active: false }).update({ active: true, updated_at: this.now });
    return changed > 0;
  }

  replaceIssue(issue: Issue, articles: Article[], status: EditionStatus = 'published'): Promise<void> {
    return store.replaceIssue(this.trx, this.index, issue, articles, this.now, status);
  }

  publishIssue(number: number): Promise<void> {
    return store.publishIssue(this.trx, number, this.now);
  }

  /** 'Retira': a published edition back to draft; false when it was not published. */
  withdrawIssue(number: number): Promise<boolean> {
    return store.withdrawIssue(this.trx, number, this.now);
  }

  deleteDraftIssue(number: number): Promise<void> {
    return store.deleteDraftIssue(this.trx, this.index, number);
  }

  replaceMagazine(content: MagazineContent): Promise<void> {
    return store.replaceMagazine(this.trx, this.index, content, this.now);
  }

  applyPublicChanges(parents: IssueRecord[], changes: Change[], tally: MirrorTally): Promise<void> {
    return applyChanges(this.trx, this.index, parents, changes, tally);
  }

  deletePublished(ids: PublishedIds, tally: MirrorTally): Promise<void> {
    return deletePublished(this.trx, this.index, ids, tally);
  }
}

export class ContentWriter {
  constructor(
    private readonly db: Db,
    private readonly index: ArticleIndex,
  ) {}

  /** Runs the writes in one transaction, then announces the change (only once committed). */
  async write<T>(work: (writes: ContentWrites) => Promise<T>): Promise<T> {
    const result = await this.db.transaction((trx) => work(new ContentWrites(trx, this.index)));
    contentChanged();
    return result;
  }
}
