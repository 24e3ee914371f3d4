/**
 * Issue 26, in Chromium against a real server: a window closed just after typing (its save reached
 * the server as the page closed) is not offered back on reopening; a tab whose session ended signs
 * in again right there, or in another tab, and its waiting text is saved with no keystroke.
 * It writes, so it runs on its own server.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { DeskArticle, DeskEdition } from '../../common/api/desk.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { expect, test } from './ownServer.js';

test.setTimeout(120_000);

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

async function deskCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`/api/admin/desk${path}`, { method, headers: ADMIN, ...(data === undefined ? {} : { data }) });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

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

async function signIn(page: Page) {
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
}

async function staffPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ca-ES', viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/redaccio');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  return { context, page };
}

async function openArticle(page: Page, id: string) {
  await page.goto(`/redaccio/article/${id}`);
  await expect(page.getByRole('heading', { name: 'Edita l’article', level: 1 })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
}

async function typeAtEnd(page: Page, text: string) {
  await page.getByRole('textbox', { name: /^Text \(Paràgraf \d+\)$/ }).first().click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(text);
}

const firstParagraph = async (request: APIRequestContext, id: string) => (await deskCall<DeskArticle>(request, 'GET', `/articles/${id}`)).article.text[0];

test('a window closed just after typing: its save reached the server, so reopening offers nothing back', async ({ browser, baseURL, request }) => {
  // A link: the server stores it opening apart (target, rel), which the editor does not write.
  const article = await draftArticle(request, 'El pont', 'Vegeu <a href="https://exemple.cat">l’exemple</a>.');
  const { context, page } = await staffPage(browser, baseURL);
  await openArticle(page, article.article._id);
  await typeAtEnd(page, ' Tancat de cop.');
  await expect(page.getByTestId('save-status')).toHaveText('Canvis per desar…');
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => JSON.stringify(await firstParagraph(request, article.article._id))).toContain('Tancat de cop.');

  const again = await context.newPage();
  await openArticle(again, article.article._id);
  await expect(again.getByTestId('unsaved-offer')).toHaveCount(0);
  expect(await again.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('sense-desar')))).toEqual([]);
  await context.close();
});

test('a tab whose session ended signs in right there, or in another tab, and the waiting text is saved at once', async ({ browser, baseURL, request }) => {
  const article = await draftArticle(request, 'La font', 'Raja.');
  const { context, page } = await staffPage(browser, baseURL);
  await openArticle(page, article.article._id);

  // The session ends (signed out elsewhere, or expired) while this tab is open.
  await page.evaluate(() => fetch('/api/admin/session', { method: 'DELETE' }));
  await typeAtEnd(page, ' Escrit sense sessió.');
  await expect(page.getByTestId('save-status')).toHaveText('La sessió de redacció s’ha tancat: el text es guarda en aquest ordinador i es desarà tan bon punt tornis a entrar.');
  await page.getByRole('button', { name: 'Inicia la sessió' }).click();
  const dialog = page.getByRole('dialog', { name: 'Torna a iniciar la sessió' });
  await expect(dialog.getByLabel("Token d'administració")).toBeFocused();
  await signIn(page);
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);
  await expect(dialog).toHaveCount(0);
  expect(await firstParagraph(request, article.article._id)).toMatchObject({ content: 'Raja. Escrit sense sessió.' });

  // Signed out again; this time staff sign in in another tab, and this one saves by itself.
  await page.evaluate(() => fetch('/api/admin/session', { method: 'DELETE' }));
  await typeAtEnd(page, ' I una altra frase.');
  await expect(page.getByTestId('save-status')).toHaveText(/^La sessió de redacció s’ha tancat/);
  const other = await context.newPage();
  await other.goto('/redaccio');
  await signIn(other);
  await expect(other.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les/);
  expect(await firstParagraph(request, article.article._id)).toMatchObject({ content: 'Raja. Escrit sense sessió. I una altra frase.' });
  await context.close();
});
