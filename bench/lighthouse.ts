/**
 * Issue 19 targets: Lighthouse (mobile, simulated throttling) performance ≥ 98, LCP ≤ 1.5 s,
 * CLS ≤ 0.01 and accessibility = 100 (issue 32: best practices and SEO = 100 too) on the eight reader page kinds (home, article, section,
 * archive, edition, authors, author, search results), against the built site served by the real
 * server, in Debian's Chromium. Lighthouse runs through npx so it never becomes a project
 * dependency (12.8.2 is the last line that runs on Node 20).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ArticleList, AuthorList } from '../common/types.js';
import { CHROMIUM_BROWSER, CHROMIUM_ARGS } from '../tests/support/chromium.js';
import { startBenchServer } from './lib/server.js';

const run = promisify(execFile);

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = CHROMIUM_ARGS.join(' ');
const TARGET = { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, cls: 0.01 };
// Scores move a few points between runs on a shared machine: the median of several runs is reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

// Best practices and SEO are kept at 100 too (issue 32): measured in the same runs, they cost little.
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

interface Report {
  runtimeError?: { code: string; message: string };
  /** Lighthouse's measure of this machine's CPU speed (a loaded machine scores low and runs slow). */
  environment: { benchmarkIndex: number };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface PageScore {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: string;
  lcpMs: number;
  cls: number;
  benchmarkIndex: number;
  /** Audits that cost points, worst first: what to fix when a score is under target. */
  problems: string[];
}

async function lighthouseOnce(url: string): Promise<Report> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      'npx',
      ['--yes', LIGHTHOUSE, url, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json', '--quiet'],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_BROWSER }, maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch (error) {
    // Lighthouse exits non-zero on a runtime error but still prints the report that names it.
    const out = (error as { stdout?: string }).stdout;
    if (!out?.trimStart().startsWith('{')) throw new Error(`Lighthouse failed on ${url}: ${(error as Error).message.split('\n')[0]}`);
    stdout = out;
  }
  const report = JSON.parse(stdout) as Report;
  // A page that failed to load scores nothing, which says nothing about the page.
  if (report.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.code}`);
  return report;
}

/** Trace-recording failures (NO_NAVSTART and the like) are transient on a busy machine: try again. */
async function lighthouse(url: string, attempts = 3): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}; trying again`);
    }
  }
}

const percent = (score: number | null): number => Math.round((score ?? 0) * 100);

function scoreOf(route: string, report: Report): PageScore {
  const metric = (id: string) => report.audits[id]?.displayValue ?? '?';
  const failing = (category: Category) =>
    report.categories[category].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter((a): a is Audit => a !== undefined && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${category}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    route,
    performance: percent(report.categories.performance.score),
    accessibility: percent(report.categories.accessibility.score),
    bestPractices: percent(report.categories['best-practices'].score),
    seo: percent(report.categories.seo.score),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Infinity,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? Infinity,
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    problems: [...failing('accessibility'), ...failing('best-practices'), ...failing('seo'), ...failing('performance')],
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Runs Lighthouse RUNS times on one page: the run with the median LCP (the target the pages differ
 * on), its scores and CLS replaced by their own medians.
 */
async function measurePage(baseUrl: string, route: string): Promise<PageScore> {
  const scores: PageScore[] = [];
  for (let i = 0; i < RUNS; i++) {
    const report = await lighthouse(baseUrl + route);
    saveReport(route, i, report);
    scores.push(scoreOf(route, report));
  }
  const byLcp = [...scores].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(scores.length / 2)]!;
  return {
    ...byLcp,
    performance: median(scores.map((s) => s.performance)),
    accessibility: median(scores.map((s) => s.accessibility)),
    bestPractices: median(scores.map((s) => s.bestPractices)),
    seo: median(scores.map((s) => s.seo)),
    cls: median(scores.map((s) => s.cls)),
  };
}

/** LIGHTHOUSE_REPORTS=<dir> keeps every run's report (lcp-breakdown, network-requests, …) to read why a page is slow. */
function saveReport(route: string, run: number, report: Report): void {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
  fs.writeFileSync(path.join(dir, `${name}-${run + 1}.json`), JSON.stringify(report));
}

/** Loads a page and the WebP variants its srcsets name, as readers' visits would have before. */
async function warm(baseUrl: string, route: string): Promise<void> {
  const html = await (await fetch(baseUrl + route)).text();
  const variants = new Set([...html.matchAll(/(\/api\/images\/[^\s"?]+\?w=\d+)/g)].map((m) => m[1]!));
  for (const image of variants) await (await fetch(baseUrl + image, { headers: { Accept: 'image/avif,image/webp,*/*' } })).arrayBuffer();
}

export async function runLighthouseBench(): Promise<string> {
  const server = await startBenchServer();
  try {
    const latest = (await (await fetch(`${server.url}/api/articles?limit=1`)).json()) as ArticleList;
    const article = latest.articles[0];
    const authors = (await (await fetch(`${server.url}/api/authors?limit=1`)).json()) as AuthorList;
    const author = authors.authors[0];
    if (!article || !author) throw new Error('the demo magazine has no articles or authors');
    // The eight kinds, and a second search: '/cerca?q=art' finds many more results than 'estany'.
    const routes = [
      '/', `/${article.section}/${article.url}`, '/llibres', '/arxiu', `/edicio/${article.issueNumber}`,
      '/autors', `/autor/${author.slug}`, '/cerca?q=estany', '/cerca?q=art',
    ];
    // Warm the server's caches, as on a live site: the pages and the right-sized images they name.
    for (const route of routes) await warm(server.url, route);

    const lines = [
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile preset, median of ${RUNS} run(s) ` +
        `(target: performance ≥ ${TARGET.performance}, LCP ≤ ${TARGET.lcpMs} ms, CLS ≤ ${TARGET.cls}, accessibility, best practices and SEO = 100; the shown run is the one with the median LCP):`,
    ];
    let met = true;
    for (const route of routes) {
      const s = await measurePage(server.url, route);
      // Search results are noindex by design (common/robots.ts): Lighthouse's SEO score counts that against them.
      const indexable = !route.startsWith('/cerca');
      const ok =
        s.performance >= TARGET.performance && s.accessibility >= TARGET.accessibility && s.bestPractices >= TARGET.bestPractices &&
        (s.seo >= TARGET.seo || !indexable) && s.lcpMs <= TARGET.lcpMs && s.cls <= TARGET.cls;
      met &&= ok;
      lines.push(
        `${route.padEnd(40)} performance ${String(s.performance).padStart(3)}  accessibility ${String(s.accessibility).padStart(3)}  ` +
          `best practices ${String(s.bestPractices).padStart(3)}  SEO ${String(s.seo).padStart(3)}${indexable ? '' : ' (noindex)'}  ${ok ? 'met' : 'NOT met'}  (${s.metrics}; CPU index ${s.benchmarkIndex})`,
      );
      if (!ok) for (const problem of s.problems) lines.push(`    ${problem}`);
    }
    lines.push(`all eight page kinds (${routes.length} addresses): ${met ? 'targets met' : 'targets NOT met'}`);
    lines.push('(CPU index: Lighthouse\'s benchmark of this machine during the run; below ~1000 the machine was busy and the scores understate the site)');
    return lines.join('\n');
  } finally {
    await server.stop();
  }
}
