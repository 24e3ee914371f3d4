import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';
import { afterTwoFrames } from './frames.js';

/**
 * A one-finger swipe as a phone sends it: touch input through CDP, which the browser's own gesture
 * handling sees (history navigation on overscroll included), unlike TouchEvents made in the page.
 * Right swipes start at x = 75 and left ones at x = 300 unless `fromX` says otherwise. The swipe
 * is the page's code, so it waits for hydration: the server-rendered page shows before it runs.
 */
export async function swipe(page: Page, dx: number, dy = 0, midway?: () => Promise<void>, fromX?: number) {
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  const start = { x: fromX ?? (dx < 0 ? 300 : 75), y: 420 };
  const steps = 10;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + (dx * i) / steps, y: start.y + (dy * i) / steps }],
    });
  }
  if (midway) await midway();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits until the gesture has ended and been handled, then checks where the page is. */
export async function expectToStayAt(page: Page, url: RegExp) {
  await expect(page.locator('[data-swipe-phase]')).toHaveAttribute('data-swipe-phase', 'idle');
  await afterTwoFrames(page);
  await expect(page).toHaveURL(url);
}

/** The page's history overscroll setting as the browser computes it on the root and the body. */
export function overscrollX(page: Page) {
  return page.evaluate(() => [getComputedStyle(document.documentElement).overscrollBehaviorX, getComputedStyle(document.body).overscrollBehaviorX]);
}
