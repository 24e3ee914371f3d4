/**
 * What makes the first visit fast on a phone (issue 3's Lighthouse targets), checked in Chromium:
 * the HTML is the page itself (drawn by the server) and starts its image and screen code, each
 * fetched once, the page is there before any JavaScript runs, and nothing on screen moves while
 * the rest arrives.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleList, IssueWithArticles } from '../../common/types.js';
import { HEAVY_SCRIPT, READER_SCRIPT_BUDGET_KB, scriptBytesOf } from '../support/scriptBytes.js';
import { waitForHydration } from './drawInBrowser.js';
import { door } from './held.js';

test.use({ viewport: { width: 412, height: 823 } });

/**
 * What the HTML names ahead, as the browser reads it: its preload and modulepreload links, and the
 * code its boot script starts once the page has loaded (a server-drawn page).
 */
async function preloadedBy(page: Page, path: string, status = 200): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(status);
  const html = await response.text();
  const links = [...html.matchAll(/<link rel="(?:preload|modulepreload)" href="([^"]+)"/g)].map((m) => m[1]!);
  const code = /<script src="\/boot\.js" defer data-code="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [...links, ...code].map((href) => href.replaceAll('&amp;', '&'));
}

/**
 * Opens a page and counts every request by path + query until the page is live. Quiet network is
 * not enough: the boot script starts the code only once the page is painted and loaded, and on a
 * loaded machine that can come after 500 ms without a request (the code then never counted).
 */
async function openCounting(page: Page, path: string): Promise<{ counts: Map<string, number>; warnings: string[] }> {
  const counts = new Map<string, number>();
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = url.pathname + url.search;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { counts, warnings };
}

/** The faces the browser drew the text of the first `selector` in, as it reports them (its own fonts, not the stylesheet's wishes). */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('DOM.enable');
  await devtools.send('CSS.enable');
  const { root } = await devtools.send('DOM.getDocument');
  const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName);
}

async function latest(page: Page): Promise<IssueWithArticles> {
  return (await (await page.request.get('/api/issues/latest')).json()) as IssueWithArticles;
}

test('the home page arrives with its edition and starts its first card image with the HTML, fetched once', async ({ page }) => {
  const { issue, articles } = await latest(page);
  const first = articles[0]!;
  const hrefs = await preloadedBy(page, '/');
  // The first card's image is preloaded at the sizes its <img> will choose from (srcset and sizes).
  const html = await (await page.request.get('/')).text();
  const image = `/api/images/${encodeURIComponent(first.imageCard!)}`;
  const preload = html.match(/<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"\/>/);
  expect(preload?.[1]).toContain(`${image}?w=800 800w`);
  // The data is in the page: nothing to preload from the API.
  expect(hrefs).not.toContain('/api/issues/latest');

  const { counts, warnings } = await openCounting(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
  expect(counts.get('/api/issues/latest'), 'the edition is not fetched again').toBeUndefined();
  // A 412 px phone at density 1 takes the 480 px version, once, and never the full-size original.
  expect(counts.get(`${image}?w=480`), 'the first image fetched once').toBe(1);
  expect(counts.get(image), 'the original is not sent to a phone').toBeUndefined();
  expect(warnings).toEqual([]);
  // The first card's image is the one asked for first; the others wait their turn.
  const img = page.locator('main article[data-size] img').first();
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('loading', 'eager');
  await expect(img).toHaveAttribute('srcset', new RegExp(`${image.replace(/[.?]/g, '\\$&')}\\?w=480 480w`));
  await expect(page.locator('main article[data-size] img').nth(1)).toHaveAttribute('loading', 'lazy');
});

// A page's code is its page module's chunk (renderer/pages/<page>/<id>.route.ts, its screen inside).
test('a section, an article and the archive name their screen code in the HTML, fetch it once and ask the API nothing', async ({ page }) => {
  const list = (await (await page.request.get('/api/articles?limit=1')).json()) as ArticleList;
  const article = list.articles[0]!;
  const pages = [
    { path: '/llibres', screen: /\/assets\/section\.route-[\w-]+\.js$/ },
    { path: `/${article.section}/${article.url}`, screen: /\/assets\/article\.route-[\w-]+\.js$/ },
    { path: '/arxiu', screen: /\/assets\/archive\.route-[\w-]+\.js$/ },
  ];
  for (const target of pages) {
    const hrefs = await preloadedBy(page, target.path);
    const screen = hrefs.find((h) => target.screen.test(h));
    expect(screen, `${target.path} names its screen's chunk`).toBeDefined();
    const tab = await page.context().newPage();
    const { counts, warnings } = await openCounting(tab, target.path);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    expect(counts.get(screen!), `${target.path}: its chunk fetched once`).toBe(1);
    expect([...counts.keys()].filter((k) => k.startsWith('/api/') && !k.startsWith('/api/images/') && k !== '/api/connections/track'), target.path).toEqual([]);
    expect(warnings, target.path).toEqual([]);
    await tab.close();
  }
});

test('a missing article names no data to fetch, and still shows "Article no trobat"', async ({ page }) => {
  const hrefs = await preloadedBy(page, '/llibres/article-que-no-existeix', 404);
  expect(hrefs.filter((h) => h.startsWith('/api/'))).toEqual([]);
  await page.goto('/llibres/article-que-no-existeix');
  await expect(page.getByRole('heading', { name: 'Article no trobat' })).toBeVisible();
});

test('before any JavaScript runs, the reader already sees the masthead and the edition', async ({ page }) => {
  const { issue } = await latest(page);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Revista Estany', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Número ${issue.number}` })).toBeVisible();
});

test('nothing on screen moves while the home and a section load their content and fonts', async ({ page }) => {
  // Answers held until the shifts are watched make the loading view and the arrival of the content
  // two separate moments.
  let answers = door();
  await page.route('**/api/**', async (route) => {
    await answers.passed;
    await route.continue();
  });
  for (const path of ['/', '/llibres']) {
    answers = door();
    // Its pictures come from /api/images, held too, so the load event waits for the door.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    answers.release();
    await expect(page.locator('main article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift, `cumulative layout shift of ${path}`).toBeLessThan(0.01);
  }
});

test('the page paints before its code and fonts: code asked for after the first paint, faces that never reflow the text', async ({ page, request }) => {
  for (const path of ['/', '/arxiu']) {
    // A first visit's HTML, asked without the page's cookies (the page before may have cached the
    // faces and said so in a cookie).
    const html = await (await request.get(path)).text();
    // No code of its own in the HTML: the boot script starts it once the first screen is painted.
    expect(html, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    await page.goto(path);
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/[\w-]+\.js$/.test(e.name));
      return { paint, scripts: scripts.length, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
    });
    expect(timing.scripts, path).toBeGreaterThan(0);
    expect(timing.firstScript, `${path}: code asked for after the first paint`).toBeGreaterThan(timing.paint);
    // A first visit is drawn in the system's faces: nothing to fetch before its first paint.
    expect(html, path).not.toMatch(/@font-face|as="font"/);
  }
});

test('a first visit caches the magazine\'s faces once loaded, and the next visit is drawn in them from its first paint', async ({ page, context }) => {
  const fonts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')) as PerformanceResourceTiming[]);
  await page.goto('/llibres', { waitUntil: 'load' });
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'fonts')?.value).toBe('1');
  const cached = await fonts();
  expect(cached.length).toBeGreaterThan(0);
  const loadEnd = await page.evaluate(() => performance.getEntriesByType('navigation')[0]!.duration);
  expect(Math.min(...cached.map((f) => f.startTime)), 'faces fetched once the page has loaded').toBeGreaterThanOrEqual(loadEnd);
  // The first visit's text never changes face: the files are cached, not applied.
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);

  const html = await (await page.request.get('/autors')).text();
  const displays = [...html.matchAll(/font-display:\s*([a-z]+)/g)].map((m) => m[1]);
  expect(displays.length).toBeGreaterThan(0);
  // Shown if there within ~100 ms (from the cache it is), else never swapped in: no reflow.
  expect(new Set(displays)).toEqual(new Set(['optional']));
  // The page as first painted: without its code, whose first step makes the stylesheets whole and
  // so their faces anew (unloaded until the next layout asks for them). An optional face never
  // replaces the text's face later, so the face the text is drawn in now is the first paint's.
  // Scripts are turned off, not their requests stopped: a route would turn the HTTP cache off.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
  await page.goto('/autors', { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const used = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight} ${f.style}`),
  );
  expect(used).toContain('Source Serif 4 600 normal');
  expect(await drawnIn(page, 'h1')).toEqual(['Source Serif 4 SemiBold']);
  // From the cache: nothing downloaded again.
  expect((await fonts()).every((f) => f.transferSize === 0)).toBe(true);

  // With its code, the faces made anew are taken from the cache at once: the text keeps its face.
  await devtools.send('Emulation.setScriptExecutionDisabled', { value: false });
  await page.goto('/autors', { waitUntil: 'load' });
  await waitForHydration(page);
  expect(await drawnIn(page, 'h1')).toEqual(['Source Serif 4 SemiBold']);
});

// Issue 3's budget, bytes on the wire with their headers as Chromium counts them (the figures:
// `npm run bench -- bundle`). Every separate file costs its headers too, ~0.9 KB here.
test(`every kind of reader page loads at most ${READER_SCRIPT_BUDGET_KB} KB of JavaScript, and none of the PDF, chart or dashboard code`, async ({ browser, page, baseURL }) => {
  // Eight pages, each opened in a fresh context until its code has loaded.
  test.slow();
  const { issue, articles } = await latest(page);
  const article = articles[0]!;
  const author = (await (await page.request.get('/api/authors')).json()) as { authors: { slug: string }[] };
  const paths = ['/', '/llibres', '/arxiu', '/autors', `/autor/${author.authors[0]!.slug}`, '/cerca?q=llibre', `/edicio/${issue.number}`, `/${article.section}/${article.url}`];
  for (const path of paths) {
    const { bytes, files } = await scriptBytesOf(browser, baseURL + path);
    expect(files.length, `${path}: its code`).toBeGreaterThan(1);
    expect(bytes / 1024, `${path}: ${files.join(', ')}`).toBeLessThanOrEqual(READER_SCRIPT_BUDGET_KB);
    expect(files.filter((file) => HEAVY_SCRIPT.test(file)), path).toEqual([]);
  }
});
