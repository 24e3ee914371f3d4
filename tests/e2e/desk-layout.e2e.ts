/**
 * The article editor's layout in Chromium, at the widths staff use: the reader's preview is laid
 * out at a phone's and a desktop's width (scaled to its column) and never slides over 'Pàgines
 * impreses' as the form scrolls (1440 and 1024 px, where they sit beside the form, and 375 px,
 * where they follow it), and at 375 px nothing is wider than the screen.
 * It only reads, on the longest article of a demo edition.
 */
import type { Locator } from '@playwright/test';
import type { DeskEdition } from '../../common/api/desk.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';

test.setTimeout(120_000);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Whether two boxes share any area (touching edges do not count). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await box(a), await box(b)];
  return one.x < two.x + two.width - 1 && two.x < one.x + one.width - 1 && one.y < two.y + two.height - 1 && two.y < one.y + one.height - 1;
}

for (const width of [1440, 1024, 375]) {
  test(`at ${width} px the reader's preview keeps a reader's width and never covers the printed pages`, async ({ page, request }) => {
    const edition = (await (await request.get('/api/admin/desk/editions/12', { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })).json()) as DeskEdition;
    const longest = [...edition.articles].sort((a, b) => JSON.stringify(b.article.text).length - JSON.stringify(a.article.text).length)[0]!;

    await page.setViewportSize({ width, height: 900 });
    await signInAtDesk(page);
    await page.goto(`/redaccio/article/${longest.article._id}`);
    const preview = page.getByRole('region', { name: 'Previsualització', exact: true });
    const printed = page.getByTestId('print-preview');
    await expect(printed).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });

    for (const [widthLabel, readerWidth] of [['Mòbil', 375], ['Escriptori', 1280]] as const) {
      await preview.getByRole('button', { name: widthLabel }).click();
      // The reader's page is laid out at the phone's or the desktop's width, whatever the column's.
      // The frame is asked for on every try: a width change may draw a new one.
      const frameWidth = async () => (await (await preview.getByTestId('preview-frame').elementHandle())?.contentFrame())?.evaluate(() => window.innerWidth);
      await expect.poll(frameWidth).toBe(readerWidth);
      // Where the printed pages come into view, and the foot of the form.
      await printed.scrollIntoViewIfNeeded();
      expect(await overlap(preview, printed), `${widthLabel}, printed pages in view`).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await overlap(preview, printed), `${widthLabel}, at the foot of the form`).toBe(false);
    }

    if (width === 375) {
      const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(sizes.page).toBeLessThanOrEqual(sizes.screen);
    }
  });
}

test('on a staff screen the masthead scrolls away with the page and never slides back over the desk’s bar', async ({ page }) => {
  await signInAtDesk(page);
  await page.goto('/redaccio/edicio/12');
  const masthead = page.getByRole('banner');
  await expect(masthead).toHaveCSS('position', 'relative');
  // Scrolled down, then a little up: where a reader's masthead comes back, a staff screen's does not.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toFoot = () => page.evaluate(() => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY));
  await expect.poll(toFoot).toBeGreaterThan(500);
  const foot = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(foot);
  const bottom = await masthead.evaluate((header) => header.getBoundingClientRect().bottom);
  expect(bottom).toBeLessThanOrEqual(0);
  // A reader's page keeps the sliding masthead.
  await page.goto('/arxiu');
  await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
});


test('at 375 px the workspace shows every part in its bar, and the buttons of an edition stand apart', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAtDesk(page);
  // Every part of the bar within the screen: scrolled sideways, the last ones were hidden.
  const bar = page.getByRole('navigation', { name: 'Parts de la redacció' });
  for (const name of ['Edicions', 'Sincronització', 'Còpia de seguretat', 'Mode quiosc', 'Configuració']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  const buttons = page.getByTestId('edition-48').getByRole('cell').last().locator('a, button');
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, top: r.top })));
  for (let i = 1; i < boxes.length; i++) {
    const [before, after] = [boxes[i - 1]!, boxes[i]!];
    // On one line, a gap between them; a button that wraps starts a line of its own.
    if (Math.abs(after.top - before.top) < 2) expect(after.left - before.right, `button ${i + 1}`).toBeGreaterThanOrEqual(6);
  }
  // No public site here: no greyed 'Publica al web' on every row, but one line that says where it comes from.
  await expect(page.getByRole('button', { name: 'Publica al web el número 48' })).toHaveCount(0);
  await expect(page.getByTestId('web-steps-hint')).toHaveText(
    "'Publica al web' i 'Programa al web' surten quan aquesta còpia té el web públic configurat: ho fa un administrador a 'Configuració'.",
  );
});
