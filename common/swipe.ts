/** Touch-swipe rules of the edition page (spec §5, §9), as pure decisions. */
import { SWIPE } from './constants.js';

export type SwipeDirection = 'previous' | 'next';

interface SwipeDelta {
  dx: number;
  dy: number;
}

/** Finger moved right (dx > 0) means previous, left means next; null when it is no swipe. */
export function decideSwipe({ dx, dy }: SwipeDelta): SwipeDirection | null {
  const horizontal = Math.abs(dx);
  const vertical = Math.abs(dy);
  if (horizontal < SWIPE.minDistance || vertical > SWIPE.maxVertical || horizontal <= vertical) return null;
  return dx > 0 ? 'previous' : 'next';
}

export type SwipePhase = 'idle' | 'progress' | 'swiping';

/** Progress is shown after 10 px of horizontal movement, 'swiping' after 20 px. */
export function swipePhase(dx: number): SwipePhase {
  const horizontal = Math.abs(dx);
  if (horizontal > SWIPE.swipingAfter) return 'swiping';
  if (horizontal > SWIPE.progressAfter) return 'progress';
  return 'idle';
}

/** Whether a swipe in that direction may navigate: previous only above number 1 (spec §2). */
export function canNavigate(direction: SwipeDirection, number: number, latest: number): boolean {
  return direction === 'previous' ? number > 1 : number < latest;
}
