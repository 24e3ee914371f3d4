/**
 * Issue 3 target: JavaScript a reader's browser downloads per route (compressed bytes on the
 * wire), measured in Chromium against the built app. Reader routes must stay ≤ 120 KB and load
 * no PDF, chart or admin code (the browser tests hold them to it: tests/support/scriptBytes.ts).
 */
import { chromium } from '@playwright/test';
import { HEAVY_SCRIPT, READER_SCRIPT_BUDGET_KB, scriptBytesOf } from '../tests/support/scriptBytes.js';
import { startBenchServer } from './lib/server.js';
import { CHROMIUM_BROWSER, CHROMIUM_ARGS } from '../tests/support/chromium.js';

const ROUTES = ['/', '/llibres', '/arxiu', '/autors', '/cerca?q=llibre', '/edicio/48'];

export async function runBundleBench(): Promise<string> {
  const server = await startBenchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER, args: CHROMIUM_ARGS });
  const lines = [`JavaScript per route, compressed bytes over the wire (budget ${READER_SCRIPT_BUDGET_KB} KB on reader routes):`];
  try {
    const firstArticle = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as {
      articles: { section: string; url: string }[];
    };
    const article = firstArticle.articles[0];
    const routes = article ? [...ROUTES, `/${article.section}/${article.url}`] : ROUTES;
    for (const route of routes) {
      const { bytes, files } = await scriptBytesOf(browser, server.url + route);
      const heavy = files.filter((file) => HEAVY_SCRIPT.test(file));
      const kb = bytes / 1024;
      lines.push(
        `${route.padEnd(48)} ${kb.toFixed(1).padStart(7)} KB  ${files.length} files  ${kb <= READER_SCRIPT_BUDGET_KB ? 'within budget' : 'OVER BUDGET'}` +
          (heavy.length > 0 ? `  heavy: ${heavy.join(', ')}` : ''),
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return lines.join('\n');
}
