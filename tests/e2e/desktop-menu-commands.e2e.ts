import { expect, test } from '@playwright/test';
import type { MenuCommand } from '../../common/bridge.js';
import { waitForHydration } from './drawInBrowser.js';
import { installMenuBridge, sendMenuCommand } from './menuBridge.js';

/**
 * The desktop menu's commands, as the preload delivers them, move the renderer (menuBridge.ts is
 * the stand-in for the bridge).
 */
test.beforeEach(async ({ page }) => installMenuBridge(page));

test('the menu leads to a screen of the app', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // One subscriber, however often React mounted the root (StrictMode mounts twice in development).
  expect(await page.evaluate(() => (window as unknown as { __menuListeners: Set<unknown> }).__menuListeners.size)).toBe(1);
  await page.evaluate(sendMenuCommand, { type: 'navigate', path: '/arxiu' } as MenuCommand);
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("Fitxer's commands open the workspace with the action to run, and 'Nova edició' its form", async ({ page }) => {
  await page.goto('/arxiu');
  // The menu's listener is the page's code: it subscribes to the bridge at hydration.
  await waitForHydration(page);
  const commands: MenuCommand[] = [{ type: 'open-package' }, { type: 'sync' }, { type: 'export-pdf' }, { type: 'backup' }, { type: 'new-edition' }];
  for (const command of commands) await page.evaluate(sendMenuCommand, command);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pushed: string[] }).__pushed))
    .toEqual(['/redaccio?accio=obre-paquet', '/redaccio?accio=sincronitza', '/redaccio?accio=exporta-pdf', '/redaccio?accio=copia', '/redaccio/nova-edicio']);
  await expect(page).toHaveURL(/\/redaccio\/nova-edicio$/);
});
