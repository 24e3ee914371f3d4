/** The page links a paged list shows (pure; the renderer imports it without the contract's zod). */

/** Page numbers within `radius` of the current page (spec §2: within 2 on the search page). */
export function pageWindow(current: number, pages: number, radius = 2): number[] {
  const from = Math.max(1, current - radius);
  const to = Math.min(pages, current + radius);
  const result: number[] = [];
  for (let p = from; p <= to; p += 1) result.push(p);
  return result;
}
