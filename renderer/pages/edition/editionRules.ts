/** Edition page rules (spec §2, §5): the number in the path and the swipe overlay text. Pure. */
import { canNavigate, type SwipeDirection } from '../../../common/swipe.js';

/** The edition number of the path, or null when it is not a plain non-negative integer. */
export function parseEditionNumber(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,7}$/.test(raw)) return null;
  return Number(raw);
}

/** The read that gives the newest edition's number (the upper end for 'Següent'). */
export const LATEST_NUMBER_READ = { limit: 1 } as const;

/** The overlay while swiping: where the swipe leads, or that there is nothing further. */
export function swipeOverlayLabel(direction: SwipeDirection, number: number, latest: number): string {
  if (direction === 'previous') return canNavigate('previous', number, latest) ? 'Anterior' : 'Primera edició';
  return canNavigate('next', number, latest) ? 'Següent' : 'Última edició';
}

/** The edition a completed swipe or an arrow leads to, or null at either end. */
export function neighbourEdition(direction: SwipeDirection, number: number, latest: number): number | null {
  if (!canNavigate(direction, number, latest)) return null;
  return direction === 'previous' ? number - 1 : number + 1;
}
