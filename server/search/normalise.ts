/**
 * Catalan text normalisation shared by indexing and querying, so both sides produce the same
 * tokens: lower case, accents folded, the geminated `l·l` / `l.l` / `ŀl` and the digraph `ll`
 * both reduced to one `l` (readers type `lull` for Llull and `coleccio` for col·lecció), elided
 * articles and pronouns (`l'art`, `d’una`) split off, and Snowball stems for word forms.
 */
import snowball from 'snowball-stemmers';

const catalan = snowball.newStemmer('catalan');

/** Prefix of stem tokens in the index; the FTS5 tokenizer keeps `_` inside tokens. */
export const STEM_MARK = '_';

// The geminated l in all the ways people type it: middle dot, full stop, bullet, one-dot
// leader, and the precomposed ŀ/Ŀ. Only between two l's, so "Vol. 2" and "l. 3" stay apart.
const GEMINATE = /l[·.•‧∙]l/g;
const PRECOMPOSED = /ŀl/g;
// Apostrophes of elision (straight, typographic, modifier letter, grave/acute used as one).
const APOSTROPHES = /['’ʼ`´‘]/g;

/** Lower-case, accent-free text with geminated l joined and apostrophes turned into spaces. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(PRECOMPOSED, 'll')
    .replace(/ŀ/g, 'l')
    .replace(GEMINATE, 'll')
    .replace(APOSTROPHES, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** One folded word in its index form: `ll` → `l`, so every spelling of l·l and ll meets. */
const indexForm = (word: string): string => word.replace(/ll/g, 'l');

/** The words of a text in index form: runs of ASCII letters and digits. */
export function words(text: string): string[] {
  return (foldText(text).match(/[a-z0-9]+/g) ?? []).map(indexForm);
}

const stemCache = new Map<string, string[]>();
const STEM_CACHE_MAX = 50_000;

/**
 * Stem keys of one folded word. The Snowball Catalan stemmer is uneven across singular and
 * plural (llibre→llib but llibres→llibr; creació→creac but creacions→creacion), so a plural is
 * also stemmed in its likely singular forms; a word and its plural then share at least one key.
 */
export function stemKeys(word: string): string[] {
  if (word.length < 3 || /^\d+$/.test(word)) return [];
  const cached = stemCache.get(word);
  if (cached) return cached;
  const forms = [word];
  if (word.endsWith('ions')) forms.push(`${word.slice(0, -3)}o`);
  if (word.endsWith('es') && word.length > 4) forms.push(word.slice(0, -1), `${word.slice(0, -2)}a`);
  else if (word.endsWith('s') && word.length > 3) forms.push(word.slice(0, -1));
  const keys = [...new Set(forms.map((f) => catalan.stem(f)).filter((s) => s.length >= 2))];
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  stemCache.set(word, keys);
  return keys;
}

/** What one field contributes to the index: its words, then a stem token for each word form. */
export function indexText(text: string): string {
  return indexTextOfWords(words(text));
}

/** indexText of a text whose words() are known (words of texts joined by spaces are their words joined). */
export function indexTextOfWords(list: readonly string[]): string {
  const stems: string[] = [];
  for (const word of list) for (const key of stemKeys(word)) stems.push(STEM_MARK + key);
  return stems.length > 0 ? `${list.join(' ')} ${stems.join(' ')}` : list.join(' ');
}

export interface QueryTerm {
  word: string;
  stems: string[];
  /** The last word while typing also matches as a prefix (`filos` → filosofia). */
  prefix: boolean;
}

/**
 * The shortest word that also matches as a prefix. Two or three letters would expand to a large
 * part of the vocabulary (slow on a big magazine, and useless to the reader); from four letters
 * on, the word being typed narrows quickly (`filo` → filosofia, filòleg).
 */
const MIN_PREFIX = 4;

/** The most words a query may carry; more add cost without changing the answer. */
const MAX_QUERY_TERMS = 10;

/**
 * The terms of a user query. Everything that FTS5 would read as syntax (quotes, `*`, `-`,
 * parentheses, OR/NOT/NEAR) is reduced to plain words here, so no input can break the query.
 * Single letters left by elision (`l'art` → l, art) are dropped unless nothing else is left.
 */
export function queryTerms(query: string): QueryTerm[] {
  const all = words(query);
  const meaningful = all.filter((w) => w.length > 1);
  const chosen = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TERMS);
  return chosen.map((word, index) => {
    const prefix = index === chosen.length - 1 && word.length >= MIN_PREFIX;
    // A short word still being typed stems to junk (`filos` → `fil`, which would match `fill`),
    // so a short prefix term keeps only stems of four letters or more.
    const stems = stemKeys(word).filter((s) => !prefix || s === word || s.length >= 4 || word.length >= 6);
    return { word, stems, prefix };
  });
}

/**
 * The terms at each level of how closely a document matches, closest first, the last being the
 * terms themselves: the words as typed; then also their forms (stems); then also the prefix of
 * the word being typed. Each level matches a subset of the next, and a level that would match
 * what the one before does is left out. Relevance ranks a closer level above the next: `tardor`
 * finds the articles about autumn before `Tarrés`, whose stem the stemmer cuts to the same `tar`,
 * and before `tardorals`, which only the prefix reaches.
 */
export function matchLevels(terms: readonly QueryTerm[]): (readonly QueryTerm[])[] {
  const levels: (readonly QueryTerm[])[] = [];
  // A stem token also matches the word's other forms, even a stem equal to the word (`_mar`: mars).
  if (terms.some((term) => term.stems.length > 0)) levels.push(terms.map((term) => ({ ...term, stems: [], prefix: false })));
  if (terms.some((term) => term.prefix)) levels.push(terms.map((term) => ({ ...term, prefix: false })));
  return [...levels, terms];
}

/**
 * The FTS5 MATCH expression for the terms: each term is its exact word, any of its stems, or
 * (for the last one) a prefix; all terms must match. Tokens are [a-z0-9_] only and quoted.
 */
export function matchExpression(terms: readonly QueryTerm[]): string {
  return terms
    .map((term) => {
      const options = [`"${term.word}"`, ...term.stems.map((s) => `"${STEM_MARK}${s}"`)];
      if (term.prefix) options.push(`"${term.word}"*`);
      return `(${options.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * An expression that matches exactly the documents matchExpression matches, with fewer phrases:
 * for counting and filtering, where nothing is scored. A document holding a word also holds a
 * stem token for each of its stem keys (indexText), and the query keeps a subset of those keys,
 * so a term's exact word adds no document once it has a stem; a prefix covers the word too.
 * Scoring keeps the exact word, which makes the very form typed count twice.
 */
export function matchSetExpression(terms: readonly QueryTerm[]): string {
  return terms
    .map((term) => {
      const options = term.stems.map((s) => `"${STEM_MARK}${s}"`);
      if (term.prefix) options.push(`"${term.word}"*`);
      else if (options.length === 0) options.push(`"${term.word}"`);
      return `(${options.join(' OR ')})`;
    })
    .join(' AND ');
}

/**
 * Letters a word shares with every one of its stem keys. Snowball strips and rewrites suffixes
 * only (its regions start after the second letter) and the plural forms of stemKeys change only
 * the ending, so a key always begins with the word's first two letters (a unit test checks it
 * over the demo magazine and the benchmark vocabulary). Highlighting uses it to skip stemming
 * the many words that cannot share a key with the query: stemming is most of its cost.
 */
export const STEM_SHARED_LETTERS = 2;

/** Does a folded word of a document match one of the query terms? (for highlighting) */
export function wordMatches(word: string, terms: readonly QueryTerm[]): boolean {
  if (word.length === 0) return false;
  const head = word.slice(0, STEM_SHARED_LETTERS);
  let keys: string[] | null = null;
  for (const term of terms) {
    if (word === term.word) return true;
    if (term.prefix && word.startsWith(term.word)) return true;
    if (term.stems.some((s) => s.startsWith(head))) {
      keys ??= stemKeys(word);
      if (keys.some((k) => term.stems.includes(k))) return true;
    }
  }
  return false;
}
