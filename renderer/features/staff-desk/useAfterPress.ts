/**
 * What waits for the pointer's press to be over: a block's messages shown at the press on a button
 * under it moved the button away, and the click was lost.
 */
import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs what it is given now or, during a press of the pointer, once the press is over and the
 * click it makes has been dispatched (which happens before a task queued at the pointerup).
 */
export function useAfterPress(): (run: () => void) => void {
  const press = useRef({ down: false, waiting: [] as (() => void)[] });
  useEffect(() => {
    const state = press.current;
    const down = () => {
      state.down = true;
    };
    const up = () => {
      if (!state.down) return;
      state.down = false;
      const waiting = state.waiting.splice(0);
      if (waiting.length > 0) setTimeout(() => waiting.forEach((run) => run()));
    };
    // A press whose release the page never saw (a select's own list took it) is over when the pointer moves unpressed.
    const moved = (event: PointerEvent) => {
      if (event.buttons === 0) up();
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    document.addEventListener('pointermove', moved, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      document.removeEventListener('pointermove', moved, true);
    };
  }, []);
  return useCallback((run: () => void) => {
    if (press.current.down) press.current.waiting.push(run);
    else run();
  }, []);
}
