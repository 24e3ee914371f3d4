import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawInBrowser, waitForHydration } from './drawInBrowser.js';

const results = (page: Page) => page.locator('main ol > li article');
const count = (page: Page) => page.getByText(/^\d+ resultats?/);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('search results page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('runs the query in the address and marks the matched words', async ({ page }) => {
    await page.goto('/cerca?q=llull');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultats per llull');
    await expect(results(page).first()).toBeVisible();
    await expect(results(page)).toHaveCount(12);
    await expect(count(page)).toContainText('resultats');
    await expect(results(page).first().locator('h2 mark')).toHaveText(/Llull/);
    await expect(page.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('llull');
    await expectNoAxeViolations(page);
  });

  test('a new query from the form goes into the address', async ({ page }) => {
    await page.goto('/cerca?q=llull');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'Cerca' }).fill('col·lecció');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page).toHaveURL(/\/cerca\?q=col%C2%B7lecci%C3%B3$/);
    await expect(results(page).first().locator('mark').first()).toHaveText(/col·lecci/i);
  });

  test('pages show 2 either side, Anterior and Següent, and keep state in the URL', async ({ page }) => {
    await page.goto('/cerca?q=art');
    const nav = page.getByRole('navigation', { name: 'Pàgines de resultats' });
    await expect(nav.getByRole('link', { name: 'Pàgina 2' })).toBeVisible();
    await expect(nav.getByText('← Anterior')).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('link', { name: 'Pàgina 3' }).click();
    await expect(page).toHaveURL(/page=3/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Pàgina 3');
    // Within 2 of page 3: pages 1 to 5.
    await expect(nav.getByRole('listitem')).toHaveText(['Pàgina 1', 'Pàgina 2', 'Pàgina 3', 'Pàgina 4', 'Pàgina 5']);
    const firstOnThree = await results(page).first().locator('h2').textContent();
    await nav.getByRole('link', { name: /Següent/ }).click();
    await expect(page).toHaveURL(/page=4/);
    await expect(nav.getByRole('listitem')).toHaveText(['Pàgina 2', 'Pàgina 3', 'Pàgina 4', 'Pàgina 5', 'Pàgina 6']);
    await page.goBack();
    await expect(page).toHaveURL(/page=3/);
    await expect(results(page).first().locator('h2')).toHaveText(firstOnThree!);
  });

  test('a filter change goes to page 1 and filters the results; Back restores', async ({ page }) => {
    await page.goto('/cerca?q=art&page=2');
    await waitForHydration(page);
    await page.getByLabel('Secció').selectOption('entrevistes');
    await expect(page).toHaveURL(/section=entrevistes/);
    await expect(page).not.toHaveURL(/page=/);
    // The previous page's results stay on screen until the filtered ones arrive.
    const kickers = () => results(page).evaluateAll((els) => els.map((el) => el.querySelector('p')?.textContent ?? ''));
    await expect.poll(async () => {
      const texts = await kickers();
      return texts.length > 0 && texts.every((text) => /^Entrevistes/.test(text));
    }).toBe(true);
    await page.getByLabel('Ordre').selectOption({ label: 'Títol A-Z' });
    await expect(page).toHaveURL(/sortBy=title/);
    await expect(page.getByRole('button', { name: 'Netejar filtres' })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/sortBy/);
    await expect(page.getByLabel('Ordre')).toHaveValue('relevance');
    await page.getByRole('button', { name: 'Netejar filtres' }).click();
    await expect(page).toHaveURL(/\/cerca\?q=art$/);
  });

  test('offers the three orders of the spec', async ({ page }) => {
    await page.goto('/cerca?q=cinema&sortBy=date');
    await expect(page.getByLabel('Ordre').locator('option')).toHaveText(['Més recents', 'Més rellevants', 'Títol A-Z']);
    await expect(page.getByLabel('Ordre')).toHaveValue('date');
  });

  test('without a query it prompts and suggests; a suggestion runs its search', async ({ page }) => {
    await page.goto('/cerca');
    await expect(page.getByRole('heading', { name: 'Què vols llegir?' })).toBeVisible();
    await expect(page.getByText('SUGERIMENTS')).toBeVisible();
    await page.getByRole('link', { name: 'filosofia' }).click();
    await expect(page).toHaveURL(/q=filosofia/);
    await expect(results(page).first()).toBeVisible();
  });

  test('says when nothing matched', async ({ page }) => {
    await page.goto('/cerca?q=zxqwv');
    await expect(page.getByText('Cap resultat trobat')).toBeVisible();
    await expect(page.getByText(/Prova amb altres termes/)).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test('without JavaScript, the filters and the order apply with Aplica els filtres', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/cerca?q=llibre&page=2');
    await expect(page.getByRole('button', { name: 'Netejar filtres' })).toHaveCount(0);
    await page.getByLabel('Secció').selectOption('llibres');
    await page.getByLabel('Ordre').selectOption('title');
    await page.getByRole('button', { name: 'Aplica els filtres' }).click();
    await expect(page).toHaveURL(/\/cerca\?/);
    const address = new URL(page.url()).searchParams;
    expect([address.get('q'), address.get('section'), address.get('sortBy'), address.get('page')]).toEqual(['llibre', 'llibres', 'title', null]);
    await expect(page.getByLabel('Secció')).toHaveValue('llibres');
    await expect(results(page).first()).toBeVisible();
    await context.close();
  });

  test('with JavaScript, the filters apply as they change, with no button to press', async ({ page }) => {
    await page.goto('/cerca?q=llibre');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Aplica els filtres' })).toBeHidden();
  });

  test('an address past the last page says so and leads to the last one', async ({ page }) => {
    await page.goto('/cerca?q=estany&page=99');
    await expect(page.getByText('No hi ha tants resultats')).toBeVisible();
    await expect(page.getByText(/La cerca «estany» té \d+ resultats en \d+ pàgines\./)).toBeVisible();
    await page.getByRole('link', { name: 'Anar a l’última pàgina' }).click();
    await expect(page).toHaveURL(/page=\d+/);
    expect(Number(new URL(page.url()).searchParams.get('page'))).toBeLessThan(99);
    await expect(results(page).first()).toBeVisible();
  });

  test('an address with a query longer than the search reads searches its first 200 characters', async ({ page }) => {
    await page.goto(`/cerca?q=${encodeURIComponent('estany '.repeat(60))}`);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByText('Error en la cerca. Intenta-ho de nou.')).toHaveCount(0);
  });

  test('shows the error of the spec when the search fails, and retries', async ({ page }) => {
    await drawInBrowser(page);
    let fail = true;
    await page.route('**/api/search?*', (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto('/cerca?q=llull');
    await expect(page.getByText('Error en la cerca. Intenta-ho de nou.')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(results(page).first()).toBeVisible();
  });

  test('records the search and the click for the analytics', async ({ page }) => {
    const recorded = page.waitForRequest((r) => r.url().endsWith('/api/analytics/search') && r.method() === 'POST');
    await page.goto('/cerca?q=cinema');
    const body = (await recorded).postDataJSON() as { query: string; searchType: string; results: number };
    expect(body).toMatchObject({ query: 'cinema', searchType: 'page_search' });
    expect(body.results).toBeGreaterThan(0);
    await page.waitForResponse((r) => r.url().endsWith('/api/analytics/search'));
    const click = page.waitForRequest((r) => /\/api\/analytics\/search\/\d+\/click$/.test(r.url()));
    await results(page).nth(1).locator('h2 a').click();
    expect((await click).postDataJSON()).toMatchObject({ clickedResultIndex: 1 });
  });

  test('a failing analytics call does not disturb the reader', async ({ page }) => {
    await page.route('**/api/analytics/**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/cerca?q=cinema');
    await results(page).first().locator('h2 a').click();
    await expect(page).not.toHaveURL(/cerca/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/cinema/i);
  });
});

test.describe('search results page on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fits the screen', async ({ page }) => {
    await page.goto('/cerca?q=llull');
    await expect(results(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
