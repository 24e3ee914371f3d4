/**
 * The robots meta tag follows client-side navigation: a staff page reached without a page load
 * gets the noindex the server would have sent, and a reader page reached from one loses it.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';

const robotsMeta = (page: Page) => page.locator('head meta[name="robots"]');

/** A client-side navigation, as the router's own links make. */
async function navigateInApp(page: Page, pathname: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

test('a staff page opened from a reader page gets noindex, and the reader page gets it back off', async ({ page }) => {
  await page.goto('/arxiu');
  // The router moves only once the page is live (its code starts after the first paint).
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(robotsMeta(page)).toHaveCount(0);

  await navigateInApp(page, '/admin-dashboard-2024');
  await expect(page).toHaveTitle(/Estadístiques de cerca/);
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex, nofollow');

  await page.goBack();
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect(robotsMeta(page)).toHaveCount(0);

  await navigateInApp(page, '/redaccio');
  await expect(page).toHaveTitle(/Redacció/);
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex, nofollow');
});

test("a staff page's own noindex stays while it is shown and leaves with it", async ({ page }) => {
  const first = await page.goto('/admin-connections-2024');
  expect(first?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page).toHaveTitle(/connexions/i);
  await expect(robotsMeta(page)).toHaveCount(1);

  await page.getByRole('banner').getByRole('link', { name: /pàgina d'inici/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(robotsMeta(page)).toHaveCount(0);
  await page.goBack();
  await expect(robotsMeta(page)).toHaveAttribute('content', 'noindex, nofollow');
});

test('a search page keeps the noindex the server sent with it', async ({ page }) => {
  await page.goto('/cerca?q=poesia');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(robotsMeta(page)).toHaveAttribute('content', /noindex/);
});
