/**
 * The desktop menu's 'Nova edició', 'Nou article' and 'Desa' at the desk, as the preload delivers
 * them (menuBridge.ts stands in for the bridge): 'Nou article' says so when there is no draft
 * edition, then writes in the edition being edited or in the latest draft; 'Desa' creates what is
 * new and saves what is pending at once, and says so where there is nothing to save.
 * It needs a magazine with no draft edition, so it starts a server of its own (the worker's may
 * hold other suites' drafts).
 */
import { expect, test, type Page } from '@playwright/test';
import type { MenuCommand } from '../../common/bridge.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { waitForHydration } from './drawInBrowser.js';
import { installMenuBridge, sendMenuCommand } from './menuBridge.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

test.setTimeout(120_000);

let server: OwnServer;
test.beforeAll(async () => {
  // A fresh copy of the run's demo database, as the worker servers have (ownServer.ts).
  test.setTimeout(180_000);
  server = await startOwnServer('desk-menu');
});
test.afterAll(async () => {
  await server.stop();
});

const menu = (page: Page, type: MenuCommand['type']) => page.evaluate(sendMenuCommand, { type } as MenuCommand);

test("'Nova edició', 'Nou article' and 'Desa' from the menu write an edition and its article", async ({ page }, testInfo) => {
  // Signed in as in a browser; then the page comes back with the desktop's bridge, as in the app.
  await page.goto(`${server.url}/redaccio`);
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  await installMenuBridge(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();

  // The demo magazine has only published editions: nowhere to write a new article yet.
  await menu(page, 'new-article');
  await expect(page.getByRole('status').filter({ hasText: 'No hi ha cap edició en esborrany' })).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`menu-note-${width}.png`) });
  }
  await menu(page, 'save');
  await expect(page.getByRole('status').filter({ hasText: 'En aquesta pantalla no hi ha res per desar.' })).toBeVisible();

  await menu(page, 'new-edition');
  await expect(page).toHaveURL(/\/redaccio\/nova-edicio$/);
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue(/^\d+$/);
  const number = await page.getByLabel('Número', { exact: true }).inputValue();
  await page.getByLabel('Títol', { exact: true }).fill('Quadern del menú');
  await menu(page, 'save');
  // Typed at once, while the edition is created and its screen loads: the form stays, and so does the text.
  await page.getByLabel('Descripció').fill('Escrita des del menú.');
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}$`));
  await expect(page.getByRole('heading', { name: `Edició ${number}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Descripció')).toHaveValue('Escrita des del menú.');
  await menu(page, 'save');
  await expect(page.getByText('L’edició s’ha desat.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Descripció')).toHaveValue('Escrita des del menú.');

  // 'Nou article' in the edition being edited; 'Desa' creates it, then saves the text at once.
  await menu(page, 'new-article');
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}/nou-article$`));
  await expect(page.getByRole('heading', { name: 'Nou article', level: 1 })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Títol', exact: true });
  await title.click();
  await page.keyboard.type('Una nota del menú');
  await expect(title).toHaveText('Una nota del menú');
  await expect(page.getByLabel('Adreça de l’article')).not.toHaveValue('');
  await menu(page, 'save');
  await expect(page).toHaveURL(/\/redaccio\/article\//);
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
  await page.getByRole('textbox', { name: 'Text (Paràgraf 1)', exact: true }).click();
  await page.keyboard.type('Desat sense esperar la pausa.');
  await menu(page, 'save');
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);

  // From the article, and from anywhere else, 'Nou article' writes in the latest draft: this one.
  await menu(page, 'new-article');
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}/nou-article$`));
  await page.goto(`${server.url}/arxiu`);
  await waitForHydration(page);
  await menu(page, 'new-article');
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${number}/nou-article$`));
});
