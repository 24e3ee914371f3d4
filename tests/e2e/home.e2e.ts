import { ofName } from '../../common/elision.js';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CARD_SIZE_PATTERN } from '../../common/constants.js';
import { formatLongDate } from '../../common/dates.js';
import type { IssueWithArticles } from '../../common/types.js';
import { drawInBrowser } from './drawInBrowser.js';
import { door } from './held.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function latest(page: Page): Promise<IssueWithArticles> {
  const response = await page.request.get('/api/issues/latest');
  expect(response.ok()).toBe(true);
  return (await response.json()) as IssueWithArticles;
}

const cards = (page: Page) => page.locator('main article[data-size]');

for (const viewport of [{ width: 375, height: 800 }, { width: 1440, height: 900 }]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows the latest edition: number, long Catalan date, article count and the card grid', async ({ page }) => {
      const { issue, articles } = await latest(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
      // Not "d'aquest mes": the demo's latest edition is of January 2024.
      await expect(page.getByText('L’última edició', { exact: true })).toBeVisible();
      await expect(page.getByText(formatLongDate(issue.publicationDate), { exact: true })).toBeVisible();
      await expect(page.getByText(`${articles.length} articles`, { exact: true })).toBeVisible();
      await expect(cards(page)).toHaveCount(articles.length);

      // Sizes follow the ten-step pattern; each card links to /{section}/{url}.
      const sizes = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-size')));
      expect(sizes).toEqual(articles.map((_, i) => CARD_SIZE_PATTERN[i % 10]));
      for (const [i, article] of articles.slice(0, 3).entries()) {
        await expect(cards(page).nth(i).getByRole('link')).toHaveAttribute('href', `/${article.section}/${article.url}`);
      }
      // No card spills out of the page.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('home on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('large cards keep at most 2750 characters of summary and medium ones 600', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    const lengths = await cards(page).evaluateAll((els) =>
      els.map((el) => ({
        size: el.getAttribute('data-size'),
        length: (el.querySelector('[class*="summary"]')?.textContent ?? '').length,
      })),
    );
    for (const { size, length } of lengths) {
      if (size === 'large') expect(length).toBeLessThanOrEqual(2751);
      if (size === 'medium') expect(length).toBeLessThanOrEqual(601);
    }
    expect(lengths.some(({ length }) => length > 0)).toBe(true);
  });

  test('credits the cover illustration with a link to the artist', async ({ page }) => {
    const { issue } = await latest(page);
    expect(issue.coverCredit, 'the demo magazine credits its covers').toBeDefined();
    await page.goto('/');
    const cover = page.getByRole('region', { name: 'Il·lustració portada' });
    await expect(cover.getByRole('heading', { name: 'Il·lustració portada' })).toBeVisible();
    await expect(cover).toContainText(`Fragment de la pintura «${issue.coverCredit!.artwork}», ${ofName(issue.coverCredit!.artist, '’')}.`);
    const link = cover.getByRole('link', { name: new RegExp(issue.coverCredit!.artist) });
    await expect(link).toHaveAttribute('href', issue.coverCredit!.profileUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('shows the logo with "Carregant..." while the edition loads', async ({ page }) => {
    await drawInBrowser(page);
    const answer = door();
    await page.route('**/api/issues/latest', async (route) => {
      await answer.passed;
      await route.continue();
    });
    await page.goto('/');
    const status = page.getByRole('status').filter({ hasText: 'Carregant...' });
    await expect(status).toBeVisible();
    await expect(status.locator('svg')).toBeVisible();
    answer.release();
    await expect(page.getByRole('heading', { level: 1, name: /^Número \d+$/ })).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  test('a failing API shows "Error" with the message, and "Tornar a provar" reloads the page', async ({ page }) => {
    await drawInBrowser(page);
    await page.route('**/api/issues/latest', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText('Error carregant les dades. Si us plau, torna-ho a provar.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/issues/latest');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: /^Número \d+$/ })).toBeVisible();
  });

  test('an edition without articles says so', async ({ page }) => {
    await drawInBrowser(page);
    const { issue } = await latest(page);
    await page.route('**/api/issues/latest', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ issue, articles: [] }) }),
    );
    await page.goto('/');
    await expect(page.getByText('No hi ha articles disponibles.', { exact: true })).toBeVisible();
    await expect(page.getByText('0 articles', { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a card image that fails to load is replaced by the placeholder, in the same box', async ({ page }) => {
    const { articles } = await latest(page);
    const first = articles.find((a) => a.imageCard);
    expect(first, 'the demo magazine has card images').toBeDefined();
    // The image and its right-sized versions (?w=) all fail.
    await page.route(`**/api/images/${encodeURIComponent(first!.imageCard!)}*`, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const card = cards(page).filter({ has: page.locator(`a[href="/${first!.section}/${first!.url}"]`) });
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', '/placeholder-image.svg');
    await expect(img).toHaveAttribute('width', /\d+/);
    const box = await img.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(50);
  });
});
