/**
 * What a reviewer's screenshots showed out of place, each at the width it happened: the header's
 * links on two rows at 1000–1040 px, an author's tabs cut off on a phone, the kiosk wider than a
 * phone, a long searched word widening the page, and the last card of an edition of eight alone
 * in its row (a third of the row at 1440 px; the page's width with a small headline at 768 px).
 * Read in a first visit's faces (the system's), the widest the text gets.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the header keeps its links on one row from 1000 px', async ({ page }) => {
  for (const width of [1000, 1024, 1100, 1199, 1200]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const tops = await page
      .getByRole('navigation', { name: 'Navegació principal' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top + link.getBoundingClientRect().height / 2)));
    expect(tops.length, `${width} px`).toBe(9);
    expect(Math.max(...tops) - Math.min(...tops), `${width} px: ${tops.join(', ')}`).toBeLessThanOrEqual(2);
  }
});

test("an author's three tabs fit a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/autor/aina-rossello-ferragut');
  const list = page.getByRole('tablist');
  const right = await list.evaluate((el) => el.getBoundingClientRect().right);
  for (const name of ['Sobre', 'Articles', 'Estadístiques']) {
    const box = (await list.getByRole('tab', { name }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(right + 0.5);
  }
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('the kiosk and a long searched word stay within a phone', async ({ page }) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/quiosc');
    await expect(page.getByRole('button', { name: 'Cercar' })).toBeInViewport();
    expect(await overflow(page), `kiosk at ${width} px`).toBeLessThanOrEqual(0);
    await page.goto(`/cerca?q=${'paraulallarguíssima'.repeat(5)}`);
    await expect(page.getByText('Cap resultat trobat')).toBeVisible();
    expect(await overflow(page), `search at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test("an edition of eight fills its last row: the last card takes the row's width, its picture beside its words", async ({ page }) => {
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const grid = page.getByRole('region', { name: /^Articles del número/ });
    const cells = grid.locator(':scope > div');
    await expect(cells).toHaveCount(8);
    const gridWidth = await grid.evaluate((el) => el.getBoundingClientRect().width);
    const last = cells.last();
    expect(await last.evaluate((el) => el.getBoundingClientRect().width), `${width} px`).toBeCloseTo(gridWidth, 0);
    // Picture and headline side by side: the headline starts to the right of the picture, not under it.
    const picture = (await last.locator('img').boundingBox())!;
    const headline = (await last.getByRole('heading').boundingBox())!;
    expect(headline.x, `${width} px`).toBeGreaterThan(picture.x + picture.width);
  }
});

/**
 * The placeholders of the visible fields that do not fit their box: each drawn in its field, in
 * its placeholder's face, as a value (whose width the field reports), then put back. A search
 * field is measured as a plain one: its clear button, which takes room, shows only with a value.
 */
const cutPlaceholders = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.checkVisibility())
      .flatMap((input) => {
        const face = getComputedStyle(input, '::placeholder');
        const saved = { type: input.type, value: input.value, style: input.getAttribute('style') };
        Object.assign(input.style, { font: face.font, letterSpacing: face.letterSpacing });
        input.type = 'text';
        input.value = input.placeholder;
        const cut = input.scrollWidth > input.clientWidth ? [`${input.placeholder}: ${input.scrollWidth} > ${input.clientWidth}`] : [];
        input.type = saved.type;
        input.value = saved.value;
        if (saved.style === null) input.removeAttribute('style');
        else input.setAttribute('style', saved.style);
        return cut;
      }),
  );

/** Where the reader types, at a phone's width: the field in the page, or in what opens it. */
const FIELDS: { path: string; open?: (page: Page) => Promise<void> }[] = [
  { path: '/cerca' },
  { path: '/cerca?q=estany' },
  { path: '/autors' },
  // On a phone the archive's filters are in a drawer.
  { path: '/arxiu', open: (page) => page.getByRole('button', { name: 'Filtres' }).click() },
  // The live search, opened from the header.
  { path: '/', open: (page) => page.getByRole('button', { name: 'Cercar' }).click() },
];

test('the placeholders of the reader’s search fields are whole on a desktop too, where the archive’s sits in a narrow column', async ({ page }) => {
  for (const width of [1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/arxiu', '/cerca', '/autors']) {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      expect(await cutPlaceholders(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('the placeholders of the reader’s search fields are whole at 320 and 375 px, in the system’s faces and the magazine’s', async ({ page }) => {
  for (const faces of [false, true]) {
    if (faces) {
      // The first visit caches the magazine's faces and says so in a cookie; every page after is drawn in them.
      await page.goto('/');
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'fonts')?.value).toBe('1');
    }
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      for (const { path, open } of FIELDS) {
        if (!faces) await page.context().clearCookies();
        await page.goto(path);
        await waitForHydration(page);
        await open?.(page);
        await expect(page.locator('input[placeholder]:visible').first()).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        expect(await cutPlaceholders(page), `${path} at ${width} px${faces ? ', magazine faces' : ''}`).toEqual([]);
      }
    }
  }
});
