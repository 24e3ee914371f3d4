/**
 * The editorial desk in Chromium, as an editor uses it: 'Nova edició', 'Nou article' with a few
 * block types, a block moved by keyboard, the reader's preview at both widths, the article saved
 * as typed (found again after a reload), the edition's order changed by keyboard and kept, the
 * package exported and an article deleted.
 * It writes, so it runs on its own server.
 */
import type { Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';

test.setTimeout(120_000);

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function addBlock(page: Page, label: string) {
  await page.getByLabel('Tipus de bloc nou').selectOption({ label });
  await page.getByRole('button', { name: 'Afegeix el bloc' }).click();
}

async function newArticle(page: Page, title: string) {
  await page.getByRole('link', { name: 'Nou article' }).click();
  await expect(page.getByRole('heading', { name: 'Nou article', level: 1 })).toBeVisible();
  await textbox(page, 'Títol').click();
  await page.keyboard.insertText(title);
  // The address is made from the title.
  await expect(page.getByLabel('Adreça de l’article')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(page).toHaveURL(/\/redaccio\/article\//);
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
}

test('an edition is created, written and ordered at the desk, previewed as readers see it, and kept', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);

  await page.getByRole('link', { name: 'Nova edició' }).click();
  await expect(page.getByRole('heading', { name: 'Nova edició', level: 1 })).toBeVisible();
  // The next free number is proposed.
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue(/^\d+$/);
  const number = await page.getByLabel('Número', { exact: true }).inputValue();
  await page.getByLabel('Títol', { exact: true }).fill('Quadern del taller');
  await page.getByLabel('Descripció').fill('Una edició escrita a la taula de redacció.');
  await page.getByRole('button', { name: 'Crea l’esborrany' }).click();
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}$`));
  await expect(page.getByText('Aquesta edició encara no té cap article.')).toBeVisible();

  await newArticle(page, 'La memòria de les pedres');
  const articleUrl = page.url();

  // The body: the first paragraph, then a subtitle, a pull quote and a YouTube video (the words go
  // in as an input method sends them; desk-writing-keys types key by key).
  await textbox(page, 'Text (Paràgraf 1)').click();
  await page.keyboard.insertText('El riu baixa ple de ');
  await page.keyboard.press('Control+i');
  await page.keyboard.insertText('memòria');
  await page.keyboard.press('Control+i');
  await page.keyboard.insertText('.');
  await addBlock(page, 'Subtítol');
  await textbox(page, 'Text (Subtítol 2)').click();
  await page.keyboard.insertText('Les pedres parlen');
  await addBlock(page, 'Cita destacada');
  await textbox(page, 'Cita (Cita destacada 3)').click();
  await page.keyboard.insertText('Tot el que cau, torna.');
  await addBlock(page, 'YouTube');
  await page.getByLabel('Adreça del vídeo de YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(page.getByText('S’incrustarà com https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBeVisible();

  // The pull quote goes above the subtitle by keyboard.
  await textbox(page, 'Cita (Cita destacada 3)').press('Alt+ArrowUp');
  await expect(page.getByTestId('block').nth(1)).toHaveAttribute('data-type', 'paragraph2');
  await expect(page.getByTestId('block').nth(2)).toHaveAttribute('data-type', 'title2');
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);

  // The preview is the reader's page: phone width, then desktop.
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByRole('heading', { name: 'La memòria de les pedres', level: 1 })).toBeVisible();
  await expect(preview.locator('em', { hasText: 'memòria' })).toBeVisible();
  await expect(preview.getByText('Tot el que cau, torna.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-article-1440.png'), fullPage: false });
  await page.getByRole('button', { name: 'Escriptori' }).click();
  await expect(preview.getByText('Les pedres parlen')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('desk-article-375.png'), fullPage: false });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // Saved to the server: a reload finds it all.
  await page.reload();
  await expect(textbox(page, 'Text (Paràgraf 1)')).toContainText('El riu baixa ple de memòria.');
  await expect(textbox(page, 'Text (Paràgraf 1)').locator('em')).toHaveText('memòria');
  await expect(page.getByTestId('block').nth(1)).toHaveAttribute('data-type', 'paragraph2');
  await expect(page.getByLabel('Adreça del vídeo de YouTube')).toHaveValue('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');

  // A second article, then the order by keyboard: it goes first, and stays first.
  await page.getByRole('link', { name: `Edició ${number}` }).click();
  await newArticle(page, 'Un segon article');
  await page.getByRole('link', { name: `Edició ${number}` }).click();
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('La memòria de les pedres');
  await expect(items.nth(0)).toContainText('Gran');
  await items.nth(1).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(items.nth(0)).toContainText('Un segon article');
  await expect(page.getByText('«Un segon article» ara és a la posició 1 de 2 (targeta gran).')).toBeAttached();
  await expect(page.getByText('L’ordre dels articles s’ha desat.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-edition-1440.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('desk-edition-375.png'), fullPage: true });
  await page.reload();
  await expect(page.getByTestId('order-item').nth(0)).toContainText('Un segon article');
  await expect(page.getByTestId('order-item').nth(1)).toContainText('Mitjana');

  // The edition leaves as a package; an article of the draft can be deleted, once confirmed.
  await page.setViewportSize({ width: 1440, height: 1000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporta el paquet' }).click();
  expect((await download).suggestedFilename()).toBe(`edicio-${number}.zip`);
  await page.getByRole('link', { name: 'Un segon article' }).click();
  await page.getByRole('button', { name: 'Esborra l’article' }).click();
  await page.getByRole('button', { name: 'Sí, esborra’l' }).click();
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}$`));
  await expect(page.getByTestId('order-item')).toHaveCount(1);
  await page.goto(articleUrl);
  await expect(textbox(page, 'Títol')).toHaveText('La memòria de les pedres');
});

test.describe('a staff member on the other side of the world', () => {
  // A browser whose clock reads Auckland's time (UTC+13 in November), twelve hours from the magazine's.
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('reads “Desat a les …” at the time the server recorded the save, in Banyoles', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAtDesk(page);
    await page.getByRole('link', { name: 'Nova edició' }).click();
    await page.getByLabel('Títol', { exact: true }).fill('Des de lluny');
    await page.getByLabel('Descripció').fill('Una edició escrita a l’altra banda del món.');
    await page.getByRole('button', { name: 'Crea l’esborrany' }).click();
    await expect(page.getByText('Aquesta edició encara no té cap article.')).toBeVisible();
    await newArticle(page, 'Cartes des dels antípodes');
    const id = decodeURIComponent(page.url().split('/').pop()!);

    await textbox(page, 'Text (Paràgraf 1)').click();
    await page.keyboard.insertText('El mar és al revés.');
    await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les \d\d:\d\d:\d\d$/);
    const revisions = await page.request.get(`/api/admin/desk/articles/${encodeURIComponent(id)}/revisions`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    const [latest] = ((await revisions.json()) as { revisions: { savedAt: string }[] }).revisions;
    const inBanyoles = new Intl.DateTimeFormat('ca', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(Date.parse(latest!.savedAt));
    await expect(page.getByTestId('save-status')).toHaveText(`Desat a les ${inBanyoles}`);
    await page.screenshot({ path: testInfo.outputPath('desk-saved-at-1440.png'), fullPage: false });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('save-status')).toHaveText(`Desat a les ${inBanyoles}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('desk-saved-at-375.png'), fullPage: false });
  });
});
