/**
 * Latin letters for names and titles in other alphabets, for addresses (slugs) alone: a
 * translated author is Νίκος Καζαντζάκης on the page and /autors/nikos-kazantzakis in the
 * address. Greek after ELOT 743, Cyrillic after the common English usage (Russian, Ukrainian,
 * Belarusian, Bulgarian, Serbian, Macedonian), and the Latin letters Unicode does not decompose
 * (ø, ł, ß…). Given text already lower-cased with its accents removed (foldAccents).
 */
const LETTERS: Record<string, string> = {
  // Latin letters that are not a base letter with a mark.
  ø: 'o', ł: 'l', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ð: 'd', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'ng', ĸ: 'k',
  // Greek.
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
  // Cyrillic.
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', ѓ: 'gj', е: 'e', є: 'ye', ж: 'zh', з: 'z', ѕ: 'dz',
  и: 'i', і: 'i', ј: 'j', к: 'k', ќ: 'kj', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Greek pairs read as one sound. */
const GREEK_PAIRS: [RegExp, string][] = [
  [/ου/g, 'ou'],
  [/αυ/g, 'av'],
  [/ευ/g, 'ev'],
];

/**
 * Any letter or digit still outside a–z and 0–9 (Han, kana, Hangul, Arabic, Hebrew…) is written as
 * its code point, so that every name has an address and the same name always the same one:
 * 村上 → u6751-u4e0a. Staff may type a readable one instead.
 */
const OTHER = /[^\p{ASCII}]/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

export function latinLetters(folded: string): string {
  let text = folded;
  for (const [pair, latin] of GREEK_PAIRS) text = text.replace(pair, latin);
  return text.replace(OTHER, (char) => LETTERS[char] ?? (WORD_CHARACTER.test(char) ? `-u${char.codePointAt(0)!.toString(16)}-` : ' '));
}
