/**
 * Issue 5 targets: the newest edition's PDF builds in under 5 s in the browser and stays under
 * 8 MB. Measured in Chromium (the /edicio/{n}/pdf route, from navigation to the preview) and on
 * the server (the admin export), three runs each; the ratio compares the two paths in this run.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/server.js';
import { CHROMIUM_BROWSER, CHROMIUM_ARGS } from '../tests/support/chromium.js';

const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const RUNS = 3;
const TARGET_MS = 5000;
const TARGET_BYTES = 8 * 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The built renderer: RENDERER_DIR, dist/renderer, or a fresh build in a temporary folder. */
export function rendererDir(): { dir: string; cleanup: () => void } {
  const given = process.env.RENDERER_DIR ?? path.resolve('dist', 'renderer');
  if (fs.existsSync(path.join(given, 'index.html'))) return { dir: given, cleanup: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-renderer-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function runPdfBench(): Promise<string> {
  const renderer = rendererDir();
  const server = await startBenchServer({ RENDERER_DIR: renderer.dir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_BROWSER, args: CHROMIUM_ARGS });
  try {
    const latest = (await (await fetch(`${server.url}/api/issues/latest`)).json()) as { issue: { number: number } };
    const number = latest.issue.number;

    const serverMs: number[] = [];
    let serverBytes = 0;
    let serverPages = 0;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/pdf/edition/${number}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      if (!response.ok) throw new Error(`server export answered ${response.status}`);
      serverBytes = (await response.arrayBuffer()).byteLength;
      serverMs.push(performance.now() - start);
      serverPages = Number(response.headers.get('x-page-count'));
    }

    const browserMs: number[] = [];
    let browserBytes = 0;
    let browserPages = 0;
    const context = await browser.newContext();
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      const start = performance.now();
      await page.goto(`${server.url}/edicio/${number}/pdf`);
      const preview = page.locator('[data-build-ms]');
      await preview.waitFor({ timeout: 60_000 });
      browserMs.push(performance.now() - start);
      browserBytes = Number(await preview.getAttribute('data-bytes'));
      browserPages = Number(await preview.getAttribute('data-pages'));
      await page.close();
    }
    await context.close();

    const b = median(browserMs);
    const s = median(serverMs);
    const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
    return [
      `Edition PDF, newest edition (number ${number}), median of ${RUNS} runs:`,
      `  browser  ${b.toFixed(0).padStart(6)} ms  ${mb(browserBytes)}  ${browserPages} pages  (${verdict(b < TARGET_MS && browserBytes < TARGET_BYTES)}: < ${TARGET_MS} ms, < 8 MB; navigation to preview, fonts and engine fetched)`,
      `  server   ${s.toFixed(0).padStart(6)} ms  ${mb(serverBytes)}  ${serverPages} pages  (${verdict(s < TARGET_MS && serverBytes < TARGET_BYTES)})`,
      `  ratio browser / server: ${(b / s).toFixed(2)}`,
    ].join('\n');
  } finally {
    await browser.close();
    await server.stop();
    renderer.cleanup();
  }
}
