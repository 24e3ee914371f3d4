import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { afterTwoFrames } from './frames.js';
import { expectToStayAt, swipe } from './touchSwipe.js';
import { SWIPE } from '../../common/constants.js';
import type { IssueList, IssueWithArticles } from '../../common/types.js';
import { drawInBrowser } from './drawInBrowser.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function latestNumber(page: Page): Promise<number> {
  const body = (await (await page.request.get('/api/issues?limit=1')).json()) as IssueList;
  return body.issues[0]!.number;
}

test.describe('edition page on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("lists the edition's articles under its header, with a link to the PDF view", async ({ page }) => {
    const data = (await (await page.request.get('/api/issues/numberdata/5')).json()) as IssueWithArticles;
    await page.goto('/edicio/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    await expect(page.getByText(`${data.articles.length} articles`)).toBeVisible();
    const links = page.locator('main article h2 a');
    await expect(links).toHaveCount(data.articles.length);
    await expect(links.first()).toHaveAttribute('href', `/${data.articles[0]!.section}/${data.articles[0]!.url}`);
    await expect(page.getByRole('link', { name: "Veure l'edició en PDF" })).toHaveAttribute('href', '/edicio/5/pdf');
    await expectNoAxeViolations(page);
  });

  test('arrows lead to the previous and next editions, and stop at either end', async ({ page }) => {
    const latest = await latestNumber(page);
    await page.goto('/edicio/5');
    await page.getByRole('link', { name: 'Anterior: número 4' }).click();
    await expect(page).toHaveURL(/\/edicio\/4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Número 4' })).toBeVisible();
    await page.getByRole('link', { name: 'Següent: número 5' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();

    // Previous only above number 1 (spec §2); next only below the newest edition.
    await page.goto('/edicio/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Anterior/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Següent: número 2' })).toBeVisible();
    // A back issue's kicker leads to the archive; the newest edition's says it is the newest.
    await expect(page.getByRole('main').getByRole('link', { name: 'Edicions anteriors' }).first()).toHaveAttribute('href', '/arxiu');
    await page.goto(`/edicio/${latest}`);
    await expect(page.getByRole('heading', { level: 1, name: `Número ${latest}` })).toBeVisible();
    await expect(page.getByRole('main').getByText('Última edició', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Següent/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Anterior: número ${latest - 1}` })).toBeVisible();
  });

  test("says 'Número d'edició no vàlid' for a number that is not one", async ({ page }) => {
    await page.goto('/edicio/dotze');
    await expect(page.getByRole('heading', { name: "Número d'edició no vàlid" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edicions anteriors' }).last()).toHaveAttribute('href', '/arxiu');
    await expectNoAxeViolations(page);
  });

  test('shows the load failure with ways back to the archive and home', async ({ page }) => {
    await drawInBrowser(page);
    await page.goto('/edicio/9999');
    await expect(page.getByRole('heading', { name: "Error carregant l'edició" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("L'edició que busques no existeix o no està disponible.")).toBeVisible();
    await expectNoAxeViolations(page);
    const alert = page.getByRole('alert');
    await alert.getByRole('link', { name: "Tornar a l'inici" }).click();
    await expect(page).toHaveURL(/\/$/);

    // A server failure shows the same screen; its archive button leads to /arxiu.
    await page.route('**/api/issues/numberdata/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"x","message":"x"}}' }),
    );
    await page.goto('/edicio/3');
    await expect(page.getByRole('heading', { name: "Error carregant l'edició" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('alert').getByRole('link', { name: 'Edicions anteriors' }).click();
    await expect(page).toHaveURL(/\/arxiu$/);
  });
});

test.describe('edition page on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a left swipe shows "Següent" and opens the next edition; a right swipe goes back', async ({ page }) => {
    await page.goto('/edicio/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    await swipe(page, -160, 10, async () => {
      await expect(page.getByTestId('swipe-overlay')).toHaveText('Següent');
    });
    await expect(page).toHaveURL(/\/edicio\/6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Número 6' })).toBeVisible();

    await swipe(page, 160, -10, async () => {
      await expect(page.getByTestId('swipe-overlay')).toHaveText('Anterior');
    });
    await expect(page).toHaveURL(/\/edicio\/5$/);
  });

  test('short, steep or blocked swipes do not navigate', async ({ page }) => {
    await page.goto('/edicio/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    // Under 50 px sideways, but past the 20 px "swiping" phase: overlay shows, nothing happens.
    await swipe(page, -45, 0, async () => {
      await expect(page.locator('[data-swipe-phase="swiping"]')).toHaveCount(1);
    });
    // Over 100 px down: a scroll, not a swipe.
    await swipe(page, -90, 110);
    // More vertical than horizontal.
    await swipe(page, -70, 80);
    await expectToStayAt(page, /\/edicio\/5$/);

    // At number 1 a right swipe says 'Primera edició' and stays.
    await page.goto('/edicio/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 1' })).toBeVisible();
    await swipe(page, 160, 0, async () => {
      await expect(page.getByTestId('swipe-overlay')).toHaveText('Primera edició');
    });
    await expectToStayAt(page, /\/edicio\/1$/);

    // At the newest edition a left swipe says 'Última edició' and stays.
    const latest = await latestNumber(page);
    await page.goto(`/edicio/${latest}`);
    await expect(page.getByRole('heading', { level: 1, name: `Número ${latest}` })).toBeVisible();
    await swipe(page, -160, 0, async () => {
      await expect(page.getByTestId('swipe-overlay')).toHaveText('Última edició');
    });
    await expectToStayAt(page, new RegExp(`/edicio/${latest}$`));
  });

  test('the swipe hint appears once after 2 s, closes, and is remembered', async ({ page }) => {
    await page.goto('/edicio/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    const hint = page.getByText("Llisca a la dreta o a l'esquerra per canviar d'edició.");
    await expect(hint).toBeHidden();
    await expect(hint).toBeVisible({ timeout: 5_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), SWIPE.hintStorageKey)).not.toBeNull();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Tancar l'avís" }).click();
    await expect(hint).toBeHidden();

    // The page's clock is moved past the hint's delay instead of waiting for it.
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    await page.clock.runFor(SWIPE.hintDelayMs + 800);
    await afterTwoFrames(page);
    await expect(hint).toBeHidden();
  });

  test('a touch dismisses the hint', async ({ page }) => {
    await page.goto('/edicio/7');
    const hint = page.getByText("Llisca a la dreta o a l'esquerra per canviar d'edició.");
    await expect(hint).toBeVisible({ timeout: 5_000 });
    await swipe(page, 5, 0);
    await expect(hint).toBeHidden();
  });

  test('has no horizontal overflow and shows the neighbour links at the foot', async ({ page }) => {
    await page.goto('/edicio/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Número 5' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const nav = page.getByRole('navigation', { name: 'Altres edicions' });
    await expect(nav.getByText('Anterior')).toBeVisible();
    await expect(nav.getByText('Següent')).toBeVisible();
  });
});
