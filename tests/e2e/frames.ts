import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted twice: every event already dispatched has been handled and
 * React has committed and run its effects. The condition to wait for before checking that
 * something did *not* happen, instead of a fixed pause.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
