import { useLayoutEffect, type RefObject } from 'react';
import { wholeLines } from '../../../common/kiosk.js';

/**
 * Cuts the element of class `className` in `column` to the whole lines the column leaves it, with the
 * stylesheet's ellipsis (its line clamp reads `--whole-lines`; none fit: hidden). The attract
 * loop's column is as tall as the screen allows and the title above takes what it needs, so on a
 * smaller screen (a 820×1180 tablet) the summary, which gives way, would be cut through a line.
 * Measured again whenever the column or another of its parts changes size (a face that arrives
 * late rewraps the title). `slide` changes whenever another element is put there.
 */
export function useWholeLines(column: RefObject<HTMLElement | null>, className: string, slide: string): void {
  useLayoutEffect(() => {
    const box = column.current;
    const text = box?.getElementsByClassName(className)[0];
    if (!box || !(text instanceof HTMLElement)) return;
    const fit = () => {
      // Measured under the stylesheet's own clamp: the room the column gives it, at most that.
      text.style.removeProperty('--whole-lines');
      text.hidden = false;
      const lines = wholeLines(text.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(text).lineHeight));
      if (lines === null) return;
      text.style.setProperty('--whole-lines', String(lines));
      text.hidden = lines === 0;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    // Not the text itself: its own change of size is this fit's doing.
    for (const part of box.children) if (part !== text) observer.observe(part);
    return () => observer.disconnect();
  }, [column, className, slide]);
}
