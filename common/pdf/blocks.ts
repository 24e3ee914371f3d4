/**
 * One article as a flow of boxes: its header, the body blocks of spec §3 in print form, and the
 * notes and bibliography after the text. Manual layout (pdfManual editions) also reads each
 * block's `pdf` attributes: page, styles, division and QR type.
 */
import { articleAuthors, formatAuthorList } from '../authors.js';
import { paths } from '../routes/paths.js';
import { sectionName } from '../sections.js';
import type { Article, BodyBlock, ListBlock, ParagraphBlock } from '../types.js';
import { PAGE, TEXT_WIDTH, TYPE, lineHeight } from './geometry.js';
import { SCRIPT_SCALE, parseInline, plainText, type FontStyle, type Script, type WordStream } from './inline.js';
import { breakLines, type Align, type Measure, type TextLine } from './lineBreak.js';
import { COLORS, type Box, type DrawOp, type PdfImage } from './model.js';
import { qrMatrix } from './qr.js';
import { mergeStyles, parsePrintStyle, type PrintStyle } from './styles.js';
import { quotedPullQuote } from '../quotes.js';
import { pictureCaptions } from '../captions.js';
import { youtubeWatchUrl } from '../youtube.js';

export interface FlowContext {
  measure: Measure;
  /** Images that loaded; any other name is left out of the layout. */
  images: ReadonlyMap<string, PdfImage>;
  /** Origin of the online magazine, for QR codes to videos and relative links; null when only a
   * local address is known (printedAddress.ts): then such codes are left out, never printed dead. */
  siteUrl: string | null;
  /** Honour the blocks' `pdf` attributes (pdfManual editions). */
  manual: boolean;
  /** Where the layout tells staff what it could not print (the print preview lists them). */
  notices?: string[];
}

const PARAGRAPH_INDENT = 18;
/**
 * Space around a run of set-off paragraphs (centred or set right: an epigraph, a dedication, its
 * source): running text has no space between its paragraphs, only the indent, so without it an
 * epigraph would touch the text it opens.
 */
const SET_OFF_GAP = 10;
const IMAGE_MAX_HEIGHT = 340;
const QR_SIZE = 84;

/** Baseline of a line of `sizePt` type inside a line box of `height` pixels. */
const baseline = (height: number, sizePt: number) => height / 2 + sizePt * 0.32;

interface TextSpec {
  sizePt: number;
  align: Align;
  color?: string;
  leading?: number;
  hyphenate?: boolean;
  indent?: number;
  width?: number;
  x?: number;
  justifyLast?: boolean;
}

export function setLines(stream: WordStream, spec: TextSpec, measure: Measure): TextLine[] {
  return breakLines(
    stream,
    {
      sizePt: spec.sizePt,
      width: spec.width ?? TEXT_WIDTH,
      align: spec.align,
      hyphenate: spec.hyphenate ?? spec.align === 'justify',
      firstIndent: spec.indent ?? 0,
      justifyLast: spec.justifyLast ?? false,
    },
    measure,
  );
}

/**
 * A display text's lines (titles, headings, pull quotes, captions) set as evenly as they go: the
 * narrowest measure that keeps their number, as the web's `text-wrap: balance` does, so that a title
 * does not end on one word ("Les recomanacions de gener de / 2024"). The line count, and so every
 * height, stays what it was: pagination and the editors' manual layouts are unchanged. Running text
 * (justified) keeps the full measure.
 */
export function setBalanced(stream: WordStream, spec: TextSpec, measure: Measure): { lines: TextLine[]; spec: TextSpec } {
  const full = setLines(stream, spec, measure);
  if (full.length < 2 || spec.align === 'justify') return { lines: full, spec };
  const width = spec.width ?? TEXT_WIDTH;
  let fits = width;
  let short = width / 2;
  // A dozen halvings come within a tenth of a point of the narrowest measure.
  for (let step = 0; step < 12; step++) {
    const mid = (fits + short) / 2;
    if (setLines(stream, { ...spec, width: mid }, measure).length === full.length) fits = mid;
    else short = mid;
  }
  const inset = spec.align === 'center' ? (width - fits) / 2 : spec.align === 'right' ? width - fits : 0;
  const narrow: TextSpec = { ...spec, width: fits, x: (spec.x ?? 0) + inset };
  return { lines: setLines(stream, narrow, measure), spec: narrow };
}

/** How far raised and lowered text moves from the baseline, in points per point of the line's size. */
const SCRIPT_SHIFT: Record<Script, number> = { sup: -0.36, sub: 0.16 };

/** Drawing operations of set lines, from `top`. */
export function lineOps(lines: TextLine[], spec: TextSpec, top: number): DrawOp[] {
  const height = lineHeight(spec.sizePt, spec.leading);
  const ops: DrawOp[] = [];
  lines.forEach((line, index) => {
    const y = top + index * height + baseline(height, spec.sizePt);
    for (const f of line.fragments) {
      const shift = f.script ? SCRIPT_SHIFT[f.script] * spec.sizePt : 0;
      const sizePt = f.script ? spec.sizePt * SCRIPT_SCALE : spec.sizePt;
      ops.push({ kind: 'text', x: (spec.x ?? 0) + f.x, y: y + shift, text: f.text, style: f.style, sizePt, color: spec.color ?? COLORS.ink });
    }
  });
  return ops;
}

/** One box per line, so a paragraph can cross a page, never leaving one line alone on either side. */
function lineBoxes(lines: TextLine[], spec: TextSpec): Box[] {
  const height = lineHeight(spec.sizePt, spec.leading);
  return lines.map((line, index) => ({
    height,
    ops: lineOps([line], spec, 0),
    keepWithNext: (index === 0 && lines.length >= 2) || (index === lines.length - 2 && lines.length >= 3),
  }));
}

/** A caption's lines in one box: kept whole, and balanced. */
function captionBox(stream: WordStream, spec: TextSpec, measure: Measure, padTop = 0, padBottom = 0): Box {
  const { lines, spec: set } = setBalanced(stream, spec, measure);
  return { height: padTop + lines.length * lineHeight(spec.sizePt, spec.leading) + padBottom, ops: lineOps(lines, set, padTop) };
}

const space = (height: number): Box => ({ height, ops: [], discardAtTop: true });

const baseStyle = (style: PrintStyle): FontStyle =>
  style.italic && style.bold ? 'bolditalic' : style.italic ? 'italic' : style.bold ? 'bold' : 'normal';

// ---------------------------------------------------------------------------------------------

function imageBox(image: PdfImage, caption: string, measure: Measure, maxWidth: number = TEXT_WIDTH, alt?: string): Box {
  const maxHeight = IMAGE_MAX_HEIGHT * (Math.min(maxWidth, TEXT_WIDTH) / TEXT_WIDTH);
  const captionSpec: TextSpec = { sizePt: TYPE.smallPt, align: 'center', color: COLORS.muted };
  const captioned = caption ? setBalanced(parseInline(caption, 'italic'), captionSpec, measure) : { lines: [], spec: captionSpec };
  const captionLines = captioned.lines;
  const captionHeight = captionLines.length * lineHeight(TYPE.smallPt) + (captionLines.length > 0 ? 6 : 0);
  const build = (limit: number): Box => {
    const scale = Math.min(Math.min(maxWidth, TEXT_WIDTH) / image.width, limit / image.height, 600 / image.width);
    const width = image.width * scale;
    const height = image.height * scale;
    return {
      height: height + captionHeight,
      ops: [
        { kind: 'image', x: (TEXT_WIDTH - width) / 2, y: 0, width, height, image, ...(alt ? { alt } : {}) },
        ...lineOps(captionLines, captioned.spec, height + 6),
      ],
    };
  };
  const box = build(maxHeight);
  const naturalImage = box.height - captionHeight;
  box.fit = (available) => {
    const limit = available - captionHeight;
    // Shrinking below 60 % would make a picture too small to read; move it instead.
    return limit >= Math.max(120, naturalImage * 0.6) ? build(Math.min(limit, naturalImage)) : null;
  };
  return box;
}

function absoluteUrl(path: string, siteUrl: string | null): string | null {
  if (/^https?:\/\//i.test(path)) return path;
  return siteUrl === null ? null : `${siteUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A QR code beside a label and caption: the printed stand-in for what paper cannot play. */
function qrBox(url: string, label: string, caption: string, measure: Measure): Box {
  const textX = QR_SIZE + 16;
  const width = TEXT_WIDTH - textX;
  const labelSpec: TextSpec = { sizePt: TYPE.kickerPt, align: 'left', color: COLORS.accent, x: textX, width };
  const captionSpec: TextSpec = { sizePt: 10, align: 'left', x: textX, width, hyphenate: false };
  const urlSpec: TextSpec = { sizePt: 8, align: 'left', color: COLORS.muted, x: textX, width, hyphenate: false };
  const labelLines = setLines(parseInline(label.toUpperCase()), labelSpec, measure);
  const captionLines = caption ? setLines(parseInline(caption, 'italic'), captionSpec, measure) : [];
  const shown = url.replace(/^https?:\/\//, '');
  const urlLines = setLines([[{ text: shown.length > 70 ? `${shown.slice(0, 69)}…` : shown, style: 'normal' }]], urlSpec, measure);
  const labelH = labelLines.length * lineHeight(TYPE.kickerPt);
  const captionH = captionLines.length * lineHeight(10);
  const textHeight = labelH + 4 + captionH + 4 + urlLines.length * lineHeight(8);
  const height = Math.max(QR_SIZE, textHeight);
  const textTop = (height - textHeight) / 2;
  return {
    height: height + 8,
    ops: [
      { kind: 'qr', x: 0, y: 4, size: QR_SIZE, matrix: qrMatrix(url) },
      { kind: 'link', x: 0, y: 4, width: QR_SIZE, height: QR_SIZE, url },
      ...lineOps(labelLines, labelSpec, textTop + 4),
      ...lineOps(captionLines, captionSpec, textTop + 4 + labelH + 4),
      ...lineOps(urlLines, urlSpec, textTop + 4 + labelH + 4 + captionH + 4),
    ],
  };
}

function pullQuote(content: string, reference: string | undefined, measure: Measure): Box {
  const inset = 40;
  const quoteSpec: TextSpec = { sizePt: TYPE.quotePt, align: 'center', leading: 1.3, color: COLORS.accent, x: inset, width: TEXT_WIDTH - 2 * inset };
  const refSpec: TextSpec = { sizePt: TYPE.smallPt, align: 'center', color: COLORS.muted, x: inset, width: TEXT_WIDTH - 2 * inset };
  const quote = setBalanced(parseInline(quotedPullQuote(content), 'italic'), quoteSpec, measure);
  const ref = reference ? setLines(parseInline(`— ${plainText(reference)}`), refSpec, measure) : [];
  const quoteH = quote.lines.length * lineHeight(TYPE.quotePt, 1.3);
  const refH = ref.length * lineHeight(TYPE.smallPt);
  const ruleW = 48;
  const height = 14 + quoteH + (ref.length > 0 ? 6 + refH : 0) + 14;
  return {
    height,
    ops: [
      { kind: 'rule', x1: (TEXT_WIDTH - ruleW) / 2, y1: 0.5, x2: (TEXT_WIDTH + ruleW) / 2, y2: 0.5, color: COLORS.accent, widthPx: 1 },
      ...lineOps(quote.lines, quote.spec, 14),
      ...lineOps(ref, refSpec, 14 + quoteH + 6),
      { kind: 'rule', x1: (TEXT_WIDTH - ruleW) / 2, y1: height - 0.5, x2: (TEXT_WIDTH + ruleW) / 2, y2: height - 0.5, color: COLORS.accent, widthPx: 1 },
    ],
  };
}

function heading(content: string, sizePt: number, style: FontStyle, measure: Measure, before: number, print: PrintStyle = {}): Box[] {
  const size = print.sizePt ?? sizePt;
  const spec: TextSpec = { sizePt: size, align: print.align ?? 'left', leading: 1.25, hyphenate: false, color: print.color ?? COLORS.ink };
  const { lines, spec: set } = setBalanced(parseInline(content, style), spec, measure);
  const height = lines.length * lineHeight(size, 1.25);
  return [space(print.marginTop ?? before), { height: height + 5, ops: lineOps(lines, set, 0), keepWithNext: true }];
}

// ---------------------------------------------------------------------------------------------

/** Flow state between blocks: typographic indent only follows running text. */
interface FlowState {
  indentNext: boolean;
  /** The block before was a set-off paragraph (centred or set right). */
  afterSetOff: boolean;
  /** The article's public page: a video's code leads readers there, where the video plays. */
  articlePath: string;
}

function paragraphBoxes(block: ParagraphBlock, ctx: FlowContext, state: FlowState, caption?: string): Box[] {
  const style = mergeStyles(parsePrintStyle(block.styles), ctx.manual ? parsePrintStyle(block.pdf?.styles) : {});
  const boxes: Box[] = [];
  const image = block.image ? ctx.images.get(block.image.name) : undefined;
  if (image) {
    // Its caption under it, kept on its page, and then the paragraph's text (common/captions.ts).
    boxes.push(space(10), imageBox(image, caption ?? '', ctx.measure, style.width, block.image?.alt), space(10));
    state.indentNext = false;
  }
  if (block.className?.split(/\s+/).includes('image-foot')) {
    // A caption under the preceding image: small, centred, kept whole.
    boxes.push(captionBox(parseInline(block.content, 'italic'), { sizePt: TYPE.smallPt, align: 'center', color: COLORS.muted }, ctx.measure, 0, 10));
    state.indentNext = false;
    state.afterSetOff = false;
    return boxes;
  }
  const sizePt = style.sizePt ?? TYPE.bodyPt;
  const spec: TextSpec = {
    sizePt,
    align: style.align ?? 'justify',
    color: style.color ?? COLORS.ink,
    indent: (style.indent ?? state.indentNext) && (style.align ?? 'justify') === 'justify' ? PARAGRAPH_INDENT : 0,
  };
  const setOff = spec.align === 'center' || spec.align === 'right';
  // Space where a run of set-off paragraphs begins and where running text takes over again.
  if (style.marginTop) boxes.push(space(style.marginTop));
  else if (setOff !== state.afterSetOff) boxes.push(space(SET_OFF_GAP));
  const division = ctx.manual ? block.pdf?.division : undefined;
  if (division?.contentPage !== undefined || division?.contentNextPage !== undefined) {
    // The editor divided this paragraph by hand: one part ends this page, the rest opens the next.
    const first = setLines(parseInline(division.contentPage ?? '', baseStyle(style)), { ...spec, justifyLast: division.alignLast === true }, ctx.measure);
    boxes.push(...lineBoxes(first, spec));
    const rest = lineBoxes(setLines(parseInline(division.contentNextPage ?? '', baseStyle(style)), { ...spec, indent: 0 }, ctx.measure), spec);
    // The rest opens the page after the block's own; without a page, simply the next page.
    const page = block.pdf?.page;
    if (rest[0] && page !== undefined) rest[0].startPage = page + 1;
    else if (rest[0]) rest[0].breakBefore = true;
    boxes.push(...rest);
  } else {
    boxes.push(...lineBoxes(setLines(parseInline(block.content, baseStyle(style)), spec, ctx.measure), spec));
  }
  if (style.marginBottom) boxes.push(space(style.marginBottom));
  // Text after a set-off paragraph opens flush, as after a heading.
  state.indentNext = !setOff;
  state.afterSetOff = setOff;
  return boxes;
}

const LIST_HANG = 18;

/** A list: each item hangs after its bullet or number, in the body's size, set ragged right. */
function listBoxes(block: ListBlock, ctx: FlowContext, print: PrintStyle): Box[] {
  const sizePt = print.sizePt ?? TYPE.bodyPt;
  const spec: TextSpec = { sizePt, align: 'left', x: LIST_HANG, width: TEXT_WIDTH - LIST_HANG, hyphenate: true, color: print.color ?? COLORS.ink };
  const boxes: Box[] = [space(print.marginTop ?? 6)];
  block.items.forEach((item, index) => {
    const itemBoxes = lineBoxes(setLines(parseInline(item), spec, ctx.measure), spec);
    const first = itemBoxes[0];
    if (!first) return;
    const marker = block.ordered ? `${index + 1}.` : '•';
    first.ops.unshift({ kind: 'text', x: 2, y: baseline(lineHeight(sizePt), sizePt), text: marker, style: 'normal', sizePt, color: COLORS.accent });
    boxes.push(...itemBoxes, space(3));
  });
  boxes.push(space(print.marginBottom ?? 6));
  return boxes;
}

/** A block's boxes; `caption` is the caption paragraph after it that is its picture's (common/captions.ts). */
function blockBoxes(block: BodyBlock, ctx: FlowContext, state: FlowState, caption?: string): Box[] {
  // Manual layout may name the address a block's QR code points to.
  const qrPath = ctx.manual && block.pdf?.type === 'qr' ? block.pdf.path : undefined;
  const print = ctx.manual ? parsePrintStyle(block.pdf?.styles) : {};
  const qr = (defaultUrl: string | null, label: string, caption: string): Box[] => {
    state.indentNext = false;
    const url = qrPath ? absoluteUrl(qrPath, ctx.siteUrl) : defaultUrl;
    // No public address to lead to: no code (a dead one on paper is worse than none).
    if (url === null) return [];
    return [space(12), qrBox(url, label, caption, ctx.measure), space(12)];
  };
  // Any other block ends a run of set-off paragraphs (and brings its own space).
  if (block.type !== 'paragraph' || qrPath) state.afterSetOff = false;
  if (qrPath && (block.type === 'paragraph' || block.type === 'image')) {
    return qr('', 'Enllaç', plainText(block.content ?? ''));
  }
  switch (block.type) {
    case 'paragraph':
      return paragraphBoxes(block, ctx, state, caption);
    case 'paragraph2':
      state.indentNext = false;
      return [space(12), pullQuote(block.content, block.reference, ctx.measure), space(12)];
    case 'title':
      state.indentNext = false;
      return heading(block.content, TYPE.headingPt, 'bold', ctx.measure, 22, print);
    case 'title2':
      state.indentNext = false;
      return heading(block.content, TYPE.subheadingPt, 'italic', ctx.measure, 16, print);
    case 'question':
      state.indentNext = false;
      return heading(block.content, TYPE.bodyPt, 'bold', ctx.measure, 14, print);
    case 'image': {
      const image = ctx.images.get(block.name);
      if (!image) return [];
      state.indentNext = false;
      return [space(14), imageBox(image, block.content ? plainText(block.content) : (caption ?? ''), ctx.measure, print.width, block.alt), space(14)];
    }
    case 'video':
      return qr(absoluteUrl(state.articlePath, ctx.siteUrl), 'Vídeo', plainText(block.content ?? ''));
    case 'youtube':
      return qr(youtubeWatchUrl(block.content), 'Vídeo a YouTube', plainText(block.foot ?? ''));
    case 'image-foot':
      return qr(absoluteUrl(block.path, ctx.siteUrl), 'Enllaç', plainText(block.content));
    case 'list':
      state.indentNext = false;
      return listBoxes(block, ctx, print);
    default:
      // Notes and bibliography are set after the text; unknown types print nothing.
      return [];
  }
}

/** Notes and bibliography, after the text, in a smaller size with hanging indents. */
function backMatter(article: Article, measure: Measure, manual: boolean): Box[] {
  const boxes: Box[] = [];
  const hang = 16;
  const section = (title: string, items: string[], numbered: boolean) => {
    // Notes hang after their number; bibliography entries hang under their first line.
    const itemSpec: TextSpec = { sizePt: 9, align: 'left', x: hang, width: TEXT_WIDTH - hang, hyphenate: true, indent: numbered ? 0 : -hang };
    if (items.length === 0) return;
    boxes.push(space(boxes.length === 0 ? 24 : 14));
    if (boxes.length === 1) {
      boxes.push({ height: 14, ops: [{ kind: 'rule', x1: 0, y1: 0.5, x2: 60, y2: 0.5, color: COLORS.rule, widthPx: 1 }], keepWithNext: true });
    }
    const headSpec: TextSpec = { sizePt: TYPE.kickerPt, align: 'left', color: COLORS.accent };
    boxes.push({ height: lineHeight(TYPE.kickerPt) + 4, ops: lineOps(setLines(parseInline(title.toUpperCase(), 'bold'), headSpec, measure), headSpec, 0), keepWithNext: true });
    items.forEach((item, index) => {
      const lines = setLines(parseInline(item), itemSpec, measure);
      const boxesOfItem = lineBoxes(lines, itemSpec);
      const first = boxesOfItem[0];
      if (!first) return;
      if (numbered) {
        first.ops.unshift({ kind: 'text', x: 0, y: baseline(lineHeight(9), 9), text: `${index + 1}.`, style: 'normal', sizePt: 9, color: COLORS.muted });
      }
      boxes.push(...boxesOfItem, space(3));
    });
  };
  const notes = article.text.flatMap((b) => (b.type === 'footnotes' ? b.notes.map((n) => n.content) : []));
  const bibliography = article.text.flatMap((b) => (b.type === 'biography' ? b.content : []));
  section('Notes', notes, true);
  section('Bibliografia', bibliography, false);
  // A hand-made layout may send the back matter to a page of its own.
  const pages = manual ? article.text.flatMap((b) => (b.type === 'footnotes' || b.type === 'biography') && b.pdf?.page !== undefined ? [b.pdf.page] : []) : [];
  const first = boxes.find((b) => !b.discardAtTop);
  if (first && pages.length > 0) first.startPage = Math.min(...pages);
  return boxes;
}

interface ArticleHeader {
  box: Box;
  /** Spec §9: 100 normally; 80 (compact) for long titles and for hand-made layouts, whose page plans count on the room. */
  start: number;
}

export function articleHeader(article: Article, measure: Measure, compact = false): ArticleHeader {
  const titlePt = compact ? TYPE.titlePt - 6 : TYPE.titlePt;
  const kickerSpec: TextSpec = { sizePt: TYPE.kickerPt, align: 'left', color: COLORS.accent };
  const titleSpec: TextSpec = { sizePt: titlePt, align: 'left', leading: 1.1, hyphenate: false };
  const bylineSpec: TextSpec = { sizePt: TYPE.bodyPt + 1, align: 'left', color: COLORS.muted, hyphenate: false };
  const kicker = setLines(parseInline(sectionName(article.section).toUpperCase(), 'bold'), kickerSpec, measure);
  const { lines: title, spec: titleSet } = setBalanced(parseInline(article.titlePdf?.trim() ? article.titlePdf : article.title), titleSpec, measure);
  const authors = formatAuthorList(articleAuthors(article), true);
  const byline = authors ? setLines(parseInline(authors, 'italic'), bylineSpec, measure) : [];
  const kickerH = lineHeight(TYPE.kickerPt) + 8;
  const titleH = title.length * lineHeight(titlePt, 1.1);
  const bylineH = byline.length * lineHeight(TYPE.bodyPt + 1);
  const ruleY = kickerH + titleH + 8 + bylineH + 10;
  return {
    start: compact || title.length > 2 ? PAGE.firstPageStartCompact : PAGE.firstPageStart,
    box: {
      height: ruleY + (compact ? 16 : 24),
      keepWithNext: true,
      ops: [
        ...lineOps(kicker, kickerSpec, 0),
        ...lineOps(title, titleSet, kickerH),
        ...lineOps(byline, bylineSpec, kickerH + titleH + 8),
        { kind: 'rule', x1: 0, y1: ruleY, x2: 40, y2: ruleY, color: COLORS.accent, widthPx: 1.2 },
      ],
    },
  };
}

/** The article's flow after its header: body blocks, then notes and bibliography. */
/** What a block that prints as a QR code lacks to make one (its desk name and what to do), or null. */
function missingAddress(block: BodyBlock): { label: string; fix: string } | null {
  if (block.type === 'youtube' && !/youtube(?:-nocookie)?\.com\/embed\/[\w-]{6,}/.test(block.content)) {
    return { label: 'YouTube', fix: 'Enganxa-hi l’adreça del vídeo o treu el bloc.' };
  }
  if (block.type === 'image-foot' && !block.path.trim()) return { label: 'Peu amb codi QR', fix: 'Escriu-hi l’adreça a què ha de portar el codi o treu el bloc.' };
  if (block.type === 'video' && !block.name.trim()) return { label: 'Vídeo', fix: 'Tria-hi un vídeo de la mediateca o treu el bloc.' };
  return null;
}

export function articleFlow(article: Article, ctx: FlowContext): Box[] {
  const state: FlowState = { indentNext: false, afterSetOff: false, articlePath: paths.article(article.section, article.url) };
  const boxes: Box[] = [];
  const captions = pictureCaptions(article.text);
  const captionOf = (i: number) => {
    const found = article.text[captions.get(i) ?? -1];
    return found?.type === 'paragraph' ? found.content : undefined;
  };
  const inFigures = new Set(captions.values());
  for (const [i, block] of article.text.entries()) {
    if (inFigures.has(i)) continue;
    // An empty code block prints nothing, and the preview says which block it is.
    const missing = missingAddress(block);
    if (missing) {
      ctx.notices?.push(`«${plainText(article.title)}», bloc ${i + 1} (${missing.label}): és buit, i el PDF no hi pot posar cap codi QR. ${missing.fix}`);
      continue;
    }
    const produced = blockBoxes(block, ctx, state, captionOf(i));
    if (ctx.manual && block.pdf?.page !== undefined) {
      const first = produced.find((b) => !b.discardAtTop);
      if (first) first.startPage = block.pdf.page;
    }
    boxes.push(...produced);
  }
  boxes.push(...backMatter(article, ctx.measure, ctx.manual));
  return boxes;
}
