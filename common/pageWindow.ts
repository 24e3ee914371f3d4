/** The pages of a paged list: which one an address names, and the links it shows (pure; the renderer imports it without the contract's zod). */

/** Page numbers within `radius` of the current page (spec §2: within 2 on the search page). */
export function pageWindow(current: number, pages: number, radius = 2): number[] {
  const from = Math.max(1, current - radius);
  const to = Math.min(pages, current + radius);
  const result: number[] = [];
  for (let p = from; p <= to; p += 1) result.push(p);
  return result;
}

/** The page an address names (`?page=N`, what a reader without JavaScript follows); anything else is page 1. */
export function pageParam(raw: string | null): number {
  return raw && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
