/**
 * A reader page nobody asked for before the database went away arrives as its own error screen,
 * drawn by the server (issue 31, point 6): it hydrates without a complaint, and once the database
 * is back its 'Tornar a provar' brings the page, with JavaScript (the page asks again) and without
 * (a form to the same address). The server is one of this file's own, over a PostgreSQL it stops
 * and starts again; the shared server is never touched.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleList, AuthorList } from '../../common/types.js';
import { startStoppablePostgres, type StoppablePostgres } from '../support/postgres.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

// One server and one database for the file, taken away and brought back in turn.
test.describe.configure({ mode: 'serial' });

let postgres: StoppablePostgres;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startStoppablePostgres();
  await postgres.createDatabase('revista');
  server = await startOwnServer('outage', { DATABASE_URL: postgres.url('revista') });
});

test.afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

/** What the page says in its console, but the outage's own 503s (the browser's line, a page's log of it). */
function complaints(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    // The 503s themselves are expected: the browser's report of one, and the page's own log of a failed list (its ApiError).
    if ((message.type() === 'error' || message.type() === 'warning') && !/status of 503|HTTP error! status: 503/.test(message.text())) said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

test('the archive while the database is away: its error screen hydrates, and Tornar a provar brings it back', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const said = complaints(page);
  // A page read before the outage: kept by the server, still served.
  expect((await page.goto('/'))?.status()).toBe(200);
  await hydrated(page);

  postgres.halt();
  try {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET') reads.push(request.url());
    });
    const answer = await page.goto('/arxiu');
    expect(answer?.status()).toBe(503);
    // Drawn by the server: the error screen is in the page as sent, not drawn later by the browser.
    expect(await answer?.text()).toContain('Error carregant l&#x27;arxiu');
    const failed = page.getByRole('alert').getByRole('heading', { level: 2, name: "Error carregant l'arxiu", exact: true });
    await expect(failed).toBeVisible();
    // Under the page's own title, the one h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Arxiu']);
    await expect(page.getByRole('navigation', { name: 'Navegació principal' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await hydrated(page);
    expect(said, 'hydration of the error screen').toEqual([]);
    // Hydrated as drawn: the page asks nothing again until the reader does.
    expect(reads, 'reads on hydration').toEqual([]);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.screenshot({ path: testInfo.outputPath(`arxiu-error-${width}.png`), fullPage: true });
    }
    // Asked again while still away: the page loads (the error gives way), then the same error screen, still alive.
    await page.getByRole('button', { name: 'Tornar a provar' }).click();
    await expect(page.getByText('Carregant arxiu...')).toBeVisible();
    await expect(failed).toBeVisible();
  } finally {
    postgres.resume();
  }

  await expect
    .poll(async () => (await page.request.get('/api/health')).status(), { message: 'the database back', timeout: 60_000 })
    .toBe(200);
  await page.getByRole('button', { name: 'Tornar a provar' }).click();
  await expect(page.locator('a[href^="/edicio/"]').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(['Arxiu']);
  await expect(page).toHaveURL(/\/arxiu$/);
  expect(said).toEqual([]);
  await context.close();
});

test('every kind of reader page nobody asked for is its error screen, hydrated as drawn', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const articles = (await (await page.request.get('/api/articles?section=llibres&limit=1')).json()) as ArticleList;
  const authors = (await (await page.request.get('/api/authors?limit=1')).json()) as AuthorList;
  const article = articles.articles[0]!;
  const screens: [string, string][] = [
    ['/llocs', 'Error carregant les dades. Si us plau, torna-ho a provar.'],
    ['/cerca?q=banyoles', 'Error en la cerca. Intenta-ho de nou.'],
    [`/${article.section}/${encodeURIComponent(article.url)}`, "Error carregant l'article. Si us plau, torna-ho a provar."],
    ['/autors', 'Error carregant els autors'],
    [`/autor/${authors.authors[0]!.slug}`, "Error carregant l'autor"],
    ['/edicio/45', "Error carregant l'edició"],
  ];
  const said = complaints(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && request.method() === 'GET') reads.push(request.url());
  });
  postgres.halt();
  try {
    for (const [address, text] of screens) {
      said.length = 0;
      reads.length = 0;
      expect((await page.goto(address))?.status(), address).toBe(503);
      await expect(page.getByText(text), address).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tornar a provar' }), address).toBeVisible();
      await hydrated(page);
      expect(said, address).toEqual([]);
      expect(reads, address).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${address.split('/')[1]!.replace(/\W+/g, '-')}-375.png`) });
    }
  } finally {
    postgres.resume();
  }
  await expect
    .poll(async () => (await page.request.get('/api/health')).status(), { message: 'the database back', timeout: 60_000 })
    .toBe(200);
  await context.close();
});

test('without JavaScript, the error screen of a search is a way back to the same search', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  postgres.halt();
  try {
    expect((await page.goto('/cerca?q=estany'))?.status()).toBe(503);
    await expect(page.getByText('Error en la cerca. Intenta-ho de nou.')).toBeVisible();
  } finally {
    postgres.resume();
  }
  await expect
    .poll(async () => (await page.request.get('/api/health')).status(), { message: 'the database back', timeout: 60_000 })
    .toBe(200);
  const back = page.waitForResponse((response) => new URL(response.url()).pathname === '/cerca' && response.request().resourceType() === 'document');
  await page.getByRole('button', { name: 'Tornar a provar' }).click();
  expect((await back).status()).toBe(200);
  await expect(page).toHaveURL(/\/cerca\?q=estany$/);
  await expect(page.getByText('Error en la cerca. Intenta-ho de nou.')).toHaveCount(0);
  await expect(page.locator('main a[href^="/"]').first()).toBeVisible();
  await context.close();
});
