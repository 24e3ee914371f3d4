/**
 * The attract loop's words on the screens a kiosk stands on: an 820×1180 tablet, 1080×1920
 * portrait and 1920×1080 landscape. On every slide the summary shows whole lines only (cut with
 * its ellipsis where the column is short), or none, and every word ends above 'Toca la pantalla
 * per començar': never half a line peeking out under the call, nor a long title running under it
 * (a seven-line interview title did at 1920×1080). Time is driven with Playwright's clock.
 */
import { expect, test, type Page } from '@playwright/test';
import type { IssueWithArticles } from '../../common/types.js';

const SCREENS = [
  { width: 820, height: 1180, isMobile: true },
  { width: 1080, height: 1920, isMobile: true },
  { width: 1920, height: 1080, isMobile: false },
] as const;

/**
 * The slide's words as drawn: whether the summary shows whole lines (how many its box holds), and
 * whether every line of the slide (kicker, title, summary, date) ends above the call.
 */
async function summaryFit(page: Page) {
  return page.getByTestId('attract').evaluate((attract) => {
    const call = attract.querySelector('button span');
    const callTop = call ? call.getBoundingClientRect().top : Infinity;
    const shown = [...attract.querySelectorAll('p')].filter((p) => getComputedStyle(p).display !== 'none' && p.getBoundingClientRect().height > 0);
    const aboveCall = shown.every((p) => p.getBoundingClientRect().bottom <= callTop + 0.5);
    // The summary is the slide's one clamped block (a vertical -webkit-box).
    const summary = shown.find((p) => getComputedStyle(p).webkitBoxOrient === 'vertical');
    if (!summary) return { drawn: false, wholeLines: true, aboveCall };
    const lines = summary.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(summary).lineHeight);
    return { drawn: true, wholeLines: Math.round(lines) >= 1 && Math.abs(lines - Math.round(lines)) < 0.05, aboveCall };
  });
}

for (const { width, height, isMobile } of SCREENS) {
  test.describe(`the attract loop at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile });

    test('every slide shows its words above the call, the summary in whole lines', async ({ page }) => {
      const { issue, articles } = (await (await page.request.get('/api/issues/latest')).json()) as IssueWithArticles;
      // The call 'breathes' (a scale): standing still, its box is where it is drawn.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/quiosc');
      await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.clock.fastForward(60_000);
      const attract = page.getByTestId('attract');
      await expect(attract).toBeVisible();
      let drawn = 0;
      for (let slide = 0; slide <= articles.length; slide += 1) {
        await expect(attract).toHaveAttribute('data-slide', String(slide));
        await expect.poll(() => summaryFit(page).then(({ wholeLines, aboveCall }) => ({ wholeLines, aboveCall })), { message: `slide ${slide}` }).toEqual({
          wholeLines: true,
          aboveCall: true,
        });
        if ((await summaryFit(page)).drawn) drawn += 1;
        await page.clock.runFor(6_000);
      }
      // The loop still tells something of its articles, not just their titles.
      expect(drawn).toBeGreaterThan(articles.length / 2);
    });
  });
}
