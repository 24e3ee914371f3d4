import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Author, AuthorList, AuthorStats } from '../../common/types.js';
import { drawInBrowser, waitForHydration } from './drawInBrowser.js';
import { door } from './held.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The most prolific author: enough articles for a second page. */
async function prolificAuthor(page: Page): Promise<Author> {
  const list = await api<AuthorList>(page, '/api/authors?limit=1&sort=articles');
  return api<Author>(page, `/api/authors/slug/${list.authors[0]!.slug}`);
}

const isAuthorArticles = (url: URL) => /^\/api\/authors\/slug\/[^/]+\/articles$/.test(url.pathname);
const items = (page: Page) => page.locator('#articles li');

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 740 }]) {
  test.describe(`author profile at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows the header, the pills and the "Sobre" tab first', async ({ page }) => {
      const author = await prolificAuthor(page);
      await page.goto(`/autor/${author.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
      const pills = page.getByRole('list', { name: 'En xifres' });
      await expect(pills).toContainText(`${author.stats.totalArticles} articles`);
      await expect(pills).toContainText(`Des de ${author.stats.firstPublication!.slice(0, 4)}`);
      if (author.specialties[0]) await expect(pills).toContainText(author.specialties[0]);

      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(['Sobre', 'Articles', 'Estadístiques']);
      await expect(page.getByRole('tab', { name: 'Sobre' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#sobre')).toBeVisible();
      await expect(page.locator('#articles')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('author profile tabs', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('without JavaScript, the profile reads as "Sobre" with no tabs that would do nothing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/autor/laia-vilardell-puigvert');
    await expect(page.getByRole('heading', { level: 1, name: 'Laia Vilardell Puigvert' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByText('Llicenciatura en Filologia Catalana', { exact: false })).toBeVisible();
    await context.close();
  });

  test('"Sobre" shows education, awards, specialties and links that open in a new tab', async ({ page }) => {
    const listed = await api<AuthorList>(page, '/api/authors?limit=1000');
    // The directory lists summaries: each profile comes by slug.
    const all = { authors: await Promise.all(listed.authors.map((a) => api<Author>(page, `/api/authors/slug/${a.slug}`))) };
    const full = all.authors.find((a) => a.education.length > 0 && a.awards.length > 0 && a.contact.twitter)!;
    await page.goto(`/autor/${full.slug}`);
    const about = page.locator('#sobre');
    const education = full.education[0]!;
    await expect(about.getByRole('heading', { name: 'Formació' })).toBeVisible();
    await expect(about).toContainText(`${education.degree} - ${education.institution}${education.year ? ` (${education.year})` : ''}`);
    await expect(about.getByRole('heading', { name: 'Premis i reconeixement' })).toBeVisible();
    await expect(about).toContainText(full.awards[0]!.name);
    await expect(about.getByRole('heading', { name: 'Especialitats' })).toBeVisible();
    await expect(about.getByRole('heading', { name: 'Enllaços' })).toBeVisible();
    const twitter = about.locator(`a[href="https://twitter.com/${full.contact.twitter!.replace(/^@/, '')}"]`);
    await expect(twitter).toHaveAttribute('target', '_blank');
    await expect(twitter).toHaveAttribute('rel', /noopener/);

    // An author without contact data has no 'Enllaços' section at all.
    const silent = all.authors.find((a) => !a.contact.website && !a.contact.twitter && !a.contact.linkedin);
    if (silent) {
      await page.goto(`/autor/${silent.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: silent.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Enllaços' })).toHaveCount(0);
    }
  });

  test('articles load only when their tab opens, and "Carregar més articles" appends the next 12', async ({ page }) => {
    const author = await prolificAuthor(page);
    expect(author.stats.totalArticles).toBeGreaterThan(12);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isAuthorArticles(new URL(request.url()))) requested.push(request.url());
    });
    // The second page is held until its button has said it is loading.
    let holdNextPage = false;
    const nextPage = door();
    await page.route(isAuthorArticles, async (route) => {
      if (holdNextPage) await nextPage.passed;
      await route.continue();
    });

    await page.goto(`/autor/${author.slug}`);
    // The heading paints after the profile's answer; a query enabled on mount would have gone out before it.
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    expect(requested).toEqual([]);

    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Articles' }).click();
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    await expect(items(page)).toHaveCount(12);
    await expect(items(page).first()).toContainText(/Edició \d+/);
    const firstTitles = await items(page).locator('h2').allTextContents();
    await expectNoAxeViolations(page);

    holdNextPage = true;
    await page.getByRole('button', { name: 'Carregar més articles' }).click();
    await expect(page.getByRole('button', { name: 'Carregant...' })).toBeVisible();
    nextPage.release();
    await expect(items(page)).toHaveCount(Math.min(24, author.stats.totalArticles));
    // Appended, not replaced.
    expect((await items(page).locator('h2').allTextContents()).slice(0, 12)).toEqual(firstTitles);
    expect(requested.some((url) => url.includes('page=2'))).toBe(true);

    // A card opens its article.
    const href = await items(page).first().getByRole('link').getAttribute('href');
    await items(page).first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('"Encara no hi ha articles publicats" when the author has none', async ({ page }) => {
    const author = await prolificAuthor(page);
    await page.route(isAuthorArticles, (route) =>
      route.fulfill({ json: { articles: [], pagination: { page: 1, pages: 1, total: 0, limit: 12 } } }),
    );
    await page.goto(`/autor/${author.slug}#articles`);
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Encara no hi ha articles publicats')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Carregar més articles' })).toHaveCount(0);
  });

  test('"Estadístiques" shows totals, years and a bar per section and per year', async ({ page }) => {
    const author = await prolificAuthor(page);
    const stats = await api<AuthorStats>(page, `/api/authors/slug/${author.slug}/stats`);
    await page.goto(`/autor/${author.slug}`);
    await waitForHydration(page);
    // Keyboard: arrows move along the tabs.
    await page.getByRole('tab', { name: 'Sobre' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name: 'Estadístiques' });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('#estadistiques');
    await expect(panel.getByText('Articles publicats')).toBeVisible();
    await expect(panel.locator('dd').first()).toHaveText(String(stats.totalArticles));
    await expect(panel).toContainText(String(stats.firstPublication));
    await expect(panel).toContainText(String(stats.lastPublication));
    await expect(panel.getByRole('region', { name: 'Articles per secció' }).locator('dt')).toHaveCount(stats.sectionStats.length);
    await expect(panel.getByRole('region', { name: 'Articles per any' }).locator('dt')).toHaveCount(stats.yearStats.length);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'Sobre' })).toHaveAttribute('aria-selected', 'true');
  });

  test('an unknown author says "Autor no trobat" with a way back', async ({ page }) => {
    await page.goto('/autor/ningu-que-existeixi');
    await expect(page.getByRole('heading', { name: 'Autor no trobat' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Tornar a autors' }).click();
    await expect(page).toHaveURL(/\/autors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autors' })).toBeVisible();
  });

  test("a server failure says \"Error carregant l'autor\" and can retry", async ({ page }) => {
    await drawInBrowser(page);
    const author = await prolificAuthor(page);
    let fail = true;
    await page.route(`**/api/authors/slug/${author.slug}`, async (route) => {
      if (fail) await route.fulfill({ status: 500, json: { error: { code: 'x', message: 'x' } } });
      else await route.continue();
    });
    await page.goto(`/autor/${author.slug}`);
    await expect(page.getByRole('heading', { name: "Error carregant l'autor" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Tornar a autors' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  });
});
