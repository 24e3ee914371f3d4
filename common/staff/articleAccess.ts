/**
 * Who may change which article at the desk (issues 27 and 28): a contributor writes only their own
 * texts (`articles.created_by`), only in a draft edition, and only while the text is an Esborrany
 * (once handed in it is the editors' until one returns it); editors and administrators change any
 * article at any state. One rule for both sides: the server refuses with it (server/desk/ownership.ts)
 * and the desk shows such an article read-only with its words, so the two cannot disagree.
 */
import { REVIEW_STATE_NAMES, type ReviewState } from '../review.js';
import { roleReaches, type StaffRole } from './actor.js';

/** Who asks: their role, and the person they are (null for the operator's key, who is nobody). */
export interface DeskCaller {
  role: StaffRole;
  id: number | null;
}

/** What the rule reads of an article. */
export interface ArticleFacts {
  /** The person who wrote it at the desk; null for an import, a sync or the operator. */
  createdBy: number | null;
  editionStatus: 'draft' | 'published';
  reviewState: ReviewState;
}

/** Why a change is refused: the API's stable code (403) and the sentence staff read. */
export interface EditRefusal {
  code: 'not_your_draft' | 'in_review';
  message: string;
}

const isContributor = (caller: DeskCaller) => !roleReaches(caller.role, 'editor');

/** A contributor acting on a text someone else wrote (editing it, handing it in, reading its notes); null when they may. */
export function ownTextRefusal(caller: DeskCaller, createdBy: number | null): EditRefusal | null {
  if (!isContributor(caller) || (createdBy !== null && createdBy === caller.id)) return null;
  return { code: 'not_your_draft', message: 'Aquest article és d’una altra persona: un col·laborador només edita i lliura els seus propis textos.' };
}

/** Why `caller` may not save, restore or delete this article; null when they may. */
export function articleEditRefusal(caller: DeskCaller, article: ArticleFacts): EditRefusal | null {
  const notOwn = ownTextRefusal(caller, article.createdBy);
  if (notOwn || !isContributor(caller)) return notOwn;
  if (article.editionStatus !== 'draft') {
    return { code: 'not_your_draft', message: 'Aquest article ja és publicat: només un editor en pot publicar una correcció.' };
  }
  // An accepted text is not returned (a return is only from Per revisar: common/review.ts), so
  // its author is not told to wait for one.
  if (article.reviewState === 'submitted') {
    return {
      code: 'in_review',
      message: `Aquest text és «${REVIEW_STATE_NAMES.submitted}»: el té la redacció i no el pots editar fins que un editor te’l retorni amb una nota.`,
    };
  }
  if (article.reviewState === 'accepted') {
    return {
      code: 'in_review',
      message: `Aquest text és «${REVIEW_STATE_NAMES.accepted}»: la redacció l’ha acceptat i ja no el pots editar. Si cal canviar-hi res, parla amb un editor.`,
    };
  }
  return null;
}
