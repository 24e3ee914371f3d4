/**
 * Issue 3 target: JavaScript a reader's browser downloads per route (compressed bytes on the
 * wire), measured in Chromium against the built app. Reader routes must stay ≤ 120 KB and load
 * no PDF, chart or admin code.
 */
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/server.js';

const ROUTES = ['/', '/llibres', '/arxiu', '/autors', '/cerca?q=llibre', '/edicio/48'];
const BUDGET_KB = 120;
const HEAVY = /jspdf|chart|dashboard|edition-pdf|qrcode|hyphen/i;

export async function runBundleBench(): Promise<string> {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const lines = [`JavaScript per route, compressed bytes over the wire (budget ${BUDGET_KB} KB on reader routes):`];
  try {
    const firstArticle = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as {
      articles: { section: string; url: string }[];
    };
    const article = firstArticle.articles[0];
    const routes = article ? [...ROUTES, `/${article.section}/${article.url}`] : ROUTES;
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Map<string, string>();
      let bytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Script') scripts.set(e.requestId, e.response.url);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
      });
      await page.goto(server.url + route, { waitUntil: 'networkidle' });
      const heavy = [...scripts.values()].filter((u) => HEAVY.test(u)).map((u) => u.split('/').pop());
      const kb = bytes / 1024;
      lines.push(
        `${route.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB  ${scripts.size} files  ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}` +
          (heavy.length > 0 ? `  heavy: ${heavy.join(', ')}` : ''),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines.join('\n');
}
