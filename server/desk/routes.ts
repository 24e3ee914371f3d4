/**
 * The editorial desk's calls (admin only; `deskApi` in common/api/desk.ts describes them). HTTP only:
 * parse, call, reply. The checks are in articles.ts and editions.ts; their writes go through the
 * content area's ContentWriter.
 *
 *   GET    /editions/next-number                   { number } 'Nova edició' proposes
 *   POST   /editions                               'Nova edició' (a draft) → 201 DeskEdition
 *   GET    /editions/{n}                           DeskEdition (drafts and published)
 *   PUT    /editions/{n}                           edit a draft: fields and articlesOrder
 *   GET    /editions/{n}/package                   the edition as a package (.zip)
 *   POST   /editions/{n}/articles                  'Nou article' → 201 DeskArticle (revision 1)
 *   POST   /slug { section, title[, article] }     the address a title makes, and whether it is free
 *   POST   /sanitize                               { html, kind } → what saving keeps, and whether anything goes
 *   GET    /articles/{id}                          DeskArticle
 *   PUT    /articles/{id}                          save on baseRevision → DeskArticle, or 409 stale_revision + current
 *   DELETE /articles/{id}                          remove an article of a draft
 *   GET    /articles/{id}/revisions                { revisions } newest first
 *   GET    /articles/{id}/revisions/{r}            RevisionDetail
 *   POST   /articles/{id}/revisions/{r}/restore    { baseRevision } → a new revision with that record
 *   GET    /review                                 { queue, mine } the review queue and the caller's own texts
 *   GET    /articles/{id}/review                   { steps } its review steps with their notes
 *   POST   /articles/{id}/review/hand-in           'Lliura per revisar' → DeskArticle (review.ts)
 *   POST   /articles/{id}/review/accept            'Accepta' → DeskArticle
 *   POST   /articles/{id}/review/return { note }   'Retorna amb una nota' → DeskArticle
 *   GET    /corrections                            { corrections } articles with a pending correction
 *   POST   /articles/{id}/correction/publish       'Publica la correcció' [{ correctedAt } from 'Publica al web']
 *   DELETE /articles/{id}/correction               drop the pending correction
 */
import { articleFieldsOf, articleInput, deskApi as api } from '../../common/api/desk.js';
import type { Db } from '../db/connection.js';
import { editionPackage } from '../editions/package.js';
import { FileReply, replyWith } from '../http/answers.js';
import type { Handlers } from '../http/mount.js';
import { personOf } from '../../common/staff/actor.js';
import type { MediaStore } from '../media/store.js';
import { sanitizePreview } from '../content/sanitize.js';
import type { ContentWriter } from '../content/writer.js';
import * as articles from './articles.js';
import * as editions from './editions.js';
import { assertMayEdit, revisionAuthor } from './ownership.js';
import * as review from './review.js';
import { parseDesk } from './validate.js';

type MediaRoutes = 'mediaList' | 'mediaUpload' | 'mediaItem' | 'mediaReplace' | 'mediaAlt' | 'mediaDelete';

/** A save on a stale base: 409 with the current record (the typed text stays with the caller). */
function saved(outcome: articles.SaveOutcome) {
  if (outcome.saved) return outcome.current;
  const message = `Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió ${outcome.current.revision}). El teu text no s’ha perdut: compara’l amb el desat i torna a desar.`;
  return replyWith(api.saveArticle, 409, { error: { code: 'stale_revision', message }, current: outcome.current });
}

export function deskHandlers(db: Db, content: ContentWriter, media: MediaStore): Omit<Handlers<typeof api>, MediaRoutes> {
  return {
    sanitize: async ({ body: { html, kind } }) => sanitizePreview(html, kind),
    nextNumber: async () => ({ number: await editions.nextEditionNumber(db) }),
    createEdition: ({ body }) => editions.createEdition(content, db, body),
    edition: ({ params: { number } }) => editions.deskEdition(db, number),
    updateEdition: ({ params: { number }, body }) => editions.updateEdition(content, db, number, body),
    editionPackage: async ({ params: { number } }) => {
      const zip = await editionPackage(db, media, number);
      if (!zip) throw articles.editionNotFound(number);
      return FileReply.bytes('application/zip', Buffer.from(zip), { 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="edicio-${number}.zip"` });
    },
    createArticle: async ({ params: { number }, body: fields }, { actor }) =>
      articles.createArticle(content, db, number, fields, revisionAuthor(actor), actor ? personOf(actor) : null),
    slug: ({ body: q }) => articles.slugProposal(db, q.section, q.title, q.article ?? null),
    article: async ({ params: { id } }) => {
      const found = await articles.deskArticle(db, id);
      if (!found) throw articles.articleNotFound(id);
      return found;
    },
    saveArticle: async ({ params: { id }, body: { baseRevision, ...fields } }, { actor }) => {
      await assertMayEdit(db, actor, id);
      return saved(await articles.saveArticle(content, db, id, fields, baseRevision, revisionAuthor(actor)));
    },
    deleteArticle: async ({ params: { id } }, { actor }) => {
      await assertMayEdit(db, actor, id);
      await articles.deleteDraftArticle(content, id);
      return { id, deleted: true };
    },
    revisions: async ({ params: { id } }) => ({ revisions: await articles.listRevisions(db, id) }),
    revision: ({ params: { id, revision } }) => articles.revision(db, id, revision),
    restoreRevision: async ({ params: { id, revision }, body: { baseRevision } }, { actor }) => {
      await assertMayEdit(db, actor, id);
      const old = await articles.revision(db, id, revision);
      // Saved through the same validation as any save: a restored record is a new revision.
      const fields = parseDesk(articleInput, articleFieldsOf(old.article));
      return saved(await articles.saveArticle(content, db, id, fields, baseRevision, revisionAuthor(actor)));
    },
    reviewQueue: (_input, { actor }) => review.reviewQueue(db, actor),
    reviewSteps: async ({ params: { id } }, { actor }) => ({ steps: await review.reviewSteps(db, id, actor) }),
    handIn: ({ params: { id } }, { actor }) => review.handIn(content, db, id, actor),
    accept: ({ params: { id } }, { actor }) => review.accept(content, db, id, actor),
    returnWithNote: ({ params: { id }, body: { note } }, { actor }) => review.returnWithNote(content, db, id, actor, note),
    pendingCorrections: async () => ({ corrections: await articles.pendingCorrections(db) }),
    publishCorrection: ({ params: { id }, body: { correctedAt } }) => articles.publishCorrection(content, db, id, correctedAt),
    discardCorrection: ({ params: { id } }, { actor }) => articles.discardCorrection(content, db, id, revisionAuthor(actor)),
  };
}
