/**
 * The title the browser shows is the one the server wrote: once the page's code has run and read
 * its data, it names the page the same (an edition, the archive, the kiosk and a search were renamed
 * after the first paint: 'Número 48: Quatre anys d’estany' became 'Número 48').
 */
import { expect, test } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';

const TITLE = /<title>([^<]*)<\/title>/;

for (const path of ['/', '/edicio/48', '/edicio/47', '/arxiu', '/quiosc', "/cerca?q=l'art", '/cerca', '/autors', '/llibres']) {
  test(`${path}: the same title before and after the code runs`, async ({ page, request }) => {
    const served = TITLE.exec(await (await request.get(path)).text())?.[1];
    expect(served, 'the server’s <title>').toBeTruthy();
    const written = served!.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
    await page.goto(path);
    // Hydrated, or drawn by the browser (the kiosk), and its data read.
    if (!path.startsWith('/quiosc')) await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.title()).toBe(written);
  });
}
