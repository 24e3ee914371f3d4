/**
 * Marks the words of a result that match the query, for the result cards: the title (HTML,
 * marked inside its text only) and a short snippet around the first matches. Matching uses the
 * same normalisation as the index, so what was found is what gets marked.
 */
import { decodeEntities, escapeHtml } from '../../common/html.js';
import { words, wordMatches, type QueryTerm } from './normalise.js';

// A word as readers see it, keeping l·l (and l.l) inside one word; apostrophes end a word.
const WORD = /[\p{L}\p{N}]+(?:(?:[·•‧∙]|(?<=[lL])\.(?=[lL]))[\p{L}\p{N}]+)*/gu;

// Folded forms of words as written, and per query the verdict on each folded word. Result texts
// share most of their words (within one search and across searches), and folding and stemming
// every occurrence again took most of the time of a search.
const foldedWords = new Map<string, string>();
const MAX_FOLDED = 50_000;
const verdicts = new WeakMap<readonly QueryTerm[], Map<string, boolean>>();

function fold(original: string): string {
  let folded = foldedWords.get(original);
  if (folded === undefined) {
    folded = words(original).join('');
    if (foldedWords.size >= MAX_FOLDED) foldedWords.clear();
    foldedWords.set(original, folded);
  }
  return folded;
}

function matches(original: string, terms: readonly QueryTerm[]): boolean {
  const folded = fold(original);
  let known = verdicts.get(terms);
  if (!known) {
    known = new Map();
    verdicts.set(terms, known);
  }
  let verdict = known.get(folded);
  if (verdict === undefined) {
    verdict = wordMatches(folded, terms);
    known.set(folded, verdict);
  }
  return verdict;
}

/** Plain text with matching words wrapped in <mark>, escaped for HTML. */
function markText(text: string, terms: readonly QueryTerm[]): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!matches(m[0], terms)) continue;
    out += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    last = m.index + m[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** An HTML fragment (already sanitised) with matches marked in its text, tags left intact. */
export function markHtml(html: string, terms: readonly QueryTerm[]): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : markText(decodeEntities(part), terms)))
    .join('');
}

/**
 * A window of about `size` characters of plain text around the densest run of matches, cut at
 * word boundaries, with ellipses where text was left out; null when nothing in it matches.
 */
export function snippet(text: string, terms: readonly QueryTerm[], size = 220): string | null {
  const hits: number[] = [];
  for (const m of text.matchAll(WORD)) if (matches(m[0], terms)) hits.push(m.index);
  if (hits.length === 0) return null;
  // The window that starts a little before a hit and holds the most hits.
  let bestStart = hits[0]!;
  let bestCount = 0;
  for (const start of hits) {
    const count = hits.filter((h) => h >= start && h < start + size * 0.8).length;
    if (count > bestCount) [bestStart, bestCount] = [start, count];
  }
  let from = Math.max(0, bestStart - Math.round(size * 0.25));
  if (from > 0) {
    const space = text.lastIndexOf(' ', from);
    from = space === -1 ? 0 : space + 1;
  }
  let to = Math.min(text.length, from + size);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  const body = markText(text.slice(from, to).trim(), terms);
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
