/** Draws laid pages into a jsPDF document (the layout is already in points). */
import type { jsPDF } from 'jspdf';
import { MAIN_FAMILY, fallbackFamily, type FontChain } from './fontChain.js';
import type { FallbackFont, PdfFontFiles } from './fontFiles.js';
import type { FontStyle } from './inline.js';
import type { Measure } from './lineBreak.js';
import type { DrawOp, LaidPage, PdfImage } from './model.js';
import { qrRuns } from './qr.js';

const FONT_STYLES: readonly FontStyle[] = ['normal', 'italic', 'bold', 'bolditalic'];

/** The four cuts of a family (regular, italic, semibold, semibold italic) as base64 TTF. */
export type PdfFonts = PdfFontFiles;

function registerFamily(doc: jsPDF, family: string, fonts: PdfFonts): void {
  for (const style of FONT_STYLES) {
    const file = `${family}-${style}.ttf`;
    doc.addFileToVFS(file, fonts[style]);
    doc.addFont(file, family, style);
  }
}

/** Source Serif 4, and the fallbacks the edition needs (fontChain.ts). */
export function registerFonts(doc: jsPDF, fonts: PdfFonts, fallbacks: Partial<Record<FallbackFont, PdfFonts>> = {}): void {
  registerFamily(doc, MAIN_FAMILY, fonts);
  for (const [font, files] of Object.entries(fallbacks) as [FallbackFont, PdfFonts][]) registerFamily(doc, fallbackFamily(font), files);
}

/** Text widths from the embedded fonts' own metrics (each run in its font), cached per style and text. */
export function pdfMeasure(doc: jsPDF, chain: FontChain): Measure {
  const units = new Map<string, number>();
  return (text, style, sizePt) => {
    const key = `${style}\u0000${text}`;
    let unit = units.get(key);
    if (unit === undefined) {
      unit = 0;
      for (const run of chain.runs(text, style)) {
        doc.setFont(run.family, style);
        unit += doc.getStringUnitWidth(run.text);
      }
      units.set(key, unit);
    }
    return unit * sizePt;
  };
}

/** The size of an image's invisible alt text: small, so it fits over the picture. */
const ALT_SIZE = 6;

/** Layout values are points already; rounded to keep the page streams short. */
const pt = (value: number) => Math.round(value * 100) / 100;

export class PageDrawer {
  private readonly aliases = new Map<PdfImage, string>();
  /** Text state already set: jsPDF writes it again on every call otherwise, and that is most of the drawing time. */
  private font = '';
  private size = 0;
  private color = '';

  constructor(
    private readonly doc: jsPDF,
    private readonly chain: FontChain,
  ) {}

  /** Starts a page: jsPDF resets the text state on each new page. */
  draw(page: LaidPage): void {
    this.font = '';
    this.size = 0;
    this.color = '';
    for (const op of page.ops) this.op(op);
  }

  private textState(style: FontStyle, size: number, color: string, family = MAIN_FAMILY): void {
    const font = `${family}/${style}`;
    if (font !== this.font) {
      this.doc.setFont(family, style);
      this.font = font;
    }
    if (size !== this.size) this.doc.setFontSize((this.size = size));
    if (color !== this.color) this.doc.setTextColor((this.color = color));
  }

  private op(op: DrawOp): void {
    const doc = this.doc;
    switch (op.kind) {
      case 'text':
        this.text(op);
        break;
      case 'rect':
        doc.setFillColor(op.color);
        doc.rect(pt(op.x), pt(op.y), pt(op.width), pt(op.height), 'F');
        break;
      case 'rule':
        doc.setDrawColor(op.color);
        doc.setLineWidth(pt(op.widthPx));
        doc.line(pt(op.x1), pt(op.y1), pt(op.x2), pt(op.y2));
        break;
      case 'image':
        this.image(op);
        break;
      case 'qr': {
        const module = op.size / op.matrix.size;
        doc.setFillColor('#1d1b18');
        for (const [row, col, length] of qrRuns(op.matrix)) {
          doc.rect(pt(op.x + col * module), pt(op.y + row * module), pt(length * module), pt(module), 'F');
        }
        break;
      }
      case 'link':
        doc.link(pt(op.x), pt(op.y), pt(op.width), pt(op.height), { url: op.url });
        break;
    }
  }

  /** One run per font, each starting where the one before ended. */
  private text(op: Extract<DrawOp, { kind: 'text' }>): void {
    let x = op.x;
    for (const run of this.chain.runs(op.text, op.style)) {
      this.textState(op.style, op.sizePt, op.color, run.family);
      this.doc.text(run.text, pt(x), pt(op.y), { baseline: 'alphabetic', ...(op.charSpacePt ? { charSpace: op.charSpacePt } : {}) });
      x += this.doc.getStringUnitWidth(run.text) * op.sizePt + [...run.text].length * (op.charSpacePt ?? 0);
    }
  }

  private image(op: Extract<DrawOp, { kind: 'image' }>): void {
    const doc = this.doc;
    // One alias per image: a picture used twice is embedded once.
    let alias = this.aliases.get(op.image);
    if (!alias) {
      alias = `img${this.aliases.size + 1}`;
      this.aliases.set(op.image, alias);
    }
    if (op.clip) {
      doc.saveGraphicsState();
      doc.rect(pt(op.clip.x), pt(op.clip.y), pt(op.clip.width), pt(op.clip.height), null);
      doc.clip();
      doc.discardPath();
    }
    doc.addImage(op.image.data, op.image.format, pt(op.x), pt(op.y), pt(op.width), pt(op.height), alias, 'FAST');
    if (op.clip) doc.restoreGraphicsState();
    if (op.alt) {
      // jsPDF writes no tagged /Alt: the description goes over the picture as invisible text.
      this.textState('normal', ALT_SIZE, '#000000');
      doc.text(op.alt, pt(op.x + 2), pt(op.y + ALT_SIZE + 2), { baseline: 'alphabetic', renderingMode: 'invisible', maxWidth: Math.max(20, op.width - 4) });
    }
  }
}
