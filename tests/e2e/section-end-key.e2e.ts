/**
 * End on a section's infinite list: the page jumps to the footer in one step, so the sentinel
 * goes from below the screen to above it without crossing it, and the observer, which reports
 * crossings, never tells. The next page must load all the same (a reviewer was stuck at twelve).
 */
import { expect, test } from '@playwright/test';
import config from '../../playwright.config.js';
import { SECTION_KEYS } from '../../common/sections.js';
import type { ArticleList } from '../../common/types.js';
import { waitForHydration } from './drawInBrowser.js';

test.use({
  // The jump a dragged scrollbar makes: without the browser's scroll animation, whose frames may
  // or may not happen to carry the sentinel through the screen.
  launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), '--disable-smooth-scrolling'] },
  // A 375 × 667 phone (an iPhone SE): the footer under the list is taller than the screen and its margin.
  viewport: { width: 375, height: 667 },
});

test('End jumps past the sentinel without it crossing the screen, and the next page still loads', async ({ page }) => {
  let section: string | undefined;
  for (const key of SECTION_KEYS) {
    const list = (await (await page.request.get(`/api/articles?section=${key}&limit=1`)).json()) as ArticleList;
    if (list.pagination.total > 12) section = key;
  }
  expect(section, 'the demo needs a section longer than one page').toBeDefined();
  await page.goto(`/${section}`);
  await waitForHydration(page);
  const cards = page.locator('main li article');
  await expect(cards).toHaveCount(12);
  await page.keyboard.press('End');
  await expect.poll(() => cards.count()).toBeGreaterThan(12);
});
