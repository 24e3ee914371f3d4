/**
 * Catalan elision before a name or word: "d'Anna", "l'obra", "l'Helena", but "de Joan",
 * "de Iu", "la Irene". One rule for the site, the PDF and the feeds.
 *
 * - de → d' and el → l' before a vowel or h + vowel;
 * - except before i/u (or hi/hu) followed by another vowel, which sound as consonants
 *   (semivowels): "de Iu", "de Ua", "el iogurt", "de Huelva";
 * - la → l' only before a, e, o (or h + those) or a stressed í/ú written with an accent:
 *   "l'Anna", "l'Úrsula", but "la Irene", "la Unió" (an unstressed i/u keeps "la").
 */

const VOWEL = /^[aeiouàèéíïòóúü]/;
const SEMIVOWEL = /^[iu][aeiouàèéíòóú]/;
const LA_ELIDES = /^[aeoàèéòóíú]/;

/** The word's first sounds: lower case, a mute h dropped. */
const sounds = (word: string) => word.trimStart().toLowerCase().replace(/^h(?=.)/, '');

/** Whether `de` or `el` (`la` with article 'la') takes the elided form before `word`. */
export function elides(word: string, before: 'de' | 'el' | 'la' = 'de'): boolean {
  const s = sounds(word);
  if (before === 'la') return LA_ELIDES.test(s) && !SEMIVOWEL.test(s);
  return VOWEL.test(s) && !SEMIVOWEL.test(s);
}

/** "de Joan", "d'Anna" (the apostrophe as the text around it writes it: ' or ’). */
export function ofName(name: string, apostrophe = "'"): string {
  return elides(name, 'de') ? `d${apostrophe}${name.trimStart()}` : `de ${name}`;
}

/** "el llibre", "l'obra", "la pintura", "l'Anna": the article before a word or name. */
export function withArticle(article: 'el' | 'la', word: string, apostrophe = "'"): string {
  return elides(word, article) ? `l${apostrophe}${word.trimStart()}` : `${article} ${word}`;
}
