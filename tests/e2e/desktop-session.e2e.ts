import type { Page } from '@playwright/test';
// Admin sessions are written and ended here: each worker has its own server.
import { expect, test } from './ownServer.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';

/**
 * Staff stay signed in in the desktop app: a stand-in for the bridge does what electron/shell.ts
 * does on renewAdminSession (posts the app's own admin token to the server, which sets the
 * session cookie in the window), and counts the calls. The kiosk's bridge never signs in.
 */
async function desktopBridge(page: Page, kiosk: boolean) {
  await page.exposeFunction('__renewWithToken', async () => {
    const res = await page.request.post('/api/admin/session', { data: { token: E2E_ADMIN_TOKEN } });
    return res.ok();
  });
  await page.addInitScript((isKiosk: boolean) => {
    const w = window as unknown as Record<string, unknown>;
    w.__renewals = 0;
    const unavailable = () => Promise.reject(new Error('not in this test'));
    w.revistaDesktop = {
      platform: 'desktop',
      kiosk: isKiosk,
      version: 'test',
      onMenuCommand: () => () => undefined,
      renewAdminSession: async () => {
        // The shell refuses this call from the kiosk window (electron/ipc.ts).
        if (isKiosk) throw new Error('Refused revista:renew-admin-session');
        w.__renewals = (w.__renewals as number) + 1;
        return (w.__renewWithToken as () => Promise<boolean>)();
      },
      openExternal: unavailable,
      choosePackage: unavailable,
      getRemote: unavailable,
      setRemote: unavailable,
      clearRemote: unavailable,
      startKiosk: unavailable,
      hasKioskPin: unavailable,
      setKioskPin: unavailable,
      exitKiosk: unavailable,
    };
  }, kiosk);
}

const renewals = (page: Page) => page.evaluate(() => (window as unknown as { __renewals: number }).__renewals);

test('a staff window without a session is signed in again by the shell, never shown the token form', async ({ page }) => {
  await desktopBridge(page, false);
  await page.goto('/admin-dashboard-2024');
  await expect(page.getByRole('button', { name: 'Tanca la sessió' })).toBeVisible();
  await expect(page.getByLabel("Token d'administració")).toHaveCount(0);
  expect(await renewals(page)).toBe(1);
});

test("after 'Tanca la sessió' one click brings staff back in", async ({ page }) => {
  await desktopBridge(page, false);
  await page.goto('/admin-connections-2024');
  await page.getByRole('button', { name: 'Tanca la sessió' }).click();
  await expect(page.getByRole('button', { name: 'Torna a entrar' })).toBeVisible();
  await expect(page.getByLabel("Token d'administració")).toHaveCount(0);
  await page.getByRole('button', { name: 'Torna a entrar' }).click();
  await expect(page.getByRole('button', { name: 'Tanca la sessió' })).toBeVisible();
  expect(await renewals(page)).toBe(2);
});

test('the kiosk window is never signed in: the admin paths ask for the token as for any reader', async ({ page }) => {
  await desktopBridge(page, true);
  await page.goto('/admin-dashboard-2024');
  await expect(page.getByLabel("Token d'administració")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Torna a entrar' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/session').then((r) => r.json())) as unknown).toEqual({ authenticated: false });
});
