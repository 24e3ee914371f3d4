import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { foldAccents } from '../../common/authors.js';
import { htmlToPlainLine } from '../../common/html.js';
import type { IssueList, IssueSummary } from '../../common/types.js';
import { drawInBrowser, waitForHydration } from './drawInBrowser.js';
import { door } from './held.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function allIssues(page: Page): Promise<{ issues: IssueSummary[]; total: number }> {
  const response = await page.request.get('/api/issues?limit=1000');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as IssueList;
  return { issues: body.issues, total: body.pagination.total };
}

const count = (page: Page) => page.getByTestId('archive-count');
const cards = (page: Page) => page.locator('article[data-number]');

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`without JavaScript at ${viewport.width} px, the year and text filters work as forms`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    const { issues, total } = await allIssues(page);
    const year = issues[Math.floor(issues.length / 2)]!.year;
    const ofYear = issues.filter((i) => i.year === year);
    const target = ofYear[0]!;
    const word = target.title.replace(/<[^>]+>/g, '').split(/\s+/).sort((a, b) => b.length - a.length)[0]!;

    await page.goto('/arxiu?vista=graella');
    // The filters are in the page, also on a phone, where only the code could open their drawer.
    const sidebar = page.getByRole('complementary');
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtres/ })).toBeHidden();
    // As are the view's buttons, which only the code could run (the address chose the grid).
    await expect(page.getByRole('group', { name: 'Vista' })).toBeHidden();

    await sidebar.getByRole('button', { name: String(year), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]any=${year}(&|$)`));
    await expect(count(page)).toHaveText(`${ofYear.length} de ${total} edicions`);
    await expect(sidebar.getByRole('button', { name: String(year), exact: true })).toHaveAttribute('aria-pressed', 'true');

    await sidebar.getByLabel('Cerca per títol o descripció').fill(word);
    await sidebar.getByLabel('Cerca per títol o descripció').press('Enter');
    await expect(cards(page).filter({ has: page.locator(`a[href="/edicio/${target.number}"]`) })).toHaveCount(1);
    const shown = new URL(page.url()).searchParams;
    expect([shown.get('q'), shown.get('any'), shown.get('vista')]).toEqual([word, String(year), 'graella']);
    expect(await cards(page).count()).toBeLessThanOrEqual(ofYear.length);

    await sidebar.getByRole('button', { name: 'Tots els anys' }).click();
    await expect(sidebar.getByRole('button', { name: 'Tots els anys' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar.getByLabel('Cerca per títol o descripció')).toHaveValue(word);
    await context.close();
  });
}

test.describe('archive on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists every edition, newest first, and counts them', async ({ page }) => {
    const { issues, total } = await allIssues(page);
    await page.goto('/arxiu');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Arxiu' })).toBeVisible();
    await expect(page.getByText('des de 2020')).toBeVisible();
    await expect(count(page)).toHaveText(`${total} edicions disponibles`);
    await expect(cards(page)).toHaveCount(issues.length);
    const numbers = await cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-number'))));
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    // Number 0 and every January issue get the large card; no other does.
    const largeExpected = issues.filter((i) => i.number === 0 || i.publicationDate.slice(5, 7) === '01').map((i) => i.number);
    const largeShown = await page.locator('article[data-large="true"]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-number'))));
    expect(largeShown.sort((a, b) => a - b)).toEqual(largeExpected.sort((a, b) => a - b));
    await expectNoAxeViolations(page);
  });

  test('filters by year and text together, and "Netejar filtres" resets both', async ({ page }) => {
    const { issues, total } = await allIssues(page);
    const year = issues[Math.floor(issues.length / 2)]!.year;
    const ofYear = issues.filter((i) => i.year === year);
    await page.goto('/arxiu');
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary');

    await sidebar.getByRole('button', { name: String(year), exact: true }).click();
    await expect(count(page)).toHaveText(`${ofYear.length} de ${total} edicions`);
    await expect(cards(page)).toHaveCount(ofYear.length);
    await expect(sidebar.getByRole('button', { name: String(year), exact: true })).toHaveAttribute('aria-pressed', 'true');

    // A word from one edition's title narrows the year to the editions whose title or description
    // holds it, accents and case aside. The count follows the address at once and the cards a
    // moment later (a deferred list): both are awaited, never read while the year's list stands.
    const target = ofYear[0]!;
    const word = htmlToPlainLine(target.title).split(' ').sort((a, b) => b.length - a.length)[0]!;
    const holding = ofYear.filter((i) => foldAccents(`${htmlToPlainLine(i.title)} ${htmlToPlainLine(i.description)}`).includes(foldAccents(word)));
    await sidebar.getByLabel('Cerca per títol o descripció').fill(word);
    await expect(count(page)).toHaveText(`${holding.length} de ${total} edicions`);
    await expect(cards(page)).toHaveCount(holding.length);
    await expect(cards(page).filter({ has: page.locator(`a[href="/edicio/${target.number}"]`) })).toHaveCount(1);

    await sidebar.getByRole('button', { name: 'Netejar filtres' }).click();
    await expect(count(page)).toHaveText(`${total} edicions disponibles`);
    await expect(sidebar.getByLabel('Cerca per títol o descripció')).toHaveValue('');
    await expect(sidebar.getByRole('button', { name: 'Tots els anys' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows "No s\'han trobat edicions" when nothing matches', async ({ page }) => {
    await page.goto('/arxiu');
    await waitForHydration(page);
    await page.getByRole('complementary').getByLabel('Cerca per títol o descripció').fill('xilofonsquerrosos');
    await expect(page.getByText("No s'han trobat edicions")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('switches between the timeline and the grid, with at most four section chips', async ({ page }) => {
    const { issues } = await allIssues(page);
    await page.goto('/arxiu');
    await waitForHydration(page);
    await expect(page.locator('[data-view="list"]')).toBeVisible();
    await waitForHydration(page);
    // The timeline is grouped under year headings.
    await expect(page.getByRole('heading', { level: 3, name: String(issues[0]!.year) })).toBeVisible();
    await expect(page.locator('article[data-number] li')).toHaveCount(0);

    await page.getByRole('button', { name: 'Graella' }).click();
    await expect(page.getByRole('button', { name: 'Graella' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-view="grid"]')).toBeVisible();
    for (const issue of issues.slice(0, 6)) {
      const card = page.locator(`article[data-number="${issue.number}"]`);
      await expect(card.getByRole('listitem')).toHaveCount(Math.min(4, issue.sections.length));
      await expect(card).toContainText(`Número ${issue.number}`);
      await expect(card).toContainText(`${issue.totalArticles} article`);
    }
    await expectNoAxeViolations(page);

    // A card opens its edition.
    const first = issues[0]!;
    await page.locator(`a[href="/edicio/${first.number}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/edicio/${first.number}$`));
  });

  test('links to the six sections', async ({ page }) => {
    await page.goto('/arxiu');
    await waitForHydration(page);
    const sections = page.getByRole('complementary').getByRole('navigation', { name: 'Explora per seccions' });
    for (const [name, href] of [
      ['Articles', '/articles'], ['Creació', '/creacio'], ['Entrevistes', '/entrevistes'],
      ['Llibres', '/llibres'], ['Llocs', '/llocs'], ['Recomanacions', '/recomanacions'],
    ]) {
      await expect(sections.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('shows "Carregant arxiu..." while loading and an error with a working retry', async ({ page }) => {
    await drawInBrowser(page);
    let fail = true;
    const answers = door();
    await page.route((url) => url.pathname === '/api/issues', async (route) => {
      await answers.passed;
      if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"x","message":"x"}}' });
      else await route.continue();
    });
    await page.goto('/arxiu');
    await waitForHydration(page);
    await expect(page.getByText('Carregant arxiu...')).toBeVisible();
    answers.release();
    await expect(page.getByRole('heading', { name: "Error carregant l'arxiu" })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    fail = false;
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(count(page)).toContainText('edicions disponibles');
  });
});

test.describe('archive on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens the filters in a full-screen drawer that locks the page and traps focus', async ({ page }) => {
    const { issues, total } = await allIssues(page);
    await page.goto('/arxiu');
    await waitForHydration(page);
    await expect(count(page)).toHaveText(`${total} edicions disponibles`);
    // The sidebar is not shown on a phone; the toggle is.
    await expect(page.getByRole('complementary')).toBeHidden();
    const toggle = page.getByRole('button', { name: /^Filtres/ });

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Filtres' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    // Tab never leaves the drawer.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    // Escape closes it, gives the page its scroll back and focus back to the toggle.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Choosing a year and "Aplicar filtres" filters the list.
    const year = issues[issues.length - 1]!.year;
    const ofYear = issues.filter((i) => i.year === year).length;
    await toggle.click();
    await drawer.getByRole('button', { name: String(year), exact: true }).click();
    await drawer.getByRole('button', { name: 'Aplicar filtres' }).click();
    await expect(drawer).toBeHidden();
    await expect(count(page)).toHaveText(`${ofYear} de ${total} edicions`);
    await expect(toggle).toContainText('1');
  });

  test('fits the phone width in both views', async ({ page }) => {
    await page.goto('/arxiu');
    await waitForHydration(page);
    await expect(cards(page).first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Graella' }).click();
    await expect(page.locator('[data-view="grid"]')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
