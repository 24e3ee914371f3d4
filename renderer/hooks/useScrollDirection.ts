import { useEffect, useState } from 'react';
import { SCROLL_DIRECTION_THRESHOLD } from '../../common/constants.js';

type ScrollDirection = 'up' | 'down';

/**
 * The next scroll direction given the last anchored position: a change only counts once the page
 * has moved more than `threshold` px from where the direction was last decided (spec §9).
 */
export function nextScrollDirection(
  current: ScrollDirection,
  anchorY: number,
  y: number,
  threshold: number,
): { direction: ScrollDirection; anchorY: number } {
  const delta = y - anchorY;
  if (Math.abs(delta) <= threshold) return { direction: current, anchorY };
  return { direction: delta > 0 ? 'down' : 'up', anchorY: y };
}

/** 'down' while the reader scrolls down, 'up' otherwise; starts 'up' (header visible). */
export function useScrollDirection(threshold: number = SCROLL_DIRECTION_THRESHOLD): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up');
  useEffect(() => {
    let state = { direction: 'up' as ScrollDirection, anchorY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      // Near the top the header always shows, whatever the last movement was.
      const y = Math.max(0, window.scrollY);
      state = y <= threshold ? { direction: 'up', anchorY: y } : nextScrollDirection(state.direction, state.anchorY, y, threshold);
      setDirection(state.direction);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return direction;
}
