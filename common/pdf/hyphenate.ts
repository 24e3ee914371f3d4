/**
 * Catalan hyphenation for justified text, with the `hyphen` package's Catalan (TeX) patterns.
 * The patterns only propose break points; the engine decides where to break and prints a real
 * hyphen, so no soft hyphen ever reaches the PDF. Catalan rule for the geminated l: "col·lecció"
 * breaks as "col-" / "lecció" (the middle dot becomes the hyphen).
 */
import hyphenator from 'hyphen/ca/index.js';

const SOFT_HYPHEN = '\u00ad';
/** Fewest letters left before a break and carried after it (typographic convention 2/3). */
const MIN_HEAD = 2;
const MIN_TAIL = 3;

interface WordBreak {
  /** What ends the line, hyphen included. */
  head: string;
  /** What starts the next line. */
  tail: string;
}

const cache = new Map<string, WordBreak[]>();

function letters(text: string): number {
  return (text.match(/\p{L}/gu) ?? []).length;
}

/** Break points of one word without hyphens, as [before, after] pairs. */
function patternBreaks(word: string): [string, string][] {
  const pieces = hyphenator.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: MIN_HEAD + MIN_TAIL }).split(SOFT_HYPHEN);
  const result: [string, string][] = [];
  for (let i = 1; i < pieces.length; i++) {
    const before = pieces.slice(0, i).join('');
    const after = pieces.slice(i).join('');
    if (letters(before) >= MIN_HEAD && letters(after) >= MIN_TAIL) result.push([before, after]);
  }
  return result;
}

/**
 * Every way to break `word` across two lines, shortest head first. Words that already contain a
 * hyphen ("sis-centes") break after it without adding another.
 */
export function wordBreaks(word: string): WordBreak[] {
  const known = cache.get(word);
  if (known) return known;
  const breaks: WordBreak[] = [];
  const parts = word.split('-');
  let prefix = '';
  parts.forEach((part, index) => {
    const rest = parts.slice(index + 1).join('-');
    const restWithDash = index < parts.length - 1 ? `-${rest}` : '';
    for (const [before, after] of patternBreaks(part)) {
      const head = before.endsWith('·') && /^l/i.test(after) ? `${prefix}${before.slice(0, -1)}-` : `${prefix}${before}-`;
      breaks.push({ head, tail: `${after}${restWithDash}` });
    }
    if (index < parts.length - 1 && letters(prefix + part) >= MIN_HEAD && letters(rest) >= MIN_TAIL) {
      breaks.push({ head: `${prefix}${part}-`, tail: rest });
    }
    prefix += `${part}-`;
  });
  cache.set(word, breaks);
  return breaks;
}
