/**
 * A contributor's reach at the desk (issue 27): they write new articles in draft editions and edit
 * only their own drafts, and only while the text is an Esborrany (issue 28). The rule is
 * common/staff/articleAccess.ts, which the desk's screens read too; these checks apply it inside
 * the handlers, before any write (the route's guard lets every role in).
 */
import { articleEditRefusal, ownTextRefusal, type DeskCaller, type EditRefusal } from '../../common/staff/articleAccess.js';
import type { ReviewState } from '../../common/review.js';
import { personOf, roleOf, type Actor } from '../../common/staff/actor.js';
import type { Db } from '../db/connection.js';
import { HttpError } from '../http/errors.js';

/** The caller as the rule reads it; none for an in-process call without an actor (it may do anything). */
const callerOf = (actor: Actor | undefined): DeskCaller | null => (actor ? { role: roleOf(actor), id: personOf(actor) } : null);

const refused = (refusal: EditRefusal | null): void => {
  if (refusal) throw new HttpError(403, refusal.code, refusal.message);
};

/** Refuses (403 not_your_draft or in_review) a change the rule refuses; an unknown article is left to the handler's 404. */
export async function assertMayEdit(db: Db, actor: Actor | undefined, articleId: string): Promise<void> {
  const caller = callerOf(actor);
  if (!caller) return;
  const row = (await db('articles as a').join('issues as i', 'i.number', 'a.issue_number').where('a.id', articleId).first('a.created_by', 'a.review_state', 'i.status')) as
    | { created_by: number | string | null; review_state: ReviewState; status: string }
    | undefined;
  if (!row) return;
  refused(articleEditRefusal(caller, { createdBy: createdByOf(row.created_by), editionStatus: row.status === 'draft' ? 'draft' : 'published', reviewState: row.review_state }));
}

/** Refuses (403 not_your_draft) a contributor acting on a text someone else wrote. */
export function assertOwnText(actor: Actor | undefined, createdBy: number | string | null): void {
  const caller = callerOf(actor);
  if (caller) refused(ownTextRefusal(caller, createdByOf(createdBy)));
}

/** The writer's id as a number (PostgreSQL's driver may hand a bigint column back as text). */
export const createdByOf = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** Who a revision is by: the signed-in person (or their token's owner); the operator's key names no one. */
export const revisionAuthor = (actor: Actor | undefined): string | undefined => (actor && actor.kind !== 'operator' ? actor.name : undefined);
