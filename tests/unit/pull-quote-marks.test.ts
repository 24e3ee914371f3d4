/** A pull quote gets its guillemets once, on the page and in print (common/quotes.ts). */
import { describe, expect, it } from 'vitest';
import { quotedPullQuote } from '../../common/quotes.js';

describe('pull quote marks', () => {
  it('puts a quote between guillemets', () => {
    expect(quotedPullQuote('La <em>poesia</em> no es jubila.')).toBe('«La <em>poesia</em> no es jubila.»');
  });

  it('keeps the marks a quote brings (an interview’s «…», English or German quotes), even inside tags or before a full stop', () => {
    for (const own of ['«Una cançó és un poema que no s’està quiet.»', '<strong>«Escric de nit»</strong>', '“Less is more”.', '„So“', '"Res"']) {
      expect(quotedPullQuote(own), own).toBe(own);
    }
  });

  it('marks a quote that only starts or ends with a mark', () => {
    expect(quotedPullQuote('«Res és el que sembla, i')).toBe('««Res és el que sembla, i»');
    expect(quotedPullQuote('l’obra «Mar»')).toBe('«l’obra «Mar»»');
  });
});
