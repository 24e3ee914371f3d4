/**
 * Body HTML to styled words, without a DOM: the content of the magazine uses a handful of inline
 * tags (em, i, strong, b, br, a, sup, sub), and the PDF needs only the style of each piece of text
 * and whether it is raised (a note reference, 1<sup>er</sup>) or lowered (H<sub>2</sub>O).
 */
import { decodeEntities } from '../html.js';

export type FontStyle = 'normal' | 'italic' | 'bold' | 'bolditalic';

/** Superscript or subscript text: set smaller, above or below the baseline. */
export type Script = 'sup' | 'sub';

export interface Fragment {
  text: string;
  style: FontStyle;
  script?: Script;
}

/** Size of raised and lowered text against the line's. */
export const SCRIPT_SCALE = 0.68;

/** A word: text without spaces, possibly in several styles ("<em>Canigó</em>,"). */
export type Word = Fragment[];

/** A paragraph as words, with forced line breaks (from <br>) as `null`. */
export type WordStream = (Word | null)[];

function combine(italic: boolean, bold: boolean): FontStyle {
  if (italic && bold) return 'bolditalic';
  if (italic) return 'italic';
  return bold ? 'bold' : 'normal';
}

/**
 * Text ready to print: composed (NFC: a decomposed "u" + U+0301 would print its accent apart, or
 * not at all), entities decoded, soft hyphens and zero-width marks dropped, ŀ spelt l·l.
 */
function cleanText(text: string): string {
  return decodeEntities(text)
    .normalize('NFC')
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '')
    .replace(/ŀ/g, 'l·')
    .replace(/Ŀ/g, 'L·')
    .replace(/\u2219|\u22c5/g, '·');
}

/** Plain text of an HTML fragment on one line (titles, captions). */
export function plainText(html: string): string {
  return cleanText(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Styled words of an HTML fragment; `base` is the style of text outside any tag. */
export function parseInline(html: string, base: FontStyle = 'normal'): WordStream {
  const italic = base === 'italic' || base === 'bolditalic';
  const bold = base === 'bold' || base === 'bolditalic';
  const italicDepth = { n: 0 };
  const boldDepth = { n: 0 };
  const supDepth = { n: 0 };
  const subDepth = { n: 0 };
  const stream: WordStream = [];
  let current: Word = [];

  const endWord = () => {
    if (current.length > 0) stream.push(current);
    current = [];
  };
  const addText = (raw: string) => {
    const text = cleanText(raw);
    const style = combine(italic || italicDepth.n > 0, bold || boldDepth.n > 0);
    const script: Script | undefined = supDepth.n > 0 ? 'sup' : subDepth.n > 0 ? 'sub' : undefined;
    for (const [i, piece] of text.split(/[\s\u00a0]+/).entries()) {
      if (i > 0) endWord();
      if (piece.length === 0) continue;
      const last = current[current.length - 1];
      if (last && last.style === style && last.script === script) last.text += piece;
      else current.push(script ? { text: piece, style, script } : { text: piece, style });
    }
  };

  const tagPattern = /<\/?([a-z0-9]+)[^>]*>/gi;
  let position = 0;
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    addText(html.slice(position, match.index));
    position = match.index + match[0].length;
    const tag = (match[1] ?? '').toLowerCase();
    const closing = match[0].startsWith('</');
    if (tag === 'em' || tag === 'i' || tag === 'cite') italicDepth.n = Math.max(0, italicDepth.n + (closing ? -1 : 1));
    else if (tag === 'strong' || tag === 'b') boldDepth.n = Math.max(0, boldDepth.n + (closing ? -1 : 1));
    else if (tag === 'sup') supDepth.n = Math.max(0, supDepth.n + (closing ? -1 : 1));
    else if (tag === 'sub') subDepth.n = Math.max(0, subDepth.n + (closing ? -1 : 1));
    else if (tag === 'br' || (closing && (tag === 'p' || tag === 'div' || tag === 'li'))) {
      endWord();
      if (stream.length > 0 && stream[stream.length - 1] !== null) stream.push(null);
    }
  }
  addText(html.slice(position));
  endWord();
  while (stream.length > 0 && stream[stream.length - 1] === null) stream.pop();
  return stream;
}

export const wordText = (word: Word): string => word.map((f) => f.text).join('');
