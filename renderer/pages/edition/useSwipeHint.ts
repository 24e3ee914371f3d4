import { useCallback, useEffect, useState } from 'react';
import { SWIPE } from '../../../common/constants.js';

function hintSeen(): boolean {
  try {
    return window.localStorage.getItem(SWIPE.hintStorageKey) !== null;
  } catch {
    // Storage blocked (private mode, kiosk policy): behave as seen rather than nag on every visit.
    return true;
  }
}

function markHintSeen(): void {
  try {
    window.localStorage.setItem(SWIPE.hintStorageKey, '1');
  } catch {
    // Nothing to remember it in; the hint simply may show again.
  }
}

/** Touch screens only; the question goes to the device's capabilities, never the user agent. */
function isTouchDevice(): boolean {
  return navigator.maxTouchPoints > 0 || 'ontouchstart' in window;
}

/**
 * The one-time swipe hint (spec §2, §4): after 2 s on a touch device, unless already seen. Once
 * shown it is flagged seen; a touch, a scroll or its close button dismisses it.
 */
export function useSwipeHint(ready: boolean): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(false);
  const dismiss = useCallback(() => setVisible(false), []);

  useEffect(() => {
    if (!ready || !isTouchDevice() || hintSeen()) return;
    const timer = window.setTimeout(() => {
      markHintSeen();
      setVisible(true);
    }, SWIPE.hintDelayMs);
    return () => window.clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    if (!visible) return;
    window.addEventListener('touchstart', dismiss, { passive: true });
    window.addEventListener('scroll', dismiss, { passive: true });
    return () => {
      window.removeEventListener('touchstart', dismiss);
      window.removeEventListener('scroll', dismiss);
    };
  }, [visible, dismiss]);

  return { visible, dismiss };
}
