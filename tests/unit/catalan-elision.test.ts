/** Catalan elision before names and words: one rule (common/elision.ts) for the site, the PDF and the feeds. */
import { describe, expect, it } from 'vitest';
import { elides, ofName, withArticle } from '../../common/elision.js';

describe('de / d’ before a name', () => {
  it('elides before a vowel or h + vowel', () => {
    expect(ofName('Anna Grau')).toBe("d'Anna Grau");
    expect(ofName('Eulàlia Pons')).toBe("d'Eulàlia Pons");
    expect(ofName('Òscar Vidal')).toBe("d'Òscar Vidal");
    expect(ofName('Isaac Mir')).toBe("d'Isaac Mir");
    expect(ofName('Helena Roig')).toBe("d'Helena Roig");
    expect(ofName('Hug Serra')).toBe("d'Hug Serra");
    expect(ofName('Anna Grau', '’')).toBe('d’Anna Grau');
  });

  it('keeps "de" before a consonant, and before i/u sounding as a consonant (Iu, Ua, Huelva)', () => {
    expect(ofName('Joan Brossa')).toBe('de Joan Brossa');
    expect(ofName('Yolanda Serra')).toBe('de Yolanda Serra');
    expect(ofName('Iu Forn')).toBe('de Iu Forn');
    expect(ofName('Ua Pujol')).toBe('de Ua Pujol');
    expect(ofName('Huelva')).toBe('de Huelva');
  });
});

describe('el / la / l’', () => {
  it('elides el before a vowel or h + vowel, not before a semivowel', () => {
    expect(withArticle('el', 'obra')).toBe("l'obra");
    expect(withArticle('el', 'home')).toBe("l'home");
    expect(withArticle('el', 'llibre')).toBe('el llibre');
    expect(withArticle('el', 'iogurt')).toBe('el iogurt');
  });

  it('elides la before a, e, o or a stressed í/ú, not before an unstressed i/u', () => {
    expect(withArticle('la', 'Anna')).toBe("l'Anna");
    expect(withArticle('la', 'obra')).toBe("l'obra");
    expect(withArticle('la', 'Úrsula')).toBe("l'Úrsula");
    expect(withArticle('la', 'Irene')).toBe('la Irene');
    expect(withArticle('la', 'universitat')).toBe('la universitat');
    expect(withArticle('la', 'pintura')).toBe('la pintura');
    expect(elides('  anna', 'la')).toBe(true);
  });
});
