import { describe, expect, it } from 'vitest';
import { countLabel } from '../../common/plural.js';

describe('countLabel', () => {
  it('says one thing in the singular and the rest in the plural', () => {
    expect(countLabel(1, 'article', 'articles')).toBe('1 article');
    expect(countLabel(0, 'article', 'articles')).toBe('0 articles');
    expect(countLabel(2, 'edició disponible', 'edicions disponibles')).toBe('2 edicions disponibles');
  });

  it('groups the digits as Catalan does', () => {
    expect(countLabel(7609, 'connexió', 'connexions')).toBe('7.609 connexions');
    expect(countLabel(1234567, 'resultat', 'resultats')).toBe('1.234.567 resultats');
  });
});
