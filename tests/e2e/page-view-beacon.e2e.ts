/**
 * The cookie-less page-view beacon: sent on load and on every client-side route change, with path,
 * referrer and screen size; never from the admin dashboards. A driven browser such as this one is
 * told apart by the server and only counted as filtered.
 */
import { expect, test } from '@playwright/test';
import type { PageViewBeacon } from '../../common/api/connections.js';
import { afterTwoFrames } from './frames.js';
import { collectBeacons } from './beacons.js';

test.use({ viewport: { width: 1440, height: 900 } });

test('a beacon goes out on load and on each client-side route change', async ({ page }) => {
  const beacons = await collectBeacons(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/connections/track') requests.push(r.url());
  });
  await page.goto('/');
  await expect.poll(async () => (await beacons()).map((b) => b.path)).toEqual(['/']);
  const [first] = await beacons();
  expect(first).toMatchObject({ webdriver: true });
  expect(first!.screenWidth).toBeGreaterThan(0);
  expect(first!.screenHeight).toBeGreaterThan(0);
  await expect.poll(() => requests.length).toBe(1);

  await page.getByRole('link', { name: 'Edicions anteriors' }).first().click();
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect.poll(async () => (await beacons()).map((b) => b.path)).toEqual(['/', '/arxiu']);
  // Internal navigation carries no referrer.
  expect((await beacons())[1]!.referrer).toBeUndefined();
  await expect.poll(() => requests.length).toBe(2);

  await page.getByRole('link', { name: 'Autors' }).first().click();
  await expect(page).toHaveURL(/\/autors$/);
  await expect.poll(async () => (await beacons()).map((b) => b.path)).toEqual(['/', '/arxiu', '/autors']);
});

test('the admin dashboards send no beacon', async ({ page }) => {
  const beacons = await collectBeacons(page);
  await page.goto('/admin-connections-2024');
  await expect(page.getByLabel("Token d'administració")).toBeVisible();
  await page.goto('/admin-dashboard-2024');
  await expect(page.getByLabel("Token d'administració")).toBeVisible();
  await afterTwoFrames(page);
  expect(await beacons()).toEqual([]);
});

test('without sendBeacon the view still goes out, by fetch with keepalive', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined, configurable: true });
  });
  const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/connections/track'));
  await page.goto('/llibres');
  const body = JSON.parse((await request).postData() ?? '{}') as PageViewBeacon;
  expect(body).toMatchObject({ path: '/llibres', webdriver: true });
});

test('the server counts this automated browser as filtered, not as a visit', async ({ page }) => {
  await page.request.post('/api/admin/session', { data: { token: 'e2e-admin-token-0123456789' } });
  const stats = async () => (await (await page.request.get('/api/connections/stats?days=1')).json()) as { general: { totalConnections: number }; filtered: { headless: number } };
  const before = await stats();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/connections/track'));
  await page.goto('/autors');
  expect((await answer).status()).toBe(200);
  // Other tests may run against the same server at the same time: at least this view was filtered.
  await expect.poll(async () => (await stats()).filtered.headless).toBeGreaterThan(before.filtered.headless);
  expect((await stats()).general.totalConnections).toBe(before.general.totalConnections);
});
