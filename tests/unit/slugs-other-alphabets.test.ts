import { describe, expect, it } from 'vitest';
import { slugify } from '../../common/authors.js';
import { SLUG_PATTERN, articleSlug } from '../../common/slugs.js';

// A literary magazine prints translated authors: their names must make an address too.
describe('addresses of names and titles in other alphabets', () => {
  it.each([
    ['Νίκος Καζαντζάκης', 'nikos-kazantzakis'],
    ['Οδυσσέας Ελύτης', 'odysseas-elytis'],
    ['Ευγενία Φακίνου', 'evgenia-fakinou'],
    ['Михаил Булгаков', 'mikhail-bulgakov'],
    ['Ліна Костенко', 'lina-kostenko'],
    ['Данило Кіш', 'danilo-kish'],
    ['Søren Kierkegaard', 'soren-kierkegaard'],
    ['Czesław Miłosz', 'czeslaw-milosz'],
    ['Joan Fuster i Ortells', 'joan-fuster-i-ortells'],
    ['Marcel·lí Antúnez', 'marcelli-antunez'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('writes letters it cannot spell in Latin as their code points, the same each time', () => {
    for (const name of ['村上 春樹', 'محمود درويش', 'שרה כהן', '한강']) {
      const slug = slugify(name);
      expect(slug, name).toMatch(SLUG_PATTERN);
      expect(slugify(name)).toBe(slug);
    }
    expect(slugify('村上 春樹')).toBe('u6751-u4e0a-u6625-u6a39');
  });

  it('still has nothing to make an address of when a name has no letter or digit', () => {
    expect(slugify('😀 — ¿?')).toBe('');
  });

  it('makes article addresses of Greek titles with markup', () => {
    expect(articleSlug('Σημειώσεις για τον <em>Καβάφη</em>')).toBe('simeioseis-gia-ton-kavafi');
  });
});
