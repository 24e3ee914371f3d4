/**
 * The kiosk opened from the workspace, in the same browser: the browser holds the staff session
 * cookie, and the kiosk must still be a reader's (docs/decisions/0008-the-kiosk-is-a-reader.md). A draft edition is on the server;
 * the kiosk never lists, opens or finds it, and its page cannot reach an admin call.
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { packageRecords, zipPackage } from '../api/packageFixture.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

const WORD = 'quioscsecret';
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  server = await startOwnServer('kiosk-session');
  // The draft keeps its own media: a cover only this draft uses (kioskdraft-portada.jpg).
  const records = packageRecords({ number: 60, tag: 'kioskdraft', word: WORD, year: 2030 });
  const upload = await request.post(`${server.url}/api/admin/packages`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
    data: Buffer.from(zipPackage(records)),
  });
  expect(upload.status()).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
});

test('the kiosk opened from a signed-in workspace shows readers’ content only', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ca-ES' });
  const page = await context.newPage();
  await page.goto(`${server.url}/redaccio`);
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  // The session previews the draft in the workspace.
  await expect(page.getByTestId('edition-60')).toContainText('Esborrany');
  const panel = page.getByRole('region', { name: 'Mode quiosc' });
  await expect(panel).toContainText('El quiosc sempre es mostra com a un lector');
  await expect(panel).toContainText('finestra privada');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: testInfo.outputPath('kiosk-panel-1440.png') });

  // The session sees the draft's own media from the workspace (so a refusal below is the kiosk's doing).
  expect(await page.evaluate(async () => (await fetch('/api/images/kioskdraft-portada.jpg')).status)).toBe(200);

  const [kiosk] = await Promise.all([context.waitForEvent('page'), panel.getByRole('button', { name: 'Obre el mode quiosc' }).click()]);
  // Every answer the kiosk tab receives, whatever made the request (its pages, scripts, images, calls).
  const kioskAnswers: { url: string; status: number; method: string; call: boolean }[] = [];
  kiosk.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== server.url) return;
    const request = response.request();
    const call = ['fetch', 'xhr'].includes(request.resourceType());
    kioskAnswers.push({ url: url.pathname + url.search, status: response.status(), method: request.method(), call });
  });
  await expect(kiosk).toHaveURL(/\/quiosc$/);
  await expect(kiosk.getByRole('heading', { level: 1, name: 'Número 48' })).toBeVisible();
  await expect(kiosk.getByText('Previsualització')).toHaveCount(0);

  await kiosk.goto(`${server.url}/quiosc/arxiu`);
  await expect(kiosk.getByText(/49 edicions/).first()).toBeVisible();
  await expect(kiosk.getByText('Esborrany kioskdraft')).toHaveCount(0);
  await expect(kiosk.getByText('Previsualització')).toHaveCount(0);

  await kiosk.goto(`${server.url}/quiosc/edicio/60`);
  await expect(kiosk.getByText("L'edició que busques no existeix o no està disponible.")).toBeVisible();

  await kiosk.goto(`${server.url}/quiosc/cerca?q=${WORD}`);
  await expect(kiosk.getByText('Cap resultat trobat')).toBeVisible();

  // The page's own calls, as a script on it would make them, are a reader's too.
  const answers = await kiosk.evaluate(async () => ({
    admin: (await fetch('/api/admin/editions')).status,
    session: ((await (await fetch('/api/admin/session')).json()) as { authenticated: boolean }).authenticated,
    latest: ((await (await fetch('/api/issues/latest')).json()) as { issue: { number: number } }).issue.number,
    draft: (await fetch('/api/issues/numberdata/60')).status,
    draftCover: (await fetch('/api/images/kioskdraft-portada.jpg')).status,
    draftCard: (await fetch('/api/images/kioskdraft-card-1.jpg')).status,
  }));
  expect(answers).toEqual({ admin: 403, session: false, latest: 48, draft: 404, draftCover: 404, draftCard: 404 });
  // An image element on the kiosk page cannot show the draft's cover either.
  const imageLoads = await kiosk.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = '/api/images/kioskdraft-portada.jpg';
      }),
  );
  expect(imageLoads).toBe(false);

  // Nothing the kiosk tab was answered was an admin answer or the draft's media.
  expect(kioskAnswers.some((a) => a.url.startsWith('/api/admin/editions'))).toBe(true);
  expect(kioskAnswers.filter((a) => a.url.startsWith('/api/admin/') && a.url !== '/api/admin/session' && a.status < 400)).toEqual([]);
  expect(kioskAnswers.filter((a) => a.url.includes('kioskdraft') && a.status < 400).map((a) => a.url)).toEqual([]);
  // Every API read the kiosk made, asked again from the kiosk page (its cookie, its Referer): none
  // carries the draft. (The bodies are read here rather than in the listener: Playwright waits for
  // the body of a beacon the page never reads.)
  const reads = [...new Set(kioskAnswers.filter((a) => a.call && a.method === 'GET' && a.status < 400 && a.url.startsWith('/api/')).map((a) => a.url))];
  expect(reads.length).toBeGreaterThan(5);
  const bodies = await kiosk.evaluate(async (urls) => Promise.all(urls.map(async (url) => ({ url, body: await (await fetch(url)).text() }))), reads);
  expect(bodies.filter((b) => b.body.includes(WORD) || b.body.includes('kioskdraft') || b.body.includes('"preview"')).map((b) => b.url)).toEqual([]);

  // The workspace tab keeps its session all the while.
  await page.reload();
  await expect(page.getByTestId('edition-60')).toContainText('Esborrany');
  await context.close();
});

test('the kiosk panel at 375 px says how to open a clean kiosk', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'ca-ES' });
  const page = await context.newPage();
  await page.goto(`${server.url}/redaccio`);
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  const panel = page.getByRole('region', { name: 'Mode quiosc' });
  await expect(panel).toContainText('perfil del navegador sense sessió');
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: testInfo.outputPath('kiosk-panel-375.png') });
  await context.close();
});
