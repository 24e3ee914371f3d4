/**
 * Examples of review at the desk (index.ts says where they come from): Laia hands in «La boira a la
 * riba» (revision 3 of edition 49), Marta Soler Bosch, an editor invited in invitations.ts, returns
 * it with a note, Laia hands it in again and Marta accepts it.
 */
import { boiraFirst } from './desk.js';
import type { OperationExamples } from './operationExample.js';

const ARTICLE_ID = boiraFirst._id;

/** The article as the desk answers each step with: the text at revision 3, in its new state. */
function deskArticleIn(state: 'draft' | 'submitted' | 'accepted', since: string) {
  return {
    article: boiraFirst,
    revision: 3,
    savedAt: '2026-11-28T23:52:30.159Z',
    edition: { number: 49, status: 'draft' },
    pendingCorrection: false,
    review: { state, since },
    // Laia (person 1) wrote it at the desk.
    createdBy: 1,
  };
}

const RETURN_NOTE = 'Molt bé la imatge de la respiració; falta un final: acaba amb la boira que es desfà quan surt el sol.';

export const REVIEW_EXAMPLES: OperationExamples = {
  // As Marta (an editor) sees it right after Laia's first hand-in: Marta has no texts of her own.
  deskReviewQueue: {
    answer: {
      queue: [
        {
          id: ARTICLE_ID,
          title: 'La boira a la riba',
          section: 'creacio',
          edition: { number: 49, title: 'Llum d’hivern' },
          review: { state: 'submitted', since: '2026-11-28T23:52:30.165Z' },
          author: 'Laia Vilardell Puigvert',
          note: null,
        },
      ],
      mine: [],
    },
  },
  deskHandIn: { parameters: { id: ARTICLE_ID }, body: {}, answer: deskArticleIn('submitted', '2026-11-28T23:52:30.165Z') },
  deskReturnWithNote: { parameters: { id: ARTICLE_ID }, body: { note: RETURN_NOTE }, answer: deskArticleIn('draft', '2026-11-28T23:52:30.170Z') },
  deskAccept: { parameters: { id: ARTICLE_ID }, body: {}, answer: deskArticleIn('accepted', '2026-11-28T23:52:30.180Z') },
  deskReviewSteps: {
    parameters: { id: ARTICLE_ID },
    answer: {
      steps: [
        { id: 1, action: 'handIn', state: 'submitted', by: 'Laia Vilardell Puigvert', at: '2026-11-28T23:52:30.165Z', note: null },
        { id: 2, action: 'return', state: 'draft', by: 'Marta Soler Bosch', at: '2026-11-28T23:52:30.170Z', note: RETURN_NOTE },
        { id: 3, action: 'handIn', state: 'submitted', by: 'Laia Vilardell Puigvert', at: '2026-11-28T23:52:30.175Z', note: null },
        { id: 4, action: 'accept', state: 'accepted', by: 'Marta Soler Bosch', at: '2026-11-28T23:52:30.180Z', note: null },
      ],
    },
  },
};
