/**
 * What the signed-in person may change at the desk, from the rules the server refuses with: an
 * article's (common/staff/articleAccess.ts) and a route's least role (the contract's `role`, which
 * the server's guard reads). A screen shows what they may not change read-only, saying why,
 * instead of a form whose save would be refused. While the session is still unknown nothing is
 * locked: the desk's gate asks it before any screen draws, and the server refuses anyway.
 */
import type { DeskArticle } from '../../../common/api/desk.js';
import type { ApiRoute } from '../../../common/api/route.js';
import { articleEditRefusal, type EditRefusal } from '../../../common/staff/articleAccess.js';
import { roleReaches } from '../../../common/staff/actor.js';
import { useStaffActor } from '../../hooks/useStaffActor.js';

/** Why the signed-in person may not change this article (null: they may, or it is a new one). */
export function useArticleRefusal(saved: DeskArticle | null): EditRefusal | null {
  const actor = useStaffActor();
  if (!actor || !saved) return null;
  return articleEditRefusal(actor, { createdBy: saved.createdBy, editionStatus: saved.edition.status, reviewState: saved.review.state });
}

/** Whether the signed-in person's role reaches the route's, as the server's guard checks it. */
export function useMayCall(route: Pick<ApiRoute, 'role'>): boolean {
  const actor = useStaffActor();
  return !actor || roleReaches(actor.role, route.role ?? 'contributor');
}
