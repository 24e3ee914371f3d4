/**
 * The attract loop's words on the screens a kiosk stands on: an 820×1180 tablet, 1080×1920
 * portrait and 1920×1080 landscape. On every slide the summary shows whole lines only (cut with
 * its ellipsis where the column is short), or none, and ends above 'Toca la pantalla per
 * començar': never half a line peeking out under the call. Time is driven with Playwright's clock.
 */
import { expect, test, type Page } from '@playwright/test';
import type { IssueWithArticles } from '../../common/types.js';

const SCREENS = [
  { width: 820, height: 1180, isMobile: true },
  { width: 1080, height: 1920, isMobile: true },
  { width: 1920, height: 1080, isMobile: false },
] as const;

/** The slide's summary as drawn: how many lines its box holds, and how far it is above the call. */
async function summaryFit(page: Page) {
  return page.getByTestId('attract').evaluate((attract) => {
    // The summary is the slide's one clamped block (a vertical -webkit-box).
    const summary = [...attract.querySelectorAll('p')].find((p) => getComputedStyle(p).webkitBoxOrient === 'vertical');
    const call = attract.querySelector('button span');
    if (!summary || !call) return { drawn: false, wholeLines: true, aboveCall: true };
    const box = summary.getBoundingClientRect();
    if (getComputedStyle(summary).display === 'none' || box.height === 0) return { drawn: false, wholeLines: true, aboveCall: true };
    const lines = box.height / Number.parseFloat(getComputedStyle(summary).lineHeight);
    return {
      drawn: true,
      wholeLines: Math.round(lines) >= 1 && Math.abs(lines - Math.round(lines)) < 0.05,
      aboveCall: box.bottom <= call.getBoundingClientRect().top + 0.5,
    };
  });
}

for (const { width, height, isMobile } of SCREENS) {
  test.describe(`the attract loop at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile });

    test('every slide shows its summary in whole lines, above the call', async ({ page }) => {
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
