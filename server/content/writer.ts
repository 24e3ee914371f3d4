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
 * that same transaction, and announces "content changed" (events.ts) once it has committed, when
 * the work wrote editions, articles or authors (a desk save that only kept a revision and a
 * pending correction changed nothing anyone else sees): callers never emit the event themselves. On PostgreSQL every content write statement takes the
 * sync order lock (migration 015), so writers commit one after the other. A caller with rows of
 * its own to commit with the content (sync's cursor) writes them through `w.trx`.
 *
 * The writes (`ContentWrites`): writeAuthor, bringAuthor (a package's new author, kept as its
 * draft's), deactivateAuthor, reactivateAuthor, replaceIssue, publishIssue, withdrawIssue, deleteDraftIssue, replaceMagazine (the
 * demo seed), the sync mirror's applyPublicChanges and deletePublished, and the editorial desk's
 * (deskWrites.ts): createDraftEdition, updateDraftEdition, ensureAuthors, writeArticle,
 * deleteArticle, publishCorrection, and its own records addRevision, keepCorrection, dropCorrection.
 */
import type { Knex } from 'knex';
import type { Article, Author, EditionStatus, Issue, MagazineContent } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import type { ArticleIndex } from './articleIndex.js';
import * as desk from './deskWrites.js';
import type { EditionFields } from './deskWrites.js';
import { contentChanged } from './events.js';
import { applyChanges, deletePublished, describeDeletions, type Change, type IssueRecord, type MirrorTally, type PendingDeletion, type PublishedIds } from './mirror.js';
import * as store from './store.js';

/** The writes of one transaction; `now` stamps every row it touches. */
export class ContentWrites {
  readonly now = new Date().toISOString();
  /** Whether editions, articles or authors were written: only then is the change announced. */
  contentWritten = false;

  constructor(
    readonly trx: Knex.Transaction,
    private readonly index: ArticleIndex,
  ) {}

  /** Marks a write of the content tables, for the announcement. */
  private content<T>(write: Promise<T>): Promise<T> {
    this.contentWritten = true;
    return write;
  }

  writeAuthor(author: Author): Promise<void> {
    return this.content(store.writeAuthor(this.trx, this.index, author, this.now));
  }

  /** A package's new author: written, and kept as that draft edition's until it is published. */
  async bringAuthor(author: Author, draftIssue: number): Promise<void> {
    await this.writeAuthor(author);
    await this.content(this.trx('authors').where({ id: author._id }).update({ draft_issue: draftIssue, brought_by: draftIssue }));
  }

  /** Deactivation is a soft delete: the record stays, lists and profiles stop showing it. */
  async deactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.content(this.trx('authors').where({ id, active: true }).update({ active: false, updated_at: this.now }));
    return changed > 0;
  }

  /** Undoes a deactivation: the profile shows to readers again. */
  async reactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.content(this.trx('authors').where({ id, active: false }).update({ active: true, updated_at: this.now }));
    return changed > 0;
  }

  replaceIssue(issue: Issue, articles: Article[], status: EditionStatus = 'published'): Promise<void> {
    return this.content(store.replaceIssue(this.trx, this.index, issue, articles, this.now, status));
  }

  publishIssue(number: number): Promise<void> {
    return this.content(store.publishIssue(this.trx, number, this.now));
  }

  /** 'Retira': a published edition back to draft; false when it was not published. */
  withdrawIssue(number: number): Promise<boolean> {
    return this.content(store.withdrawIssue(this.trx, number, this.now));
  }

  deleteDraftIssue(number: number): Promise<void> {
    return this.content(store.deleteDraftIssue(this.trx, this.index, number));
  }

  replaceMagazine(content: MagazineContent): Promise<void> {
    return this.content(store.replaceMagazine(this.trx, this.index, content, this.now));
  }

  /** What the site deleted joins `pending`, deleted only once staff confirm it (deletePublished). */
  applyPublicChanges(parents: IssueRecord[], changes: Change[], tally: MirrorTally, pending: PendingDeletion[]): Promise<void> {
    return this.content(applyChanges(this.trx, this.index, parents, changes, tally, pending));
  }

  /** The local records a deletion of these ids would remove, named for staff to confirm. */
  describeDeletions(ids: PublishedIds, reason: PendingDeletion['reason']): Promise<PendingDeletion[]> {
    return describeDeletions(this.trx, ids, reason);
  }

  deletePublished(ids: PublishedIds, tally: MirrorTally): Promise<void> {
    return this.content(deletePublished(this.trx, this.index, ids, tally));
  }

  /** 'Nova edició' at the desk: a draft. */
  createDraftEdition(number: number, fields: EditionFields): Promise<void> {
    return this.content(desk.createDraftEdition(this.trx, number, fields, this.now));
  }

  updateDraftEdition(number: number, fields: EditionFields, articlesOrder?: readonly string[]): Promise<void> {
    return this.content(desk.updateDraftEdition(this.trx, number, fields, articlesOrder, this.now));
  }

  /** The names as the directory spells them; those it lacks are created, as drafts of the edition. */
  async ensureAuthors(names: readonly string[], edition: number): Promise<string[]> {
    const ensured = await desk.ensureAuthors(this.trx, this.index, names, edition, this.now);
    if (ensured.created > 0) this.contentWritten = true;
    return ensured.names;
  }

  /** One article, its credits and its search document; returns it as read back. */
  writeArticle(article: Article, placing: { position: number; issueDate: string; status: EditionStatus }): Promise<Article> {
    return this.content(desk.writeArticle(this.trx, this.index, article, placing, this.now));
  }

  deleteArticle(id: string): Promise<void> {
    return this.content(desk.deleteArticle(this.trx, this.index, id));
  }

  /**
   * 'Publica la correcció': the corrected record becomes the published article, authors created
   * for it become public, and the pending correction is gone.
   */
  async publishCorrection(corrected: Article, placing: { position: number; issueDate: string }): Promise<void> {
    await this.writeArticle(corrected, { ...placing, status: 'published' });
    await desk.releaseDraftAuthors(this.trx, corrected._id, this.now);
    await desk.dropCorrection(this.trx, corrected._id);
  }

  /** The desk's own records, which readers never see: no announcement for them alone. */
  addRevision(article: Article, revision: number, savedBy: string | undefined): Promise<void> {
    return desk.addRevision(this.trx, article, revision, savedBy, this.now);
  }

  keepCorrection(article: Article): Promise<Article> {
    return desk.keepCorrection(this.trx, article, this.now);
  }

  dropCorrection(articleId: string): Promise<boolean> {
    return desk.dropCorrection(this.trx, articleId);
  }
}

export class ContentWriter {
  constructor(
    private readonly db: Db,
    private readonly index: ArticleIndex,
  ) {}

  /** Runs the writes in one transaction, then announces the change (only once committed). */
  async write<T>(work: (writes: ContentWrites) => Promise<T>): Promise<T> {
    let writes: ContentWrites | undefined;
    const result = await this.db.transaction((trx) => work((writes = new ContentWrites(trx, this.index))));
    if (writes?.contentWritten) contentChanged();
    return result;
  }
}
