/**
 * The desk's authors in Chromium, as an editor uses them: 'Nou autor' refused while a field is
 * wrong, then created with every field of the spec (the photo from the media library), her public
 * profile read by a reader, edited (saved with Ctrl+S), deactivated (readers no longer find her)
 * and reactivated. It writes, so it runs on its own server.
 */
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { waitForHydration } from './drawInBrowser.js';
import { expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';

test.setTimeout(120_000);

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
/** A link of the desk's screen (the site's header has its own 'Autors', the readers' directory). */
const deskLink = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

/** A reader's visit (a context without the staff cookie), the page live once hydrated. */
async function asReader(browser: Browser, baseURL: string, path: string, look: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto(path);
    await waitForHydration(page);
    await look(page);
  } finally {
    await context.close();
  }
}

test('an author is created with every field, read by readers, edited, deactivated and reactivated at the desk', async ({ page, browser, baseURL }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Her portrait in the media library (a fresh magazine's library is empty).
  const portrait = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 180, g: 90, b: 60 } } }).png().toBuffer();
  const uploaded = await page.request.post('/api/admin/desk/media?name=aina-puigdevall.png&alt=Retrat%20d%E2%80%99Aina%20Puigdevall', {
    data: portrait,
    headers: { 'Content-Type': 'image/png', Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(uploaded.status()).toBe(201);
  await signInAtDesk(page);
  await deskLink(page, 'Autors').click();
  await expect(page.getByRole('heading', { name: 'Autors', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ autors/)).toBeVisible();
  await page.getByRole('link', { name: 'Nou autor' }).click();
  await expect(page.getByRole('heading', { name: 'Nou autor', level: 1 })).toBeVisible();

  // Refusals: nothing without a name; contacts that are not addresses or handles.
  await page.getByRole('button', { name: 'Crea l’autor' }).click();
  await expect(page.getByText('cal el nom')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Cal corregir els camps marcats abans de desar.');
  await field(page, 'Web').fill('ainapuigdevall.cat');
  await field(page, 'Twitter').fill('aina puig');
  await expect(page.getByText('ha de ser una adreça http(s), per exemple https://…')).toBeVisible();
  await expect(page.getByText('ha de ser un nom d’usuari, per exemple @revistaestany')).toBeVisible();
  await expect(page).toHaveURL(/\/redaccio\/nou-autor$/);

  // Every field.
  await field(page, 'Nom').fill('Aina Puigdevall i Roca');
  await expect(page.getByText('/autor/aina-puigdevall-i-roca')).toBeVisible();
  await field(page, 'Professió').fill('Poeta i traductora');
  await field(page, 'Lloc').fill('Olot');
  const photo = page.getByRole('group', { name: 'Foto' });
  await photo.getByRole('button', { name: 'Tria de la mediateca' }).click();
  await photo.getByRole('button', { name: /aina-puigdevall/ }).click();
  await expect(photo.getByRole('button', { name: 'Treu' })).toBeVisible();
  await field(page, 'Biografia breu').fill('Escriu <em>haikus</em> de volcà.');
  await field(page, 'Biografia completa').fill('<p>Viu a la Garrotxa i tradueix poesia japonesa.</p>');
  for (const [n, name] of ['Poesia', 'Traducció'].entries()) {
    await page.getByRole('button', { name: 'Afegeix una especialitat' }).click();
    await field(page, `Especialitat ${n + 1}`).fill(name);
  }
  await page.getByRole('button', { name: 'Afegeix una formació' }).click();
  await field(page, 'Títol 1').fill('Filologia Catalana');
  await field(page, 'Institució 1').fill('Universitat de Girona');
  await field(page, 'Any de la formació 1').fill('2009');
  await page.getByRole('button', { name: 'Afegeix un premi' }).click();
  await field(page, 'Premi 1').fill('Premi de poesia de la Garrotxa');
  await field(page, 'Any del premi 1').fill('2019');
  await field(page, 'Web').fill('https://ainapuigdevall.cat');
  await field(page, 'Twitter').fill('@ainapuig');
  await field(page, 'LinkedIn').fill('https://www.linkedin.com/in/ainapuig');

  // The preview is the reader's profile, following the form.
  const preview = page.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.getByRole('heading', { name: 'Aina Puigdevall i Roca', level: 1 })).toBeVisible();
  await expect(preview.getByText('Filologia Catalana - Universitat de Girona (2009)')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-author-new-1440.png'), fullPage: true });

  await page.getByRole('button', { name: 'Crea l’autor' }).click();
  await expect(page).toHaveURL(/\/redaccio\/autor\/[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: 'Aina Puigdevall i Roca', level: 1 })).toBeVisible();
  await expect(page.getByText('Perfil públic', { exact: true })).toBeVisible();

  await asReader(browser, baseURL!, '/autor/aina-puigdevall-i-roca', async (reader) => {
    await expect(reader.getByRole('heading', { name: 'Aina Puigdevall i Roca', level: 1 })).toBeVisible();
    await expect(reader.getByText('Poeta i traductora')).toBeVisible();
    await expect(reader.getByText('Olot')).toBeVisible();
    await expect(reader.getByText('Viu a la Garrotxa i tradueix poesia japonesa.')).toBeVisible();
    await expect(reader.getByText('Premi de poesia de la Garrotxa (2019)')).toBeVisible();
    await expect(reader.getByRole('link', { name: /ainapuigdevall\.cat/ })).toHaveAttribute('href', 'https://ainapuigdevall.cat');
    await expect(reader.locator('header img')).toHaveCount(1);
  });

  // Edited, and saved with Ctrl+S (the browser's save dialog held back).
  await field(page, 'Professió').fill('Poeta');
  await page.keyboard.press('Control+s');
  await expect(page.getByText(/^L’autor s’ha desat a les/)).toBeVisible();
  await asReader(browser, baseURL!, '/autor/aina-puigdevall-i-roca', async (reader) => {
    await expect(reader.getByText('Poeta', { exact: true })).toBeVisible();
  });

  // Deactivated, asked first: readers no longer find her; the desk still lists her.
  await page.getByRole('button', { name: 'Desactiva' }).click();
  const question = page.getByRole('alertdialog', { name: 'Desactivar Aina Puigdevall i Roca?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Sí, desactiva' }).click();
  await expect(page.getByText('Desactivat: els lectors no el veuen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactiva' })).toBeVisible();
  await asReader(browser, baseURL!, '/autors', async (reader) => {
    await reader.getByRole('searchbox').fill('Puigdevall');
    await reader.getByRole('button', { name: 'Cerca', exact: true }).click();
    await expect(reader.getByText('Cap autor trobat')).toBeVisible();
  });
  await asReader(browser, baseURL!, '/autor/aina-puigdevall-i-roca', async (reader) => {
    await expect(reader.getByRole('heading', { name: 'Autor no trobat' })).toBeVisible();
  });
  await deskLink(page, 'Autors').click();
  await page.getByLabel('Cerca un autor').fill('Puigdevall');
  await expect(page.getByText('1 autor, 1 desactivat')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Aina Puigdevall i Roca' });
  await expect(row.getByText('Desactivat')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-authors-1440.png'), fullPage: true });

  // Reactivated: her profile is public again.
  await row.getByRole('link', { name: 'Aina Puigdevall i Roca' }).click();
  await page.getByRole('button', { name: 'Reactiva' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, reactiva' }).click();
  await expect(page.getByText('Perfil públic', { exact: true })).toBeVisible();
  await asReader(browser, baseURL!, '/autor/aina-puigdevall-i-roca', async (reader) => {
    await expect(reader.getByRole('heading', { name: 'Aina Puigdevall i Roca', level: 1 })).toBeVisible();
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('desk-author-375.png'), fullPage: true });
  await deskLink(page, 'Autors').click();
  await expect(page.getByText(/^\d+ autors/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('desk-authors-375.png'), fullPage: true });
});
