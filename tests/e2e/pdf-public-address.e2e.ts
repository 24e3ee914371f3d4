/**
 * The edition PDF exported from the workspace prints the public site's address, never the address
 * of the server that made it (on the desktop, a loopback port): the masthead's address, the QR code
 * of 'Llegiu aquest número en línia' and every video's QR code lead to PUBLIC_URL.
 */
import { expect, test, type Browser } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { LOCAL_ADDRESS, pdfQrCodes, pdfText } from './pdfAddresses.js';
import { startOwnServer, type OwnServer } from './ownServer.js';

const PUBLIC_URL = 'https://revista.example';
let server: OwnServer;
let unconfigured: OwnServer;

// One worker: each PDF is heavy to build and read, and the two servers start once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer('pdf-address', { PUBLIC_URL });
  // A staff copy as the desktop starts it: no PUBLIC_URL (so the default, http://localhost:3000)
  // and no public site configured.
  unconfigured = await startOwnServer('pdf-no-address', { PUBLIC_URL: 'http://localhost:3000' });
});

test.afterAll(async () => {
  await server?.stop();
  await unconfigured?.stop();
});

/** Signs in at the workspace of the server at `url` and exports number 48's PDF from it into `file`. */
async function exportFromWorkspace(browser: Browser, url: string, file: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, locale: 'ca-ES', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`${url}/redaccio`);
  await page.getByLabel("Token d'administració").fill(E2E_ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Entra' }).click();
  const download = page.waitForEvent('download', { timeout: 180_000 });
  await page.getByRole('button', { name: 'Exporta PDF del número 48' }).click();
  await (await download).saveAs(file);
  return { context, page };
}

test('the PDF exported on a loopback server prints only the public site’s address', async ({ browser }, testInfo) => {
  // Building the PDF in the page, then rendering every page at 100 dpi to read its QR codes.
  test.setTimeout(300_000);
  const file = testInfo.outputPath('numero-48.pdf');
  const { context } = await exportFromWorkspace(browser, server.url, file);

  const text = pdfText(file);
  expect(text).toContain('revista.example');
  expect(text.match(LOCAL_ADDRESS)).toBeNull();

  const codes = pdfQrCodes(file);
  // At least the closing page's 'Llegiu aquest número en línia'; every code leads off this machine.
  expect(codes).toContain(`${PUBLIC_URL}/edicio/48`);
  expect(codes.filter((code) => LOCAL_ADDRESS.test(code))).toEqual([]);
  expect(codes.every((code) => /^https:\/\//.test(code))).toBe(true);
  await context.close();
});

test('a PDF exported where no public address is known prints no address or code of this machine, and says how to give one', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const file = testInfo.outputPath('numero-48-sense-adreca.pdf');
  const { context, page } = await exportFromWorkspace(browser, unconfigured.url, file);

  const text = pdfText(file);
  expect(text.match(LOCAL_ADDRESS)).toBeNull();
  expect(text).not.toContain('Llegiu aquest número en línia');
  // What codes remain lead off this machine (a YouTube video's, say); none to a local address.
  expect(pdfQrCodes(file).filter((code) => LOCAL_ADDRESS.test(code) || !/^https:\/\//.test(code))).toEqual([]);

  const notice = page.getByRole('status').filter({ hasText: 'PDF del número 48 desat' });
  await expect(notice).toContainText("No porta l'adreça del web ni els codis QR");
  await notice.getByRole('link', { name: 'Configuració' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Configuració', exact: true })).toBeInViewport();
  await notice.scrollIntoViewIfNeeded();
  await notice.screenshot({ path: testInfo.outputPath('notice-1440.png') });
  await context.close();
});
