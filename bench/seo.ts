/**
 * Issue 7 target: a page with its own metadata injected (article, edition, section listing) is
 * served at ≥ 70% of the throughput of the plain index.html, by the same server in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IssueWithArticles } from '../common/types.js';
import { formatLoad, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const TARGET = 0.7;

/** The built index.html when there is one, else the source one: the same size class either way. */
function rendererFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bench-seo-'));
  const built = path.resolve('dist/renderer/index.html');
  fs.copyFileSync(fs.existsSync(built) ? built : path.resolve('renderer/index.html'), path.join(dir, 'index.html'));
  return dir;
}

export async function runSeoBench(): Promise<string> {
  const rendererDir = rendererFolder();
  const server = await startBenchServer({ RENDERER_DIR: rendererDir, PUBLIC_URL: 'https://revistaestany.cat' });
  try {
    const latest = (await (await fetch(`${server.url}/api/issues/latest`)).json()) as IssueWithArticles;
    const article = latest.articles[0];
    if (!article) throw new Error('the demo magazine has no articles');
    const pages = [`/${article.section}/${article.url}`, `/edicio/${latest.issue.number}`, '/llibres?page=2'];
    for (const p of ['/index.html', ...pages]) {
      const res = await fetch(server.url + p);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      await res.text();
    }
    const lines = [
      'HTML with injected metadata, 10 keep-alive connections, 5 s each',
      '(ratio = against the plain index.html, measured before and after the pages, averaged: the machine is shared)',
    ];
    const before = await runLoad(server.url, '/index.html');
    const results = [];
    for (const p of pages) results.push(await runLoad(server.url, p));
    const after = await runLoad(server.url, '/index.html');
    const reference = { ...before, rps: (before.rps + after.rps) / 2 };
    lines.push(formatLoad(before), formatLoad(after));
    let worst = Infinity;
    for (const result of results) {
      worst = Math.min(worst, result.rps / reference.rps);
      lines.push(formatLoad(result, reference));
    }
    lines.push(`lowest ratio ${worst.toFixed(2)} (target ≥ ${TARGET}): ${worst >= TARGET ? 'met' : 'NOT met'}`);
    return lines.join('\n');
  } finally {
    await server.stop();
    fs.rmSync(rendererDir, { recursive: true, force: true });
  }
}
