/**
 * What the layout produces before anything is drawn: pages of drawing operations in points. Keeping this as plain data makes pagination testable without a PDF, and lets the
 * browser and the server draw exactly the same pages.
 */
import type { FontStyle } from './inline.js';

/** A decoded image the PDF can embed (jsPDF takes PNG and JPEG). */
export interface PdfImage {
  data: Uint8Array;
  format: 'PNG' | 'JPEG';
  /** Intrinsic size in pixels. */
  width: number;
  height: number;
}

export interface QrMatrix {
  size: number;
  /** Row-major, 1 for a dark module. */
  data: Uint8Array;
}

export type DrawOp =
  | { kind: 'text'; x: number; y: number; text: string; style: FontStyle; sizePt: number; color: string; charSpacePt?: number }
  /** `alt`: the image's alt text, written over it as invisible text (text extraction and screen readers get it; paper does not). */
  | { kind: 'image'; x: number; y: number; width: number; height: number; image: PdfImage; clip?: Rect; alt?: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: string }
  | { kind: 'rule'; x1: number; y1: number; x2: number; y2: number; color: string; widthPx: number }
  | { kind: 'qr'; x: number; y: number; size: number; matrix: QrMatrix }
  | { kind: 'link'; x: number; y: number; width: number; height: number; url: string };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A piece of the text flow that is never cut across pages. Op coordinates are box-relative. */
export interface Box {
  height: number;
  ops: DrawOp[];
  /** Must share its page with the next box (headings, the first and last two lines of a paragraph). */
  keepWithNext?: boolean;
  /** Vertical space that disappears at the top of a page. */
  discardAtTop?: boolean;
  /** Starts a new page (a manual page break or the continuation of a divided paragraph). */
  breakBefore?: boolean;
  /** Manual layout: the page of the document this box must not come before. */
  startPage?: number;
  /** A smaller version that fits `available` pixels, for images scaled to fit; null when too small. */
  fit?: (available: number) => Box | null;
}

export type PageKind = 'cover' | 'credits' | 'index' | 'article' | 'closing';

export interface LaidPage {
  kind: PageKind;
  ops: DrawOp[];
  /** For article pages: which article, and whether it opens there. */
  articleId?: string;
  opening?: boolean;
}

export const COLORS = {
  ink: '#1d1b18',
  muted: '#6b6358',
  /** The site's accent: the red of a pencil mark. */
  accent: '#9b3b25',
  rule: '#cfc3ad',
  paper: '#f6f1e7',
  coverInk: '#f6f1e7',
} as const;
