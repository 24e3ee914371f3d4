import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { authorColor, authorInitials } from '../../common/authors.js';
import type { AuthorList } from '../../common/types.js';
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

const pager = (page: Page) => page.getByRole('navigation', { name: 'Paginació dels autors' });
const cards = (page: Page) => page.locator('main article');
const names = (page: Page) => page.locator('main article h2');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Cerca autors/ });

for (const viewport of [{ width: 1440, height: 900 }, { width: 375, height: 740 }]) {
  test.describe(`authors directory at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shows 18 authors a page, with photo or initials, and pages through them', async ({ page }) => {
      const all = await api<AuthorList>(page, '/api/authors?limit=1000&sort=name');
      const total = all.pagination.total;
      const pages = Math.ceil(total / 18);
      expect(pages).toBeGreaterThan(1);
      await page.goto('/autors');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Autors' })).toBeVisible();
      await expect(cards(page)).toHaveCount(18);
      await expect(page.getByText(`Pàgina 1 de ${pages}`)).toBeVisible();
      await expect(pager(page).getByText('Anterior')).toHaveAttribute('aria-disabled', 'true');
      // Each card: a link to the profile, the article count, photo or initials.
      const first = all.authors[0]!;
      const firstCard = cards(page).filter({ hasText: first.name });
      await expect(firstCard.getByRole('link', { name: first.name })).toHaveAttribute('href', `/autor/${first.slug}`);
      await expect(firstCard).toContainText(`${first.stats.totalArticles} article`);
      await expect(firstCard.locator(first.photo ? 'img' : '[data-testid="author-initials"]')).toBeVisible();
      // Without a photo: the initials in a circle of the author's own colour.
      const plain = all.authors.slice(0, 18).find((a) => !a.photo);
      if (plain) {
        const circle = cards(page).filter({ hasText: plain.name }).getByTestId('author-initials');
        await expect(circle).toHaveText(authorInitials(plain.name));
        const colour = await circle.evaluate((el) => getComputedStyle(el).backgroundColor);
        expect(colour).toBe(await page.evaluate((c) => {
          const probe = document.createElement('span');
          probe.style.backgroundColor = c;
          document.body.append(probe);
          const value = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return value;
        }, authorColor(plain.name)));
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);

      await pager(page).getByRole('link', { name: 'Següent' }).click();
      await expect(page).toHaveURL(/\/autors\?page=2$/);
      await expect(page.getByText(`Pàgina 2 de ${pages}`)).toBeVisible();
      await expect(cards(page).filter({ hasText: first.name })).toHaveCount(0);
      await expect(pager(page).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/autors');
      // Back returns to the first page.
      await page.goBack();
      await expect(page.getByText(`Pàgina 1 de ${pages}`)).toBeVisible();
      await expect(cards(page).filter({ hasText: first.name })).toHaveCount(1);
    });
  });
}

test.describe('authors directory filters', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('search narrows the list after typing, resets to page 1 and can be cleared', async ({ page }) => {
    const all = await api<AuthorList>(page, '/api/authors?limit=1000&sort=name');
    const someone = all.authors[all.authors.length - 1]!;
    const surname = someone.name.split(' ').slice(-1)[0]!;
    const expected = await api<AuthorList>(page, `/api/authors?limit=18&search=${encodeURIComponent(surname)}`);

    await page.goto('/autors');

    await waitForHydration(page);
    await pager(page).getByRole('link', { name: 'Següent' }).click();
    await expect(page.getByText(/^Pàgina 2 de/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Netejar filtres' })).toHaveCount(0);

    await searchBox(page).fill(surname);
    await expect(names(page)).toHaveCount(expected.pagination.total);
    await expect(names(page).filter({ hasText: someone.name })).toHaveCount(1);
    await expect(page.getByText(/^Pàgina 2 de/)).toHaveCount(0);
    // The address names the search and no longer page 2: a reload or a shared link shows what is on screen.
    await expect.poll(() => [...new URL(page.url()).searchParams]).toEqual([['q', surname]]);

    await page.getByRole('link', { name: 'Netejar filtres' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(18);
    await expect(page.getByText(/^Pàgina 1 de/)).toBeVisible();
  });

  test('the Cerca button searches at once; no match says "Cap autor trobat"', async ({ page }) => {
    await page.goto('/autors');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(18);
    await searchBox(page).fill('zqxjw');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByText('Cap autor trobat')).toBeVisible();
    await expect(page.getByText('Prova amb altres criteris de cerca')).toBeVisible();
    await expectNoAxeViolations(page);
    // Emptying the box brings the whole list back.
    await searchBox(page).fill('');
    await expect(cards(page)).toHaveCount(18);
  });

  test('a specialty chip filters, and clicking it again clears it', async ({ page }) => {
    const { specialties } = await api<{ specialties: { name: string; count: number }[] }>(page, '/api/authors/specialties');
    const chip = specialties.find((s) => s.count > 1 && s.count <= 18)!;
    await page.goto('/autors');
    await waitForHydration(page);
    const button = page.getByRole('group', { name: 'Especialitats' }).getByRole('button', { name: chip.name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(chip.count);
    await expect(page.getByText(/^Pàgina \d+ de/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Netejar filtres' })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(18);
    await expect(page.getByRole('link', { name: 'Netejar filtres' })).toHaveCount(0);
  });

  test('sorting by most articles puts the most prolific author first', async ({ page }) => {
    const byArticles = await api<AuthorList>(page, '/api/authors?limit=18&sort=articles');
    const recent = await api<AuthorList>(page, '/api/authors?limit=18&sort=recent');
    await page.goto('/autors');
    await waitForHydration(page);
    const sort = page.getByLabel('Ordena per');
    await sort.selectOption({ label: 'Més articles' });
    await expect(names(page).first()).toHaveText(byArticles.authors[0]!.name);
    await expect(page.getByRole('link', { name: 'Netejar filtres' })).toBeVisible();
    await sort.selectOption({ label: 'Més recents' });
    await expect(names(page).first()).toHaveText(recent.authors[0]!.name);
    await page.getByRole('link', { name: 'Netejar filtres' }).click();
    await expect(sort).toHaveValue('name');
  });

  test('without JavaScript, the form searches, a chip filters, the sort orders and the pages keep them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const { specialties } = await api<{ specialties: { name: string; count: number }[] }>(page, '/api/authors/specialties');
    const chip = specialties.find((s) => s.count > 1 && s.count <= 18)!;
    const byArticles = await api<AuthorList>(page, '/api/authors?limit=18&sort=articles');

    await page.goto('/autors');
    const button = page.getByRole('group', { name: 'Especialitats' }).getByRole('button', { name: chip.name, exact: true });
    await button.click();
    expect(new URL(page.url()).searchParams.get('especialitat')).toBe(chip.name);
    await expect(page.getByRole('group', { name: 'Especialitats' }).getByRole('button', { name: chip.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(chip.count);
    // The active chip clears itself.
    await page.getByRole('group', { name: 'Especialitats' }).getByRole('button', { name: chip.name, exact: true }).click();
    await expect(cards(page)).toHaveCount(18);

    await page.getByLabel('Ordena per').selectOption({ label: 'Més articles' });
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(names(page).first()).toHaveText(byArticles.authors[0]!.name);
    await pager(page).getByRole('link', { name: 'Següent' }).click();
    await expect(page).toHaveURL(/ordre=articles&page=2$/);
    await expect(page.getByLabel('Ordena per')).toHaveValue('articles');

    await searchBox(page).fill('zqxjw');
    await page.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(page.getByText('Cap autor trobat')).toBeVisible();
    await page.getByRole('link', { name: 'Netejar filtres' }).click();
    await expect(page).toHaveURL(/\/autors$/);
    await expect(cards(page)).toHaveCount(18);
    await expect(searchBox(page)).toHaveValue('');
    await context.close();
  });

  test('says "Encara no hi ha autors registrats" when the magazine has none', async ({ page }) => {
    await drawInBrowser(page);
    await page.route((url) => url.pathname === '/api/authors', (route) =>
      route.fulfill({ json: { authors: [], pagination: { page: 1, pages: 1, total: 0, limit: 18 } } }),
    );
    await page.goto('/autors');
    await waitForHydration(page);
    await expect(page.getByText('Encara no hi ha autors registrats')).toBeVisible();
    await expect(page.getByText('Prova amb altres criteris de cerca')).toHaveCount(0);
  });

  test('an address past the last page says where the list ends, not that there are no authors', async ({ page }) => {
    await page.goto('/autors?page=9');
    await expect(page.getByText('No hi ha tants autors')).toBeVisible();
    await expect(page.getByText('Encara no hi ha autors registrats')).toHaveCount(0);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Anar a l’última pàgina' }).click();
    await expect(page).toHaveURL(/\/autors\?page=2$/);
    await expect(page.getByText('Pàgina 2 de 2')).toBeVisible();
  });

  test('shows the loading state, then errors for the list and for a search, with a working retry', async ({ page }) => {
    await drawInBrowser(page);
    const someone = (await api<AuthorList>(page, '/api/authors?limit=1&sort=articles')).authors[0]!;
    const surname = someone.name.split(' ').slice(-1)[0]!;
    let fail = true;
    const answers = door();
    await page.route((url) => url.pathname === '/api/authors', async (route) => {
      await answers.passed;
      if (fail) await route.fulfill({ status: 500, json: { error: { code: 'x', message: 'x' } } });
      else await route.continue();
    });
    await page.goto('/autors');
    await waitForHydration(page);
    await expect(page.getByRole('status').getByText('Carregant...')).toBeVisible();
    answers.release();
    await expect(page.getByRole('heading', { name: 'Error carregant els autors' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);

    await searchBox(page).fill(surname);
    await expect(page.getByRole('heading', { name: 'Error cercant els autors' })).toBeVisible({ timeout: 20_000 });

    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(names(page).filter({ hasText: someone.name })).toBeVisible();
  });
});
