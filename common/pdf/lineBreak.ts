/**
 * Line breaking of styled words into a measure: first fit, with Catalan hyphenation of the word
 * that does not fit, and justification by spreading the remaining space over the word gaps.
 * Pure: the width of text comes from an injected `measure` (the PDF's own font metrics).
 */
import { wordBreaks } from './hyphenate.js';
import { SCRIPT_SCALE, wordText, type Fragment, type FontStyle, type Script, type Word, type WordStream } from './inline.js';

/** Width in layout pixels of `text` set in `style` at `sizePt`. */
export type Measure = (text: string, style: FontStyle, sizePt: number) => number;

export type Align = 'justify' | 'left' | 'center' | 'right';

export interface PlacedFragment {
  text: string;
  style: FontStyle;
  script?: Script;
  /** Offset from the left edge of the measure. */
  x: number;
}

export interface TextLine {
  fragments: PlacedFragment[];
  /** Set width of the line (the measure when justified). */
  width: number;
  /** True when the line ends with a hyphen added by hyphenation. */
  hyphenated: boolean;
}

interface LineOptions {
  sizePt: number;
  width: number;
  align: Align;
  hyphenate: boolean;
  /** Indent of the first line (paragraph indent), in pixels. */
  firstIndent?: number;
  /** Justify the last line too (a paragraph that continues on the next page). */
  justifyLast?: boolean;
}

/** No more than this many hyphenated lines in a row (typographic convention). */
const MAX_HYPHEN_RUN = 2;
/** Hyphenate only when the line would otherwise leave more than this share of its width empty. */
const LOOSE_SHARE = 0.04;

/** Width of a fragment: raised and lowered text is set smaller. */
const fragmentWidth = (f: Fragment, sizePt: number, measure: Measure) => measure(f.text, f.style, f.script ? sizePt * SCRIPT_SCALE : sizePt);

export function breakLines(stream: WordStream, options: LineOptions, measure: Measure): TextLine[] {
  const { sizePt, width } = options;
  const widthOf = (word: Word) => word.reduce((sum, f) => sum + fragmentWidth(f, sizePt, measure), 0);
  const space = measure(' ', 'normal', sizePt);
  const queue: (Word | null)[] = [...stream];
  const lines: TextLine[] = [];
  let hyphenRun = 0;

  while (queue.length > 0) {
    const indent = lines.length === 0 ? (options.firstIndent ?? 0) : 0;
    const available = width - indent;
    const words: Word[] = [];
    let natural = 0;
    let hyphenated = false;
    let forcedEnd = false;

    while (queue.length > 0) {
      const next = queue[0];
      if (next === null || next === undefined) {
        queue.shift();
        forcedEnd = true;
        break;
      }
      const gap = words.length > 0 ? space : 0;
      const w = widthOf(next);
      if (natural + gap + w <= available + 0.01 || words.length === 0 && w > available && !canHyphenate(next)) {
        words.push(next);
        natural += gap + w;
        queue.shift();
        continue;
      }
      const room = available - natural - gap;
      if (options.hyphenate && hyphenRun < MAX_HYPHEN_RUN && room > available * LOOSE_SHARE && canHyphenate(next)) {
        const fragment = next[0]!;
        const fits = wordBreaks(fragment.text)
          .filter((b) => fragmentWidth({ ...fragment, text: b.head }, sizePt, measure) <= room + 0.01)
          .pop();
        if (fits) {
          const head: Word = [{ ...fragment, text: fits.head }];
          words.push(head);
          natural += gap + widthOf(head);
          queue[0] = [{ ...fragment, text: fits.tail }];
          hyphenated = true;
          break;
        }
      }
      if (words.length === 0) {
        // A single word wider than the measure: set it alone rather than loop forever.
        words.push(next);
        natural += w;
        queue.shift();
      }
      break;
    }

    hyphenRun = hyphenated ? hyphenRun + 1 : 0;
    const last = queue.length === 0 || forcedEnd;
    lines.push(placeLine(words, { natural, available, indent, space, last, hyphenated }, options, widthOf, measure));
  }
  return lines;
}

function canHyphenate(word: Word): boolean {
  return word.length === 1 && wordText(word).length >= 5;
}

interface LineMetrics {
  natural: number;
  available: number;
  indent: number;
  space: number;
  last: boolean;
  hyphenated: boolean;
}

function placeLine(
  words: Word[],
  m: LineMetrics,
  options: LineOptions,
  widthOf: (word: Word) => number,
  measure: Measure,
): TextLine {
  const justify = options.align === 'justify' && (!m.last || options.justifyLast === true) && words.length > 1;
  const extra = justify ? (m.available - m.natural) / (words.length - 1) : 0;
  let x = m.indent;
  if (options.align === 'center') x += (m.available - m.natural) / 2;
  if (options.align === 'right') x += m.available - m.natural;
  const placed: { fragments: PlacedFragment[]; start: number; end: number; rtl: boolean }[] = [];
  words.forEach((word, index) => {
    if (index > 0) x += m.space + extra;
    let fx = x;
    const fragments: PlacedFragment[] = [];
    for (const f of word) {
      fragments.push({ text: f.text, style: f.style, ...(f.script ? { script: f.script } : {}), x: fx });
      fx += fragmentWidth(f, options.sizePt, measure);
    }
    placed.push({ fragments, start: x, end: fx, rtl: RIGHT_TO_LEFT.test(wordText(word)) && !LEFT_TO_RIGHT.test(wordText(word)) });
    x += widthOf(word);
  });
  mirrorRightToLeft(placed, measure, options.sizePt);
  return { fragments: placed.flatMap((w) => w.fragments), width: justify ? m.available : m.natural, hyphenated: m.hyphenated };
}

/** Hebrew letters, and the letters of left-to-right scripts. */
const RIGHT_TO_LEFT = /[\u0590-\u05FF\uFB1D-\uFB4F]/u;
const LEFT_TO_RIGHT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * A run of right-to-left words inside a line reads from the right: its words (and each word's
 * pieces) change places within the run's span, mirrored. The letters of each piece are put in
 * visual order when drawn (fontChain.ts).
 */
function mirrorRightToLeft(words: { fragments: PlacedFragment[]; start: number; end: number; rtl: boolean }[], measure: Measure, sizePt: number): void {
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.rtl) continue;
    let j = i;
    while (j + 1 < words.length && words[j + 1]!.rtl) j++;
    const left = words[i]!.start;
    const right = words[j]!.end;
    for (const word of words.slice(i, j + 1)) {
      for (const f of word.fragments) f.x = left + right - (f.x + measure(f.text, f.style, sizePt));
    }
    i = j;
  }
}
