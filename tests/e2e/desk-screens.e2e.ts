/**
 * The desk's screens as a new staff member reads them (issue 26): every word in Catalan (no code
 * names, MIME types or shell commands), no console errors on an article's screen, the 'Mòbil'
 * preview laid out exactly as a 375 px phone shows the article (with its 'Corregit el …' line),
 * the authors' list accessible (axe), and the edition's buttons in line at 375 px. It signs in
 * and publishes a correction, so it runs on its own server.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import config, { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';
import { articleFieldsOf, type DeskArticle } from '../../common/api/desk.js';

test.setTimeout(120_000);
// Playwright hides scrollbars in headless Chromium; a browser at the desk shows them (15 px wide).
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };


/** A published article of the demo, with a correction published today (its title made longer). */
async function correctedArticle(page: Page): Promise<DeskArticle['article']> {
  const recent = await (await page.request.get('/api/articles/recent?limit=1')).json();
  const id = ((recent.articles ?? recent) as { _id: string }[])[0]!._id;
  const current = (await (await page.request.get(`/api/admin/desk/articles/${id}`, { headers: admin })).json()) as DeskArticle;
  const saved = await page.request.put(`/api/admin/desk/articles/${id}`, {
    headers: admin,
    // A save takes the fields staff write, not the whole record (unknown fields are refused).
    data: { ...articleFieldsOf(current.article), title: 'Les pedres del riu i la memòria de les aigües', baseRevision: current.revision },
  });
  expect(saved.status()).toBe(200);
  const published = await page.request.post(`/api/admin/desk/articles/${id}/correction/publish`, { headers: admin, data: {} });
  expect(published.status()).toBe(200);
  return ((await published.json()) as DeskArticle).article;
}

/** Every text a person reads or hears on the screen: the visible text, options, hints in attributes. */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('[placeholder], [title], [aria-label], option')) {
      parts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '', el instanceof HTMLOptionElement ? el.text : '');
    }
    return parts.join('\n');
  });

/** The page's requests to the API still waiting for their answer. */
function apiReadsInFlight(page: Page): Set<Request> {
  const waiting = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => isApi(request) && waiting.add(request));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
  return waiting;
}

/** Code names and English that staff were shown (issue 26); the CSS typed in 'Estils' itself is fine. */
const CODE_NAMES = [/pdfManual/, /image-foot/, /\bslug\b/i, /\bCSS\b/, /\b(image|video|audio|application|text)\/[a-z0-9.+-]+/, /\bnpm\b/, /README/, /Backup and restore/i, /\bpackage\b/i, /pg_dump/];

function expectNoCodeNames(text: string, screen: string) {
  const lines = text.split('\n').filter((line) => CODE_NAMES.some((name) => name.test(line)));
  expect(lines, screen).toEqual([]);
}

test('every staff screen speaks Catalan: no code names, MIME types or shell commands', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const article = await correctedArticle(page);
  await signInAtDesk(page);
  const screens: [string, string][] = [
    ['/redaccio', 'Edicions i esborranys'],
    ['/redaccio/edicio/48', 'Edició 48'],
    ['/redaccio/nova-edicio', 'Nova edició'],
    ['/redaccio/autors', 'Autors'],
    ['/redaccio/nou-autor', 'Nou autor'],
    ['/redaccio/mediateca', 'Mediateca'],
  ];
  const reading = apiReadsInFlight(page);
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    // The screen has what it reads: no answer awaited, no 'Carregant…' left. (Not 'networkidle',
    // 500 ms without any request, which a loaded run may wait for until the test's time is out.)
    await expect.poll(() => reading.size).toBe(0);
    await expect(page.getByText(/^Carregant/)).toHaveCount(0);
    expectNoCodeNames(await readableText(page), path);
  }
  // The article's screen with a paragraph's further fields open (class, styles, print).
  await page.goto(`/redaccio/article/${article._id}`);
  await expect(page.getByRole('heading', { name: 'Edita l’article' })).toBeVisible();
  const more = page.getByText('Imatge, estil i impressió').first();
  await more.click();
  await expect(page.getByLabel('Classe').first()).toBeVisible();
  await page.getByLabel('Estils').first().fill('no és cap estil');
  await expect(page.getByText(/escriu cada propietat com a propietat: valor/).first()).toBeVisible();
  expectNoCodeNames(await readableText(page), 'article');
});

test('an article’s screen logs no console errors (the preview frame sets no base URI against the CSP)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const article = await correctedArticle(page);
  await signInAtDesk(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/redaccio/article/${article._id}`);
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.locator('h1')).toHaveText(article.title);
  // Both widths, and the printed pages.
  await page.getByRole('button', { name: 'Escriptori', exact: true }).click();
  await expect(frame.locator('h1')).toHaveText(article.title);
  await page.getByRole('button', { name: 'Mòbil', exact: true }).click();
  await expect(page.locator('iframe[title="Pàgines impreses (PDF)"]')).toBeAttached({ timeout: 30_000 });
  // The printed pages are drawn (their count said, not being redrawn): the screen's last work.
  // (Not 'networkidle': under a loaded run the screen's reads never left it 500 ms of quiet.)
  await expect(page.getByRole('status').filter({ hasText: /^\d+ pàgines/ }).filter({ hasNotText: 'actualitzant' })).toBeVisible({ timeout: 60_000 });
  // No document of the screen sets its base URI (base-uri 'self' judges a srcdoc frame's by its
  // about:srcdoc address in some browsers); the frame resolves addresses as the page does.
  const bases = await page.evaluate(() =>
    [document, ...[...document.querySelectorAll('iframe')].map((f) => f.contentDocument)].filter((d) => d !== null).map((d) => d.querySelectorAll('base').length),
  );
  expect(bases.every((n) => n === 0)).toBe(true);
  const frameBase = await page.locator('[data-testid="preview-frame"]').evaluate((f: HTMLIFrameElement) => f.contentDocument?.baseURI);
  expect(frameBase).toBe(page.url());
  // The site's stylesheets reached the frame (the title is set in the display face).
  const pageFace = await page.locator('h1').first().evaluate((h) => getComputedStyle(h).fontFamily);
  await expect.poll(() => frame.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toBe(pageFace);
  expect(errors).toEqual([]);
});

test('the authors’ list at the desk passes axe (the initials circles contrast 4.5:1 with white)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);
  await page.goto('/redaccio/autors');
  await expect(page.getByRole('heading', { name: 'Autors', level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="author-initials"]').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('at 375 px the edition’s buttons line up with the rest of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAtDesk(page);
  await page.goto('/redaccio/edicio/48');
  const exportButton = page.getByRole('button', { name: 'Exporta el paquet' });
  const preview = page.getByRole('link', { name: 'Previsualitza l’edició' });
  await expect(exportButton).toBeVisible();
  const left = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x;
  const headingLeft = await left(page.getByRole('heading', { name: 'Edició 48', level: 1 }));
  expect(Math.abs((await left(exportButton)) - headingLeft)).toBeLessThan(1);
  expect(Math.abs((await left(preview)) - headingLeft)).toBeLessThan(1);
});

test('the Mòbil preview lays the article out as a 375 px phone does, with its ‘Corregit el …’ line', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const article = await correctedArticle(page);

  // A reader's phone: 375 px, scrollbars over the page.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const reader = await phone.newPage();
  await reader.goto(`/${article.section}/${article.url}`);
  await expect(reader.locator('h1')).toHaveText(article.title);
  const layout = (h: HTMLElement) => ({ width: h.getBoundingClientRect().width, lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)) });
  const onPhone = await reader.locator('h1').evaluate(layout);
  await expect(reader.getByTestId('corrected-at')).toHaveText(/^Corregit el \d+ de \S+ de \d{4}$/);
  const correctedLine = await reader.getByTestId('corrected-at').textContent();
  await phone.close();

  await signInAtDesk(page);
  await page.goto(`/redaccio/article/${article._id}`);
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.locator('h1')).toHaveText(article.title);
  // Shown at its own width: 375 px, not scaled.
  expect((await page.getByTestId('preview-frame').boundingBox())!.width).toBeCloseTo(375, 0);
  const inPreview = await frame.locator('h1').evaluate(layout);
  expect(inPreview.lines).toBe(onPhone.lines);
  expect(inPreview.width).toBeCloseTo(onPhone.width, 0);
  await expect(frame.getByTestId('corrected-at')).toHaveText(correctedLine!);
});
