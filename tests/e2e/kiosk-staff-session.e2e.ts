/**
 * The kiosk opened from the workspace, in the same browser: the browser holds the staff session
 * cookie, and the kiosk must still be a reader's (decisions.md). A draft edition is on the server;
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
  const records = packageRecords({ number: 60, tag: 'kioskdraft', word: WORD, year: 2030 });
  records.media = {};
  records.issues[0]!.coverImage = 'cover-01.jpg';
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

  const [kiosk] = await Promise.all([context.waitForEvent('page'), panel.getByRole('button', { name: 'Obre el mode quiosc' }).click()]);
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
  }));
  expect(answers).toEqual({ admin: 403, session: false, latest: 48, draft: 404 });

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
