/**
 * The editorial desk end to end, as staff use it (issue 20): a new edition of three articles
 * written with every block type, pasted text from three word processors, the articles ordered by
 * drag and by keyboard, both previews (the reader's page at phone and desktop widths, the printed
 * pages), the refusals, the edition's PDF read back with pdftotext, the package carried to a
 * second server through the workspace, the edition published, and read by a reader in a fresh
 * context. The steps build on one another, so they run in order on one server of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { DeskArticle, DeskEdition, MediaItem } from '../../common/api/desk.js';
import { E2E_ADMIN_TOKEN } from '../../playwright.config.js';
import { waitForHydration } from './drawInBrowser.js';
import { startOwnServer, expect, test } from './ownServer.js';
import { signInAtDesk } from './staffSignIn.js';
import { pdfQrCodes, pdfText } from './pdfAddresses.js';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const BEARER = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const WATCH_ADDRESS = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s';
const EMBED_ADDRESS = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const FIXTURES = path.resolve('tests/fixtures/paste');

/** What the journey made, for the steps that follow. */
const made = { number: 0, media: [] as MediaItem[], articles: {} as Record<string, string>, edition: '' };

const picture = (seed: number, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: (seed * 53) % 256, g: 110, b: 170 } } })
    .toFormat(format)
    .toBuffer();

/** A few hundred bytes an MP4 reader recognises (ftyp box): the library only checks what a file is. */
const video = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(400, 7)]);

async function upload(request: APIRequestContext, name: string, body: Buffer, type: string, alt?: string): Promise<MediaItem> {
  const query = new URLSearchParams({ name, ...(alt ? { alt } : {}) });
  const res = await request.post(`/api/admin/desk/media?${query}`, { headers: { ...BEARER, 'Content-Type': type }, data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MediaItem;
}

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const block = (page: Page, index: number) => page.getByTestId('block').nth(index);

async function addBlock(page: Page, label: string) {
  await page.getByLabel('Tipus de bloc nou').selectOption({ label });
  await page.getByRole('button', { name: 'Afegeix el bloc' }).click();
}

/** Writes in a field as an input method does, all of it at once (desk-writing-keys types key by key). */
async function type(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.insertText(text);
}

/** Picks a file of the media library in the picker named `group` (inside `scope`). */
async function pick(scope: Page | Locator, group: string, name: string) {
  const picker = scope.getByRole('group', { name: group, exact: true });
  await picker.getByRole('button', { name: 'Tria de la mediateca' }).click();
  // The button reads the library's description, then the file's name.
  await picker.getByRole('button', { name: new RegExp(`(^| )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
  await expect(picker.getByText(name, { exact: true })).toBeVisible();
}

async function newArticle(page: Page, title: string) {
  await page.getByRole('link', { name: 'Nou article' }).click();
  await expect(page.getByRole('heading', { name: 'Nou article', level: 1 })).toBeVisible();
  await type(page, textbox(page, 'Títol'), title);
  await expect(page.getByLabel('Adreça de l’article')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(page).toHaveURL(/\/redaccio\/article\//);
  await expect(page.getByTestId('save-status')).toHaveText('Tot desat');
  made.articles[title] = decodeURIComponent(page.url().split('/').pop()!);
}

const allSaved = (page: Page) => expect(page.getByTestId('save-status')).toHaveText(/^Desat a les|^Tot desat$/, { timeout: 10_000 });

async function deskArticle(request: APIRequestContext, title: string): Promise<DeskArticle> {
  const res = await request.get(`/api/admin/desk/articles/${encodeURIComponent(made.articles[title]!)}`, { headers: BEARER });
  expect(res.ok()).toBe(true);
  return (await res.json()) as DeskArticle;
}

/** Does `action`, and saves the download it starts under the test's output folder. */
async function saveDownload(page: Page, file: string, action: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await action();
  const target = test.info().outputPath(file);
  await (await download).saveAs(target);
  return target;
}

/** The printed-pages preview once it shows the editor's latest state. */
async function printedPreviewReady(page: Page) {
  const preview = page.getByTestId('print-preview');
  await expect(preview).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  return preview;
}

async function printedPreviewText(page: Page, file: string): Promise<string> {
  await printedPreviewReady(page);
  return pdfText(await saveDownload(page, file, () => page.getByTestId('print-preview-download').click()));
}

test('a new edition of three articles is written at the desk with every block type', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  made.media = [
    await upload(request, 'riu-portada', await picture(1, 'jpeg'), 'image/jpeg', 'El riu a l’alba'),
    await upload(request, 'riu-targeta', await picture(2, 'png'), 'image/png', 'La riba plena de canyes'),
    await upload(request, 'riu-font', await picture(3, 'jpeg'), 'image/jpeg', 'La font del poble'),
    await upload(request, 'riu-video', video(), 'video/mp4'),
  ];
  const [cover, card, spring, clip] = made.media.map((m) => m.name) as [string, string, string, string];
  await signInAtDesk(page);

  await page.getByRole('link', { name: 'Nova edició' }).click();
  await expect(page.getByLabel('Número', { exact: true })).toHaveValue(/^\d+$/);
  made.number = Number(await page.getByLabel('Número', { exact: true }).inputValue());
  await page.getByLabel('Títol', { exact: true }).fill('Rius i veus');
  await page.getByLabel('Descripció').fill('Una edició sobre l’aigua que parla.');
  await pick(page, 'Imatge de portada', cover);
  await page.getByLabel('Il·lustració: artista').fill('Aina Soler');
  await page.getByLabel('Il·lustració: obra o peu').fill('Riu al matí');
  await page.getByLabel('Il·lustració: enllaç de l’artista').fill('https://example.org/aina');
  // Beside the form, the archive's own card as readers will see it, cover included.
  const archiveCard = page.frameLocator('iframe[title="L’edició a l’arxiu (mòbil)"]').locator(`article[data-number="${made.number}"]`);
  await expect(archiveCard.getByRole('heading', { name: 'Rius i veus' })).toBeVisible();
  await expect(archiveCard.getByText('Una edició sobre l’aigua que parla.')).toBeVisible();
  await expect(archiveCard.getByRole('img', { name: `Portada del número ${made.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Crea l’esborrany' }).click();
  await expect(page).toHaveURL(new RegExp(`/redaccio/edicio/${made.number}$`));
  made.edition = page.url();

  // The first article: a paragraph with its picture, class and styles, then every heading and media block.
  await newArticle(page, 'Les veus del riu');
  await pick(page, 'Imatge de la targeta', card);
  await type(page, textbox(page, 'Text (Paràgraf 1)'), 'El riu porta ');
  await page.keyboard.press('Control+i');
  await page.keyboard.type('veus');
  await page.keyboard.press('Control+i');
  await page.keyboard.type(' antigues.');
  await block(page, 0).getByText('Imatge, estil i impressió').click();
  await pick(block(page, 0), 'Imatge del paràgraf', spring);
  await block(page, 0).getByLabel('Classe').selectOption('image-foot');
  await block(page, 0).getByLabel('Estils').fill('text-align: center; font-style: italic');
  await addBlock(page, 'Títol');
  await type(page, textbox(page, 'Text (Títol 2)'), 'Primera part');
  await addBlock(page, 'Subtítol');
  await type(page, textbox(page, 'Text (Subtítol 3)'), 'Les fonts');
  await addBlock(page, 'Pregunta');
  await type(page, textbox(page, 'Text (Pregunta 4)'), 'D’on ve l’aigua?');
  await addBlock(page, 'Cita destacada');
  await type(page, textbox(page, 'Cita (Cita destacada 5)'), 'L’aigua recorda.');
  await type(page, textbox(page, 'Referència (Cita destacada 5)'), 'Dita de la riba');
  await addBlock(page, 'Imatge');
  await pick(block(page, 5), 'Imatge', spring);
  await type(page, textbox(page, 'Peu (Imatge 6)'), 'La font del poble');
  await addBlock(page, 'Vídeo');
  await pick(block(page, 6), 'Vídeo', clip);
  await type(page, textbox(page, 'Peu (Vídeo 7)'), 'El riu en moviment');
  await addBlock(page, 'YouTube');
  await block(page, 7).getByLabel('Adreça del vídeo de YouTube').fill(WATCH_ADDRESS);
  await expect(page.getByText(`S’incrustarà com ${EMBED_ADDRESS}?start=42`)).toBeVisible();
  await allSaved(page);

  // The second: a biography, footnotes and the image-foot QR block.
  await page.getByRole('link', { name: `Edició ${made.number}` }).click();
  await newArticle(page, 'Una vida escrita');
  await type(page, textbox(page, 'Text (Paràgraf 1)'), 'Va néixer vora l’Estany i no se’n va anar mai.');
  await addBlock(page, 'Bibliografia');
  await type(page, textbox(page, 'Línia 1 (Bibliografia 2)'), 'Nascuda a Banyoles el 1950.');
  await block(page, 1).getByRole('button', { name: '+ Línia' }).click();
  await type(page, textbox(page, 'Línia 2 (Bibliografia 2)'), 'Poeta i traductora.');
  await addBlock(page, 'Notes');
  await type(page, textbox(page, 'Nota 1 (Notes 3)'), 'Primera nota de la riba.');
  await block(page, 2).getByRole('button', { name: '+ Nota' }).click();
  await type(page, textbox(page, 'Nota 2 (Notes 3)'), 'Segona nota.');
  await addBlock(page, 'Peu amb codi QR');
  await type(page, textbox(page, 'Peu (Peu amb codi QR 4)'), 'Escolteu-la en línia');
  await block(page, 3).getByLabel('Adreça del codi QR').fill('https://example.org/entrevista');
  await allSaved(page);

  // The third, to be ordered and to receive pasted text.
  await page.getByRole('link', { name: `Edició ${made.number}` }).click();
  await newArticle(page, 'Tercera riba');
  await type(page, textbox(page, 'Text (Paràgraf 1)'), 'La tercera riba és la més llunyana.');
  await allSaved(page);

  // Everything reached the server as written (images with their library alt text).
  const first = (await deskArticle(request, 'Les veus del riu')).article;
  expect(first.imageCard).toBe(card);
  expect(first.text).toEqual([
    { type: 'paragraph', content: 'El riu porta <em>veus</em> antigues.', image: { name: spring, alt: 'La font del poble' }, className: 'image-foot', styles: '{"textAlign":"center","fontStyle":"italic"}' },
    { type: 'title', content: 'Primera part' },
    { type: 'title2', content: 'Les fonts' },
    { type: 'question', content: 'D’on ve l’aigua?' },
    { type: 'paragraph2', content: 'L’aigua recorda.', reference: 'Dita de la riba' },
    { type: 'image', name: spring, alt: 'La font del poble', content: 'La font del poble' },
    { type: 'video', name: clip, content: 'El riu en moviment' },
    { type: 'youtube', content: `${EMBED_ADDRESS}?start=42` },
  ]);
  const second = (await deskArticle(request, 'Una vida escrita')).article;
  expect(second.text.slice(1)).toEqual([
    { type: 'biography', content: ['Nascuda a Banyoles el 1950.', 'Poeta i traductora.'] },
    { type: 'footnotes', notes: [{ content: 'Primera nota de la riba.' }, { content: 'Segona nota.' }] },
    { type: 'image-foot', content: 'Escolteu-la en línia', path: 'https://example.org/entrevista' },
  ]);
});

test('text pasted from Word, LibreOffice and Google Docs keeps italics, bold, superscript, links, paragraphs and lists, and drops the rest', async ({ page, request }) => {
  await signInAtDesk(page);
  await page.goto(`/redaccio/article/${encodeURIComponent(made.articles['Tercera riba']!)}`);
  const fixtures = ['word', 'libreoffice', 'google-docs'];
  for (const [i, name] of fixtures.entries()) {
    await addBlock(page, 'Paràgraf');
    const position = 2 + i * 2;
    const field = textbox(page, `Text (Paràgraf ${position})`);
    await field.click();
    const html = fs.readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
    // A real paste: the clipboard event the browser sends, with the word processor's HTML in it.
    await field.evaluate((element, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data);
      transfer.setData('text/plain', 'texte pla');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    }, html);
    await expect(page.getByTestId('block')).toHaveCount(position + 1);
  }
  await allSaved(page);
  // The site's sanitiser opens links in a new tab (its rule for every saved link).
  const pasted = (await deskArticle(request, 'Tercera riba')).article.text.slice(1);
  const sources = { word: 'Word', libreoffice: 'LibreOffice', 'google-docs': 'Google Docs' } as const;
  expect(pasted).toEqual(
    fixtures.flatMap((name) => [
      { type: 'paragraph', content: `El text de ${sources[name as keyof typeof sources]} amb <em>cursiva</em>, <strong>negreta</strong> i un <a href="https://example.org/${name}" target="_blank" rel="noopener noreferrer">enllaç</a>.` },
      // The note number stays raised (it ran into the word before: "vermell1"); Word's list paragraph is a list.
      name === 'word'
        ? { type: 'list', ordered: true, items: ['Subratllat i vermell<sup>1</sup>, i prou.'] }
        : { type: 'paragraph', content: 'Subratllat i vermell<sup>1</sup>, i prou.' },
    ]),
  );
});

test('the articles are ordered by drag and by keyboard, and previewed as readers and print will see them', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInAtDesk(page);
  await page.goto(made.edition);
  const items = page.getByTestId('order-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Les veus del riu');

  // Drag the third onto the top half of the first: it goes first.
  await items.nth(2).dragTo(items.nth(0), { targetPosition: { x: 40, y: 4 } });
  await expect(items.nth(0)).toContainText('Tercera riba');
  await expect(page.getByText('L’ordre dels articles s’ha desat.')).toBeVisible();
  // By keyboard: the last one up one place.
  await items.nth(2).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(items.nth(1)).toContainText('Una vida escrita');
  await expect(page.getByText('«Una vida escrita» ara és a la posició 2 de 3')).toBeAttached();
  await page.reload();
  await expect(items).toHaveText([/Tercera riba/, /Una vida escrita/, /Les veus del riu/]);

  // The edition's printed pages follow the order and the manual-layout flag.
  const editionText = await printedPreviewText(page, 'edition-preview.pdf');
  expect(editionText.indexOf('Tercera riba')).toBeLessThan(editionText.indexOf('Una vida escrita'));
  expect(editionText.indexOf('Una vida escrita')).toBeLessThan(editionText.indexOf('Les veus del riu'));
  await page.getByLabel(/Maquetació manual del PDF/).check();
  await expect(page.getByTestId('print-preview')).toHaveAttribute('data-status', 'updating');
  await printedPreviewReady(page);
  await page.getByRole('button', { name: 'Desa l’edició' }).click();
  await expect(page.getByText('L’edició s’ha desat.')).toBeVisible();

  // The article: the reader's page at phone width, then desktop, and its printed pages.
  await page.getByRole('link', { name: 'Les veus del riu' }).click();
  const reader = page.frameLocator('[data-testid="preview-frame"]');
  await expect(reader.getByRole('heading', { name: 'Les veus del riu', level: 1 })).toBeVisible();
  await expect(reader.locator('em', { hasText: 'veus' })).toBeVisible();
  await expect(reader.getByText('L’aigua recorda.')).toBeVisible();
  await expect(reader.locator(`iframe[src^="${EMBED_ADDRESS}"]`)).toBeAttached();
  const printed = await printedPreviewReady(page);
  expect(Number(await printed.getAttribute('data-pages'))).toBeGreaterThanOrEqual(6);
  expect(Number(await printed.getAttribute('data-page'))).toBeGreaterThan(3);
  await page.screenshot({ path: testInfo.outputPath('desk-previews-1440.png'), fullPage: true });
  await page.getByRole('button', { name: 'Escriptori' }).click();
  await expect(reader.getByText('Les fonts')).toBeVisible();

  // The print options reach the printed pages: in a manual layout, the article planned to open
  // where it does and a paragraph told to start three pages later leave the pages between.
  const opening = Number(await printed.getAttribute('data-page'));
  const pagesBefore = Number(await printed.getAttribute('data-pages'));
  await block(page, 0).getByText('Imatge, estil i impressió').click();
  await block(page, 0).getByLabel('PDF: pàgina').fill(String(opening));
  await addBlock(page, 'Paràgraf');
  await type(page, textbox(page, 'Text (Paràgraf 9)'), 'Un paràgraf a la seva pàgina.');
  await block(page, 8).getByText('Imatge, estil i impressió').click();
  await block(page, 8).getByLabel('PDF: pàgina').fill(String(opening + 3));
  await expect.poll(async () => Number(await (await printedPreviewReady(page)).getAttribute('data-pages')), { timeout: 30_000 }).toBeGreaterThanOrEqual(pagesBefore + 2);

  // Typing reaches both previews after a pause, without saving first.
  await textbox(page, 'Text (Paràgraf 1)').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Remor.');
  // Shown to the reader, so the printed pages are already being made again: the next ready ones have it.
  await expect(reader.getByText('El riu porta veus antigues. Remor.')).toBeVisible();
  const articleText = await printedPreviewText(page, 'article-preview.pdf');
  expect(articleText).toContain('Remor.');
  expect(articleText).toContain('L’aigua recorda.');
  await allSaved(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Mòbil' }).click();
  await printedPreviewReady(page);
  await page.screenshot({ path: testInfo.outputPath('desk-previews-375.png'), fullPage: true });
});

test('an invalid block, a clashing address and a missing field are refused with their reasons', async ({ page, request }) => {
  await signInAtDesk(page);
  await page.goto(made.edition);
  await page.getByRole('link', { name: 'Nou article' }).click();
  // A missing title: nothing is created, and the form says what is missing.
  await page.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(page.getByText('Cal completar els camps marcats.')).toBeVisible();
  await expect(page.getByText(/^Títol: /)).toBeVisible();
  await expect(page).toHaveURL(/\/nou-article$/);

  // An address another article of the section has: whose it is, and a free one proposed.
  await type(page, textbox(page, 'Títol'), 'Les veus del riu, una altra vegada');
  await page.getByLabel('Adreça de l’article').fill('les-veus-del-riu');
  await expect(page.getByText(/L’adreça \/articles\/les-veus-del-riu ja és de l’article «Les veus del riu»/)).toBeVisible();
  await page.getByRole('button', { name: 'Crea l’article' }).click();
  await expect(page).toHaveURL(/\/nou-article$/);
  await expect(page.getByLabel('Adreça de l’article')).toHaveValue('les-veus-del-riu');

  // A YouTube block with another site's address: refused as typed, and by the server.
  await page.getByRole('button', { name: 'Torna a fer l’adreça del títol' }).click();
  await addBlock(page, 'YouTube');
  await block(page, 1).getByLabel('Adreça del vídeo de YouTube').fill('https://vimeo.com/76979871');
  await expect(block(page, 1).getByText('no és una adreça d’un vídeo de YouTube')).toBeVisible();
  const article = await deskArticle(request, 'Tercera riba');
  const { _id, issueNumber: _n, author: _a, status: _s, correctedAt: _c, ...fields } = article.article;
  const refused = await request.put(`/api/admin/desk/articles/${encodeURIComponent(_id)}`, {
    headers: BEARER,
    data: { ...fields, text: [...fields.text, { type: 'youtube', content: 'https://vimeo.com/76979871' }], baseRevision: article.revision },
  });
  expect(refused.status()).toBe(400);
  const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
  expect(error.code).toBe('invalid_block');
  expect(error.message).toMatch(/^El bloc \d+ \(youtube\) no és vàlid/);
});

test('the edition’s PDF is exported from the workspace and reads right', async ({ page }) => {
  await signInAtDesk(page);
  const file = await saveDownload(page, 'edicio.pdf', () => page.getByRole('button', { name: `Exporta PDF del número ${made.number}` }).click());
  const text = pdfText(file);
  for (const expected of ['Rius i veus', 'Tercera riba', 'Una vida escrita', 'Les veus del riu', 'El riu porta veus antigues. Remor.', 'L’aigua recorda.', 'Nascuda a Banyoles el 1950.', 'Primera nota de la riba.', 'El text de Word amb cursiva']) {
    expect(text.replace(/\s+/g, ' ')).toContain(expected);
  }
  expect(pdfQrCodes(file)).toContain('https://example.org/entrevista');
});

test('the package leaves from the edition screen and arrives whole on another server', async ({ page, request, browser }) => {
  await signInAtDesk(page);
  await page.goto(made.edition);
  const zip = await saveDownload(page, `edicio-${made.number}.zip`, () => page.getByRole('button', { name: 'Exporta el paquet' }).click());
  await expect(page.getByText(/^Paquet desat/)).toBeVisible();

  const elsewhere = await startOwnServer('desk-journey-desti');
  try {
    await importThere(browser, elsewhere.url, zip);
    const there = await browser.newContext({ baseURL: elsewhere.url });
    const comparable = (edition: DeskEdition) => ({ issue: edition.issue, articles: edition.articles.map((a) => a.article) });
    const fetchEdition = async (api: APIRequestContext) => (await (await api.get(`/api/admin/desk/editions/${made.number}`, { headers: BEARER })).json()) as DeskEdition;
    expect(comparable(await fetchEdition(there.request))).toEqual(comparable(await fetchEdition(request)));
    for (const item of made.media) {
      const address = `/api/${item.kind === 'video' ? 'videos' : 'images'}/${encodeURIComponent(item.name)}`;
      const here = await (await request.get(address, { headers: BEARER })).body();
      const copy = await (await there.request.get(address, { headers: BEARER })).body();
      expect(copy.length, address).toBeGreaterThan(0);
      expect(copy.equals(here), address).toBe(true);
    }
    await there.close();
  } finally {
    await elsewhere.stop();
  }
});

async function importThere(browser: Browser, url: string, zip: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await signInAtDesk(page);
  await page.getByTestId('package-zip').setInputFiles(zip);
  await expect(page.getByText(/desat com a esborrany|s'ha desat|esborrany/i).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Publica el número ${made.number}` })).toBeVisible();
  await context.close();
}

test('published from the workspace, the edition is read by a reader: home, articles and search', async ({ page, browser, baseURL }) => {
  await signInAtDesk(page);
  await page.getByRole('button', { name: `Publica el número ${made.number}` }).click();
  await page.getByRole('button', { name: 'Sí, publica' }).click();
  // Its articles were written at the desk and nobody accepted them: the gate names them first.
  await page.getByRole('button', { name: 'Sí, publica igualment' }).click();
  await expect(page.getByRole('button', { name: `Publica el número ${made.number}` })).toHaveCount(0);

  const reader = await browser.newContext({ baseURL });
  const visit = await reader.newPage();
  await visit.goto('/');
  await waitForHydration(visit);
  await expect(visit.getByText('Rius i veus').first()).toBeVisible();
  await expect(visit.getByRole('link', { name: /Les veus del riu/ }).first()).toBeVisible();

  await visit.goto('/articles/les-veus-del-riu');
  await waitForHydration(visit);
  await expect(visit.getByRole('heading', { name: 'Les veus del riu', level: 1 })).toBeVisible();
  await expect(visit.locator('em', { hasText: 'veus' }).first()).toBeVisible();
  await expect(visit.getByText('L’aigua recorda.')).toBeVisible();
  await expect(visit.locator(`iframe[src^="${EMBED_ADDRESS}"]`)).toBeAttached();
  await expect(visit.getByRole('img', { name: 'La font del poble' }).first()).toBeVisible();

  await visit.goto('/articles/una-vida-escrita');
  await waitForHydration(visit);
  await expect(visit.getByText('Nascuda a Banyoles el 1950.')).toBeVisible();
  await expect(visit.getByText('Primera nota de la riba.')).toBeVisible();

  await visit.goto('/cerca?q=Banyoles');
  await waitForHydration(visit);
  await expect(visit.getByRole('link', { name: /Una vida escrita/ }).first()).toBeVisible();
  await reader.close();
});
