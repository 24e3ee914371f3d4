import { useEffect, useRef, useState } from 'react';
import { INFINITE_SCROLL } from '../../common/constants.js';

/**
 * Calls `onVisible` when the returned ref's element comes into view (spec §9: threshold 0.8,
 * margin 100px). Observation restarts whenever `rearmKey` changes, so a sentinel that is still
 * visible after a page has loaded asks for the next one too.
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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: INFINITE_SCROLL.threshold, rootMargin: INFINITE_SCROLL.rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, rearmKey]);

  return setElement;
}
