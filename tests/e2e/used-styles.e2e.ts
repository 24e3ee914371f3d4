/**
 * A drawn page carries inline only the style rules its markup can match (server/web/usedStyles.ts,
 * issue 32), and the boot script makes each stylesheet whole again before the code starts. The cut
 * must change nothing a reader sees: every element of every reader page kind, at phone and desktop
 * widths, computes the same style with the cut styles as with the whole stylesheets.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { AuthorList, IssueWithArticles } from '../../common/types.js';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const INLINE_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/g;

/** One of each reader page kind, found in the demo magazine. */
const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  article: async (request) => {
    const { articles } = (await (await request.get('/api/issues/latest')).json()) as IssueWithArticles;
    return `/${articles[0]!.section}/${articles[0]!.url}`;
  },
  section: async () => '/llibres',
  archive: async () => '/arxiu',
  edition: async (request) => `/edicio/${((await (await request.get('/api/issues/latest')).json()) as IssueWithArticles).issue.number}`,
  authors: async () => '/autors',
  author: async (request) => `/autor/${((await (await request.get('/api/authors?limit=1')).json()) as AuthorList).authors[0]!.slug}`,
  search: async () => '/cerca?q=art',
};

/** The page as it was before the cut: each inline stylesheet whole (without faces where the page has none, as the server sends a first visit). */
async function withWholeStyles(request: APIRequestContext, html: string): Promise<string> {
  const whole = new Map<string, string>();
  for (const [, href] of html.matchAll(INLINE_STYLE)) whole.set(href!, await (await request.get(href!)).text());
  return html.replace(INLINE_STYLE, (_tag, href: string, cut: string) => {
    const css = whole.get(href)!;
    return `<style data-href="${href}">${cut.includes('@font-face') ? css : css.replace(FONT_FACE, '')}</style>`;
  });
}

/** Each element's computed style (its ::before and ::after too) under `selector`, as a short fingerprint. */
function fingerprints(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((element) => {
    const declarations: string[] = [];
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      // A pseudo-element without content is not drawn (and reading its 500 properties is slow).
      if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
      for (let i = 0; i < style.length; i++) declarations.push(`${pseudo ?? ''}${style[i]}:${style.getPropertyValue(style[i]!)}`);
    }
    // Sorted: custom properties are listed in no fixed order.
    let hash = 0;
    for (const text of declarations.sort()) for (let c = 0; c < text.length; c++) hash = (Math.imul(hash, 31) + text.charCodeAt(c)) | 0;
    return `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${hash}`;
  });
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const NOSCRIPT = /<noscript>([\s\S]*?)<\/noscript>/g;

/** `html` as a browser without scripts draws it: no script, and what <noscript> holds taken as markup. */
function withoutScripts(html: string): string {
  return html.replace(SCRIPT, '').replace(NOSCRIPT, '$1');
}

/**
 * Which cards are drawn, once that stops changing. Cards far below the screen are laid out only
 * when near it (content-visibility: auto, IssueCard.module.css); which ones are near is decided in
 * a frame after layout, and a card drawn at its real height moves those under it, so the page can
 * take a few frames to settle. Read before then, the same markup gives different heights.
 */
function cardsSettled(): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const drawn = () =>
    [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
      .map((element) => (element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ? '1' : '0'))
      .join('');
  return (async () => {
    for (let before = drawn(); ; ) {
      await frame();
      await frame();
      const now = drawn();
      if (now === before) return;
      before = now;
    }
  })();
}

/** The computed styles of a page drawn from `html` without its scripts, once its layout has settled. */
async function computedStyles(browser: Browser, url: string, html: string, width: number): Promise<string[]> {
  // Scripts are taken out of the markup rather than turned off, so the page still draws frames to wait for.
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withoutScripts(html) }));
  await page.goto(url);
  await page.evaluate(cardsSettled);
  const styles = await page.evaluate(fingerprints, 'html, body, body *');
  await context.close();
  return styles;
}

for (const [kind, pathOf] of Object.entries(PAGES)) {
  test(`the ${kind} page looks the same with only the styles its markup uses as with all of them`, async ({ browser, request, baseURL }) => {
    // Four loads of the page, each reading every element's computed style.
    test.setTimeout(180_000);
    const path = await pathOf(request);
    const sent = await (await request.get(path)).text();
    expect([...sent.matchAll(INLINE_STYLE)].length, `${path}: the app's styles (and its screen's)`).toBeGreaterThanOrEqual(1);
    const whole = await withWholeStyles(request, sent);
    expect(whole.length, `${path}: rules were left out`).toBeGreaterThan(sent.length);
    const url = new URL(path, baseURL).href;
    for (const width of [375, 1440]) {
      expect(await computedStyles(browser, url, sent, width), `${path} at ${width} px`).toEqual(await computedStyles(browser, url, whole, width));
    }
  });
}

test('once the code runs, the page holds every stylesheet whole, still without faces on a first visit', async ({ page, request, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/arxiu');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const styles = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((s) => ({ href: s.dataset.href!, css: s.textContent })));
  expect(styles.length).toBeGreaterThanOrEqual(2);
  for (const { href, css } of styles) expect(css, href).toBe((await (await request.get(href)).text()).replace(FONT_FACE, ''));
  // The first visit's text never changes face (fast-first-load.e2e.ts: the faces are cached for the next one).
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  // The grid view's rules were cut from the list view's page: switched to by the code, its cards
  // look as those of a page opened in the grid view, whose markup kept them.
  await page.getByRole('button', { name: 'Graella' }).click();
  await expect(page).toHaveURL(/vista=graella/);
  const card = 'article[data-number="47"], article[data-number="47"] *';
  // Another first visit (this one has cached the faces meanwhile, and a next page is drawn in them).
  const firstVisit = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const grid = await firstVisit.newPage();
  await grid.goto('/arxiu?vista=graella');
  await expect(grid.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(fingerprints, card)).toEqual(await grid.evaluate(fingerprints, card));
  await firstVisit.close();
});
