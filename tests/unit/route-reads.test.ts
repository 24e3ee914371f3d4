import { describe, expect, it } from 'vitest';
import { articleKeys } from '../../renderer/api/articles.js';
import { routeReads } from '../../renderer/routeReads.js';

describe('reads the server fetches before drawing a page', () => {
  it("an article's address names its article, as the page asks for it", () => {
    expect(routeReads('/llibres/la-memoria-de-l-estany').map((read) => read.queryKey)).toEqual([
      articleKeys.one('llibres', 'la-memoria-de-l-estany'),
    ]);
  });

  it('an address with encoded characters names the article as the router decodes it', () => {
    expect(routeReads('/articles/s%C3%A8rie').map((read) => read.queryKey)).toEqual([articleKeys.one('articles', 'sèrie')]);
  });

  it('other pages find their reads by drawing (none named here)', () => {
    expect(routeReads('/')).toEqual([]);
    expect(routeReads('/llibres')).toEqual([]);
    expect(routeReads('/no/existeix/enlloc')).toEqual([]);
  });
});
