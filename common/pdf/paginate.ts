/**
 * Automatic pagination of one article's flow (spec §9): boxes are never cut, a box that must stay
 * with the next one (headings, the first and last two lines of a paragraph) moves with it, images
 * shrink to fit the space left when they can, and an article whose last page would carry only a
 * few lines is laid out again with the larger budget to save that page.
 */
import { PAGE } from './geometry.js';
import type { Box } from './model.js';

interface FlowOptions {
  /** Where the flow starts on the opening page. */
  firstStart: number;
  /** Where the flow starts on every later page. */
  laterStart: number;
  /** Where the flow must end on every page. */
  budget: number;
  /** Page number of the opening page in the whole document, for manual `startPage` numbers. */
  firstPageNumber?: number;
}

export interface PlacedBox {
  box: Box;
  y: number;
}

export type FlowPage = PlacedBox[];

/**
 * Height of box `i` together with the boxes it must share a page with; infinite when one of them
 * is bound to a later page (a heading never stays behind the text it introduces).
 */
function chainHeight(boxes: readonly Box[], i: number, pageNumber: number): number {
  let height = 0;
  for (let k = i; k < boxes.length; k++) {
    const box = boxes[k]!;
    if (k > i && (box.breakBefore || (box.startPage ?? 0) > pageNumber)) return Number.POSITIVE_INFINITY;
    height += box.height;
    if (!box.keepWithNext) break;
  }
  return height;
}

export function paginate(boxes: readonly Box[], options: FlowOptions): FlowPage[] {
  const pages: FlowPage[] = [[]];
  let y = options.firstStart;
  let top = options.firstStart;
  const current = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push([]);
    y = options.laterStart;
    top = options.laterStart;
  };
  const fullPage = options.budget - options.laterStart;

  for (let i = 0; i < boxes.length; i++) {
    let box = boxes[i]!;
    if (box.breakBefore && current().length > 0) newPage();
    const pageNumber = () => (options.firstPageNumber ?? 1) + pages.length - 1;
    while (box.startPage !== undefined && pageNumber() < box.startPage) newPage();
    if (box.discardAtTop && (y === top || current().length === 0)) continue;

    const chain = chainHeight(boxes, i, pageNumber());
    // Space between blocks gives a little, as glue does in TeX: a paragraph that misses the page by
    // less than half the space above it takes that space in, rather than leaving the page's foot
    // empty for a point or two.
    const above = current()[current().length - 1];
    const short = chain - (options.budget - y);
    if (short > 0 && above?.box.discardAtTop && short <= above.box.height / 2) {
      above.box = { ...above.box, height: above.box.height - short };
      y -= short;
    }
    const room = options.budget - y;
    const fitsAlone = box.height <= room;
    const chainFits = chain <= room || (chain > fullPage && Number.isFinite(chain));
    if (!fitsAlone || !chainFits) {
      const smaller = !fitsAlone && box.fit ? box.fit(room - (chain - box.height)) : null;
      if (smaller) box = smaller;
      else if (current().length > 0) {
        newPage();
        if (box.discardAtTop) continue;
      }
    }
    if (box.height > options.budget - y && box.fit) box = box.fit(options.budget - y) ?? box;
    current().push({ box, y });
    y += box.height;
  }
  if (current().length === 0 && pages.length > 1) pages.pop();
  return pages;
}

/** Bottom of the content on a page, relative to where the page's flow starts. */
function pageFill(page: FlowPage, start: number): number {
  const last = page[page.length - 1];
  return last ? last.y + last.box.height - start : 0;
}

/**
 * Paginates with the normal budget; when the last page would hold no more than the difference
 * between the two budgets, tries the re-pagination budget and keeps it if it saves a page.
 */
export function paginateArticle(boxes: readonly Box[], firstStart: number, repaginate: boolean, firstPageNumber = 1): FlowPage[] {
  const options = { firstStart, laterStart: PAGE.laterPageStart, budget: PAGE.budget, firstPageNumber };
  const normal = paginate(boxes, options);
  const lastPage = normal[normal.length - 1]!;
  const slack = PAGE.repaginationBudget - PAGE.budget;
  if (!repaginate || normal.length < 2 || pageFill(lastPage, PAGE.laterPageStart) > slack) return normal;
  const tight = paginate(boxes, { ...options, budget: PAGE.repaginationBudget });
  return tight.length < normal.length ? tight : normal;
}
