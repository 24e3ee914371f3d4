import { expect, test } from '@playwright/test';
import type { MenuCommand } from '../../common/bridge.js';

/**
 * The desktop menu's commands, as the preload delivers them, move the renderer: a stand-in for
 * the bridge (window.revistaDesktop, what electron/preload.ts exposes) records its subscribers,
 * and each history entry the app pushes is written down.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const listeners = new Set<(command: unknown) => void>();
    const w = window as unknown as Record<string, unknown>;
    w.__menuListeners = listeners;
    w.__pushed = [] as string[];
    const push = history.pushState.bind(history);
    history.pushState = (data, unused, url) => {
      (w.__pushed as string[]).push(String(url));
      push(data, unused, url);
    };
    const unavailable = () => Promise.reject(new Error('not in this test'));
    w.revistaDesktop = {
      platform: 'desktop',
      kiosk: false,
      version: 'test',
      onMenuCommand: (listener: (command: unknown) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      openExternal: unavailable,
      choosePackage: unavailable,
      getRemote: unavailable,
      setRemote: unavailable,
      clearRemote: unavailable,
      renewAdminSession: unavailable,
      startKiosk: unavailable,
      hasKioskPin: unavailable,
      setKioskPin: unavailable,
      exitKiosk: unavailable,
    };
  });
});

/** What the preload does when the main process sends IPC.menuCommand (runs in the page). */
const sendMenuCommand = (command: MenuCommand) => {
  for (const listener of (window as unknown as { __menuListeners: Set<(c: MenuCommand) => void> }).__menuListeners) listener(command);
};

test('the menu leads to a screen of the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root header').first()).toBeVisible();
  // One subscriber, however often React mounted the root (StrictMode mounts twice in development).
  expect(await page.evaluate(() => (window as unknown as { __menuListeners: Set<unknown> }).__menuListeners.size)).toBe(1);
  await page.evaluate(sendMenuCommand, { type: 'navigate', path: '/arxiu' } as MenuCommand);
  await expect(page).toHaveURL(/\/arxiu$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("Fitxer's commands open the workspace with the action to run", async ({ page }) => {
  await page.goto('/arxiu');
  await expect(page.locator('#root header').first()).toBeVisible();
  const commands: MenuCommand[] = [{ type: 'open-package' }, { type: 'sync' }, { type: 'export-pdf' }, { type: 'backup' }];
  for (const command of commands) await page.evaluate(sendMenuCommand, command);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pushed: string[] }).__pushed))
    .toEqual(['/redaccio?accio=obre-paquet', '/redaccio?accio=sincronitza', '/redaccio?accio=exporta-pdf', '/redaccio?accio=copia']);
  await expect(page).toHaveURL(/\/redaccio/);
});
