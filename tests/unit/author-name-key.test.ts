/** One person, however the name is typed: the key the directory matches authors by (issue 26). */
import { describe, expect, it } from 'vitest';
import { authorNameKey } from '../../common/authors.js';

describe('authorNameKey', () => {
  it('matches across the typographic apostrophe, case, accents and spacing', () => {
    const key = authorNameKey("Anna d'Olot i Vilà");
    expect(authorNameKey('Anna d’Olot i Vilà')).toBe(key);
    expect(authorNameKey("anna d'olot i vila")).toBe(key);
    expect(authorNameKey('  ANNA  D ’ OLOT I VILÀ ')).toBe(key);
    expect(authorNameKey('Anna d\u02bcOlot i Vila\u0300')).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(authorNameKey('Anna d’Olot i Vilà')).not.toBe(authorNameKey('Anna Olot i Vilà'));
    expect(authorNameKey('Pere Martí')).not.toBe(authorNameKey('Pere Marti Puig'));
  });

  it('reads the Catalan l·l as the name it spells', () => {
    expect(authorNameKey('Marcel·lí Sala')).toBe(authorNameKey('Marcel.lí Sala'));
    expect(authorNameKey('Marcel·lí Sala')).toBe(authorNameKey('marcel·li sala'));
  });
});
