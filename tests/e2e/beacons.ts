/**
 * Page-view beacons as the page hands them to navigator.sendBeacon: Chromium does not expose a
 * beacon's body to the test, so an init script records each one while still sending it.
 */
import type { Page } from '@playwright/test';
import type { PageViewBeacon } from '../../common/api/connections.js';

/** Starts recording (before the page loads); the returned function reads what was sent so far. */
export async function collectBeacons(page: Page): Promise<() => Promise<PageViewBeacon[]>> {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/api/connections/track') && data instanceof Blob) void data.text().then((t) => sent.push(t));
      return original(url, data);
    };
  });
  return async () => ((await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons)) ?? []).map((t) => JSON.parse(t) as PageViewBeacon);
}
