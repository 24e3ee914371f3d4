/**
 * The content area's write API: every write of editions (`issues`), articles and authors (and
 * their credits and specialties) goes through a ContentWriter, built once in createApp. A lint
 * rule (eslint-rules/import-boundaries.js) refuses such writes anywhere else.
 *
 *   const content = new ContentWriter(db, articleIndex, { events, desk: deskRecords });
 *   await content.write(async (w) => {
 *     await w.writeAuthor(author);
 *     await w.replaceIssue(issue, articles, 'draft');
 *   });
 *
 * `write` runs its work in one transaction (all or nothing), keeps the search index in step in
 * that same transaction, collects a typed event (events.ts) for each edition, article, author or
 * media file it changed, and publishes them once it has committed: a draft's article as seen by the
 * preview audience only, so that a desk autosave leaves the readers' caches alone; a desk save that
 * only kept a revision and a pending correction publishes nothing. Callers never publish events
 * themselves. On PostgreSQL every content write statement takes the
 * sync order lock (migration 015), so writers commit one after the other. A caller with rows of
 * its own to commit with the content (sync's cursor) writes them through `w.trx`.
 *
 * The writes (`ContentWrites`): writeAuthor, bringAuthor (a package's new author, kept as its
 * draft's), deactivateAuthor, reactivateAuthor, replaceIssue, publishIssue, withdrawIssue, deleteDraftIssue, replaceMagazine (the
 * demo seed), the sync mirror's applyPublicChanges and deletePublished, and the editorial desk's
 * (deskWrites.ts): createDraftEdition, updateDraftEdition, ensureAuthors, writeArticle,
 * deleteArticle, publishCorrection, moveReview; mediaChanged for media files written beside the content. The
 * desk's own records (addRevision, keepCorrection, dropCorrection) go through the DeskRecords port.
 */
import type { Knex } from 'knex';
import type { ReviewState } from '../../common/review.js';
import type { Article, Author, EditionStatus, Issue, MagazineContent } from '../../common/types.js';
import type { Db } from '../db/connection.js';
import type { ArticleIndex } from './articleIndex.js';
import * as desk from './deskWrites.js';
import type { EditionFields } from './deskWrites.js';
import { eventKey, type ContentEvent, type ContentEventSink, type EditionChange } from './events.js';
import { applyChanges, deletePublished, describeDeletions, type Change, type IssueRecord, type MirrorTally, type PendingDeletion, type PublishedIds } from './mirror.js';
import * as store from './store.js';

/**
 * The desk's own records of an article (its revisions, its pending correction), kept in the desk's
 * tables: the desk implements this port (server/desk/records.ts), the composition root hands it to
 * the ContentWriter, and the writes call it inside the content transaction. Content knows no desk table.
 */
export interface DeskRecords {
  addRevision(trx: Knex.Transaction, article: Article, revision: number, savedBy: string | undefined, now: string): Promise<void>;
  /** Keeps the record as the article's pending correction; returns it as kept. */
  keepCorrection(trx: Knex.Transaction, article: Article, now: string): Promise<Article>;
  /** False when the article had no pending correction. */
  dropCorrection(trx: Knex.Transaction, articleId: string): Promise<boolean>;
  /** One step of an article's review (handed in, accepted, returned with its note). */
  addReviewStep(trx: Knex.Transaction, step: ReviewStepRecord, now: string): Promise<void>;
}

/** A review step as the desk keeps it (its history reads it back). */
export interface ReviewStepRecord {
  articleId: string;
  action: 'handIn' | 'accept' | 'return';
  state: ReviewState;
  personId: number | null;
  personName: string;
  note: string | null;
}

/**
 * The record of the staff's acts (server/record/recorder.ts): told, inside each write's
 * transaction, what the write touched, so that the act's entry commits with the change.
 */
export interface ContentJournal {
  inTransaction(trx: Knex.Transaction, touched: readonly ContentEvent[]): Promise<void>;
}

export interface ContentWriterOptions {
  /** Where the events of each committed write go (the composition root's bus). */
  events: ContentEventSink;
  /** The desk's records; none where no desk runs (the import and seed commands). */
  desk?: DeskRecords;
  /** The record; none where no staff act (the import and seed commands). */
  journal?: ContentJournal;
}

const visibilityOf = (status: EditionStatus) => (status === 'published' ? 'published' : 'draft');

/** The writes of one transaction; `now` stamps every row it touches. */
export class ContentWrites {
  readonly now = new Date().toISOString();
  private readonly changed = new Map<string, ContentEvent>();

  constructor(
    readonly trx: Knex.Transaction,
    private readonly index: ArticleIndex,
    private readonly deskRecords: DeskRecords | undefined,
  ) {}

  /** What the transaction changed, once each, to publish after the commit. */
  get events(): ContentEvent[] {
    return [...this.changed.values()];
  }

  private record(...events: ContentEvent[]): void {
    for (const event of events) this.changed.set(eventKey(event), event);
  }

  private edition(number: number, status: EditionChange): void {
    this.record({ type: 'edition', number, status });
  }

  /** A media file written beside the content (a package's images): pages name its size, readers get its bytes. */
  mediaChanged(name: string): void {
    this.record({ type: 'media', name });
  }

  async writeAuthor(author: Author): Promise<void> {
    await store.writeAuthor(this.trx, this.index, author, this.now);
    this.record({ type: 'author', id: author._id });
  }

  /** A package's new author: written, and kept as that draft edition's until it is published. */
  async bringAuthor(author: Author, draftIssue: number): Promise<void> {
    await this.writeAuthor(author);
    await this.trx('authors').where({ id: author._id }).update({ draft_issue: draftIssue, brought_by: draftIssue });
  }

  /** Deactivation is a soft delete: the record stays, lists and profiles stop showing it. */
  async deactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.trx('authors').where({ id, active: true }).update({ active: false, updated_at: this.now });
    if (changed > 0) this.record({ type: 'author', id });
    return changed > 0;
  }

  /** Undoes a deactivation: the profile shows to readers again. */
  async reactivateAuthor(id: string): Promise<boolean> {
    const changed = await this.trx('authors').where({ id, active: false }).update({ active: true, updated_at: this.now });
    if (changed > 0) this.record({ type: 'author', id });
    return changed > 0;
  }

  /** A draft replacing a published edition takes it from readers: said as a withdrawal. */
  async replaceIssue(issue: Issue, articles: Article[], status: EditionStatus = 'published'): Promise<void> {
    const before = (await this.trx('issues').where('number', issue.number).orWhere('id', issue._id).select('number', 'status')) as { number: number; status: EditionStatus }[];
    await store.replaceIssue(this.trx, this.index, issue, articles, this.now, status);
    for (const old of before) if (Number(old.number) !== issue.number) this.edition(Number(old.number), old.status === 'published' ? 'withdrawn' : 'draft');
    const wasPublished = before.some((old) => Number(old.number) === issue.number && old.status === 'published');
    this.edition(issue.number, status === 'published' ? 'published' : wasPublished ? 'withdrawn' : 'draft');
  }

  async publishIssue(number: number): Promise<void> {
    await store.publishIssue(this.trx, number, this.now);
    this.edition(number, 'published');
  }

  /** 'Retira': a published edition back to draft; false when it was not published. */
  async withdrawIssue(number: number): Promise<boolean> {
    const withdrawn = await store.withdrawIssue(this.trx, number, this.now);
    if (withdrawn) this.edition(number, 'withdrawn');
    return withdrawn;
  }

  /** Authors the draft brought and another edition credits may become public: they are named too. */
  async deleteDraftIssue(number: number): Promise<void> {
    const brought = await store.deleteDraftIssue(this.trx, this.index, number);
    this.edition(number, 'draft');
    for (const id of brought) this.record({ type: 'author', id });
  }

  /** The demo seed: every edition and author, all public. */
  async replaceMagazine(content: MagazineContent): Promise<void> {
    await store.replaceMagazine(this.trx, this.index, content, this.now);
    for (const issue of content.issues) this.edition(issue.number, 'published');
    for (const author of content.authors) this.record({ type: 'author', id: author._id });
  }

  /** What the site deleted joins `pending`, deleted only once staff confirm it (deletePublished). */
  async applyPublicChanges(parents: IssueRecord[], changes: Change[], tally: MirrorTally, pending: PendingDeletion[]): Promise<void> {
    await applyChanges(this.trx, this.index, parents, changes, tally, pending);
    // Published content only: a change the site deleted waits in `pending` and changes nothing yet.
    for (const parent of parents) this.edition(Number(parent.number), 'published');
    for (const change of changes) {
      if (!change.record) continue;
      if (change.kind === 'issue') this.edition(Number(change.record.number), 'published');
      else if (change.kind === 'article') this.record({ type: 'article', id: change.id, visibility: 'published' });
      else this.record({ type: 'author', id: change.id });
    }
  }

  /** The local records a deletion of these ids would remove, named for staff to confirm. */
  describeDeletions(ids: PublishedIds, reason: PendingDeletion['reason']): Promise<PendingDeletion[]> {
    return describeDeletions(this.trx, ids, reason);
  }

  async deletePublished(ids: PublishedIds, tally: MirrorTally): Promise<void> {
    const numbers = ids.issues.length > 0 ? ((await this.trx('issues').whereIn('id', ids.issues).pluck('number')) as (number | string)[]) : [];
    await deletePublished(this.trx, this.index, ids, tally);
    for (const number of numbers) this.edition(Number(number), 'withdrawn');
    for (const id of ids.articles) this.record({ type: 'article', id, visibility: 'published' });
    for (const id of ids.authors) this.record({ type: 'author', id });
  }

  /** 'Nova edició' at the desk: a draft. */
  async createDraftEdition(number: number, fields: EditionFields): Promise<void> {
    await desk.createDraftEdition(this.trx, number, fields, this.now);
    this.edition(number, 'draft');
  }

  /** A draft's fields and order (the desk checks that it is a draft). */
  async updateDraftEdition(number: number, fields: EditionFields, articlesOrder?: readonly string[]): Promise<void> {
    await desk.updateDraftEdition(this.trx, number, fields, articlesOrder, this.now);
    this.edition(number, 'draft');
  }

  /** The names as the directory spells them; those it lacks are created, as drafts of the edition. */
  async ensureAuthors(names: readonly string[], edition: number): Promise<string[]> {
    const ensured = await desk.ensureAuthors(this.trx, this.index, names, edition, this.now);
    for (const id of ensured.created) this.record({ type: 'author', id });
    return ensured.names;
  }

  /** One article, its credits and its search document; returns it as read back. */
  async writeArticle(article: Article, placing: desk.ArticlePlacing): Promise<Article> {
    const written = await desk.writeArticle(this.trx, this.index, article, placing, this.now);
    this.record({ type: 'article', id: article._id, visibility: visibilityOf(placing.status) });
    return written;
  }

  /**
   * An article's editorial state (issue 28), moved only from one of `from`; false when it was not
   * in one. Readers and previews do not see the state: no event.
   */
  moveReview(id: string, from: readonly ReviewState[], to: ReviewState): Promise<boolean> {
    return desk.moveReview(this.trx, id, from, to, this.now);
  }

  async deleteArticle(id: string): Promise<void> {
    const row = (await this.trx('articles').where({ id }).first('published')) as { published: boolean | number } | undefined;
    await desk.deleteArticle(this.trx, this.index, id);
    if (row) this.record({ type: 'article', id, visibility: row.published ? 'published' : 'draft' });
  }

  /**
   * 'Publica la correcció': the corrected record becomes the published article, authors created
   * for it become public, and the pending correction is gone.
   */
  async publishCorrection(corrected: Article, placing: { position: number; issueDate: string }): Promise<void> {
    await this.writeArticle(corrected, { ...placing, status: 'published' });
    for (const id of await desk.releaseDraftAuthors(this.trx, corrected._id, this.now)) this.record({ type: 'author', id });
    await this.dropCorrection(corrected._id);
  }

  /** The desk's own records, which readers never see: no event for them. */
  addRevision(article: Article, revision: number, savedBy: string | undefined): Promise<void> {
    return this.records().addRevision(this.trx, article, revision, savedBy, this.now);
  }

  keepCorrection(article: Article): Promise<Article> {
    return this.records().keepCorrection(this.trx, article, this.now);
  }

  dropCorrection(articleId: string): Promise<boolean> {
    return this.records().dropCorrection(this.trx, articleId);
  }

  addReviewStep(step: ReviewStepRecord): Promise<void> {
    return this.records().addReviewStep(this.trx, step, this.now);
  }

  private records(): DeskRecords {
    if (!this.deskRecords) throw new Error('This ContentWriter has no desk records: the composition root hands them to the server’s writer.');
    return this.deskRecords;
  }
}

export class ContentWriter {
  constructor(
    private readonly db: Db,
    private readonly index: ArticleIndex,
    private readonly options: ContentWriterOptions,
  ) {}

  /** Runs the writes in one transaction, then publishes what they changed (only once committed). */
  async write<T>(work: (writes: ContentWrites) => Promise<T>): Promise<T> {
    let writes: ContentWrites | undefined;
    const { journal } = this.options;
    const result = await this.db.transaction(async (trx) => {
      const done = await work((writes = new ContentWrites(trx, this.index, this.options.desk)));
      await journal?.inTransaction(trx, writes.events);
      return done;
    });
    if (writes) this.options.events.publish(writes.events);
    return result;
  }
}
