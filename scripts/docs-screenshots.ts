/**
 * `npm run docs:screenshots` (after `npm run build`): the pictures of the README and of the staff
 * guide (docs/staff-guide.md), taken from the running app so they can be renewed whenever the
 * screens change. Starts the built server on a throwaway demo database, signs a staff session in
 * with a token made for this run, and writes WebP pictures into docs/images/ with headless Chromium
 * (tests/support/chromium.ts: Debian's /usr/bin/chromium, or CHROMIUM_PATH).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { paths } from '../common/routes/paths.js';
import { CHROMIUM_BROWSER, CHROMIUM_ARGS } from '../tests/support/chromium.js';

const OUT = path.resolve('docs/images');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

interface Shot {
  file: string;
  path: string;
  viewport: { width: number; height: number };
  staff?: boolean;
  /**
   * A reader page drawn as a returning reader sees it: a first visit is drawn in the system's faces
   * and leaves the magazine's in the browser's cache (server/http/fontsCookie.ts).
   */
  returning?: boolean;
  /** What must be on screen before the picture is taken. */
  ready: (page: Page) => Promise<void>;
}

/** Starts dist/server/main.js on a free port and resolves once it says it is ready. */
async function startServer(folder: string, token: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync('dist/server/main.js')) throw new Error('Run `npm run build` first.');
  const child = fork('dist/server/main.js', ['start'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(folder, 'docs.sqlite'),
      MEDIA_DIR: path.join(folder, 'media'),
      ADMIN_TOKEN: token,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: { type?: string; port?: number }) => {
      if (m.type === 'ready' && typeof m.port === 'number') resolve(m.port);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function take(browser: Browser, base: string, token: string, shot: Shot): Promise<void> {
  const context = await browser.newContext({ baseURL: base, viewport: shot.viewport, deviceScaleFactor: 1, locale: 'ca-ES' });
  if (shot.staff) {
    const signIn = await context.request.post('/api/admin/session', { data: { token } });
    if (!signIn.ok()) throw new Error(`staff sign-in: ${signIn.status()}`);
  }
  const page = await context.newPage();
  if (shot.returning) {
    await page.goto(shot.path);
    await page.waitForFunction(() => document.cookie.split('; ').includes('fonts=1'));
  }
  await page.goto(shot.path);
  await shot.ready(page);
  // Pictures wait for the page's own images and fonts, never for a fixed time.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const shown = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(shown.filter((img) => !img.complete).map((img) => new Promise((done) => { img.addEventListener('load', done, { once: true }); img.addEventListener('error', done, { once: true }); })));
    // Loaded is not yet drawn: decoded, an image is painted in the next frame.
    await Promise.all(shown.map((img) => img.decode().catch(() => undefined)));
  });
  // WebP at high quality: a third of the PNG's bytes in the repository, text still crisp.
  await sharp(await page.screenshot()).webp({ quality: 88 }).toFile(path.join(OUT, shot.file));
  await context.close();
  console.info(`docs/images/${shot.file}`);
}

async function main(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-docs-'));
  const token = randomBytes(24).toString('base64url');
  const server = await startServer(folder, token);
  const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER, args: CHROMIUM_ARGS });
  try {
    const latest = (await (await fetch(`${server.url}/api/issues/latest`)).json()) as { issue: { number: number }; articles: { _id: string; section: string; url: string }[] };
    const article = latest.articles[0]!;
    const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
    const readerShots: Shot[] = [
      { file: 'home.webp', path: paths.home(), viewport: DESKTOP, returning: true, ready: heading },
      { file: 'article-phone.webp', path: paths.article(article.section, article.url), viewport: PHONE, returning: true, ready: heading },
      // The kiosk draws its edition once its data has come: the picture waits for the cover of its first card.
      { file: 'kiosk.webp', path: paths.kiosk(), viewport: { width: 1280, height: 800 }, ready: async (page) => {
        await heading(page);
        await page.locator('main img').first().waitFor();
      } },
    ];
    fs.mkdirSync(OUT, { recursive: true });
    for (const shot of readerShots) await take(browser, server.url, token, shot);
    // The staff pictures show the newest edition as a draft being prepared: 'Retira' makes it one.
    const number = latest.issue.number;
    const withdrawn = await fetch(`${server.url}/api/admin/editions/${number}/withdraw`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    if (!withdrawn.ok) throw new Error(`withdrawing edition ${number}: ${withdrawn.status}`);
    const staffShots: Shot[] = [
      { file: 'workspace.webp', path: paths.workspace(), viewport: DESKTOP, staff: true, ready: (page) => page.getByRole('table').first().waitFor() },
      { file: 'edition-editor.webp', path: paths.deskEdition(number), viewport: DESKTOP, staff: true, ready: (page) => page.getByRole('link', { name: 'Nou article' }).first().waitFor() },
      { file: 'article-editor.webp', path: paths.deskArticle(article._id), viewport: DESKTOP, staff: true, ready: (page) => page.getByText('Tot desat').first().waitFor() },
      { file: 'media-library.webp', path: paths.deskMedia(), viewport: DESKTOP, staff: true, ready: (page) => page.getByRole('button', { name: 'Mostra’n més' }).waitFor() },
    ];
    for (const shot of staffShots) await take(browser, server.url, token, shot);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
