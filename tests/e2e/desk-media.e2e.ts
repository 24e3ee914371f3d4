/**
 * The media library in Chromium, as an editor uses it: two pictures uploaded with their alt text
 * (one through the file chooser with its progress seen moving, one dropped on the screen), their
 * thumbnails, a text file and an oversize picture refused with the server's reasons, an alt text
 * corrected, a file that came into use refused deletion, an unused one deleted, and a picture
 * chosen as an article's card image in the editor, its alt text reaching readers.
 * It writes, and it lowers the image limit, so it runs on its own server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { startOwnServer } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';
import { holdingProxy } from './holdingProxy.js';

const IMAGE_MAX = 300 * 1024;

/** The server with a low image limit, reached through a line that can hold an upload on its way. */
const test = base.extend<object, { line: Awaited<ReturnType<typeof holdingProxy>> }>({
  line: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
    async ({}, use) => {
      // Its own media folder too: uploads must not land among the demo's pictures in resources/.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-e2e-desk-media-'));
      const server = await startOwnServer('desk-media', { MEDIA_IMAGE_MAX_BYTES: String(IMAGE_MAX), MEDIA_DIR: path.join(dir, 'media') }, dir);
      const proxy = await holdingProxy(server.url);
      await use(proxy);
      await proxy.close();
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ line }, use) => {
    await use(line.url);
  },
});

test.setTimeout(120_000);

/** A PNG of the given size: a smooth gradient (small on disk), or noise (which does not compress). */
function png(width: number, height: number, noise = false): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    image.data[i * 4] = noise ? Math.floor(Math.random() * 256) : (x * 255) / width;
    image.data[i * 4 + 1] = noise ? Math.floor(Math.random() * 256) : (y * 255) / height;
    image.data[i * 4 + 2] = noise ? Math.floor(Math.random() * 256) : 140;
    image.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(image);
}

const ADMIN = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

const uploadRow = (page: Page, name: string) => page.getByRole('list', { name: 'Fitxers per pujar' }).getByRole('listitem', { name });
const card = (page: Page, name: string) => page.getByRole('list', { name: 'Fitxers de la mediateca' }).getByRole('listitem', { name });

/** Drops files on the screen as a file manager would. */
async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
    return data;
  }, files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })));
  const area = page.getByRole('heading', { name: 'Puja imatges i vídeos' });
  await area.dispatchEvent('dragover', { dataTransfer: transfer });
  await area.dispatchEvent('drop', { dataTransfer: transfer });
}

test('pictures are uploaded with their alt text, refused with reasons, described, deleted when unused and chosen in the editor', async ({ page, line }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);
  await page.getByRole('link', { name: 'Mediateca' }).click();
  await expect(page).toHaveURL(/\/redaccio\/mediateca$/);
  await expect(page.getByRole('heading', { name: 'Mediateca', level: 1 })).toBeVisible();

  // Two pictures through the file chooser: nothing leaves before each has its alt text.
  const placa = png(900, 600);
  const riu = png(640, 480);
  await page.getByLabel('Tria fitxers…').setInputFiles([
    { name: 'placa-del-vi.png', mimeType: 'image/png', buffer: placa },
    { name: 'riu.png', mimeType: 'image/png', buffer: riu },
  ]);
  await uploadRow(page, 'placa-del-vi.png').getByRole('button', { name: 'Puja «placa-del-vi.png»' }).click();
  await expect(uploadRow(page, 'placa-del-vi.png').getByRole('alert')).toHaveText(/^Cal un text alternatiu per a cada imatge/);

  await page.getByLabel('Text alternatiu de «placa-del-vi.png»').fill('La plaça del Vi al vespre');
  await page.getByRole('button', { name: 'Puja «placa-del-vi.png»' }).click();
  await expect(uploadRow(page, 'placa-del-vi.png').getByText('Pujat.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Pujada de «placa-del-vi.png»' })).toHaveAttribute('value', '100');

  await page.getByLabel('Text alternatiu de «riu.png»').fill('El riu entre pollancres');
  await page.getByLabel('Text alternatiu de «riu.png»').press('Enter');
  await expect(uploadRow(page, 'riu.png').getByText('Pujat.')).toBeVisible();

  // A third dropped on the screen, to be deleted later.
  await dropFiles(page, [{ name: 'sobrant.png', mimeType: 'image/png', buffer: png(200, 200) }]);
  await page.getByLabel('Text alternatiu de «sobrant.png»').fill('Una prova que sobra');
  await page.getByRole('button', { name: 'Puja «sobrant.png»' }).click();
  await expect(uploadRow(page, 'sobrant.png').getByText('Pujat.')).toBeVisible();

  // A video needs no alt text and leaves at once. Held on its way (large enough that the line's
  // buffers do not take it all: about a third goes), its bar shows how far it got.
  const video = testInfo.outputPath('entrevista.mp4');
  fs.writeFileSync(video, Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16 * 1024 * 1024, 7)]));
  line.holdAfter(1_000_000);
  await page.getByLabel('Tria fitxers…').setInputFiles(video);
  const bar = page.getByRole('progressbar', { name: 'Pujada de «entrevista.mp4»' });
  await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThan(0);
  const seen = Number(await bar.getAttribute('value'));
  await page.screenshot({ path: testInfo.outputPath('desk-media-uploading-1440.png') });
  expect(seen).toBeLessThan(100);
  line.release();
  await expect(uploadRow(page, 'entrevista.mp4').getByText('Pujat.')).toBeVisible();
  await expect(bar).toHaveAttribute('value', '100');
  await expect(card(page, 'entrevista.mp4').getByText(/^Vídeo · MP4 · 16,8 MB$/)).toBeVisible();

  // The thumbnails are the 480 px versions, drawn, with their alt text.
  for (const [name, alt] of [['placa-del-vi.png', 'La plaça del Vi al vespre'], ['riu.png', 'El riu entre pollancres'], ['sobrant.png', 'Una prova que sobra']] as const) {
    const thumbnail = card(page, name).getByRole('img', { name: alt });
    await expect(thumbnail).toHaveAttribute('src', `/api/images/small/${name}`);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(await card(page, 'placa-del-vi.png').getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  // Refusals, each with the server's reason; the file stays listed.
  await page.getByLabel('Tria fitxers…').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Unes notes, no una imatge.') });
  await expect(uploadRow(page, 'notes.txt').getByRole('alert')).toHaveText(/^Aquest fitxer no és una imatge .* la mediateca no l’accepta\.$/);
  const big = png(400, 400, true);
  expect(big.length).toBeGreaterThan(IMAGE_MAX);
  await page.getByLabel('Tria fitxers…').setInputFiles({ name: 'massa-gran.png', mimeType: 'image/png', buffer: big });
  await page.getByLabel('Text alternatiu de «massa-gran.png»').fill('Soroll de colors');
  await page.getByRole('button', { name: 'Puja «massa-gran.png»' }).click();
  await expect(uploadRow(page, 'massa-gran.png').getByRole('alert')).toHaveText(/^La imatge passa de 307 kB, el màxim que accepta la mediateca\./);
  await expect(page.getByLabel('Text alternatiu de «massa-gran.png»')).toHaveValue('Soroll de colors');
  await expect(card(page, 'massa-gran.png')).toHaveCount(0);

  // The alt text is corrected in place.
  const altField = card(page, 'placa-del-vi.png').getByLabel('Text alternatiu');
  await altField.fill('La plaça del Vi plena de gent al vespre');
  await card(page, 'placa-del-vi.png').getByRole('button', { name: 'Desa el text alternatiu' }).click();
  await expect(card(page, 'placa-del-vi.png').getByRole('status')).toHaveText('Text alternatiu desat.');

  // Meanwhile someone puts the square in an article: the server refuses to delete it, and says why.
  const edition = await (await page.request.get('/api/admin/desk/editions/next-number', { headers: ADMIN })).json() as { number: number };
  expect((await page.request.post('/api/admin/desk/editions', { headers: ADMIN, data: { number: edition.number, title: 'Imatges', publicationDate: '2031-05-01' } })).status()).toBe(201);
  const made = await page.request.post(`/api/admin/desk/editions/${edition.number}/articles`, {
    headers: ADMIN,
    data: { section: 'llocs', title: 'La plaça', data: '01/05/2031', authors: [], text: [{ type: 'image', name: 'placa-del-vi.png', content: 'La plaça' }] },
  });
  expect(made.status()).toBe(201);
  const articleId = ((await made.json()) as { article: { _id: string } }).article._id;

  const square = card(page, 'placa-del-vi.png');
  await square.getByRole('button', { name: 'Esborra' }).click();
  await square.getByRole('button', { name: 'Esborra-ho per sempre' }).click();
  await expect(square.getByRole('alert')).toHaveText(`«placa-del-vi.png» no es pot esborrar: el fan servir Article «La plaça» (número ${edition.number}).`);
  await expect(square.getByRole('button', { name: 'Esborra' })).toBeDisabled();
  await expect(square.getByRole('link', { name: `Article «La plaça» (número ${edition.number})` })).toHaveAttribute('href', `/redaccio/article/${articleId}`);

  // An unused one goes.
  await card(page, 'sobrant.png').getByRole('button', { name: 'Esborra' }).click();
  await card(page, 'sobrant.png').getByRole('button', { name: 'Esborra-ho per sempre' }).click();
  await expect(card(page, 'sobrant.png')).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('desk-media-1440.png'), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('desk-media-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 1000 });

  // In the editor, the river becomes the article's card image, with its alt text in view.
  await square.getByRole('link', { name: `Article «La plaça» (número ${edition.number})` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const picker = page.getByRole('group', { name: 'Imatge de la targeta' });
  await picker.getByRole('button', { name: 'Tria de la mediateca' }).click();
  await picker.getByRole('button', { name: 'riu.png' }).click();
  await expect(picker.getByText('Text alternatiu: El riu entre pollancres')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les|^Tot desat/);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/articles/${articleId}`, { headers: ADMIN })).json()) as { imageCard?: string; imageCardAlt?: string }).imageCardAlt)
    .toBe('El riu entre pollancres');

  // A picture uploaded in place, from the body image's picker, with its alt text: chosen at once,
  // and the reader's preview describes it with that text.
  const blockPicker = page.getByRole('group', { name: 'Imatge', exact: true });
  await blockPicker.getByRole('button', { name: 'Tria de la mediateca' }).click();
  await blockPicker.getByLabel('Puja una imatge nova…').setInputFiles({ name: 'pont.png', mimeType: 'image/png', buffer: png(600, 400) });
  await page.screenshot({ path: testInfo.outputPath('desk-media-picker-1440.png') });
  await page.getByLabel('Text alternatiu de «pont.png»').fill('El pont de pedra sobre el Fluvià');
  await page.getByRole('button', { name: 'Puja «pont.png»' }).click();
  await expect(blockPicker.locator('img[src="/api/images/small/pont.png"]')).toBeVisible();
  await expect(blockPicker.getByText('Text alternatiu: El pont de pedra sobre el Fluvià')).toBeVisible();
  await expect(page.frameLocator('[data-testid="preview-frame"]').getByRole('img', { name: 'El pont de pedra sobre el Fluvià' })).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveText(/^Desat a les|^Tot desat/);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/articles/${articleId}`, { headers: ADMIN })).json()) as { text: { alt?: string }[] }).text[0]?.alt)
    .toBe('El pont de pedra sobre el Fluvià');

  // Back in the library, the river is now in use and cannot be deleted.
  await page.goto('/redaccio/mediateca');
  await expect(card(page, 'riu.png').getByRole('button', { name: 'Esborra' })).toBeDisabled();
  await expect(card(page, 'riu.png').getByText('No es pot esborrar mentre es faci servir.')).toBeVisible();
});
