/**
 * An install on another clock (MAGAZINE_TIME_ZONE) draws its dates on it in the browser too. At
 * 12:00 UTC on 31 January 2024 it is still January in Banyoles, and already 1 February at UTC+14:
 * the kiosk calls edition 48 (January 2024) "this month's" only on the magazine's clock of the
 * first, whatever the clock of the computer that shows it.
 */
import { expect, test } from '@playwright/test';
import { startOwnServer, type OwnServer } from './ownServer.js';

const NOON = new Date('2024-01-31T12:00:00Z');

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer('time-zone', { MAGAZINE_TIME_ZONE: 'Pacific/Kiritimati' });
});
test.afterAll(async () => {
  await server.stop();
});

test.use({ viewport: { width: 1080, height: 1920 }, hasTouch: true, isMobile: true, timezoneId: 'Europe/Madrid' });

test("the kiosk names the latest edition by the magazine's clock, not the screen's", async ({ page }) => {
  await page.clock.install({ time: NOON });
  await page.goto(`${server.url}/quiosc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 48' })).toBeVisible();
  await expect(page.getByText('L’edició de gener de 2024', { exact: true })).toBeVisible();
  await expect(page.getByText('L’edició d’aquest mes')).toHaveCount(0);

  // The same moment on a magazine on Banyoles' clock (the run's shared server) is still January.
  await page.goto('/quiosc');
  await expect(page.getByRole('heading', { level: 1, name: 'Número 48' })).toBeVisible();
  await expect(page.getByText('L’edició d’aquest mes', { exact: true })).toBeVisible();
});
