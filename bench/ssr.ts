/**
 * Issue 19 targets for server-rendered pages (needs `npm run build`: dist/renderer and dist/ssr):
 * - cache warm: pages at ≥ 1× the static index.html served by the same server, and at ≥ 0.3 of a
 *   bare `node:http` server sending the same bytes from memory, in the same run;
 * - cache cold (every request rendered, a new address each time): reported, and for a
 *   10,000-word article stored in the server's database, one request at a time;
 * - a 10,000-word article rendered by the renderer's server entry in < 20 ms p95, beside a fixed
 *   piece of work timed in between the renders (the machine is shared: a busy spell slows both).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DEFAULT_MAGAZINE_TIME_ZONE } from '../common/dates.js';
import { matchAddress } from '../common/routes/index.js';
import type { ServerRender } from '../common/ssr.js';
import type { Article, IssueWithArticles } from '../common/types.js';
import { createDb } from '../server/db/connection.js';
import { formatLoad, percentile, runLoad } from './lib/load.js';
import { startBenchServer } from './lib/server.js';

const TARGET = { static: 1, bare: 0.3, renderP95Ms: 20 };
const LONG_ARTICLE_WORDS = 10_000;
// Enough renders that the p95 is the 15th slowest of each round, after a warm-up that has the
// JIT settled (the first renders of a process are several times slower).
const RENDERS = 300;
const WARM_UP_RENDERS = 100;
// The machine is shared: every figure is the median of several rounds, and each round measures
// the server, its reference servers and the renders back to back, so a busy spell weighs on all.
const ROUNDS = 3;
const LOAD_MS = 3000;

/**
 * A bare node:http server in a process of its own (as the page server is), answering every
 * request with these bytes and headers from memory.
 */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-bare-'));
  fs.writeFileSync(path.join(dir, 'body'), body);
  const code = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(process.env.BODY_FILE);
    const headers = { ...JSON.parse(process.env.HEADERS), 'Content-Length': body.length };
    const server = http.createServer((_req, res) => { res.writeHead(200, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code], { env: { ...process.env, BODY_FILE: path.join(dir, 'body'), HEADERS: JSON.stringify(headers) }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve(Number(m)));
    child.once('exit', (c) => reject(new Error(`bare server exited with ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

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

/** The body of an article of `words` words, in paragraphs of about 120. */
function longBody(words: number): Article['text'] {
  const sentence = 'Les aigües de l’estany guarden la memòria dels qui hi han escrit, i cada paraula hi torna transformada.';
  const perSentence = sentence.split(' ').length;
  const paragraphs = Math.ceil(words / (perSentence * 7));
  return Array.from({ length: paragraphs }, () => ({ type: 'paragraph' as const, content: Array(7).fill(sentence).join(' ') }));
}

const wordsOf = (text: Article['text']) =>
  text.reduce((n, b) => n + ('content' in b && typeof b.content === 'string' ? b.content.split(' ').length : 0), 0);

/** Gives a stored article the long body, in the server's own database, before anyone has read it. */
async function storeLongBody(dir: string, id: string, text: Article['text']): Promise<void> {
  const db = createDb({ databaseFile: path.join(dir, 'bench.sqlite') });
  try {
    await db('articles').where({ id }).update({ body: JSON.stringify(text) });
  } finally {
    await db.destroy();
  }
}

interface RenderBatch {
  /** Wall time of each render, ms. */
  render: number[];
  /** CPU time of the process during each render, ms: what the render cost, whoever else had the CPU. */
  cpu: number[];
  /** Wall time of the reference work done between the renders, ms. */
  reference: number[];
}

/**
 * The render time of the article page with a 10,000-word article, its data answered from memory
 * (as the server's in-process API answers it: the stored body is parsed once per version).
 */
async function longArticleRender(serverUrl: string, article: Article): Promise<{ words: number; batch(): Promise<RenderBatch> }> {
  const entry = (await import(pathToFileURL(path.resolve('dist/ssr/entry-server.js')).href)) as { render: ServerRender };
  const long: Article = { ...article, text: longBody(LONG_ARTICLE_WORDS) };
  const answers = new Map<string, unknown>();
  const api = async (address: string): Promise<unknown> => {
    // A new object each time, as each database read gives (its body is the one parsed value).
    if (address.startsWith(`/api/articles/${article.section}/`)) return { ...long };
    if (!answers.has(address)) {
      const res = await fetch(serverUrl + address);
      if (!res.ok) throw Object.assign(new Error(address), { status: res.status });
      answers.set(address, await res.json());
    }
    return answers.get(address);
  };
  const url = `/${article.section}/${article.url}`;
  // The server's request, as htmlPages makes it (image sizes aside: the metadata's only file reads).
  const request = { url, path: matchAddress(url), api, audience: 'public' as const, publicUrl: serverUrl, timeZone: DEFAULT_MAGAZINE_TIME_ZONE, imageSize: async () => null, draw: true };
  const page = await entry.render(request);
  if (!page.html?.includes(long.text[0]!.type === 'paragraph' ? long.text[0]!.content.slice(0, 60) : '')) throw new Error('the long article was not rendered');
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) await entry.render(request);
  // The reference: a fixed piece of work of the same kind (a JSON round trip of the same article,
  // which allocates as a render does), so a slow spell of the machine shows in both figures.
  const reference = () => JSON.parse(JSON.stringify(long)) as unknown;
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) reference();
  return {
    words: wordsOf(long.text),
    /** One round of renders, each followed by the reference work. */
    async batch() {
      const times: RenderBatch = { render: [], cpu: [], reference: [] };
      for (let i = 0; i < RENDERS; i += 1) {
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        await entry.render(request);
        times.render.push(performance.now() - t0);
        const cpu = process.cpuUsage(cpu0);
        times.cpu.push((cpu.user + cpu.system) / 1000);
        const r0 = performance.now();
        reference();
        times.reference.push(performance.now() - r0);
      }
      return times;
    },
  };
}

const p95Of = (values: number[]) => percentile([...values].sort((a, b) => a - b), 95);
const p50Of = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

export async function runSsrBench(): Promise<string> {
  const server = await startBenchServer({ RENDERER_DIR: path.resolve('dist/renderer'), PUBLIC_URL: 'https://revistaestany.cat' });
  try {
    const latest = (await (await fetch(`${server.url}/api/issues/latest`)).json()) as IssueWithArticles;
    const summary = latest.articles[0]!;
    // Another article of the edition gets 10,000 words, stored, for the cold requests over HTTP.
    const stored = latest.articles[1]!;
    await storeLongBody(server.dir, stored._id, longBody(LONG_ARTICLE_WORDS));
    const storedPath = `/${stored.section}/${encodeURIComponent(stored.url)}`;
    const articlePath = `/${summary.section}/${summary.url}`;
    const pages = ['/', articlePath, `/edicio/${latest.issue.number}`, '/llibres'];
    for (const p of pages) {
      const res = await fetch(server.url + p);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('id="server-state"')) throw new Error(`${p} was not drawn by the server (${res.status})`);
    }
    // What is measured: the cached pages and a cached API answer, each beside a bare server sending its bytes.
    const targets = await Promise.all(
      [...pages, '/api/issues/latest'].map(async (address) => {
        const answer = await gzipOf(server.url + address);
        return { address, page: !address.startsWith('/api/'), answer, bare: await bareServer(answer.body, answer.headers) };
      }),
    );
    const home = targets[0]!.answer;
    const article = (await (await fetch(`${server.url}/api/articles/${summary.section}/${encodeURIComponent(summary.url)}`)).json()) as Article;
    const long = await longArticleRender(server.url, article);
    const lines = [
      `Server-rendered pages and API JSON, 10 keep-alive connections, gzip, ${LOAD_MS / 1000} s per run, median of ${ROUNDS} interleaved rounds`,
      `(home: ${(gunzipSync(home.body).length / 1024).toFixed(1)} KB, ${(home.body.length / 1024).toFixed(1)} KB gzip; bare = node:http in its own process sending the same bytes)`,
    ];
    const runs = new Map<string, { served: number[]; bare: number[]; vsStatic: number[]; vsBare: number[] }>();
    const statics: number[] = [];
    const renders: RenderBatch = { render: [], cpu: [], reference: [] };
    const roundP95s: number[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const staticFile = await runLoad(server.url, '/index.html', { durationMs: LOAD_MS });
        statics.push(staticFile.rps);
        for (const target of targets) {
          const served = await runLoad(server.url, target.address, { durationMs: LOAD_MS });
          const bare = await runLoad(target.bare.url, '/', { durationMs: LOAD_MS });
          const run = runs.get(target.address) ?? { served: [], bare: [], vsStatic: [], vsBare: [] };
          run.served.push(served.rps);
          run.bare.push(bare.rps);
          run.vsStatic.push(served.rps / staticFile.rps);
          run.vsBare.push(served.rps / bare.rps);
          runs.set(target.address, run);
        }
        const batch = await long.batch();
        roundP95s.push(p95Of(batch.render));
        renders.render.push(...batch.render);
        renders.cpu.push(...batch.cpu);
        renders.reference.push(...batch.reference);
      }
      lines.push(`static /index.html                 ${median(statics).toFixed(0).padStart(7)} req/s`);
      let worstStatic = Infinity;
      let worstBare = Infinity;
      for (const target of targets) {
        const run = runs.get(target.address)!;
        const vsStatic = median(run.vsStatic);
        const vsBare = median(run.vsBare);
        if (target.page) worstStatic = Math.min(worstStatic, vsStatic);
        worstBare = Math.min(worstBare, vsBare);
        lines.push(
          `cached ${target.address.padEnd(27)} ${median(run.served).toFixed(0).padStart(7)} req/s  bare ${median(run.bare).toFixed(0).padStart(6)} req/s  ` +
            `vs bare ${vsBare.toFixed(2)} (rounds ${run.vsBare.map((r) => r.toFixed(2)).join(' ')})` +
            (target.page ? `  vs static ${vsStatic.toFixed(2)} (rounds ${run.vsStatic.map((r) => r.toFixed(2)).join(' ')})` : ''),
        );
      }
      // A new address each time: every request is rendered (the cache keys on the whole address).
      for (const p of ['/', articlePath]) {
        lines.push(formatLoad(await runLoad(server.url, (i) => `${p}?r=${i}`, { label: `uncached ${p}`, durationMs: LOAD_MS })));
      }
      // The stored 10,000-word article, one request at a time: the server's whole answer to a page
      // it has not cached (database read, render, state, gzip), beside a cached page's answer.
      await runLoad(server.url, (i) => `${storedPath}?warm=${i}`, { connections: 1, durationMs: 1000 });
      const cold = await runLoad(server.url, (i) => `${storedPath}?r=${i}`, { connections: 1, durationMs: LOAD_MS });
      const cachedPage = await runLoad(server.url, articlePath, { connections: 1, durationMs: LOAD_MS });
      if (cold.errors > 0) throw new Error(`${cold.errors} errors answering ${storedPath}`);
      lines.push(
        `uncached ${LONG_ARTICLE_WORDS}-word article page, 1 connection: ${cold.requests} requests, p50 ${cold.p50.toFixed(1)} ms, p95 ${cold.p95.toFixed(1)} ms ` +
          `(a cached page, same way: p50 ${cachedPage.p50.toFixed(2)} ms, p95 ${cachedPage.p95.toFixed(2)} ms)`,
      );
      lines.push(
        `cached pages vs static index.html: lowest median ${worstStatic.toFixed(2)} (target ≥ ${TARGET.static}): ${worstStatic >= TARGET.static ? 'met' : 'NOT met'}`,
        `cached pages and API JSON vs bare node:http: lowest median ${worstBare.toFixed(2)} (target ≥ ${TARGET.bare}): ${worstBare >= TARGET.bare ? 'met' : 'NOT met'}`,
      );
    } finally {
      await Promise.all(targets.map((t) => t.bare.close()));
    }
    const p95 = p95Of(renders.render);
    const referenceP95 = p95Of(renders.reference);
    lines.push(
      `render of a ${long.words}-word article page (in-process, data from memory, ${renders.render.length} renders after ${WARM_UP_RENDERS} to warm up, ${ROUNDS} rounds): ` +
        `p50 ${p50Of(renders.render).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (rounds ${roundP95s.map((t) => t.toFixed(1)).join(' ')}); ` +
        `target p95 < ${TARGET.renderP95Ms} ms: ${p95 < TARGET.renderP95Ms ? 'met' : 'NOT met'}`,
      `  CPU time of a render: p50 ${p50Of(renders.cpu).toFixed(1)} ms, p95 ${p95Of(renders.cpu).toFixed(1)} ms; ` +
        `reference between renders (JSON round trip of the same article): p50 ${p50Of(renders.reference).toFixed(1)} ms, p95 ${referenceP95.toFixed(1)} ms; ` +
        `render p95 / reference p95 = ${(p95 / referenceP95).toFixed(1)}`,
      // Wall time counts the moments other processes held the CPU; CPU time does not.
      `  machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} (1 min) at the end; ` +
        `CPU-time p95 < ${TARGET.renderP95Ms} ms: ${p95Of(renders.cpu) < TARGET.renderP95Ms ? 'met' : 'NOT met'}`,
    );
    return lines.join('\n');
  } finally {
    await server.stop();
  }
}
