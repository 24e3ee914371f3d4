import { useLayoutEffect, type RefObject } from 'react';
import { wholeLines } from '../../../common/kiosk.js';

/** The title sizes the stylesheet steps down through (`data-fit` 0 to 3: 5xl, 4xl, 3xl, 2xl). */
const TITLE_STEPS = 4;

/** Whether the column's shown parts reach past its content box (it centres them, so either end). */
function overflows(column: HTMLElement): boolean {
  const shown = [...column.children].filter((part) => part instanceof HTMLElement && !part.hidden);
  const first = shown[0];
  const last = shown.at(-1);
  if (!first || !last) return false;
  const box = column.getBoundingClientRect();
  const style = getComputedStyle(column);
  const top = box.top + Number.parseFloat(style.paddingTop);
  const bottom = box.bottom - Number.parseFloat(style.paddingBottom);
  return first.getBoundingClientRect().top < top - 0.5 || last.getBoundingClientRect().bottom > bottom + 0.5;
}

/**
 * Fits the attract loop's words to their column: the element of class `className` (the summary,
 * which gives way) is cut to the whole lines the column leaves it, with the stylesheet's ellipsis
 * (its line clamp reads `--whole-lines`; none fit: hidden); a title too long for the column even
 * without it is set a size smaller, step by step (`data-fit` on the element of class `titleClass`),
 * so it never runs under 'Toca la pantalla per començar'. The column is as tall as the screen
 * allows: on a 820×1180 tablet the summary would be cut through a line, and at 1920×1080 a
 * seven-line interview title ran under the call. Measured again whenever the column or another of
 * its parts changes size (a face that arrives late rewraps the title). `slide` changes whenever
 * another element is put there.
 */
export function useSlideFit(column: RefObject<HTMLElement | null>, className: string, titleClass: string, slide: string): void {
  useLayoutEffect(() => {
    const box = column.current;
    if (!box) return;
    const text = box.getElementsByClassName(className)[0];
    const title = box.getElementsByClassName(titleClass)[0];
    const fitSummary = () => {
      if (!(text instanceof HTMLElement)) return;
      // Measured under the stylesheet's own clamp: the room the column gives it, at most that.
      text.style.removeProperty('--whole-lines');
      text.hidden = false;
      const lines = wholeLines(text.getBoundingClientRect().height, Number.parseFloat(getComputedStyle(text).lineHeight));
      if (lines === null) return;
      text.style.setProperty('--whole-lines', String(lines));
      text.hidden = lines === 0;
    };
    const fit = () => {
      for (let step = 0; step < TITLE_STEPS; step += 1) {
        if (title instanceof HTMLElement) title.dataset.fit = String(step);
        fitSummary();
        if (!overflows(box)) return;
      }
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    // Not the parts this fit sizes: their own changes of size are its doing.
    for (const part of box.children) if (part !== text && part !== title) observer.observe(part);
    return () => observer.disconnect();
  }, [column, className, titleClass, slide]);
}
