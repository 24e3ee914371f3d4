import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ofName } from '../../common/elision.js';
import { SECTION_DESCRIPTIONS, SECTION_KEYS, SECTION_NAMES, type SectionKey } from '../../common/sections.js';
import type { ArticleList } from '../../common/types.js';
import { drawInBrowser, waitForHydration } from './drawInBrowser.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function sectionTotal(page: Page, section: SectionKey): Promise<number> {
  const response = await page.request.get(`/api/articles?section=${section}&limit=1`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ArticleList).pagination.total;
}

/** The section with the most articles: the longest infinite scroll. */
async function largestSection(page: Page): Promise<{ section: SectionKey; total: number }> {
  let best = { section: SECTION_KEYS[0] as SectionKey, total: -1 };
  for (const section of SECTION_KEYS) {
    const total = await sectionTotal(page, section);
    if (total > best.total) best = { section, total };
  }
  return best;
}

const items = (page: Page) => page.locator('main li article');
const emptyPage = JSON.stringify({ articles: [], pagination: { page: 1, pages: 1, total: 0, limit: 12 } });

test.describe('section pages on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('each of the six sections has its title, description and header highlight', async ({ page }) => {
    for (const section of SECTION_KEYS) {
      await page.goto(`/${section}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: SECTION_NAMES[section] })).toBeVisible();
      await expect(page.getByText(SECTION_DESCRIPTIONS[section])).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navegació principal' }).getByRole('link', { name: SECTION_NAMES[section], exact: true }))
        .toHaveAttribute('aria-current', 'page');
    }
  });

  test('scrolls to the end of a section, twelve at a time, and says when all are seen', async ({ page }) => {
    const { section, total } = await largestSection(page);
    expect(total, 'the demo needs a section longer than one page').toBeGreaterThan(12);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/articles?`)) requested.push(request.url());
    });

    await page.goto(`/${section}`);
    await waitForHydration(page);
    await expect(items(page)).toHaveCount(12);
    await expect(page.getByText('Scroll per veure més')).toBeVisible();
    // Cards carry the date and the "Per {author}" byline.
    await expect(items(page).first().getByText(/^Per /)).toBeVisible();
    await expect(items(page).first().getByText(/\d{4}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    const end = page.getByText(`Has vist tots els articles ${ofName(SECTION_NAMES[section])} (${total} articles)`);
    // Scroll until the list says it is complete; each poll scrolls once more.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return end.isVisible();
      }, { timeout: 45_000 })
      .toBe(true);
    await expect(items(page)).toHaveCount(total);
    await expect(page.getByText('Scroll per veure més')).toHaveCount(0);

    const pages = requested.map((url) => new URL(url).searchParams);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((p) => p.get('limit') === '12' && p.get('section') === section)).toBe(true);
    // Page 1 arrives drawn in the HTML; the browser asks for the rest.
    expect(pages.map((p) => Number(p.get('page')))).toEqual(Array.from({ length: Math.ceil(total / 12) - 1 }, (_, i) => i + 2));
    // Every article appears once.
    const hrefs = await items(page).locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(total);
  });

  test('shows "Carregant més articles..." while the next page loads', async ({ page }) => {
    const { section } = await largestSection(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/articles\?.*page=2/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/${section}`);
    await waitForHydration(page);
    await expect(items(page)).toHaveCount(12);
    await page.mouse.wheel(0, 20000);
    await expect(page.getByText('Carregant més articles...')).toBeVisible();
    release();
    await expect(items(page)).not.toHaveCount(12);
    await expect(page.getByText('Carregant més articles...')).toHaveCount(0);
  });

  test('an empty section says "No hi ha articles disponibles"', async ({ page }) => {
    await drawInBrowser(page);
    await page.route(/\/api\/articles\?/, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: emptyPage }));
    await page.goto('/llocs');
    await waitForHydration(page);
    await expect(page.getByText('No hi ha articles disponibles', { exact: true })).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByText('Scroll per veure més')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failing page shows the error, and "Tornar a provar" loads it', async ({ page }) => {
    await drawInBrowser(page);
    let fail = true;
    await page.route(/\/api\/articles\?/, (route) => (fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto('/creacio');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Error' })).toBeVisible();
    await expect(page.getByText('Error carregant les dades. Si us plau, torna-ho a provar.')).toBeVisible();
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(items(page).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Error' })).toHaveCount(0);
  });

  test('moving to another section starts its own list', async ({ page }) => {
    await page.goto('/llibres');
    await waitForHydration(page);
    await expect(items(page).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Navegació principal' }).getByRole('link', { name: 'Entrevistes', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrevistes' })).toBeVisible();
    // The heading changes at once; the new list arrives with its request, so wait for it.
    await expect(items(page).first().locator('p').first()).toContainText('Entrevistes');
    const hrefs = await items(page).locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/entrevistes/'))).toBe(true);
  });
});

test.describe('section pages on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('one column without overflow, and axe finds nothing', async ({ page }) => {
    await page.goto('/recomanacions');
    await waitForHydration(page);
    await expect(items(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test("'Scroll per veure més', a link, is a target of at least 24 × 24 px (WCAG 2.2)", async ({ page }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/llibres');
      const box = await page.getByRole('link', { name: 'Scroll per veure més' }).boundingBox();
      expect(box, `${width} px`).not.toBeNull();
      expect(box!.height, `${width} px`).toBeGreaterThanOrEqual(24);
      expect(box!.width, `${width} px`).toBeGreaterThanOrEqual(24);
    }
  });
});
