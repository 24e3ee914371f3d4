/**
 * Writing at the desk as in any word processor, in Chromium's real TipTap (issue 26): Enter in the
 * title goes on to the body, Enter splits a paragraph into a new block and both are saved,
 * Shift+Enter breaks the line, Backspace at a block's start joins it to the one before; the link
 * field (no window.prompt, which Electron lacks) refuses a bad address with its reason and makes
 * www.… https; the edition's order moved twice by keyboard, the focus and the announcement
 * following the article. It writes, so it runs on its own server.
 */
import type { Page } from '@playwright/test';
import type { DeskArticle } from '../../common/api/desk.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';

test.setTimeout(120_000);

const auth = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function savedText(page: Page, id: string) {
  const answer = await page.request.get(`/api/admin/desk/articles/${encodeURIComponent(id)}`, { headers: auth });
  return ((await answer.json()) as DeskArticle).article.text;
}

test('Enter, Shift+Enter, Backspace and links in the real editor, saved as typed; the order moved twice by keyboard', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);
  await page.getByRole('link', { name: 'Nova edició' }).click();
  // The next free number is proposed.
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue(/^\d+$/);
  const number = await page.getByLabel('Número', { exact: true }).inputValue();
  await page.getByLabel('Títol', { exact: true }).fill('Quadern de tecles');
  await page.getByLabel('Descripció').fill('Una edició per provar el teclat.');
  await page.getByRole('button', { name: 'Crea l’esborrany' }).click();
  await expect(page.getByText('Aquesta edició encara no té cap article.')).toBeVisible();

  // The title, then Enter: the caret goes on to the body's first paragraph.
  await page.getByRole('link', { name: 'Nou article' }).click();
  // The edition's form has a 'Títol' too: the article's page first.
  await expect(page.getByRole('heading', { name: 'Nou article', level: 1 })).toBeVisible();
  await textbox(page, 'Títol').click();
  await page.keyboard.type('Dues veus');
  await page.keyboard.press('Enter');
  await expect(textbox(page, 'Text (Paràgraf 1)')).toBeFocused();
  await expect(textbox(page, 'Títol')).toHaveText('Dues veus');
  await expect(page.getByLabel('Adreça de l’article')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(page).toHaveURL(/\/redaccio\/article\//);
  // Created: the button gives way to the article's save status, as a person sees it before writing on.
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
  const id = decodeURIComponent(page.url().split('/').pop()!);

  // Enter splits the paragraph; the caret is in the new one.
  await textbox(page, 'Text (Paràgraf 1)').click();
  await page.keyboard.type('Primer paràgraf.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Segon paràgraf.');
  await expect(page.getByTestId('block')).toHaveCount(2);
  await expect(textbox(page, 'Text (Paràgraf 1)')).toHaveText('Primer paràgraf.');
  await expect(textbox(page, 'Text (Paràgraf 2)')).toHaveText('Segon paràgraf.');
  await expect(textbox(page, 'Text (Paràgraf 2)')).toBeFocused();
  // Shift+Enter: a line break in the same block.
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Una altra línia.');
  await expect(page.getByTestId('block')).toHaveCount(2);
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);
  await expect.poll(() => savedText(page, id)).toEqual([
    { type: 'paragraph', content: 'Primer paràgraf.' },
    { type: 'paragraph', content: 'Segon paràgraf.<br />Una altra línia.' },
  ]);

  // Backspace at the second block's start joins it to the first, the caret at the join.
  await page.keyboard.press('Control+Home');
  // The browser moves the caret at once, the editor learns of it on the next selection event: a
  // person's next key always comes after that, a script's may not.
  await expect.poll(() => page.evaluate(() => (document.activeElement as (Element & { editor?: { state: { selection: { from: number } } } }) | null)?.editor?.state.selection.from)).toBe(1);
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('block')).toHaveCount(1);
  await expect(textbox(page, 'Text (Paràgraf 1)')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('block')).toHaveCount(2);
  await expect(textbox(page, 'Text (Paràgraf 2)')).toBeFocused();
  await expect(textbox(page, 'Text (Paràgraf 2)')).toHaveText('Segon paràgraf.Una altra línia.');

  // The link field: the first paragraph's words chosen, a bad address refused with its reason.
  await textbox(page, 'Text (Paràgraf 1)').click();
  await page.keyboard.press('Control+a');
  const toolbar = page.getByRole('toolbar', { name: 'Format: Text (Paràgraf 1)' });
  await toolbar.getByRole('button', { name: 'Enllaç' }).click();
  const address = page.getByRole('textbox', { name: 'Adreça de l’enllaç' });
  await expect(address).toBeFocused();
  await address.fill('exemple');
  await address.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Falta el domini' })).toHaveText('Falta el domini de l’adreça, com a www.exemple.cat.');
  await address.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('link-field-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await address.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('link-field-375.png') });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await address.fill('www.exemple.cat');
  await address.press('Enter');
  await expect(address).toBeHidden();
  await expect(textbox(page, 'Text (Paràgraf 1)')).toBeFocused();
  await expect(textbox(page, 'Text (Paràgraf 1)').locator('a')).toHaveAttribute('href', 'https://www.exemple.cat');
  await expect.poll(() => savedText(page, id)).toEqual([
    // The site's sanitiser opens outside links in a new tab.
    { type: 'paragraph', content: '<a href="https://www.exemple.cat" target="_blank" rel="noopener noreferrer">Primer paràgraf.</a>' },
    { type: 'paragraph', content: 'Segon paràgraf.<br />Una altra línia.' },
  ]);

  // Two more articles; the last one goes up twice by keyboard, the focus and the news following it.
  for (const title of ['Tercera veu', 'Quarta veu']) {
    const made = await page.request.post(`/api/admin/desk/editions/${number}/articles`, {
      headers: auth,
      data: { section: 'articles', title, data: '01/02/2030', authors: [], text: [{ type: 'paragraph', content: 'Text.' }] },
    });
    expect(made.status()).toBe(201);
  }
  await page.getByRole('link', { name: `Edició ${number}` }).click();
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(3);
  await items.nth(2).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(items.nth(0)).toContainText('Quarta veu');
  await expect(items.nth(0)).toBeFocused();
  await expect(page.getByText('«Quarta veu» ara és a la posició 1 de 3 (targeta gran).')).toBeAttached();
  await expect(page.getByText('L’ordre dels articles s’ha desat.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-moved-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await items.nth(0).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('order-moved-375.png') });
  await page.reload();
  await expect(page.getByTestId('order-item').nth(0)).toContainText('Quarta veu');
  await expect(page.getByTestId('order-item').nth(1)).toContainText('Dues veus');

  // Published, the edition's fields read as text, with the note that says why and how to change them.
  // The desk's texts are drafts: the publish gate lists them, and the editor confirms those (issue 28).
  const gate = await page.request.post(`/api/admin/editions/${number}/publish`, { headers: auth });
  expect(gate.status()).toBe(409);
  const { notAccepted } = (await gate.json()) as { notAccepted: { id: string }[] };
  const confirmNotAccepted = notAccepted.map((a) => a.id);
  expect((await page.request.post(`/api/admin/editions/${number}/publish`, { headers: auth, data: { confirmNotAccepted } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.reload();
  await expect(page.getByLabel('Descripció')).toBeDisabled();
  await expect(page.getByLabel('Títol', { exact: true })).toBeDisabled();
  await expect(page.getByText(/^Aquesta edició ja és publicada i les seves dades no es poden canviar aquí\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desa l’edició' })).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath('published-fields-1440.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('published-fields-375.png') });
});
