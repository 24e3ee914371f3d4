import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { afterTwoFrames } from './frames.js';
import { drawInBrowser, waitForHydration } from './drawInBrowser.js';
import { door } from './held.js';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cercar' });
const field = (page: Page) => dialog(page).getByRole('searchbox');
const liveResults = (page: Page) => dialog(page).locator('ul a[href]');

async function open(page: Page, path = '/') {
  await page.goto(path);
  // The overlay is the page's code: a click before hydration opens nothing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cercar' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
}

/** Counts the live-search requests the page sends. */
function countSearches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/search') seen.push(url.searchParams.get('q') ?? '');
  });
  return seen;
}

test.describe('live search overlay', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens as a modal with the field focused and the page locked', async ({ page }) => {
    await open(page);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('closes with Escape, the backdrop and the close button', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('button', { name: 'Cercar' }).click();
    await page.mouse.click(10, 880);
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Cercar' }).click();
    await dialog(page).getByRole('button', { name: 'Tancar la cerca' }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('waits for 2 characters and a 300 ms pause before searching', async ({ page }) => {
    const searches = countSearches(page);
    // One letter, then the page's clock moves well past the 300 ms pause: still no search.
    await page.clock.install();
    await open(page);
    await field(page).pressSequentially('f');
    await page.clock.runFor(600);
    await afterTwoFrames(page);
    expect(searches).toEqual([]);
    // The rest typed with the page's clock stopped: a key never waits 300 ms of the page's time,
    // however long a busy machine takes between two keys (a real pause between keys rightly sends
    // a request; with the clock running, CI's load sent 'fi' and 'filo' before 'filoso').
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await field(page).pressSequentially('iloso', { delay: 60 });
    // The pause: one request, for the whole word.
    await page.clock.runFor(300);
    await page.clock.resume();
    await expect(liveResults(page).first()).toBeVisible();
    expect(searches).toEqual(['filoso']);
    await expect(dialog(page).getByRole('status')).toHaveText(/\d+ resultats/);
  });

  test('shows up to 8 results with title, author, section and date, and all results on request', async ({ page }) => {
    await open(page);
    await field(page).fill('art');
    await expect(liveResults(page)).toHaveCount(8);
    const first = liveResults(page).first();
    await expect(first.locator('img')).toHaveCount(1);
    await expect(first).toContainText(/ · (Articles|Creació|Entrevistes|Llibres|Llocs|Recomanacions) · \d{1,2} d/i);
    await dialog(page).getByRole('link', { name: /Veure tots els resultats/ }).click();
    await expect(page).toHaveURL(/\/cerca\?q=art$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('never lets a late answer replace a newer one', async ({ page }) => {
    // The first query answers last, once the newer one is on screen; the page may also have dropped
    // it by then (an aborted fetch).
    const late = door();
    let lateAnswerGone!: () => void;
    const lateAnswer = new Promise<void>((resolve) => (lateAnswerGone = resolve));
    let llullAsked!: () => void;
    const asked = new Promise<void>((resolve) => (llullAsked = resolve));
    await page.route('**/api/search?*', async (route) => {
      if (new URL(route.request().url()).searchParams.get('q') !== 'llull') return route.continue();
      llullAsked();
      await late.passed;
      await route.continue().catch(() => undefined);
      lateAnswerGone();
    });
    await open(page);
    await field(page).fill('llull');
    await asked;
    await field(page).fill('cinema');
    await expect(liveResults(page).first()).toContainText(/cinema/i);
    late.release();
    await lateAnswer;
    await afterTwoFrames(page);
    await expect(liveResults(page).first()).toContainText(/cinema/i);
    await expect(dialog(page).locator('mark').first()).toHaveText(/cinem/i);
  });

  test('Enter opens the results page for the text', async ({ page }) => {
    await open(page);
    await field(page).fill('  col·lecció ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cerca\?q=col%C2%B7lecci%C3%B3$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('arrow keys walk the results and Enter opens one', async ({ page }) => {
    await open(page);
    await field(page).fill('llull');
    await expect(liveResults(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(liveResults(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(liveResults(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const href = await liveResults(page).nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!}$`));
    await expect(dialog(page)).toBeHidden();
  });

  test('says when nothing matched, and when the search failed', async ({ page }) => {
    await open(page);
    await field(page).fill('zxqwv');
    await expect(dialog(page).getByText('Cap resultat trobat')).toBeVisible();
    await expect(dialog(page).getByText(/Prova amb altres termes/)).toBeVisible();
    await page.route('**/api/search?*', (route) => route.fulfill({ status: 500, body: '{}' }));
    await field(page).fill('poesia');
    await expect(dialog(page).getByText('Error en la cerca', { exact: true })).toBeVisible();
    await expect(liveResults(page)).toHaveCount(0);
  });

  test('history: created by searches, deleted one by one, cleared after the confirm', async ({ page }) => {
    await open(page);
    await expect(dialog(page).getByText('Encara no tens historial de cerca')).toBeVisible();
    // Two searches through the results page (Enter), then back to the overlay.
    for (const q of ['llull', 'cinema', 'LLULL']) {
      await field(page).fill(q);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`q=${q}`));
      await expect(page.locator('main ol > li article').first()).toBeVisible();
      // The results are drawn by the server; the page records its search once it has hydrated.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('revista-search-history') ?? '')).toContain(q);
      await page.getByRole('button', { name: 'Cercar' }).click();
    }
    const recent = dialog(page).getByRole('region', { name: 'CERQUES RECENTS' });
    // Newest first, one entry per query whatever its case, with time and result count.
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await expect(recent.getByRole('listitem').first()).toContainText('LLULL');
    await expect(recent.getByRole('listitem').first()).toContainText(/Ara mateix · \d+ resultats/);
    const popular = dialog(page).getByRole('region', { name: 'CERQUES POPULARS' });
    await expect(popular.getByRole('button')).toHaveText(['llull', 'cinema']);

    await recent.getByRole('button', { name: "Esborrar «cinema» de l'historial" }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('revista-search-history'))).not.toContain('cinema');

    // Dismissing the confirm keeps everything; accepting it clears it.
    page.once('dialog', (d) => {
      expect(d.message()).toBe("Estàs segur que vols esborrar tot l'historial de cerca?");
      void d.dismiss();
    });
    await recent.getByRole('button', { name: 'Esborrar tot' }).click();
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    page.once('dialog', (d) => void d.accept());
    await recent.getByRole('button', { name: 'Esborrar tot' }).click();
    await expect(dialog(page).getByText('Encara no tens historial de cerca')).toBeVisible();
    // Cleared in storage too (on a page that does not search by itself, opened once hydrated).
    await open(page);
    await expect(dialog(page).getByText('Encara no tens historial de cerca')).toBeVisible();
  });

  test('a search the results page records while the overlay is open shows in it at once', async ({ page }) => {
    // The results page answers slowly: the reader opens the overlay before its search settles.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/search\?.*q=musica/, async (route) => {
      await held;
      await route.continue();
    });
    // The slow answer is the browser's: the server's drawing (which holds the results) is taken away.
    await drawInBrowser(page);
    await page.goto('/cerca?q=musica');
    await page.getByRole('button', { name: 'Cercar' }).click();
    await expect(dialog(page).getByText('Encara no tens historial de cerca')).toBeVisible();
    release();
    const recent = dialog(page).getByRole('region', { name: 'CERQUES RECENTS' });
    await expect(recent.getByRole('listitem')).toHaveCount(1);
    await expect(recent.getByRole('listitem').first()).toContainText('musica');
  });

  test('a broken history in storage reads as empty', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('revista-search-history', '{not json'));
    await open(page);
    await expect(dialog(page).getByText('Encara no tens historial de cerca')).toBeVisible();
  });

  test('suggestion and popular chips run their search; Historial brings the panel back', async ({ page }) => {
    await open(page);
    const suggestions = dialog(page).getByRole('region', { name: 'SUGERIMENTS' });
    await expect(suggestions.getByRole('button')).toHaveText(['cinema', 'entrevistes', 'creació', 'Barcelona', 'filosofia']);
    await suggestions.getByRole('button', { name: 'Barcelona' }).click();
    await expect(field(page)).toHaveValue('Barcelona');
    await expect(liveResults(page).first()).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Historial' }).click();
    // The chip's search went into the history and can be run again from there.
    const popular = dialog(page).getByRole('region', { name: 'CERQUES POPULARS' });
    await expect(popular.getByRole('button', { name: 'Barcelona' })).toBeVisible();
    await field(page).fill('');
    await popular.getByRole('button', { name: 'Barcelona' }).click();
    await expect(field(page)).toHaveValue('Barcelona');
    await expect(liveResults(page).first()).toBeVisible();
  });
});

test.describe('live search overlay on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('fills the screen and searches', async ({ page }) => {
    await open(page);
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBe(375);
    await field(page).fill('llull');
    await expect(liveResults(page).first()).toBeVisible();
  });

  test('one long word searched stays inside the screen as a popular chip, cut with an ellipsis', async ({ page }) => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3);
    await open(page);
    await field(page).fill(word);
    await field(page).press('Enter');
    await expect(page).toHaveURL(/\/cerca\?q=/);
    await page.getByRole('button', { name: 'Cercar' }).click();
    await field(page).fill('');
    const chip = dialog(page).getByRole('region', { name: 'CERQUES POPULARS' }).getByRole('button', { name: word });
    await expect(chip).toBeVisible();
    const box = (await chip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await chip.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow)).toBe('ellipsis');
  });
});
