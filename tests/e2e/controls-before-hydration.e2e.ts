/**
 * A reader page is drawn by the server and its code starts after the first paint, so for a moment
 * (or for good, without JavaScript) the page is plain HTML. Its controls must not do nothing then:
 * Cercar leads to the search page, whose form searches by itself; the burger leads to the footer's
 * list of sections; a click on a control only the code can work is kept and done once the page is live.
 */
import { expect, test, type Page } from '@playwright/test';
import { door } from './held.js';

test.use({ viewport: { width: 375, height: 812 } });

/** Holds the app's code (its modules under /assets) until the returned function lets it through. */
async function holdTheCode(page: Page): Promise<() => void> {
  const code = door();
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await code.passed;
      await route.continue();
    },
  );
  return code.release;
}

/**
 * A held module script the page has started holds its load event too, so a page whose code is held
 * is waited for only until its HTML is in: that is the moment these tests are about.
 */
const UNTIL_DRAWN = { waitUntil: 'domcontentloaded' } as const;

const isLive = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Cercar opens the search page, and its form searches', async ({ page }) => {
    await page.goto('/llibres');
    await page.getByRole('button', { name: 'Cercar' }).click();
    await expect(page).toHaveURL(/\/cerca$/);
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('estany');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/cerca\?q=estany$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultats per estany');
    await expect(page.locator('main ol > li article').first()).toBeVisible();
  });

  test('the burger leads to the list of every section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Obrir el menú' }).click();
    await expect(page).toHaveURL(/#navegacio-peu$/);
    const sections = page.getByRole('navigation', { name: 'Seccions' });
    await expect(sections).toBeInViewport();
    await sections.getByRole('link', { name: 'Llibres' }).click();
    await expect(page).toHaveURL(/\/llibres$/);
  });
});

test.describe('before the code has run', () => {
  test('Cercar opens the search page at once', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/', UNTIL_DRAWN);
    await page.getByRole('button', { name: 'Cercar' }).click();
    await expect(page).toHaveURL(/\/cerca$/);
    await expect(page.getByRole('searchbox', { name: 'Cerca' })).toBeVisible();
    release();
  });

  test('a click on the burger is kept and opens the menu once the page is live', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/', UNTIL_DRAWN);
    await page.getByRole('button', { name: 'Obrir el menú' }).click();
    expect(await isLive(page)).toBe(false);
    // Kept, not followed: the page stays where it is.
    await expect(page).toHaveURL(/\/$/);
    release();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Obrir el menú' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a click on a page button is kept and done once the page is live', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/arxiu', UNTIL_DRAWN);
    const filters = page.getByRole('button', { name: /^Filtres/ });
    await filters.click();
    expect(await isLive(page)).toBe(false);
    release();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
  });

  test('a reader who scrolled down before the code ran stays where she is once the page is live', async ({ page }) => {
    const release = await holdTheCode(page);
    await page.goto('/cerca?q=art', UNTIL_DRAWN);
    const pages = page.getByRole('navigation', { name: 'Pàgines de resultats' });
    await pages.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Now live, a move to another page starts at its top.
    await pages.getByRole('link', { name: 'Pàgina 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
  });
});

test.describe('while the page hydrates', () => {
  /**
   * Stands in for the app in the middle of hydrating: React's listeners are on the root, and a
   * router link or form there cancels the browser's own navigation, while its navigate does nothing
   * until the first commit. The code itself is refused (held requests would take the browser's
   * connections to the server, and the next page's would wait behind them), so the page stays in that moment.
   */
  async function hydrating(page: Page, path: string) {
    await page.route((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'), (route) => route.abort());
    await page.goto(path);
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      root.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href]')) event.preventDefault();
      });
      root.addEventListener('submit', (event) => event.preventDefault());
    });
  }

  test('a link clicked then is followed, not lost', async ({ page }) => {
    await hydrating(page, '/cerca?q=art');
    await page.getByRole('navigation', { name: 'Pàgines de resultats' }).getByRole('link', { name: 'Pàgina 3' }).click();
    await expect(page).toHaveURL(/\/cerca\?q=art&page=3$/);
    await expect(page.locator('[aria-current="page"]')).toHaveText('Pàgina 3');
  });

  test('a search sent then is sent', async ({ page }) => {
    await hydrating(page, '/cerca?q=art');
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('estany');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/cerca\?q=estany$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultats per estany');
  });
});
