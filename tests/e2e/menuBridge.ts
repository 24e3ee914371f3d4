/**
 * A stand-in for the desktop bridge (window.revistaDesktop, what electron/preload.ts exposes) for
 * browser tests of the menu's commands: it records its subscribers, and each history entry the
 * app pushes is written down. `sendMenuCommand` does what the preload does when the main process
 * sends IPC.menuCommand (it runs in the page).
 */
import type { Page } from '@playwright/test';
import type { MenuCommand } from '../../common/bridge.js';

export async function installMenuBridge(page: Page): Promise<void> {
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
}

/** What the preload does when the main process sends IPC.menuCommand (runs in the page). */
export const sendMenuCommand = (command: MenuCommand) => {
  for (const listener of (window as unknown as { __menuListeners: Set<(c: MenuCommand) => void> }).__menuListeners) listener(command);
};
