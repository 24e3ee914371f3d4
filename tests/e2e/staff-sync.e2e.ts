/**
 * The workspace's sync, settings and backup panels as staff use them in Chromium, against two
 * real server processes started here: a "public site" (its own demo database plus one imported
 * edition the copy lacks) and the staff copy (its own demo database and an empty media folder),
 * so the shared test server's content never changes.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startOwnServer, type OwnServer } from './ownServer.js';

const PUBLIC_TOKEN = 'e2e-public-token-0123456789';
const LOCAL_TOKEN = 'e2e-local-token-0123456789';
const EDITION_TITLE = 'Edició de prova de la sincronització';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-e2e-sync-'));
let publicSite: OwnServer;
let local: OwnServer;
/** The public site's administrator's personal token: what staff paste (never PUBLIC_TOKEN, which is refused). */
let personalToken = '';

/** The public site's first administrator, signed in, makes a personal token for the copy to sync with. */
async function makePersonalToken(site: string): Promise<string> {
  const password = 'una frase prou llarga per sincronitzar';
  const post = async (pathname: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${site}${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res;
  };
  const created = await post('/api/admin/setup', { token: PUBLIC_TOKEN, name: 'Marta Sincronia', email: 'marta@revista.test', password });
  const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
  const made = await post('/api/admin/tokens', { name: 'Còpia de la redacció', role: 'admin' }, { Cookie: cookie });
  return ((await made.json()) as { secret: string }).secret;
}

/** An edition package in the import's shapes: one edition, two articles, no new media. */
function writeEdition(folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  const ids = ['e2e-sync-a', 'e2e-sync-b'];
  fs.writeFileSync(
    path.join(folder, 'issues.json'),
    JSON.stringify([{ _id: 'e2e-sync-edition', number: 60, publicationDate: '2030-01-01', title: EDITION_TITLE, description: 'Només al web públic.', coverImage: 'author-02.jpg', articlesOrder: ids }]),
  );
  fs.writeFileSync(
    path.join(folder, 'articles.json'),
    JSON.stringify(
      ids.map((id, i) => ({
        _id: id,
        title: `Article sincronitzat ${i + 1}`,
        section: 'creacio',
        url: `article-sincronitzat-${i + 1}`,
        text: [{ type: 'paragraph', content: 'Un text que arriba a la redacció per la sincronització.' }],
        author: 'Redacció',
        data: '01/01/2030',
        issueNumber: 60,
      })),
    ),
  );
  fs.writeFileSync(path.join(folder, 'authors.json'), '[]');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const publicMedia = path.join(dir, 'public-media');
  fs.cpSync('resources/media', publicMedia, { recursive: true });
  const localMedia = path.join(dir, 'local-media');
  // The public site's edition is imported before its server starts (the command seeds the demo
  // first), so no two processes write its database at once.
  const edition = path.join(dir, 'edition');
  writeEdition(edition);
  const imported = await promisify(execFile)(process.execPath, ['dist/server/main.js', 'import', edition], {
    env: { ...process.env, DATABASE_FILE: path.join(dir, 'public.sqlite'), MEDIA_DIR: publicMedia, ADMIN_TOKEN: PUBLIC_TOKEN },
  }).catch((error: Error & { stdout?: string }) => {
    throw new Error(`${error.message}\n${error.stdout ?? ''}`);
  });
  expect(imported.stdout).toContain('Importats: 1 edicions, 2 articles');
  [publicSite, local] = await Promise.all([
    startOwnServer('public', { ADMIN_TOKEN: PUBLIC_TOKEN, MEDIA_DIR: publicMedia }, dir),
    startOwnServer('local', { ADMIN_TOKEN: LOCAL_TOKEN, MEDIA_DIR: localMedia }, dir),
  ]);
  personalToken = await makePersonalToken(publicSite.url);
  // A copy that lacks the images (the demo's were copied in at its first start): sync brings them.
  fs.rmSync(localMedia, { recursive: true });
  fs.mkdirSync(localMedia);
});

test.afterAll(async () => {
  await Promise.all([publicSite, local].map((server) => server?.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function openWorkspace(page: Page): Promise<void> {
  const res = await page.request.post(`${local.url}/api/admin/session`, { data: { token: LOCAL_TOKEN } });
  expect(res.ok()).toBe(true);
  await page.goto(`${local.url}/redaccio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Redacció' })).toBeVisible();
}

const syncPanel = (page: Page) => page.getByRole('region', { name: 'Sincronització' });
const settingsPanel = (page: Page) => page.getByRole('region', { name: 'Configuració' });
const backupPanel = (page: Page) => page.getByRole('region', { name: 'Còpia de seguretat' });

test.describe.serial('staff sync, settings and backup', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('without a public site, sync points to the settings; a wrong address and the shared key are refused', async ({ page }) => {
    await openWorkspace(page);
    const sync = syncPanel(page);
    await expect(sync.getByText('Cap de configurat.')).toBeVisible();
    await expect(sync.getByRole('button', { name: 'Sincronitza' })).toBeDisabled();
    await sync.getByRole('link', { name: 'Configura el web públic' }).click();
    await expect(page).toHaveURL(/#configuracio$/);

    const settings = settingsPanel(page);
    await settings.getByLabel('Adreça del web públic').fill('ftp://revista.example');
    await settings.getByLabel('La teva clau personal del web públic').fill('una-credencial-llarga');
    // A URL to the browser, but not http(s): the server refuses it.
    await settings.getByRole('button', { name: 'Desa' }).click();
    await expect(settings.getByRole('alert')).toContainText("l'adreça ha de començar per http:// o https://");
    // The public site's operator key: refused, with the reason and where to make a personal token.
    await settings.getByLabel('Adreça del web públic').fill(publicSite.url);
    await settings.getByLabel('La teva clau personal del web públic').fill(PUBLIC_TOKEN);
    await settings.getByRole('button', { name: 'Desa' }).click();
    await expect(settings.getByRole('alert')).toHaveText(
      `El web públic ha de rebre la teva clau personal (comença per estany_), no la clau d'operador compartida: així hi consta qui publica o sincronitza. Crea-la a ${publicSite.url}/redaccio/sessions#claus-personals.`,
    );
    await expect(settings.getByText('Cap de desada')).toBeVisible();
  });

  test('settings save the public site and never show the credential back', async ({ page }) => {
    await openWorkspace(page);
    const settings = settingsPanel(page);
    await settings.getByLabel('Adreça del web públic').fill(publicSite.url);
    const credential = settings.getByLabel('La teva clau personal del web públic');
    await expect(credential).toHaveAttribute('type', 'password');
    await credential.fill(personalToken);
    await settings.getByRole('button', { name: 'Desa' }).click();
    await expect(settings.getByRole('status')).toContainText('Desat');
    await expect(credential).toHaveValue('');
    await expect(settings.getByText('Desada', { exact: true })).toBeVisible();
    await page.reload();
    await expect(settingsPanel(page).getByText(publicSite.url, { exact: true })).toBeVisible();
    expect(await page.content()).not.toContain(personalToken);
    await expect(syncPanel(page).getByText(publicSite.url, { exact: true })).toBeVisible();
  });

  test('Sincronitza shows a progress bar, then the summary and the time; the new edition is readable', async ({ page }, testInfo) => {
    await openWorkspace(page);
    const sync = syncPanel(page);
    await expect(sync.getByText('Encara no se n’ha fet cap')).toBeVisible();
    await sync.getByRole('button', { name: 'Sincronitza' }).click();
    const bar = sync.getByRole('progressbar', { name: 'Progrés de la sincronització' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /^(Edicions, articles i autors|Imatges i vídeos|Xifres dels taulers): /);
    await page.screenshot({ path: testInfo.outputPath('sync-running-1440.png'), fullPage: true });

    const summary = sync.getByRole('status');
    await expect(summary).toContainText('Sincronització completa.', { timeout: 60_000 });
    await expect(summary).toContainText('2 articles nous');
    await expect(summary).toContainText('1 edició nova');
    await expect(summary).toContainText(/\d+ imatges/);
    await expect(bar).toBeHidden();
    await expect(sync.getByText('Encara no se n’ha fet cap')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('workspace-1440.png'), fullPage: true });

    // The copy now has the public site's edition, with its cover copied from the public media.
    await page.goto(`${local.url}/`);
    await expect(page.getByText(EDITION_TITLE).first()).toBeVisible();
    const cover = await page.request.get(`${local.url}/api/images/author-02.jpg`);
    expect(cover.status()).toBe(200);

    // A second sync finds nothing new.
    await openWorkspace(page);
    await syncPanel(page).getByRole('button', { name: 'Sincronitza' }).click();
    await expect(syncPanel(page).getByRole('status')).toContainText('Cap canvi: la còpia ja era al dia', { timeout: 30_000 });
  });

  // The phone check shares this test's page (one sign-in and page load fewer: the CI budget).
  test('Fes una còpia de seguretat downloads one file with the database and the media; the panels read well on a phone and pass axe', async ({ page }, testInfo) => {
    await openWorkspace(page);
    const panel = backupPanel(page);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Fes una còpia de seguretat' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^revista-estany-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = path.join(dir, 'backup.zip');
    await file.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    // A zip (stored entries) whose first entry is the database, then the media.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('revista.sqlite'))).toBe(true);
    expect(bytes.includes(Buffer.from('SQLite format 3\u0000'))).toBe(true);
    expect(bytes.includes(Buffer.from('media/'))).toBe(true);
    // The synced edition is in it (SQLite keeps text as UTF-8 in its pages).
    expect(bytes.includes(Buffer.from(EDITION_TITLE))).toBe(true);
    await expect(panel.getByRole('status')).toContainText('Còpia feta.');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(syncPanel(page).getByRole('button', { name: 'Sincronitza' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('workspace-375.png'), fullPage: true });
    // After the sync the list of what it would delete holds hundreds of rows of one markup: axe
    // reads each group's first row (and every other part of the three panels), not all of them
    // (30 s against 2 s).
    const axe = await new AxeBuilder({ page })
      .include('#sincronitzacio')
      .include('#copia')
      .include('#configuracio')
      .exclude('#sincronitzacio li + li')
      .analyze();
    expect(axe.violations).toEqual([]);
  });

  test("the desktop menu's Sincronitza and backup reach the workspace through the address", async ({ page }) => {
    const res = await page.request.post(`${local.url}/api/admin/session`, { data: { token: LOCAL_TOKEN } });
    expect(res.ok()).toBe(true);
    await page.goto(`${local.url}/redaccio?accio=sincronitza`);
    await expect(syncPanel(page).getByRole('status')).toContainText('Cap canvi: la còpia ja era al dia');
    await expect(page).toHaveURL(/\/redaccio$/);
    const download = page.waitForEvent('download');
    await page.goto(`${local.url}/redaccio?accio=copia`);
    expect((await download).suggestedFilename()).toMatch(/^revista-estany-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(page).toHaveURL(/\/redaccio$/);
  });
});
