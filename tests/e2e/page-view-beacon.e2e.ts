/**
 * The cookie-less page-view beacon: sent on load and on every client-side route change, with path,
 * referrer and screen size; never from the admin dashboards. A driven browser such as this one is
 * told apart by the server and only counted as filtered.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

interface Beacon {
  path: string;
  referrer?: string;
  screenWidth?: number;
  screenHeight?: number;
  webdriver?: boolean;
}

function collectBeacons(page: Page): Beacon[] {
  const beacons: Beacon[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/connections/track') beacons.push(JSON.parse(r.postData() ?? '{}') as Beacon);
  });
  return beacons;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a beacon goes out on load and on each route change, none from the admin paths', async ({ page }) => {
  const beacons = collectBeacons(page);
  await page.goto('/');
  await expect.poll(() => beacons.map((b) => b.path)).toEqual(['/']);
  expect(beacons[0]).toMatchObject({ screenWidth: expect.any(Number), screenHeight: expect.any(Number), webdriver: true });
  expect(beacons[0]!.screenWidth).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Edicions anteriors' }).first().click();
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect.poll(() => beacons.map((b) => b.path)).toEqual(['/', '/arxiu']);
  // Internal navigation carries no referrer.
  expect(beacons[1]!.referrer).toBeUndefined();

  await page.goto('/admin-connections-2024');
  await expect(page.getByLabel("Token d'administració")).toBeVisible();
  await page.waitForTimeout(500);
  expect(beacons.map((b) => b.path)).toEqual(['/', '/arxiu']);
});

test('the server counts this automated browser as filtered, not as a visit', async ({ page }) => {
  await page.request.post('/api/admin/session', { data: { token: 'e2e-admin-token-0123456789' } });
  const stats = async () => (await (await page.request.get('/api/connections/stats?days=1')).json()) as { general: { totalConnections: number }; filtered: { headless: number } };
  const before = await stats();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/connections/track'));
  await page.goto('/autors');
  expect((await answer).status()).toBe(200);
  await expect.poll(async () => (await stats()).filtered.headless).toBe(before.filtered.headless + 1);
  expect((await stats()).general.totalConnections).toBe(before.general.totalConnections);
});
