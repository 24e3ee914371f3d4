/**
 * Issue 19 targets for server-rendered pages (needs `npm run build`: dist/renderer and dist/ssr):
 * - cache warm: pages at ≥ 1× the static index.html served by the same server, and at ≥ 0.3 of a
 *   bare `node:http` server sending the same bytes from memory, in the same run;
 * - cache cold (every request rendered, a new address each time): reported;
 * - a 10,000-word article rendered by the renderer's server entry in < 20 ms p95.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ServerRender } from '../common/ssr.js';
import type { Article, IssueWithArticles } from '../common/types.js';
import { formatLoad, percentile, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const TARGET = { static: 1, bare: 0.3, renderP95Ms: 20 };
const LONG_ARTICLE_WORDS = 10_000;
const RENDERS = 200;

/** A bare node:http server answering every request with these bytes, as the page server does (gzip, ETag). */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function gzipOf(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          headers: {
            'Content-Type': String(res.headers['content-type']),
            'Content-Encoding': String(res.headers['content-encoding'] ?? 'identity'),
            ETag: String(res.headers.etag),
            'Cache-Control': String(res.headers['cache-control']),
          },
        }),
      );
    }).on('error', reject);
  });
}

/** An article of `words` words in paragraphs of about 120. */
function longArticle(base: Article, words: number): Article {
  const sentence = 'Les aigües de l’estany guarden la memòria dels qui hi han escrit, i cada paraula hi torna transformada.';
  const perSentence = sentence.split(' ').length;
  const paragraphs = Math.ceil(words / (perSentence * 7));
  const text = Array.from({ length: paragraphs }, () => ({ type: 'paragraph' as const, content: Array(7).fill(sentence).join(' ') }));
  return { ...base, text };
}

/** The render time of the article page with a 10,000-word article, its data answered from memory. */
async function longArticleRender(serverUrl: string, article: Article): Promise<{ p50: number; p95: number; words: number }> {
  const entry = (await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href)) as { render: ServerRender };
  const long = longArticle(article, LONG_ARTICLE_WORDS);
  const words = long.text.reduce((n, b) => n + ('content' in b && typeof b.content === 'string' ? b.content.split(' ').length : 0), 0);
  const answers = new Map<string, unknown>();
  const api = async (address: string): Promise<unknown> => {
    if (address.startsWith(`/api/articles/${article.section}/`)) return long;
    if (!answers.has(address)) {
      const res = await fetch(serverUrl + address);
      if (!res.ok) throw Object.assign(new Error(address), { status: res.status });
      answers.set(address, await res.json());
    }
    return answers.get(address);
  };
  const url = `/${article.section}/${article.url}`;
  for (let i = 0; i < 10; i += 1) await entry.render({ url, api });
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i += 1) {
    const t0 = performance.now();
    await entry.render({ url, api });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), words };
}

export async function runSsrBench(): Promise<string> {
  const server = await startBenchServer({ RENDERER_DIR: path.resolve('dist/renderer'), PUBLIC_URL: 'https://revistaestany.cat' });
  try {
    const latest = (await (await fetch(`${server.url}/api/issues/latest`)).json()) as IssueWithArticles;
    const summary = latest.articles[0]!;
    const articlePath = `/${summary.section}/${summary.url}`;
    const pages = ['/', articlePath, `/edicio/${latest.issue.number}`, '/llibres'];
    for (const p of pages) {
      const res = await fetch(server.url + p);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('id="server-state"')) throw new Error(`${p} was not drawn by the server (${res.status})`);
    }
    const home = await gzipOf(`${server.url}/`);
    const bare = await bareServer(home.body, home.headers);
    const lines = [
      'Server-rendered pages, 10 keep-alive connections, 5 s each, gzip',
      `(home: ${(gunzipSync(home.body).length / 1024).toFixed(1)} KB, ${(home.body.length / 1024).toFixed(1)} KB gzip)`,
    ];
    try {
      const staticFile = await runLoad(server.url, '/index.html');
      const bareHome = await runLoad(bare.url, '/', { label: 'bare node:http, home bytes' });
      lines.push(formatLoad(staticFile), formatLoad(bareHome));
      let worstStatic = Infinity;
      let worstBare = Infinity;
      for (const p of pages) {
        const result = await runLoad(server.url, p, { label: `cached ${p}` });
        worstStatic = Math.min(worstStatic, result.rps / staticFile.rps);
        worstBare = Math.min(worstBare, result.rps / bareHome.rps);
        lines.push(`${formatLoad(result, staticFile)} (vs bare ${(result.rps / bareHome.rps).toFixed(2)})`);
      }
      // A new address each time: every request is rendered (the cache keys on the whole address).
      for (const p of ['/', articlePath]) {
        lines.push(formatLoad(await runLoad(server.url, (i) => `${p}?r=${i}`, { label: `uncached ${p}` })));
      }
      lines.push(
        `cached pages vs static index.html: lowest ${worstStatic.toFixed(2)} (target ≥ ${TARGET.static}): ${worstStatic >= TARGET.static ? 'met' : 'NOT met'}`,
        `cached pages vs bare node:http: lowest ${worstBare.toFixed(2)} (target ≥ ${TARGET.bare}): ${worstBare >= TARGET.bare ? 'met' : 'NOT met'}`,
      );
    } finally {
      await bare.close();
    }
    const article = (await (await fetch(`${server.url}/api/articles/${summary.section}/${encodeURIComponent(summary.url)}`)).json()) as Article;
    const long = await longArticleRender(server.url, article);
    lines.push(
      `render of a ${long.words}-word article (in-process, data from memory, ${RENDERS} renders): p50 ${long.p50.toFixed(1)} ms, p95 ${long.p95.toFixed(1)} ms ` +
        `(target p95 < ${TARGET.renderP95Ms} ms): ${long.p95 < TARGET.renderP95Ms ? 'met' : 'NOT met'}`,
    );
    return lines.join('\n');
  } finally {
    await server.stop();
  }
}
