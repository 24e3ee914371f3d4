/**
 * The two admin dashboards as the editorial staff use them: sign in with the admin token, walk
 * every tab of the connections dashboard, watch the live view refresh itself, download exports,
 * move between the dashboards, see the error states, and use them on a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
// Sign-ins, recorded visits and exports: this suite writes, so each worker has its own server.
import { expect, test } from './ownServer.js';

const TOKEN = 'e2e-admin-token-0123456789';
const CONNECTIONS = '/admin-connections-2024';
const SEARCH = '/admin-dashboard-2024';

/** Signs the browser context in through the same call the sign-in form uses. */
async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/admin/session', { data: { token: TOKEN } });
  expect(res.ok()).toBe(true);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('admin dashboards', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('ask for the admin token, refuse a wrong one, and open with the right one', async ({ page }) => {
    await page.goto(CONNECTIONS);
    await expect(page.getByRole('heading', { level: 1, name: 'Estadístiques de connexions' })).toBeVisible();
    const field = page.getByLabel("Token d'administració");
    await expect(field).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);

    await field.fill('not-the-token-at-all');
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(page.getByRole('alert')).toHaveText('El token no és correcte.');

    await field.fill(TOKEN);
    await page.getByRole('button', { name: 'Entra' }).click();
    await expect(tab(page, 'Resum')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel("Token d'administració")).toHaveCount(0);
    // The token is not kept by the page: the session is an HttpOnly cookie.
    expect(await page.evaluate(() => document.cookie)).not.toContain('revista_admin');

    await page.getByRole('button', { name: 'Tanca la sessió' }).click();
    await expect(page.getByLabel("Token d'administració")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Token d'administració")).toBeVisible();
  });

  test('walk every tab of the connections dashboard over the demo traffic', async ({ page }) => {
    await signIn(page);
    await page.goto(CONNECTIONS);

    // Overview: general figures, the filtered count and the top 5 of each list.
    const figures = page.getByRole('definition').filter({ hasText: /\d/ });
    await expect(page.getByText('Visitants', { exact: true })).toBeVisible();
    await expect(page.getByText('Filtrats', { exact: true })).toBeVisible();
    expect(await figures.count()).toBeGreaterThanOrEqual(6);
    await expect(panel(page, 'Països').getByRole('cell', { name: 'Espanya' })).toBeVisible();
    for (const name of ['Països', 'Ciutats', 'Procedència', 'Dispositius', 'Navegadors', 'Sistemes operatius']) {
      const rows = panel(page, name).locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count(), name).toBeLessThanOrEqual(5);
    }
    const { violations } = await new AxeBuilder({ page }).include('#contingut').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await tab(page, 'Geografia').click();
    await expect(page).toHaveURL(/pestanya=geografia/);
    await expect(panel(page, 'Connexions per país').locator('canvas[role="img"]')).toBeVisible();
    await expect(panel(page, 'Ciutats').getByRole('cell', { name: 'Banyoles' })).toBeVisible();
    // DB-IP's licence asks for a link back wherever its results are shown.
    for (const name of ['Connexions per país', 'Ciutats']) {
      await expect(panel(page, name).getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
    }

    await tab(page, 'Tecnologia').click();
    await expect(panel(page, 'Dispositius').getByRole('cell', { name: 'Mòbil' })).toBeVisible();
    await expect(panel(page, 'Navegadors').getByRole('cell', { name: 'Safari' })).toBeVisible();
    await expect(panel(page, 'Sistemes operatius').getByRole('cell', { name: 'iOS' })).toBeVisible();

    await tab(page, 'Trànsit').click();
    await expect(panel(page, 'Evolució de les connexions').locator('canvas')).toBeVisible();
    await expect(panel(page, 'Procedència de les visites').getByRole('cell', { name: 'Accés directe' })).toBeVisible();
    await page.getByRole('button', { name: 'Per setmanes' }).click();
    await expect(page.getByRole('button', { name: 'Per setmanes' })).toHaveAttribute('aria-pressed', 'true');

    // The demo's live visitors age out of the 5-minute window while the suite runs: a visit
    // from a Spanish address right now makes the live view's content independent of timing.
    const visit = await page.request.post('/api/connections/track', {
      data: { path: '/llibres', screenWidth: 1440, screenHeight: 900 },
      headers: {
        'X-Forwarded-For': '81.45.12.9',
        'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      },
    });
    expect(visit.ok()).toBe(true);
    await tab(page, 'En directe').click();
    await expect(page.getByText(/Última actualització: \d{2}:\d{2}:\d{2}/)).toBeVisible();
    await expect(page.getByText('Sessions actives', { exact: true })).toBeVisible();
    await expect(panel(page, 'Països actius').locator('tbody tr').first()).toBeVisible();

    // The period changes every figure and is kept in the address.
    await tab(page, 'Resum').click();
    const total = page.getByText('Connexions', { exact: true }).locator('xpath=following-sibling::dd[1]');
    const week = await total.textContent();
    await page.getByRole('button', { name: '90 dies' }).click();
    await expect(page.getByRole('button', { name: '90 dies' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/dies=90/);
    await expect(total).not.toHaveText(week ?? '');
    await page.getByRole('button', { name: 'Avui' }).click();
    await expect(page).toHaveURL(/dies=1/);
  });

  test('refresh the live view every 30 seconds and show when', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto(`${CONNECTIONS}?pestanya=directe`);
    const stamp = page.locator('time');
    await expect(stamp).toHaveText(/\d{2}:\d{2}:\d{2}/);
    const first = await stamp.getAttribute('datetime');
    // The server's next timestamp differs once its (real) clock has passed the next second.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(first ?? '') + 1000);
    const refreshed = page.waitForRequest((r) => r.url().includes('/api/connections/live'));
    await page.clock.runFor(30_000);
    await refreshed;
    await expect(stamp).not.toHaveAttribute('datetime', first ?? '');
  });

  test('download the connections export as CSV and JSON', async ({ page }) => {
    await signIn(page);
    await page.goto(`${CONNECTIONS}?dies=7`);
    await expect(tab(page, 'Resum')).toBeVisible();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporta CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^connexions-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await csv.path())!, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,timestamp,path,referrer,countryCode,country,city,deviceType,browser,os,screenWidth,screenHeight');
    expect(lines.length).toBeGreaterThan(100);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporta JSON' }).click()]);
    expect(json.suggestedFilename()).toMatch(/\.json$/);
    const rows = JSON.parse(fs.readFileSync((await json.path())!, 'utf8')) as { id: number | string; timestamp: string }[];
    // The same views in both formats; other browser tests may record a visit between the two
    // downloads, so the later export may hold newer views as well, and nothing else.
    const csvRows = lines.slice(1).map((line) => line.split(','));
    const inCsv = new Set(csvRows.map((cells) => cells[0]));
    const latestInCsv = Math.max(...csvRows.map((cells) => Date.parse(cells[1]!)));
    expect(csvRows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => inCsv.has(String(r.id)))).toHaveLength(csvRows.length);
    expect(rows.filter((r) => !inCsv.has(String(r.id))).every((r) => Date.parse(r.timestamp) >= latestInCsv)).toBe(true);
  });

  test('move to the search dashboard and read it, with its own export', async ({ page }) => {
    await signIn(page);
    await page.goto(CONNECTIONS);
    await page.getByRole('link', { name: /Estadístiques de cerca/ }).click();
    await expect(page).toHaveURL(SEARCH);
    await expect(page.getByRole('heading', { level: 1, name: 'Estadístiques de cerca' })).toBeVisible();
    await expect(page.getByText('Taxa de clics', { exact: true })).toBeVisible();
    await expect(panel(page, 'Consultes més cercades').getByRole('cell', { name: 'poesia' })).toBeVisible();
    await expect(panel(page, 'Consultes sense resultats').locator('tbody tr').first()).toBeVisible();
    await expect(panel(page, 'Seccions').locator('tbody tr').first()).toBeVisible();
    await expect(panel(page, 'Dispositius').getByRole('cell', { name: 'Mòbil' })).toBeVisible();
    await expect(panel(page, 'Cerques per hora').locator('canvas')).toBeVisible();
    await expect(panel(page, 'Evolució de les cerques').locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: '7 dies' }).click();
    await expect(page).toHaveURL(/dies=7/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporta CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cerques-.*\.csv$/);

    await page.getByRole('link', { name: /Estadístiques de connexions/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Estadístiques de connexions' })).toBeVisible();
  });

  test('say so when the statistics cannot be loaded, and retry', async ({ page }) => {
    await signIn(page);
    let fail = true;
    await page.route('**/api/connections/stats**', (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await page.route('**/api/analytics/stats**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto(CONNECTIONS);
    await expect(page.getByText('Error carregant les estadístiques de connexions')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(page.getByText('Visitants', { exact: true })).toBeVisible();

    await page.goto(SEARCH);
    await expect(page.getByText('Error carregant les estadístiques', { exact: true })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the dashboards fit the screen and every tab is reachable', async ({ page }) => {
    await signIn(page);
    await page.goto(CONNECTIONS);
    await expect(page.getByText('Visitants', { exact: true })).toBeVisible();
    // The tabs wrap rather than scroll: every one is whole on the screen.
    for (const name of ['Resum', 'Geografia', 'Tecnologia', 'Trànsit', 'En directe']) await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
    for (const name of ['Geografia', 'Tecnologia', 'Trànsit', 'En directe']) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[role="tabpanel"] section').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(376);
    }
    await page.goto(SEARCH);
    await expect(page.getByText('Consultes diferents', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376);
  });
});
