import { describe, expect, it } from 'vitest';
import { EMPTY_SYNC_COUNTS, syncSummary } from '../../common/sync.js';

describe('the sync summary staff read', () => {
  it("reads like '12 articles nous, 3 actualitzats, 40 imatges'", () => {
    expect(syncSummary({ ...EMPTY_SYNC_COUNTS, articlesNew: 12, articlesUpdated: 3, images: 40 })).toBe('12 articles nous, 3 actualitzats, 40 imatges');
  });

  it('agrees in number and gender, and names the noun on the first figure of each kind', () => {
    expect(
      syncSummary({ ...EMPTY_SYNC_COUNTS, articlesUpdated: 1, articlesDeleted: 2, issuesNew: 1, issuesDeleted: 2, authorsNew: 2, authorsUpdated: 1, images: 1, videos: 2 }),
    ).toBe('1 article actualitzat, 2 esborrats, 1 edició nova, 2 esborrades, 2 autors nous, 1 actualitzat, 1 imatge, 2 vídeos');
    expect(syncSummary({ ...EMPTY_SYNC_COUNTS, issuesUpdated: 2, videos: 1 })).toBe('2 edicions actualitzades, 1 vídeo');
  });

  it('says what was left out for the local drafts, and says so when nothing changed', () => {
    expect(syncSummary({ ...EMPTY_SYNC_COUNTS, skipped: 1 })).toBe('1 element omès per no tocar els esborranys locals');
    expect(syncSummary(EMPTY_SYNC_COUNTS)).toBe('Cap canvi: la còpia ja era al dia');
  });
});
