/**
 * A contributor's reach at the desk (issue 27): they write new articles in draft editions and edit
 * only their own drafts (`articles.created_by`), and only while the text is an Esborrany (issue 28:
 * once handed in, it is the editors' until one returns it); editors and administrators edit any
 * article at any state. The route's guard lets every role in; these checks run inside the
 * handlers, before any write.
 */
import { REVIEW_STATE_NAMES, type ReviewState } from '../../common/review.js';
import { personOf, roleOf, type Actor } from '../../common/staff/actor.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';

/** Refuses (403 not_your_draft) a contributor's change to an article that is not their own draft; an unknown article is left to the handler's 404. */
export async function assertMayEdit(db: Db, actor: Actor | undefined, articleId: string): Promise<void> {
  if (!actor || roleOf(actor) !== 'contributor') return;
  const row = (await db('articles as a').join('issues as i', 'i.number', 'a.issue_number').where('a.id', articleId).first('a.created_by', 'a.review_state', 'i.status')) as
    | { created_by: number | null; review_state: ReviewState; status: string }
    | undefined;
  if (!row) return;
  assertOwnText(actor, row.created_by);
  if (row.status !== 'draft') {
    throw new HttpError(403, 'not_your_draft', 'Aquest article ja és publicat: només un editor en pot publicar una correcció.');
  }
  if (row.review_state !== 'draft') {
    throw new HttpError(
      403,
      'in_review',
      `Aquest text és «${REVIEW_STATE_NAMES[row.review_state]}»: el té la redacció i no el pots editar fins que un editor te’l retorni amb una nota.`,
    );
  }
}

/** Refuses (403 not_your_draft) a contributor acting on a text someone else wrote. */
export function assertOwnText(actor: Actor | undefined, createdBy: number | string | null): void {
  if (!actor || roleOf(actor) !== 'contributor') return;
  if (createdBy === null || Number(createdBy) !== personOf(actor)) {
    throw new HttpError(403, 'not_your_draft', 'Aquest article és d’una altra persona: un col·laborador només edita i lliura els seus propis textos.');
  }
}

/** Who a revision is by: the signed-in person (or their token's owner); the operator's key names no one. */
export const revisionAuthor = (actor: Actor | undefined): string | undefined => (actor && actor.kind !== 'operator' ? actor.name : undefined);
