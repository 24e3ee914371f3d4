import { useEffect } from 'react';

/**
 * Locks page scroll while `active` (side menu, drawers, overlays). Locks nest: the page scrolls
 * again only when the last lock is released, so two overlays closing in any order stay correct.
 */
let locks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      savedPaddingRight = body.style.paddingRight;
      // Keep the layout from jumping sideways when the scrollbar disappears.
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = savedOverflow;
        body.style.paddingRight = savedPaddingRight;
      }
    };
  }, [active]);
}
