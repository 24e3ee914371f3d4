/**
 * Finding one's way around the staff pages, on a phone and a desktop: the workspace's parts are
 * one tap away from the top (not 7,000 px below the editions), the dashboards lead back to it,
 * the editions list says "N articles" with a real plural at 375 px, a new window is drawn in the
 * magazine's faces even when they come late, and no staff screen is wider than a 320 px phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawnFaces } from './faces.js';

const TOKEN = 'e2e-admin-token-0123456789';

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/admin/session', { data: { token: TOKEN } });
  expect(res.ok()).toBe(true);
}

const PARTS = [
  ['Edicions', 'Edicions i esborranys'],
  ['Sincronització', 'Sincronització'],
  ['Còpia de seguretat', 'Còpia de seguretat'],
  ['Mode quiosc', 'Mode quiosc'],
  ['Configuració', 'Configuració'],
] as const;

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the workspace has a navigation between its parts that stays at hand', async ({ page }) => {
      await signIn(page);
      await page.goto('/redaccio');
      const nav = page.getByRole('navigation', { name: 'Parts de la redacció' });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link')).toHaveText(PARTS.map(([link]) => link));
      for (const [link, heading] of [...PARTS].reverse()) {
        await nav.getByRole('link', { name: link, exact: true }).click();
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeInViewport();
        // Still at hand far down the page, and never wider than the screen.
        await expect(nav).toBeInViewport();
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const { violations } = await new AxeBuilder({ page }).include('nav').analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });

    test('each dashboard leads back to the workspace', async ({ page }) => {
      await signIn(page);
      for (const dashboard of ['/admin-dashboard-2024', '/admin-connections-2024']) {
        await page.goto(dashboard);
        await page.getByRole('link', { name: 'Redacció' }).click();
        await expect(page).toHaveURL(/\/redaccio$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Redacció' })).toBeVisible();
      }
    });
  });
}

test.describe('the editions list on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('says how many articles each edition has in words, with the right plural', async ({ page }) => {
    await signIn(page);
    await page.goto('/redaccio');
    const counts = page.locator('[data-testid^="edition-"] td:nth-child(4)');
    await expect(counts.first()).toBeVisible();
    for (const text of await counts.allInnerTexts()) expect(text.trim()).toMatch(/^(1 article|(?!1 )\d[\d.]* articles)$/);
  });

  test("an edition of one article reads '1 article', written in the page and not added by the style sheet", async ({ page }) => {
    await signIn(page);
    // The demo's editions have 8 to 14 articles: one of them is answered here as a one-article edition.
    await page.route('**/api/admin/editions', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { editions: { number: number; articleCount: number }[] };
      body.editions[0]!.articleCount = 1;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/redaccio');
    const count = page.locator('[data-testid^="edition-"] td:nth-child(4)').first();
    // What the phone shows (the desktop's bare number beside it is hidden at this width).
    await expect(count).toHaveText('1 article', { useInnerText: true });
    const drawn = await count.evaluate((cell) => {
      const pseudo = (where: string) => getComputedStyle(cell, where).content;
      return [pseudo('::before'), pseudo('::after'), ...[...cell.querySelectorAll('*')].flatMap((e) => [getComputedStyle(e, '::before').content, getComputedStyle(e, '::after').content])];
    });
    expect(drawn.filter((content) => content !== 'none' && content !== 'normal')).toEqual([]);
  });
});

test.describe('a new window at the desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is drawn in the magazine’s faces from its first layout, even when they come late (the desktop app’s window is never reloaded)', async ({ page }) => {
    await signIn(page);
    // The faces answered a second late, as by the server the desktop app has just started.
    let held = 0;
    await page.route('**/*.woff2', async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/redaccio');
    await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
    expect(held).toBeGreaterThan(0);
    expect(await drawnFaces(page, 'main h1')).toEqual(['SourceSerif4-SemiBold']);
    expect(await drawnFaces(page, 'main nav a')).toEqual([expect.stringMatching(/^Inter-/)]);
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no staff screen is wider than the screen (a 320 px phone)', async ({ page }) => {
    await signIn(page);
    const latest = (await (await page.request.get('/api/issues/latest')).json()) as { issue: { number: number }; articles: { _id: string }[] };
    const { number } = latest.issue;
    const screens = [
      '/redaccio', '/redaccio/nova-edicio', `/redaccio/edicio/${number}`, `/redaccio/edicio/${number}/nou-article`,
      `/redaccio/article/${latest.articles[0]!._id}`, '/redaccio/autors', '/redaccio/nou-autor', '/redaccio/mediateca',
      '/redaccio/persones', '/redaccio/sessions', '/redaccio/registre', '/redaccio/calendari',
      '/admin-dashboard-2024', '/admin-connections-2024',
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(sizes.page, path).toBeLessThanOrEqual(sizes.screen);
    }
  });
});
