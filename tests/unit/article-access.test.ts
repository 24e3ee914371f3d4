/** Who may change which article at the desk: the one rule the server refuses with and the desk reads (common/staff/articleAccess.ts). */
import { describe, expect, it } from 'vitest';
import { REVIEW_STATES } from '../../common/review.js';
import { articleEditRefusal, ownTextRefusal, type ArticleFacts } from '../../common/staff/articleAccess.js';

const own: ArticleFacts = { createdBy: 7, editionStatus: 'draft', reviewState: 'draft' };
const contributor = { role: 'contributor' as const, id: 7 };

describe('articleEditRefusal', () => {
  it('lets editors and administrators (and the operator) change any article in any state', () => {
    for (const caller of [{ role: 'editor' as const, id: 1 }, { role: 'admin' as const, id: 1 }, { role: 'admin' as const, id: null }]) {
      for (const reviewState of REVIEW_STATES) {
        for (const editionStatus of ['draft', 'published'] as const) expect(articleEditRefusal(caller, { createdBy: 7, editionStatus, reviewState })).toBeNull();
      }
    }
  });

  it('lets a contributor change only their own Esborrany of a draft edition', () => {
    expect(articleEditRefusal(contributor, own)).toBeNull();
    expect(articleEditRefusal(contributor, { ...own, createdBy: 8 })?.code).toBe('not_your_draft');
    expect(articleEditRefusal(contributor, { ...own, createdBy: null })?.code).toBe('not_your_draft');
    expect(articleEditRefusal(contributor, { ...own, editionStatus: 'published' })).toEqual({ code: 'not_your_draft', message: 'Aquest article ja és publicat: només un editor en pot publicar una correcció.' });
    expect(articleEditRefusal(contributor, { ...own, reviewState: 'submitted' })).toEqual({
      code: 'in_review',
      message: 'Aquest text és «Per revisar»: el té la redacció i no el pots editar fins que un editor te’l retorni amb una nota.',
    });
    // No return is offered from Acceptat: its author is not told to wait for one.
    expect(articleEditRefusal(contributor, { ...own, reviewState: 'accepted' })).toEqual({
      code: 'in_review',
      message: 'Aquest text és «Acceptat»: la redacció l’ha acceptat i ja no el pots editar. Si cal canviar-hi res, parla amb un editor.',
    });
  });

  it('refuses a contributor without a person (never the case of a session) as someone else’s text', () => {
    expect(ownTextRefusal({ role: 'contributor', id: null }, null)?.code).toBe('not_your_draft');
    expect(ownTextRefusal({ role: 'contributor', id: 7 }, 7)).toBeNull();
  });
});
