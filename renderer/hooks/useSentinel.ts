import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL } from '../../common/constants.js';

/** The sentinel's margin below the viewport, in pixels (spec §9: 100px). */
const MARGIN_PX = Number.parseFloat(INFINITE_SCROLL.rootMargin);

/**
 * Whether a sentinel at `rect` has been reached: in view within the margin, or already scrolled
 * past (above the viewport's bottom). A sentinel that is not laid out (no height) is not reached.
 */
export function sentinelReached(rect: Pick<DOMRectReadOnly, 'top' | 'height'>, viewportHeight: number, marginPx = MARGIN_PX): boolean {
  return rect.height > 0 && rect.top < viewportHeight + marginPx;
}

/**
 * Calls `onVisible` when the returned ref's element comes into view (spec §9: threshold 0.8,
 * margin 100px) or has been scrolled past: End or a dragged scrollbar carries the page over the
 * sentinel in one step, a crossing the observer never reports, so each scroll also asks where it
 * is. It calls once per arming: observation restarts whenever `enabled` or `rearmKey` changes, so
 * a sentinel still reached after a page has loaded asks for the next one too.
 */
export function useSentinel<E extends Element>(
  onVisible: () => void,
  { enabled = true, rearmKey }: { enabled?: boolean; rearmKey?: unknown } = {},
): (element: E | null) => void {
  const [element, setElement] = useState<E | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  }, [onVisible]);

  useEffect(() => {
    if (!element || !enabled) return;
    let called = false;
    const reach = () => {
      if (called) return;
      called = true;
      callback.current();
    };
    const passed = () => sentinelReached(element.getBoundingClientRect(), window.innerHeight);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) || passed()) reach();
      },
      { threshold: INFINITE_SCROLL.threshold, rootMargin: INFINITE_SCROLL.rootMargin },
    );
    observer.observe(element);
    // Once a frame at most, and for any scroller (capture: scroll events do not bubble).
    let frame = 0;
    const onScroll = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (passed()) reach();
      });
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener('scroll', onScroll, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, [element, enabled, rearmKey]);

  return setElement;
}
