/**
 * Page geometry of the printed edition, in PDF points (the layout unit everywhere in the engine).
 * Spec §9: a 170 mm text column set in 11 pt, text from 100 (80 compact) on an article's opening
 * page and from 50 on later pages, down to 820 (880 when re-paginating). Those budgets need a
 * page taller than A4, so the magazine is a 22 × 33 cm page: the 170 mm column between 25 mm
 * margins, and the deepest margin at the foot, as in classical book pages.
 */
import { PDF_LAYOUT } from '../constants.js';

const PT_PER_MM = 72 / 25.4;

export const PAGE = {
  width: 220 * PT_PER_MM,
  height: 330 * PT_PER_MM,
  marginX: ((220 - PDF_LAYOUT.pageWidthMm) / 2) * PT_PER_MM,
  /** Where text must end on a page, and the larger budget tried to save a nearly empty page. */
  budget: PDF_LAYOUT.pageHeightBudget,
  repaginationBudget: PDF_LAYOUT.repaginationBudget,
  /** Where the article header starts on its opening page (compact for very long titles). */
  firstPageStart: PDF_LAYOUT.firstPageStart.withTitle,
  firstPageStartCompact: PDF_LAYOUT.firstPageStart.compact,
  /** Where text starts on every later page, under the running header. */
  laterPageStart: PDF_LAYOUT.laterPageStart,
  /** Baseline of the running header and of the folio (page number). */
  headerY: 30,
  footerY: 906,
} as const;

/** The 170 mm column. */
export const TEXT_WIDTH = PDF_LAYOUT.pageWidthMm * PT_PER_MM;

export const TYPE = {
  /** Body size from spec §9, in points, on 16 pt leading. */
  bodyPt: PDF_LAYOUT.fontSizePt,
  bodyLeading: 16 / PDF_LAYOUT.fontSizePt,
  smallPt: 9,
  headingPt: 15,
  subheadingPt: 12.5,
  quotePt: 15,
  titlePt: 28,
  kickerPt: 8,
} as const;

/** Line height in points for a font size in points. */
export function lineHeight(sizePt: number, leading: number = TYPE.bodyLeading): number {
  return sizePt * leading;
}
