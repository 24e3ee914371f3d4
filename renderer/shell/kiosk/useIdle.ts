import { useEffect, useRef } from 'react';
import { idlePhase, untilNextPhase } from '../../../common/kiosk.js';

/** What counts as a visitor being there: any touch, tap, key or wheel. */
const ACTIVITY = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Watches for a screen left alone (common/kiosk.ts): `onAttract` after 60 s without a touch,
 * `onReset` after 90 s. One timer, re-armed on activity, so an idle
 * kiosk does no work between the two moments.
 */
export function useIdle(handlers: { onAttract: () => void; onReset: () => void }): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    let last = Date.now();
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      const wait = untilNextPhase(Date.now() - last);
      if (wait === null) return;
      timer = window.setTimeout(() => {
        const phase = idlePhase(Date.now() - last);
        if (phase === 'attract') ref.current.onAttract();
        else if (phase === 'reset') ref.current.onReset();
        schedule();
      }, wait);
    };
    const onActivity = () => {
      last = Date.now();
      schedule();
    };
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
    schedule();
    return () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, []);
}
