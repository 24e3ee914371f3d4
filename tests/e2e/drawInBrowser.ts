/**
 * Pages arrive drawn by the server with their data. A test that stages what the API answers the
 * browser (a failure, an empty edition, a slow answer) first takes the server's drawing away, so
 * the page is drawn in the browser from its own requests, as after any navigation in the app.
 */
import type { Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../../common/ssr.js';

const DRAWN = new RegExp(`<div id="root">[\\s\\S]*</div>\\s*<script type="application/json" id="${SERVER_STATE_ID}">[\\s\\S]*?</script>`);

export async function drawInBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      // Only the page's own document: a frame's (a YouTube embed, offline here) goes its own way.
      if (route.request().resourceType() !== 'document' || route.request().frame() !== page.mainFrame()) return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(DRAWN, '<div id="root"></div>');
      return route.fulfill({ response, body: html });
    },
  );
}

/** Waits until the server-drawn page is live: what the reader does before then is not yet heard. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
