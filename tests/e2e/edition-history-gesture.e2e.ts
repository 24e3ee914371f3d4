/**
 * The edition page's swipes against the phone's own history gesture: a long swipe from an edge is
 * also what the browser takes for back or forward, and the edition must win it; off the edition
 * page the gesture is the browser's again. The gesture is the whole browser's (its overscroll
 * history navigation): these tests run in it, not in the headless shell of the other browser tests
 * (tests/support/chromium.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config.js';
import { CHROMIUM_BROWSER } from '../support/chromium.js';
import { expectToStayAt, overscrollX, swipe } from './touchSwipe.js';

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  launchOptions: { ...config.use?.launchOptions, executablePath: CHROMIUM_BROWSER },
});

/** Edition 25 opened from the archive: a page behind it in history for the back gesture to take. */
async function openEdition25FromArchive(page: Page): Promise<void> {
  await page.goto('/arxiu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/edicio/25');
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();
}

// A full-width swipe (300 px) is what the browser also takes for its history gesture; the
// shorter ones of edition.e2e.ts are not, so these are the ones that show the difference.
test('arriving from another page, a long right swipe opens edition 24, not the page before', async ({ page }) => {
  await openEdition25FromArchive(page);

  await swipe(page, 300, 8, undefined, 60);
  await expectToStayAt(page, /\/edicio\/24$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 24' })).toBeVisible();
  // The browser's overscroll gestures are off while the edition is shown.
  expect(await overscrollX(page)).toEqual(['none', 'none']);
  // The swipe added one history entry: back leads to 25, and only then to the archive.
  await page.goBack();
  await expect(page).toHaveURL(/\/edicio\/25$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/arxiu$/);
});

test('with a page ahead in history, a long left swipe opens edition 26, not that page', async ({ page }) => {
  await page.goto('/edicio/25');
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();
  await page.goto('/arxiu');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();

  await swipe(page, -300, -8, undefined, 330);
  await expectToStayAt(page, /\/edicio\/26$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 26' })).toBeVisible();
});

test('a swipe from the edge of the screen changes edition like any other', async ({ page }) => {
  await openEdition25FromArchive(page);

  // From the left edge, where a phone's own back gesture starts.
  await swipe(page, 300, 0, undefined, 1);
  await expectToStayAt(page, /\/edicio\/24$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 24' })).toBeVisible();
  // From the right edge, with 25 now ahead in history.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Número 24' })).toBeVisible();
  await page.goBack();
  await swipe(page, -300, 0, undefined, 389);
  await expectToStayAt(page, /\/edicio\/26$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 26' })).toBeVisible();
});

test("outside the edition page the phone's back gesture still works", async ({ page }) => {
  await page.goto('/edicio/25');
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();
  // Leaving the edition as a reader does (a link, no page load) gives the gesture back.
  await page.getByRole('link', { name: 'Edicions anteriors' }).first().click();
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeHidden();
  // The edition page unmounts once the archive's code has arrived (a route transition).
  await expect.poll(() => overscrollX(page)).toEqual(['auto', 'auto']);

  // A full swipe from the left edge of the archive is the back gesture: it returns to 25.
  await swipe(page, 300, 0, undefined, 1);
  await expect(page).toHaveURL(/\/edicio\/25$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 25' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/arxiu$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/edicio\/25$/);
});
