/**
 * The staff workspace's editions in Chromium, as an editor uses them: sign in, see every edition,
 * open an edition package (a draft appears), preview it marked 'Previsualització' while a reader
 * cannot find it, read the report of a bad package, export a draft's PDF, publish, discard.
 *
 * Publishing changes the newest edition for everyone, so this file runs its own server (built
 * bundle, fresh demo database, an empty media folder it may write to) instead of the shared one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { packageRecords, zipPackage } from '../api/packageFixture.js';
import { startOwnServer, type OwnServer } from './ownServer.js';
import { door } from './held.js';

const TOKEN = 'e2e-editions-token-0123456789';
let server: OwnServer | undefined;
let base = '';
let root = '';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-e2e-editions-'));
  fs.mkdirSync(path.join(root, 'media'));
  server = await startOwnServer('editions', { MEDIA_DIR: path.join(root, 'media'), ADMIN_TOKEN: TOKEN }, root);
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** A package without media files: its records name pictures the magazine already has. */
function packageZip(number: number, tag: string): Buffer {
  const records = packageRecords({ number, tag, year: 2030 });
  records.media = {};
  records.issues[0]!.coverImage = 'cover-01.jpg';
  return Buffer.from(zipPackage(records));
}

async function signedIn(browser: Browser, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 1000 }, locale: 'ca-ES', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${base}/redaccio`);
  await page.getByLabel("Token d'administració").fill(TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(page.getByRole('heading', { name: 'Edicions i esborranys' })).toBeVisible();
  return page;
}

async function openPackage(page: Page, zip: Buffer, name: string) {
  await page.getByTestId('package-zip').setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
}

test('lists every edition and stores an opened package as a draft that only staff can preview', async ({ browser }, testInfo) => {
  const page = await signedIn(browser);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(50);
  await expect(page.getByText('49 edicions publicades · 0 esborranys')).toBeVisible();
  await expect(page.getByTestId('edition-48')).toContainText('Publicada');

  await openPackage(page, packageZip(60, 'e2e'), 'edicio-60.zip');
  await expect(page.getByText('Esborrany desat: número 60')).toBeVisible();
  const row = page.getByTestId('edition-60');
  await expect(row).toContainText('Esborrany e2e');
  await expect(row).toContainText('Esborrany');
  await expect(row.getByRole('button', { name: 'Publica el número 60' })).toBeVisible();
  // No public site is configured here: 'Publica al web' is not offered until one is.
  await expect(row.getByRole('button', { name: 'Publica al web el número 60' })).toHaveCount(0);

  // Filtering keeps a long list usable.
  await page.getByRole('button', { name: 'Esborranys' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('editions-1440.png'), fullPage: true });
  await page.getByRole('button', { name: 'Totes' }).click();
  await page.getByRole('searchbox').fill('12');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('searchbox').fill('');

  await row.getByRole('link', { name: 'Previsualitza el número 60' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Número 60' })).toBeVisible();
  await expect(page.getByText('Previsualització').first()).toBeVisible();
  await page.getByRole('link', { name: /Article 1 de l’esborrany e2e/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Article 1 de l’esborrany e2e/ })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Previsualització');
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Número 60' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Previsualització');

  // A reader, in a browser without the session, cannot find the edition at all.
  const reader = await (await browser.newContext({ locale: 'ca-ES' })).newPage();
  await reader.goto(`${base}/edicio/60`);
  await expect(reader.getByText("L'edició que busques no existeix o no està disponible.")).toBeVisible();
  await reader.goto(`${base}/`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Número 48' })).toBeVisible();
  await expect(reader.getByText('Previsualització')).toHaveCount(0);
  await reader.goto(`${base}/articles/e2e-article-1`);
  await expect(reader.getByText('Article no trobat')).toBeVisible();
  await reader.context().close();
  await page.context().close();
});

test('shows every record a bad package refused, in Catalan, and stores nothing', async ({ browser }, testInfo) => {
  const page = await signedIn(browser);
  const records = packageRecords({ number: 61, tag: 'bad', year: 2030 });
  records.media = {};
  records.articles[0]!.data = 'ahir';
  records.authors.push({ _id: 'sense-nom' });
  await openPackage(page, Buffer.from(zipPackage(records)), 'dolent.zip');
  const report = page.getByRole('alert').filter({ hasText: "El paquet no s'ha desat" });
  await expect(report).toContainText('3 registres rebutjats');
  await expect(report.getByRole('row', { name: /Article bad-art-1 «data» ha de ser una data dia\/mes\/any/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /Edició bad-issue Té articles rebutjats \(bad-art-1\)/ })).toBeVisible();
  await expect(report.getByRole('row', { name: /Autor sense-nom Falta «name», que és obligatori/ })).toBeVisible();
  await expect(page.getByTestId('edition-61')).toHaveCount(0);
  await report.getByRole('button', { name: 'Tanca' }).click();

  // A file that is not a zip at all: what is wrong and what to do, in Catalan.
  await openPackage(page, Buffer.from('issues.json i prou'), 'no-es-zip.zip');
  const notZip = page.getByRole('alert').filter({ hasText: "El paquet no s'ha desat" });
  await expect(notZip.getByRole('row', { name: /Fitxer del paquet el paquet sencer El fitxer no és un arxiu \.zip que es pugui llegir\. Comprimeix la carpeta/ })).toBeVisible();
  await expect(notZip).not.toContainText(/not a zip|End of central directory/);
  await notZip.screenshot({ path: testInfo.outputPath('rejected-1440.png') });
  await page.context().close();

  const phone = await signedIn(browser, 375);
  await openPackage(phone, Buffer.from('issues.json i prou'), 'no-es-zip.zip');
  const onPhone = phone.getByRole('alert').filter({ hasText: "El paquet no s'ha desat" });
  await expect(onPhone).toContainText('Comprimeix la carpeta');
  await onPhone.screenshot({ path: testInfo.outputPath('rejected-375.png') });
  await phone.context().close();
});

test("exports a draft's print PDF with progress, as a real PDF download", async ({ browser }, testInfo) => {
  const page = await signedIn(browser);
  // The edition's content is held until the progress has been seen.
  const content = door();
  await page.route('**/api/pdf/edition/*/content', async (route) => {
    await content.passed;
    await route.continue();
  });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exporta PDF del número 60' }).click();
  await expect(page.getByText(/Exportant el número 60/)).toBeVisible();
  content.release();
  const file = testInfo.outputPath('draft.pdf');
  const done = await download;
  expect(done.suggestedFilename()).toBe('revista-estany-numero-60.pdf');
  await done.saveAs(file);
  await expect(page.getByText(/PDF del número 60 desat/)).toBeVisible();
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  expect(pages).toBeGreaterThan(1);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain('Número 60');
  expect(text).toContain('col·lecció');
  await page.context().close();
});

test('publishes a draft for readers, and discards another after a confirmation', async ({ browser }, testInfo) => {
  const page = await signedIn(browser);
  // Publishing asks first; 'Cancel·la' (where the focus starts) and Escape change nothing.
  await page.getByTestId('edition-60').getByRole('button', { name: 'Publica el número 60' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Publicar el número 60?' });
  await expect(ask).toContainText("Els lectors el veuran a l'instant");
  await expect(ask.getByRole('button', { name: 'Cancel·la' })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('publish-dialog-1440.png') });
  await ask.getByRole('button', { name: 'Cancel·la' }).click();
  await expect(ask).toHaveCount(0);
  await page.getByTestId('edition-60').getByRole('button', { name: 'Publica el número 60' }).click();
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('edition-60')).toContainText('Esborrany');
  await page.getByTestId('edition-60').getByRole('button', { name: 'Publica el número 60' }).click();
  await ask.getByRole('button', { name: 'Sí, publica' }).click();
  await expect(page.getByText("El número 60 s'ha publicat.")).toBeVisible();
  await expect(page.getByTestId('edition-60')).toContainText('Publicada');
  const reader = await (await browser.newContext({ locale: 'ca-ES' })).newPage();
  await reader.goto(`${base}/edicio/60`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Número 60' })).toBeVisible();
  await expect(reader.getByText('Previsualització')).toHaveCount(0);

  // 'Retira' takes it back to a draft, after asking: readers lose it at once.
  await page.getByTestId('edition-60').getByRole('button', { name: 'Retira el número 60' }).click();
  const withdraw = page.getByRole('alertdialog', { name: 'Retirar el número 60?' });
  await expect(withdraw).toContainText('Tornarà a ser un esborrany');
  await withdraw.getByRole('button', { name: 'Sí, retira' }).click();
  await expect(page.getByText("El número 60 s'ha retirat: torna a ser un esborrany.")).toBeVisible();
  await expect(page.getByTestId('edition-60')).toContainText('Esborrany');
  await reader.goto(`${base}/edicio/60`);
  await expect(reader.getByText("L'edició que busques no existeix o no està disponible.")).toBeVisible();
  await reader.goto(`${base}/`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Número 48' })).toBeVisible();
  await reader.context().close();

  await openPackage(page, packageZip(62, 'descartable'), 'edicio-62.zip');
  const row = page.getByTestId('edition-62');
  await expect(row).toContainText('Esborrany');
  await row.getByRole('button', { name: "Descarta l'esborrany 62" }).click();
  await expect(row).toContainText('Descartar-lo?');
  await row.getByRole('button', { name: 'Cancel·la' }).click();
  await row.getByRole('button', { name: "Descarta l'esborrany 62" }).click();
  await row.getByRole('button', { name: 'Sí, descarta' }).click();
  await expect(page.getByText("L'esborrany 62 s'ha descartat.")).toBeVisible();
  await expect(page.getByTestId('edition-62')).toHaveCount(0);
  await page.context().close();

  // The panel on a phone, with a draft in the list.
  const phone = await signedIn(browser, 375);
  await openPackage(phone, packageZip(63, 'mobil'), 'edicio-63.zip');
  await expect(phone.getByTestId('edition-63')).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('editions-375.png'), fullPage: false });
  await phone.getByTestId('edition-63').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: testInfo.outputPath('editions-375-row.png') });
  await phone.getByTestId('edition-63').getByRole('button', { name: 'Publica el número 63' }).click();
  await expect(phone.getByRole('alertdialog', { name: 'Publicar el número 63?' })).toBeVisible();
  await phone.screenshot({ path: testInfo.outputPath('publish-dialog-375.png') });
  await phone.getByRole('button', { name: 'Cancel·la' }).click();
  await phone.context().close();
});
