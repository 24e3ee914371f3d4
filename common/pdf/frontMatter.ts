/** The pages around the articles: cover, credits, index (sumari) and the closing page. */
import { ofName } from '../elision.js';
import { articleAuthors, compareNames, formatAuthorList } from '../authors.js';
import { MAGAZINE } from '../constants.js';
import { formatLongDate, formatMonthYear, onLongDate } from '../dates.js';
import { sectionName } from '../sections.js';
import type { Article, Issue } from '../types.js';
import { lineOps, setLines } from './blocks.js';
import { PAGE, TEXT_WIDTH, TYPE, lineHeight } from './geometry.js';
import { parseInline, plainText, type FontStyle } from './inline.js';
import type { Align, Measure } from './lineBreak.js';
import { COLORS, type Box, type DrawOp, type PdfImage } from './model.js';
import { qrMatrix } from './qr.js';

const X = PAGE.marginX;

interface Text {
  text: string;
  sizePt: number;
  style?: FontStyle;
  align?: Align;
  color?: string;
  leading?: number;
  width?: number;
  x?: number;
  /** HTML instead of plain text (inline styles kept). */
  html?: boolean;
}

/** Sets a text at `top` (page coordinates); returns its ops and height. */
function set(t: Text, top: number, measure: Measure): { ops: DrawOp[]; height: number } {
  const spec = {
    sizePt: t.sizePt,
    align: t.align ?? 'left',
    color: t.color ?? COLORS.ink,
    leading: t.leading ?? 1.3,
    width: t.width ?? TEXT_WIDTH,
    x: t.x ?? X,
    hyphenate: false,
  };
  const lines = setLines(parseInline(t.html ? t.text : escapeForInline(t.text), t.style ?? 'normal'), spec, measure);
  return { ops: lineOps(lines, spec, top), height: lines.length * lineHeight(t.sizePt, spec.leading) };
}

/** Plain text passes through the inline parser, so its angle brackets must not read as tags. */
const escapeForInline = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const kicker = (text: string, top: number, measure: Measure, color: string = COLORS.accent, x: number = X, align: Align = 'left') =>
  set({ text: text.toUpperCase(), sizePt: TYPE.kickerPt, style: 'bold', color, x, align }, top, measure);

const fullPage = (color: string): DrawOp => ({ kind: 'rect', x: 0, y: 0, width: PAGE.width, height: PAGE.height, color });

export function coverPage(issue: Issue, cover: PdfImage | undefined, measure: Measure): DrawOp[] {
  const ops: DrawOp[] = [fullPage(COLORS.paper)];
  ops.push(...set({ text: MAGAZINE.name, sizePt: 40, leading: 1 }, 56, measure).ops);
  ops.push(...set({ text: MAGAZINE.tagline, sizePt: 10, style: 'italic', color: COLORS.muted }, 112, measure).ops);
  ops.push(...set({ text: `Número ${issue.number}`, sizePt: 11, style: 'bold', align: 'right', color: COLORS.accent }, 58, measure).ops);
  ops.push(...set({ text: formatMonthYear(issue.publicationDate), sizePt: 10, align: 'right', color: COLORS.muted }, 78, measure).ops);
  ops.push({ kind: 'rule', x1: X, y1: 150, x2: PAGE.width - X, y2: 150, color: COLORS.ink, widthPx: 1 });

  const area = { x: 0, y: 168, width: PAGE.width, height: 520 };
  if (cover) {
    // Cover-fit: fill the band and crop what overflows, like the web cover.
    const scale = Math.max(area.width / cover.width, area.height / cover.height);
    const width = cover.width * scale;
    const height = cover.height * scale;
    ops.push({
      kind: 'image',
      image: cover,
      x: area.x + (area.width - width) / 2,
      y: area.y + (area.height - height) / 2,
      width,
      height,
      clip: area,
    });
  } else {
    ops.push({ kind: 'rect', ...area, color: COLORS.accent });
    ops.push(...set({ text: String(issue.number), sizePt: 160, align: 'center', color: COLORS.paper, leading: 1 }, area.y + 120, measure).ops);
  }

  let y = area.y + area.height + 26;
  const numberLine = kicker(`Número ${issue.number} · ${formatMonthYear(issue.publicationDate)}`, y, measure);
  ops.push(...numberLine.ops);
  y += numberLine.height + 6;
  const title = set({ text: issue.title, sizePt: 30, leading: 1.1 }, y, measure);
  ops.push(...title.ops);
  y += title.height + 8;
  ops.push(...set({ text: issue.description, sizePt: 10.5, style: 'italic', color: COLORS.muted, leading: 1.4 }, y, measure).ops);
  return ops;
}

function contributors(articles: readonly Article[]): string[] {
  const names = new Set(articles.flatMap((a) => articleAuthors(a)));
  return [...names].sort(compareNames);
}

export function creditsPage(issue: Issue, articles: readonly Article[], siteUrl: string | null, measure: Measure): DrawOp[] {
  const ops: DrawOp[] = [];
  let y = 100;
  const block = (label: string, body: Text[]) => {
    const k = kicker(label, y, measure);
    ops.push(...k.ops);
    y += k.height + 4;
    for (const t of body) {
      const s = set(t, y, measure);
      ops.push(...s.ops);
      y += s.height + 2;
    }
    y += 18;
  };
  const head = set({ text: MAGAZINE.name, sizePt: 22 }, y, measure);
  ops.push(...head.ops);
  y += head.height;
  ops.push(...set({ text: MAGAZINE.tagline, sizePt: 10, style: 'italic', color: COLORS.muted }, y, measure).ops);
  y += 40;
  ops.push({ kind: 'rule', x1: X, y1: y - 14, x2: X + 48, y2: y - 14, color: COLORS.accent, widthPx: 1.5 });

  block('Aquest número', [
    { text: `Número ${issue.number} · ${formatLongDate(issue.publicationDate)}`, sizePt: 10.5 },
    { text: issue.title, sizePt: 10.5, style: 'italic' },
    { text: issue.description, sizePt: 10, color: COLORS.muted, leading: 1.4 },
  ]);
  const names = contributors(articles);
  if (names.length > 0) {
    block('Han col·laborat en aquest número', [{ text: formatAuthorList(names), sizePt: 10, leading: 1.45 }]);
  }
  if (issue.coverCredit) {
    block('Il·lustració de la portada', [
      { text: `Fragment de «${issue.coverCredit.artwork}», ${ofName(issue.coverCredit.artist)}.`, sizePt: 10 },
      { text: issue.coverCredit.profileUrl.replace(/^https?:\/\//, ''), sizePt: 9, color: COLORS.muted },
    ]);
  }
  block('Redacció i administració', [
    { text: MAGAZINE.address, sizePt: 10 },
    { text: siteUrl === null ? MAGAZINE.email : `${MAGAZINE.email} · ${siteUrl.replace(/^https?:\/\//, '')}`, sizePt: 10 },
    { text: `ISSN ${MAGAZINE.issn}`, sizePt: 10 },
  ]);

  let bottom = PAGE.budget - 40;
  for (const line of [
    `© ${issue.year} ${MAGAZINE.name} i els autors dels textos. Tots els drets reservats.`,
    'Compost en Source Serif 4 (SIL Open Font License 1.1). Partició de mots amb els patrons catalans de TeX.',
  ]) {
    const s = set({ text: line, sizePt: 8, color: COLORS.muted, leading: 1.4 }, bottom, measure);
    ops.push(...s.ops);
    bottom += s.height;
  }
  return ops;
}

/** One entry of the index, with its page number set once the articles are paginated. */
interface IndexEntry {
  box: Box;
  setPage(page: number): void;
}

export function indexEntry(article: Article, measure: Measure): IndexEntry {
  const numberWidth = 44;
  const width = TEXT_WIDTH - numberWidth;
  const k = kicker(sectionName(article.section), 0, measure, COLORS.accent, 0);
  const title = set({ text: article.titlePdf?.trim() ? article.titlePdf : article.title, html: true, sizePt: 13, x: 0, width, leading: 1.2 }, k.height + 2, measure);
  const authors = formatAuthorList(articleAuthors(article));
  const byline = authors ? set({ text: authors, sizePt: 9.5, style: 'italic', color: COLORS.muted, x: 0, width }, k.height + 2 + title.height + 2, measure) : { ops: [], height: 0 };
  const folio: DrawOp = { kind: 'text', x: TEXT_WIDTH, y: k.height + 2 + lineHeight(13, 1.2) * 0.75, text: '', style: 'normal', sizePt: 13, color: COLORS.accent };
  const height = k.height + 2 + title.height + 2 + byline.height + 18;
  return {
    box: {
      height,
      ops: [...k.ops, ...title.ops, ...byline.ops, folio, { kind: 'rule', x1: 0, y1: height - 9, x2: TEXT_WIDTH, y2: height - 9, color: COLORS.rule, widthPx: 0.5 }],
    },
    setPage(page: number) {
      if (folio.kind !== 'text') return;
      folio.text = String(page);
      folio.x = TEXT_WIDTH - measure(folio.text, 'normal', 13);
    },
  };
}

export function indexHeading(measure: Measure, first: boolean): DrawOp[] {
  return set({ text: first ? 'Sumari' : 'Sumari (continuació)', sizePt: first ? 26 : 16 }, first ? 96 : 60, measure).ops;
}

/** The back cover; `siteUrl` null (only a local address known) leaves out the code to read it online. */
export function closingPage(issue: Issue, siteUrl: string | null, measure: Measure): DrawOp[] {
  const ops: DrawOp[] = [fullPage(COLORS.accent)];
  const center = { align: 'center' as const, color: COLORS.coverInk };
  let y = 180;
  const name = set({ text: MAGAZINE.name, sizePt: 32, ...center }, y, measure);
  ops.push(...name.ops);
  y += name.height + 6;
  ops.push(...set({ text: MAGAZINE.tagline, sizePt: 11, style: 'italic', ...center }, y, measure).ops);
  y += 70;

  if (siteUrl !== null) {
    const url = `${siteUrl}/edicio/${issue.number}`;
    const size = 120;
    const qrX = (PAGE.width - size) / 2;
    ops.push({ kind: 'rect', x: qrX - 10, y: y - 10, width: size + 20, height: size + 20, color: COLORS.coverInk });
    ops.push({ kind: 'qr', x: qrX, y, size, matrix: qrMatrix(url) }, { kind: 'link', x: qrX, y, width: size, height: size, url });
    y += size + 26;
    ops.push(...set({ text: 'Llegiu aquest número en línia', sizePt: 10, ...center }, y, measure).ops);
    y += 18;
    ops.push(...set({ text: url.replace(/^https?:\/\//, ''), sizePt: 9, ...center }, y, measure).ops);
  }

  y = 640;
  const lines = [
    `Número ${issue.number} · ${issue.title}`,
    `Aquest número es va tancar a Banyoles ${onLongDate(issue.publicationDate)}.`,
    '',
    MAGAZINE.address,
    `${MAGAZINE.email} · ISSN ${MAGAZINE.issn}`,
    'instagram.com/revistaestany · bsky.app/profile/revistaestany.cat · youtube.com/@revistaestany',
  ];
  for (const line of lines) {
    if (line) ops.push(...set({ text: line, sizePt: 9, ...center }, y, measure).ops);
    y += 16;
  }
  return ops;
}

/** Small running head of later article pages and the folio of every inner page. */
export function pageFurniture(folio: number, runningTitle: string | undefined, issueNumber: number, measure: Measure): DrawOp[] {
  const ops: DrawOp[] = [];
  if (runningTitle !== undefined) {
    const left = `${MAGAZINE.name} · Número ${issueNumber}`;
    ops.push({ kind: 'text', x: X, y: PAGE.headerY, text: left, style: 'italic', sizePt: 8, color: COLORS.muted });
    const room = TEXT_WIDTH - measure(left, 'italic', 8) - 24;
    const full = plainText(runningTitle);
    let title = full;
    for (let cut = full.length - 1; cut > 4 && measure(title, 'normal', 8) > room; cut--) title = `${full.slice(0, cut).trimEnd()}…`;
    ops.push({ kind: 'text', x: PAGE.width - X - measure(title, 'normal', 8), y: PAGE.headerY, text: title, style: 'normal', sizePt: 8, color: COLORS.muted });
    ops.push({ kind: 'rule', x1: X, y1: PAGE.headerY + 7, x2: PAGE.width - X, y2: PAGE.headerY + 7, color: COLORS.rule, widthPx: 0.5 });
  }
  const text = String(folio);
  ops.push({ kind: 'text', x: (PAGE.width - measure(text, 'normal', 9)) / 2, y: PAGE.footerY, text, style: 'normal', sizePt: 9, color: COLORS.muted });
  return ops;
}
