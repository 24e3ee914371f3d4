/**
 * Revisions, conflicts and corrections at the desk, in Chromium against a real server: two staff
 * members editing one article (the second save refused with the other's change shown, nothing
 * typed lost, settled either way); a revision restored from the history; a window closed a moment
 * after typing and a server out of reach, losing nothing; a correction to a published demo article
 * that readers (and search) see only once 'Publica la correcció' is confirmed, dated.
 * It writes, so it runs on its own server.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { DeskArticle, DeskEdition } from '../../common/api/desk.js';
import type { Article, ArticleList } from '../../common/types.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { waitForHydration } from './drawInBrowser.js';
import { expect, test } from './ownServer.js';

test.setTimeout(120_000);

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function deskCall<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin/desk${path}`, { method, headers: ADMIN, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A draft edition with one article of one paragraph, written through the desk's calls. */
async function draftArticle(request: APIRequestContext, title: string, paragraph: string): Promise<DeskArticle> {
  const edition = await deskCall<DeskEdition>(request, 'POST', '/editions', { title: `Quadern ${title}`, publicationDate: '2031-05-01' });
  return deskCall<DeskArticle>(request, 'POST', `/editions/${edition.issue.number}/articles`, {
    section: 'articles',
    title,
    authors: ['Marta Puig'],
    data: '1/5/2031',
    text: [{ type: 'paragraph', content: paragraph }],
  });
}

async function staffContext(browser: Browser, baseURL: string | undefined, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', viewport: { width, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/redaccio');
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  return { context, page };
}

async function openArticle(page: Page, id: string) {
  await page.goto(`/redaccio/article/${id}`);
  await expect(page.getByRole('heading', { name: 'Edita l’article', level: 1 })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
}

const firstParagraph = (page: Page) => page.getByRole('textbox', { name: /^Text \(Paràgraf \d+\)$/ }).first();

/**
 * Types at the end of the first paragraph, as one input (a paste or a word from the keyboard's
 * suggestions): typed key by key on a loaded machine, a pause between keys can outlast the autosave
 * delay and split one phrase into two revisions, and the revision counts below would not hold.
 */
async function typeAtEnd(page: Page, text: string) {
  await firstParagraph(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

const saved = (page: Page) => expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);

test('two staff members edit one article: the second save is refused with the other’s change, and nothing typed is lost', async ({ browser, baseURL, request }, testInfo) => {
  const article = await draftArticle(request, 'Les pedres del riu', 'El riu baixa ple.');
  const anna = await staffContext(browser, baseURL);
  const biel = await staffContext(browser, baseURL);
  await openArticle(anna.page, article.article._id);
  await openArticle(biel.page, article.article._id);

  await typeAtEnd(anna.page, ' Paraula de l’Anna.');
  await saved(anna.page);

  // Biel still holds revision 1: his save is refused, and he sees Anna's text beside his own.
  await typeAtEnd(biel.page, ' Frase d’en Biel.');
  const conflict = biel.page.getByRole('alert').filter({ has: biel.page.getByRole('heading', { name: 'Conflicte de versions' }) });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('Paraula de l’Anna.');
  await expect(biel.page.getByTestId('save-status')).toHaveText('No desat: algú altre ha canviat l’article.');
  await expect(firstParagraph(biel.page)).toContainText('El riu baixa ple. Frase d’en Biel.');
  await biel.page.screenshot({ path: testInfo.outputPath('desk-conflict-1440.png') });
  await biel.page.setViewportSize({ width: 375, height: 800 });
  await conflict.scrollIntoViewIfNeeded();
  await biel.page.screenshot({ path: testInfo.outputPath('desk-conflict-375.png') });

  // He keeps his version: it is saved on top of Anna's.
  await biel.page.getByRole('button', { name: 'Desa la meva versió' }).click();
  await saved(biel.page);
  await expect(conflict).toBeHidden();

  // Anna, now behind, types again: refused, and she takes Biel's text instead of hers.
  await typeAtEnd(anna.page, ' Una altra.');
  await expect(anna.page.getByRole('heading', { name: 'Conflicte de versions' })).toBeVisible();
  await anna.page.getByRole('button', { name: 'Descarta la meva i agafa la seva' }).click();
  await expect(firstParagraph(anna.page)).toHaveText('El riu baixa ple. Frase d’en Biel.');
  await expect(anna.page.getByTestId('save-status')).toHaveText('Tot desat');

  const now = await deskCall<DeskArticle>(request, 'GET', `/articles/${article.article._id}`);
  expect(now.revision).toBe(3);
  expect(now.article.text[0]).toMatchObject({ content: 'El riu baixa ple. Frase d’en Biel.' });
  await anna.context.close();
  await biel.context.close();
});

test('a revision is read as readers would see it and restored, once confirmed, as a new revision', async ({ browser, baseURL, request }, testInfo) => {
  const article = await draftArticle(request, 'El molí vell', 'La primera versió del text.');
  const { context, page } = await staffContext(browser, baseURL);
  await openArticle(page, article.article._id);
  await firstParagraph(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.insertText('Una segona versió, reescrita.');
  await saved(page);

  await page.getByRole('button', { name: 'Historial de revisions' }).click();
  const history = page.getByRole('region', { name: 'Historial de revisions' });
  await expect(history.getByRole('button', { name: /^Revisió 2 · l’actual/ })).toBeVisible();
  await history.getByRole('button', { name: /^Revisió 1/ }).click();
  const view = page.getByTestId('revision-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('El molí vell');
  await expect(view).toContainText('La primera versió del text.');
  await page.screenshot({ path: testInfo.outputPath('desk-history-1440.png') });

  await history.getByRole('button', { name: 'Restaura aquesta revisió' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restaurar la revisió 1?' });
  await expect(dialog.getByRole('button', { name: 'Cancel·la' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Restaura', exact: true }).click();

  // The editor holds the restored text, as revision 3; the history keeps every revision.
  await expect(firstParagraph(page)).toHaveText('La primera versió del text.');
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
  await page.getByRole('button', { name: 'Historial de revisions' }).click();
  await expect(history.getByRole('button', { name: /^Revisió \d/ })).toHaveCount(3);
  await expect(history.getByRole('button', { name: /^Revisió 3 · l’actual/ })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await history.getByRole('button', { name: /^Revisió 2/ }).click();
  await expect(view).toContainText('Una segona versió, reescrita.');
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('desk-history-375.png') });

  // Typing goes on from the restored revision.
  await page.getByRole('button', { name: 'Tanca l’historial' }).click();
  await typeAtEnd(page, ' I ara continua.');
  await saved(page);
  const now = await deskCall<DeskArticle>(request, 'GET', `/articles/${article.article._id}`);
  expect(now).toMatchObject({ revision: 4, article: { text: [{ content: 'La primera versió del text. I ara continua.' }] } });
  await context.close();
});

test('a window closed a moment after typing, or a server out of reach for a while, loses nothing', async ({ browser, baseURL, request }) => {
  const article = await draftArticle(request, 'La bassa', 'Aigua quieta.');
  const { context, page } = await staffContext(browser, baseURL);
  await openArticle(page, article.article._id);

  // Closed well inside the pause before a save: the pending text leaves with the page.
  await typeAtEnd(page, ' Tancat de cop.');
  await expect(page.getByTestId('save-status')).toHaveText('Canvis per desar…');
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await deskCall<DeskArticle>(request, 'GET', `/articles/${article.article._id}`)).article.text[0])
    .toMatchObject({ content: 'Aigua quieta. Tancat de cop.' });

  // The server out of reach: the status says so, the text is kept in this computer meanwhile, and
  // it is saved as soon as the server answers again (the offer to recover it on reopening after a
  // crash is in tests/components/desk-history.test.tsx: Chromium sends a closing page's keepalive
  // save past Playwright's network routes, so a lost window cannot be staged here).
  const second = await context.newPage();
  await openArticle(second, article.article._id);
  await second.route('**/api/admin/desk/articles/**', (route) => (route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue()));
  await typeAtEnd(second, ' Escrit sense connexió.');
  await expect(second.getByTestId('save-status')).toHaveText('Sense connexió amb el servidor: el text es guarda en aquest ordinador i es desarà quan torni.');
  const kept = () => second.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('sense-desar')).map((key) => localStorage.getItem(key) ?? ''));
  expect((await kept()).join()).toContain('Escrit sense connexió.');
  expect((await deskCall<DeskArticle>(request, 'GET', `/articles/${article.article._id}`)).article.text[0]).toMatchObject({ content: 'Aigua quieta. Tancat de cop.' });
  await second.unrouteAll();
  await saved(second);
  expect(await kept()).toEqual([]);
  expect((await deskCall<DeskArticle>(request, 'GET', `/articles/${article.article._id}`)).article.text[0]).toMatchObject({
    content: 'Aigua quieta. Tancat de cop. Escrit sense connexió.',
  });
  await context.close();
});

test('a correction to a published article reaches readers and search only once published, and says when', async ({ browser, baseURL, request }, testInfo) => {
  const WORD = 'esmenaquimerica';
  const list = (await (await request.get('/api/articles?limit=1')).json()) as ArticleList;
  const published = (await (await request.get(`/api/articles/${list.articles[0]!.section}/${list.articles[0]!.url}`)).json()) as Article;
  const address = `/${published.section}/${published.url}`;

  const staff = await staffContext(browser, baseURL);
  await openArticle(staff.page, published._id);
  await expect(staff.page.getByTestId('correction-bar')).toContainText('Aquest article és publicat');
  await typeAtEnd(staff.page, ` Una ${WORD}.`);
  await saved(staff.page);
  await expect(staff.page.getByTestId('correction-bar')).toContainText('Correcció pendent');

  // A reader elsewhere still reads the published text, in the page and in search.
  const readerContext = await browser.newContext({ baseURL, locale: 'ca-ES', viewport: { width: 375, height: 800 } });
  const reader = await readerContext.newPage();
  await reader.goto(address);
  await waitForHydration(reader);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.locator('main')).not.toContainText(WORD);
  await expect(reader.getByTestId('corrected-at')).toHaveCount(0);
  await reader.goto(`/cerca?q=${WORD}`);
  await waitForHydration(reader);
  await expect(reader.getByText('Cap resultat trobat')).toBeVisible();

  // The workspace lists the pending correction.
  await staff.page.goto('/redaccio');
  const pending = staff.page.getByTestId('pending-corrections');
  await expect(pending).toBeVisible();
  await pending.scrollIntoViewIfNeeded();
  await staff.page.screenshot({ path: testInfo.outputPath('workspace-pending-corrections-1440.png') });
  await pending.locator(`a[href="/redaccio/article/${published._id}"]`).click();
  await expect(staff.page.getByTestId('correction-bar')).toContainText('Correcció pendent');

  await staff.page.getByRole('button', { name: 'Publica la correcció' }).click();
  const dialog = staff.page.getByRole('alertdialog', { name: 'Publicar la correcció?' });
  await expect(dialog.getByRole('button', { name: 'Cancel·la' })).toBeFocused();
  await staff.page.screenshot({ path: testInfo.outputPath('desk-correction-1440.png') });
  await dialog.getByRole('button', { name: 'Publica la correcció' }).click();
  await expect(staff.page.getByText('Correcció publicada: els lectors ja veuen el text corregit.')).toBeVisible();
  await staff.page.setViewportSize({ width: 375, height: 800 });
  await staff.page.screenshot({ path: testInfo.outputPath('desk-correction-375.png') });

  // The server's own drawing of the page already carries the corrected text and its date.
  const html = await (await request.get(address)).text();
  expect(html).toContain(WORD);
  expect(html).toMatch(/Corregit el <time[^>]*>\d{1,2} d(e |')\p{L}+ de \d{4}<\/time>/u);

  await reader.goto(address);
  await waitForHydration(reader);
  await expect(reader.locator('main')).toContainText(WORD);
  await expect(reader.getByTestId('corrected-at')).toHaveText(/^Corregit el \d{1,2} d(e |')\p{L}+ de \d{4}$/u);
  await reader.getByTestId('corrected-at').scrollIntoViewIfNeeded();
  await reader.screenshot({ path: testInfo.outputPath('reader-corrected-375.png') });
  await reader.goto(`/cerca?q=${WORD}`);
  await waitForHydration(reader);
  await expect(reader.locator('main ol > li article')).toHaveCount(1);
  await readerContext.close();
  await staff.context.close();
});
