/**
 * /edicio/{number}/pdf in Chromium: the PDF is built in the browser with a progress indicator,
 * previewed, downloaded under the edition's name, and has the same pages as the server's export.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './drawInBrowser.js';
import { door } from './held.js';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789';

const pdfPages = (file: string) => Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
const pdfText = (file: string, page?: number) =>
  execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-'], { encoding: 'utf8' });

async function waitForPreview(page: Page, number: number) {
  await expect(page.getByTitle(`Previsualització del PDF del número ${number}`)).toBeVisible({ timeout: 30_000 });
}

test('builds edition 12 in the browser, previews it and downloads the same pages the server exports', async ({ page, request }, testInfo) => {
  // The pictures are held until the progress indicator has been seen.
  const pictures = door();
  await page.route('**/api/images/**', async (route) => {
    await pictures.passed;
    await route.continue();
  });
  await page.goto('/edicio/12/pdf', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Preparant el PDF del número 12' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progrés de la generació del PDF' })).toBeVisible();
  pictures.release();
  await waitForPreview(page, 12);

  // The print view stands alone: no site header or footer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Edicions anteriors' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The headless shell has no PDF viewer: the preview's frame, showing the same blob, is a download
  // too, under the blob's own name, whenever the frame loads (after this line, one run in a loaded
  // CI). The link's download is the one named; were its name lost, none would match and this fails.
  const link = page.getByRole('link', { name: 'Descarregar el PDF' });
  await expect(link).toHaveAttribute('download', 'revista-estany-numero-12.pdf');
  const downloadPromise = page.waitForEvent('download', { predicate: (d) => d.suggestedFilename() === 'revista-estany-numero-12.pdf' });
  await link.click();
  const download = await downloadPromise;
  const file = testInfo.outputPath('browser.pdf');
  await download.saveAs(file);

  const pages = pdfPages(file);
  expect(pages).toBe(Number(await page.locator('[data-pages]').getAttribute('data-pages')));
  const text = pdfText(file);
  expect(text).toContain('Número 12');
  expect(text).toContain('HAN COL·LABORAT EN AQUEST NÚMERO');
  expect(text).not.toContain('\u00ad');

  const exported = await request.get('/api/pdf/edition/12', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(exported.status()).toBe(200);
  const serverFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'revista-e2e-pdf-')), 'server.pdf');
  fs.writeFileSync(serverFile, await exported.body());
  expect(pdfPages(serverFile)).toBe(pages);
  // Page for page the same text; only the site's address differs (the page's origin, the server's PUBLIC_URL).
  const sameSite = (text: string) => text.replace(/localhost:\d+/g, 'SITE');
  for (let p = 1; p <= pages; p++) expect(sameSite(pdfText(file, p)), `page ${p}`).toBe(sameSite(pdfText(serverFile, p)));
});

test('leaves out pictures that fail to load and still delivers the PDF', async ({ page }, testInfo) => {
  await page.route('**/api/images/**', (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/edicio/1/pdf');
  await waitForPreview(page, 1);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descarregar el PDF' }).click();
  const file = testInfo.outputPath('without-images.pdf');
  await (await downloadPromise).saveAs(file);
  expect(pdfPages(file)).toBeGreaterThan(4);
  expect(execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
  expect(pdfText(file, 1)).toContain('Número 1');
});

test('says "Edició no trobada" for an edition that does not exist', async ({ page }) => {
  await page.goto('/edicio/9999/pdf');
  await expect(page.getByRole('heading', { name: 'Edició no trobada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edicions anteriors' })).toHaveAttribute('href', '/arxiu');
});

test('reader routes load no PDF code or print fonts', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await page.goto('/edicio/12');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Live, so its code is in (the boot script may start it after a quiet spell on the network).
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((url) => /edition-pdf|jspdf|\.ttf(\?|$)/.test(url))).toEqual([]);
});
