import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';
import { afterTwoFrames } from './frames.js';
import { MAGAZINE } from '../../common/constants.js';

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const header = (page: Page) => page.locator('body > #root header').first();
const sideMenu = (page: Page) => page.getByRole('dialog', { name: 'Menú principal' });

test.describe('chrome on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the header links lead to every section, the authors and the archive', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegació principal' });
    const expected: [string, string][] = [
      ['La Revista', '/'], ['Autors', '/autors'], ['Articles', '/articles'], ['Creació', '/creacio'],
      ['Entrevistes', '/entrevistes'], ['Llibres', '/llibres'], ['Llocs', '/llocs'], ['Recomanacions', '/recomanacions'],
      ['Edicions anteriors', '/arxiu'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await nav.getByRole('link', { name: 'Edicions anteriors' }).click();
    await expect(page).toHaveURL(/\/arxiu$/);
    await expect(nav.getByRole('link', { name: 'Edicions anteriors' })).toHaveAttribute('aria-current', 'page');
  });

  test('the footer carries the description, sections, social links, contact, ISSN, address and year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(MAGAZINE.tagline, { exact: true })).toBeVisible();
    for (const [name, href] of [
      ['Instagram', MAGAZINE.social.instagram], ['Bluesky', MAGAZINE.social.bluesky],
      ['YouTube', MAGAZINE.social.youtube], ['Twitter', MAGAZINE.social.twitter],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
      // They open a new tab, and say so to a screen reader.
      await expect(footer.getByRole('link', { name })).toHaveAccessibleName(`${name} (s’obre en una pestanya nova)`);
    }
    for (const name of ['Articles', 'Creació', 'Entrevistes', 'Llibres', 'Llocs', 'Recomanacions']) {
      await expect(footer.getByRole('navigation', { name: 'Seccions' }).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: MAGAZINE.email })).toHaveAttribute('href', `mailto:${MAGAZINE.email}`);
    await expect(footer).toContainText(`ISSN ${MAGAZINE.issn}`);
    await expect(footer).toContainText('Banyoles');
    await expect(footer).toContainText(MAGAZINE.address);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${MAGAZINE.name}`);
  });

  test('the header hides while scrolling down and returns when scrolling up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Número/ })).toBeVisible();
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 600);
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? 0).toBeLessThan(-10);
    // Five pixels back up is below the threshold: still hidden.
    await page.evaluate(() => window.scrollBy(0, -5));
    await afterTwoFrames(page);
    await expect(header(page)).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(header(page)).toHaveAttribute('data-hidden', 'false');
  });

  test('each path change starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Número/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Llibres', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Llibres' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the edition print view shows neither header nor footer', async ({ page }) => {
    await page.goto('/edicio/1/pdf');
    await expect(page.getByRole('main')).toBeAttached();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('Cercar opens the search overlay', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Cercar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('chrome on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the side menu traps focus, highlights the current page and gives focus back', async ({ page }) => {
    await page.goto('/llibres');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Llibres' })).toBeVisible();
    const burger = page.getByRole('button', { name: 'Obrir el menú' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(sideMenu(page)).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(sideMenu(page).getByRole('link', { name: 'Llibres' })).toHaveAttribute('aria-current', 'page');
    await expect(sideMenu(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(sideMenu(page).getByRole('link')).toHaveText([
      'La revista', 'Articles', 'Creació', 'Entrevistes', 'Llibres', 'Llocs', 'Recomanacions', 'Edicions anteriors', 'Autors',
    ]);
    // Scroll is locked behind the menu.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    // Tab runs through the menu's 10 controls and wraps around without leaving it.
    const focusIsInside = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside()).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside()).toBe(true);

    await page.keyboard.press('Escape');
    await expect(sideMenu(page)).toBeHidden();
    await expect(burger).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('following a side-menu link navigates and closes the menu; the close button and backdrop close it too', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Obrir el menú' });
    await burger.click();
    await sideMenu(page).getByRole('link', { name: 'Autors' }).click();
    await expect(page).toHaveURL(/\/autors$/);
    await expect(sideMenu(page)).toBeHidden();

    await burger.click();
    await expect(sideMenu(page).getByRole('link', { name: 'Autors' })).toHaveAttribute('aria-current', 'page');
    await sideMenu(page).getByRole('button', { name: 'Tancar el menú' }).click();
    await expect(sideMenu(page)).toBeHidden();

    await burger.click();
    await expect(sideMenu(page)).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(sideMenu(page)).toBeHidden();
  });

  test('the skip link jumps to the content', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Salta al contingut' });
    // The static boot view has no links: a reader's first Tab reaches the skip link once the app is drawn.
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contingut')).toBeFocused();
  });

  test('the chrome fits a phone and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Número/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: 'Cercar' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
