/**
 * The JavaScript a reader's browser downloads for one page: every script's bytes on the wire,
 * headers included, as Chromium counts them (issue 3's budget). The browser tests hold every reader
 * route to the budget (tests/e2e/fast-first-load.e2e.ts) and the bundle benchmark prints the
 * figures (bench/bundle.ts).
 */
import type { Browser } from '@playwright/test';

/** Per reader route, compressed bytes with headers. */
export const READER_SCRIPT_BUDGET_KB = 120;

/** Code no reader route may load: the PDF engine, charts, the dashboards, QR codes, hyphenation. */
export const HEAVY_SCRIPT = /jspdf|chart|dashboard|edition-pdf|qrcode|hyphen/i;

export interface ScriptBytes {
  bytes: number;
  /** The scripts' file names, in the order they finished. */
  files: string[];
}

/**
 * Opens `url` in a fresh context (nothing cached) and adds up its scripts once the page is live and
 * the network idle: the boot script starts the code only after the page has loaded, which on a busy
 * machine can come after the network has been quiet for a while.
 */
export async function scriptBytesOf(browser: Browser, url: string): Promise<ScriptBytes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    const result: ScriptBytes = { bytes: 0, files: [] };
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const script = scripts.get(e.requestId);
      if (script === undefined) return;
      result.bytes += e.encodedDataLength;
      result.files.push(new URL(script).pathname.split('/').pop()!);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    return result;
  } finally {
    await context.close();
  }
}
