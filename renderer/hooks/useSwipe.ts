import { useEffect, useRef, useState, type RefObject } from 'react';
import { decideSwipe, swipePhase, type SwipeDirection, type SwipePhase } from '../../common/swipe.js';

interface SwipeGesture {
  /** 'idle' until the finger has moved 10 px sideways, 'progress', then 'swiping' after 20 px. */
  phase: SwipePhase;
  /** Horizontal travel in px (positive: finger moving right). */
  dx: number;
  /** Where the gesture points while it lasts: right is previous, left is next. */
  direction: SwipeDirection | null;
}

const IDLE: SwipeGesture = { phase: 'idle', dx: 0, direction: null };

/**
 * Follows one-finger horizontal swipes on `ref` and calls `onSwipe` when one completes under the
 * rules of common/swipe.ts. Listeners are passive: vertical scrolling is never blocked.
 * While mounted the element carries `data-swipe-area`, which turns off the browser's own
 * horizontal overscroll gestures on the page (global.css): on a phone the same movement would
 * otherwise also go back in history and leave the page.
 */
export function useSwipe(
  ref: RefObject<HTMLElement | null>,
  onSwipe: (direction: SwipeDirection) => void,
  enabled = true,
): SwipeGesture {
  const [gesture, setGesture] = useState<SwipeGesture>(IDLE);
  // The latest callback without re-adding listeners on every render.
  const onSwipeRef = useRef(onSwipe);
  useEffect(() => {
    onSwipeRef.current = onSwipe;
  }, [onSwipe]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    element.setAttribute('data-swipe-area', '');
    let start: { x: number; y: number } | null = null;
    let last = { dx: 0, dy: 0 };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // A second finger means pinch or zoom, not a swipe.
      if (event.touches.length !== 1 || !touch) {
        start = null;
        setGesture(IDLE);
        return;
      }
      start = { x: touch.clientX, y: touch.clientY };
      last = { dx: 0, dy: 0 };
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch) return;
      last = { dx: touch.clientX - start.x, dy: touch.clientY - start.y };
      // A mostly vertical movement is scrolling: show nothing.
      const sideways = Math.abs(last.dx) > Math.abs(last.dy);
      const phase = sideways ? swipePhase(last.dx) : 'idle';
      setGesture(phase === 'idle' ? IDLE : { phase, dx: last.dx, direction: last.dx > 0 ? 'previous' : 'next' });
    };
    const onEnd = () => {
      if (!start) return;
      start = null;
      setGesture(IDLE);
      const direction = decideSwipe(last);
      if (direction) onSwipeRef.current(direction);
    };
    const onCancel = () => {
      start = null;
      setGesture(IDLE);
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeAttribute('data-swipe-area');
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [ref, enabled]);

  return gesture;
}
