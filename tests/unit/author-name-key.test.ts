/** One person, however the name is typed: the key the directory matches authors by (issue 26). */
import { describe, expect, it } from 'vitest';
import { spellingKey } from '../../common/authors.js';

describe('spellingKey', () => {
  it('matches across the typographic apostrophe, case, accents and spacing', () => {
    const key = spellingKey("Anna d'Olot i Vilà");
    expect(spellingKey('Anna d’Olot i Vilà')).toBe(key);
    expect(spellingKey("anna d'olot i vila")).toBe(key);
    expect(spellingKey('  ANNA  D ’ OLOT I VILÀ ')).toBe(key);
    expect(spellingKey('Anna d\u02bcOlot i Vila\u0300')).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(spellingKey('Anna d’Olot i Vilà')).not.toBe(spellingKey('Anna Olot i Vilà'));
    expect(spellingKey('Pere Martí')).not.toBe(spellingKey('Pere Marti Puig'));
  });

  it('reads the Catalan l·l as the name it spells', () => {
    expect(spellingKey('Marcel·lí Sala')).toBe(spellingKey('Marcel.lí Sala'));
    expect(spellingKey('Marcel·lí Sala')).toBe(spellingKey('marcel·li sala'));
  });
});
