/**
 * A contributor's reach at the desk (issue 27): they write new articles in draft editions and edit
 * only their own drafts (`articles.created_by`); editors and administrators edit any article. The
 * route's guard lets every role in; these checks run inside the handlers, before any write.
 */
import { personOf, roleOf, type Actor } from '../../common/staff/actor.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';

/** Refuses (403 not_your_draft) a contributor's change to an article that is not their own draft; an unknown article is left to the handler's 404. */
export async function assertMayEdit(db: Db, actor: Actor | undefined, articleId: string): Promise<void> {
  if (!actor || roleOf(actor) !== 'contributor') return;
  const row = (await db('articles as a').join('issues as i', 'i.number', 'a.issue_number').where('a.id', articleId).first('a.created_by', 'i.status')) as
    | { created_by: number | null; status: string }
    | undefined;
  if (!row) return;
  if (row.created_by === null || Number(row.created_by) !== personOf(actor)) {
    throw new HttpError(403, 'not_your_draft', 'Aquest article és d’una altra persona: un col·laborador només edita els seus propis esborranys.');
  }
  if (row.status !== 'draft') {
    throw new HttpError(403, 'not_your_draft', 'Aquest article ja és publicat: només un editor en pot publicar una correcció.');
  }
}

/** Who a revision is by: the signed-in person (or their token's owner); the operator's key names no one. */
export const revisionAuthor = (actor: Actor | undefined): string | undefined => (actor && actor.kind !== 'operator' ? actor.name : undefined);
