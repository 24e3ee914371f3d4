/**
 * Issue 4 targets: search latency on synthetic magazines of 10k and 100k articles (p50/p95 of
 * one-word, two-word, prefix and filtered queries; aim p95 < 20 ms at 100k on SQLite), and
 * search-analytics ingest over HTTP (aim ≥ 1,000 searches/s, every request a stored row).
 * Latency is also given as a ratio to a primary-key read of one article in the same run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_KEYS } from '../common/sections.js';
import { createDb, type Db } from '../server/db/connection.js';
import { Random } from '../server/demo/random.js';
import { migrate } from '../server/db/migrate.js';
import { reindexAll, search } from '../server/search/engine.js';
import { measureIngest } from './lib/ingest.js';
import { percentile } from './lib/load.js';

// A synthetic Catalan-like vocabulary of 20,000 words from syllables, used with Zipf frequencies
// (rank k about 1/k as often), so common, middling and rare words spread as in real text.
const SYLLABLES = [
  'ca', 'la', 'ri', 'mo', 'ner', 'tar', 'llu', 'sen', 'pe', 'dra', 'gui', 'so', 'fi', 'lo', 'ció',
  'ma', 'ter', 'ra', 'ble', 'ni', 'que', 'tra', 'ves', 'al', 'bes', 'cor', 'da', 'ge', 'lit', 'mar',
  'nu', 'or', 'pla', 'ro', 'sa', 'ti', 'vi', 'xa', 'ès', 'ny', 'ull', 'ent', 'ia', 'ica', 'es',
];
const FILLER = ['i', 'de', 'la', 'el', 'les', 'els', 'que', 'amb', 'per', 'un', 'una', 'en', 'del', 'dels', 'com', 'més', 'però', 'sense', 'sobre', 'entre'];

function makeVocabulary(size: number): string[] {
  const random = new Random(4);
  const words = new Set<string>();
  while (words.size < size) {
    const n = random.int(2, 4);
    let word = '';
    for (let i = 0; i < n; i += 1) word += SYLLABLES[random.int(0, SYLLABLES.length - 1)]!;
    words.add(word);
  }
  return [...words];
}
export const VOCABULARY = makeVocabulary(20_000);

/** Zipf-like choice: low indices far more often, as in real text. */
function zipf(random: Random, size: number): number {
  return Math.min(size - 1, Math.floor(size ** random.next()) - 1);
}

function sentence(random: Random, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) {
    out.push(random.chance(0.35) ? FILLER[random.int(0, FILLER.length - 1)]! : VOCABULARY[zipf(random, VOCABULARY.length)]!);
  }
  return out.join(' ');
}

const authorName = (i: number) => `${VOCABULARY[19_000 + i]!} ${VOCABULARY[19_500 - i]!}`;

/** Writes a synthetic magazine of `articles` articles (not indexed) into a migrated, empty database. */
export async function buildMagazine(db: Db, articles: number, random: Random): Promise<void> {
  const now = new Date().toISOString();
  const perIssue = 25;
  const issues = Math.ceil(articles / perIssue);
  const authors = 400;
  await db.batchInsert(
    'issues',
    Array.from({ length: issues }, (_, n) => {
      const year = 2000 + Math.floor(n / 12) % 26;
      const month = (n % 12) + 1;
      return { id: `i${n}`, number: n, publication_date: `${year}-${String(month).padStart(2, '0')}-01`, year, title: `Número ${n}`, description: '', pdf_manual: false, updated_at: now };
    }),
    200,
  );
  await db.batchInsert(
    'authors',
    Array.from({ length: authors }, (_, i) => ({ id: `au${i}`, slug: `autor-${i}`, name: authorName(i), education: '[]', awards: '[]', active: true, updated_at: now })),
    200,
  );
  for (let start = 0; start < articles; start += 1000) {
    const rows = [];
    const links = [];
    for (let i = start; i < Math.min(articles, start + 1000); i += 1) {
      const issue = Math.floor(i / perIssue);
      const year = 2000 + Math.floor(issue / 12) % 26;
      const month = (issue % 12) + 1;
      const body = Array.from({ length: 4 }, () => ({ type: 'paragraph', content: sentence(random, 60) }));
      rows.push({
        id: `a${String(i).padStart(6, '0')}`, issue_number: issue, position: i % perIssue,
        section: SECTION_KEYS[i % SECTION_KEYS.length], url: `article-${i}`, title: sentence(random, 6),
        summary: sentence(random, 30), data: `1/${month}/${year}`, published_on: `${year}-${String(month).padStart(2, '0')}-01`,
        year, featured: false, body: JSON.stringify(body), updated_at: now,
      });
      const author = random.int(0, authors - 1);
      links.push({ article_id: `a${String(i).padStart(6, '0')}`, position: 0, name: authorName(author), author_id: `au${author}` });
    }
    await db.batchInsert('articles', rows, 100);
    await db.batchInsert('article_authors', links, 200);
  }
}

export interface Measured {
  label: string;
  p50: number;
  p95: number;
  hits: number;
}

async function measure(label: string, queries: number, run: (i: number) => Promise<number>): Promise<Measured> {
  for (let i = 0; i < 10; i += 1) await run(i); // warm-up
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < queries; i += 1) {
    const t0 = performance.now();
    hits += await run(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), hits: Math.round(hits / queries) };
}

/** Bump when buildMagazine changes what it writes, so cached magazines are rebuilt. */
const GENERATOR_VERSION = 1;
export const CACHE_DIR = path.resolve('.cache/bench-search');
// What a built magazine depends on besides the generator: the tables it fills and the index's
// text form. Later migrations are applied to a cached magazine when it is opened, as on upgrade.
const BUILD_INPUTS = [
  'server/db/migrations/001_content.ts',
  'server/db/migrations/002_search.ts',
  'server/db/migrations/006_search_heads.ts',
  'server/search/normalise.ts',
  'server/search/documents.ts',
];

/** A short hash of the files that decide the database's content, so a stale cache is never reused. */
export function buildKey(): string {
  const hash = crypto.createHash('sha256').update(`generator ${GENERATOR_VERSION}`);
  for (const file of BUILD_INPUTS) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

interface BenchMagazine {
  db: Db;
  file: string;
  /** Build and index times in ms, or null when a cached database was reused. */
  built: number | null;
  indexed: number | null;
}

/**
 * The synthetic magazine of this size: reused from .cache/bench-search/ (ignored by git) when one
 * was built from the same generator, tables and index text form; built there otherwise.
 * It is built under a temporary name and renamed when complete, so an interrupted build is never
 * taken for a finished one. Set SEARCH_BENCH_REBUILD=1 to build afresh anyway.
 */
export async function benchMagazine(articles: number): Promise<BenchMagazine> {
  const file = path.join(CACHE_DIR, `magazine-${articles}-${buildKey()}.sqlite`);
  if (fs.existsSync(file) && process.env.SEARCH_BENCH_REBUILD !== '1') {
    const db = createDb({ databaseFile: file });
    await migrate(db);
    return { db, file, built: null, indexed: null };
  }
  const partial = `${file}.building`;
  for (const f of [file, partial]) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(f + suffix, { force: true });
  const db = createDb({ databaseFile: partial });
  try {
    await migrate(db);
    let t0 = performance.now();
    await buildMagazine(db, articles, new Random(articles));
    const built = performance.now() - t0;
    t0 = performance.now();
    await db.transaction((trx) => reindexAll(trx));
    const indexed = performance.now() - t0;
    // Fold the WAL into the file so the renamed database is complete on its own.
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.destroy();
    fs.renameSync(partial, file);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
    return { db: createDb({ databaseFile: file }), file, built, indexed };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}

/**
 * The query mix of the latency figures, on a synthetic magazine of `articles` articles: a
 * primary-key read of one article (the same-run reference), then each kind of search.
 */
export async function measureQueryMix(db: Db, articles: number): Promise<{ reference: Measured; results: Measured[] }> {
  // Topic words: Zipf ranks 50 to 2,000 (found in roughly 2% to 30% of articles); rare: beyond.
  const word = (i: number) => VOCABULARY[50 + ((i * 7919) % 1950)]!;
  const rare = (i: number) => VOCABULARY[2000 + ((i * 104729) % 17_000)]!;
  const total = async (q: string, extra: Partial<Parameters<typeof search>[1]> = {}) =>
    (await search(db, { q, sortBy: 'relevance', page: 1, limit: 12, ...extra })).pagination.total;
  const reference = await measure('reference: one article by primary key', 200, async (i) => {
    const row = await db('articles').where('id', `a${String((i * 7) % articles).padStart(6, '0')}`).first();
    return row ? 1 : 0;
  });
  const results = [
    await measure('one word', 200, (i) => total(word(i))),
    await measure('one rare word', 200, (i) => total(rare(i))),
    await measure('two words', 200, (i) => total(`${word(i)} ${word(i + 13)}`)),
    await measure('prefix (3-5 letters)', 200, (i) => total(word(i).slice(0, 3 + (i % 3)))),
    await measure('page 5, title order', 200, (i) => total(word(i), { sortBy: 'title', page: 5 })),
    await measure('filtered (section + year)', 200, (i) => total(word(i), { section: SECTION_KEYS[i % 6], year: 2000 + (i % 26) })),
    await measure('one word, newest first', 200, (i) => total(word(i), { sortBy: 'date' })),
  ];
  return { reference, results };
}

async function benchSize(articles: number): Promise<string[]> {
  const { db, file, built, indexed } = await benchMagazine(articles);
  try {
    const { reference, results } = await measureQueryMix(db, articles);
    const size = fs.statSync(file).size;
    const origin =
      built === null || indexed === null
        ? `cached ${path.relative(process.cwd(), file)}`
        : `built in ${(built / 1000).toFixed(1)} s, indexed in ${(indexed / 1000).toFixed(1)} s`;
    return [
      `${articles.toLocaleString('en')} articles: ${origin}, database ${(size / 1e6).toFixed(0)} MB`,
      `  ${reference.label.padEnd(34)} p50 ${reference.p50.toFixed(2)} ms  p95 ${reference.p95.toFixed(2)} ms`,
      ...results.map(
        (r) =>
          `  ${r.label.padEnd(34)} p50 ${r.p50.toFixed(2).padStart(6)} ms  p95 ${r.p95.toFixed(2).padStart(6)} ms  (p95 ${(r.p95 / reference.p95).toFixed(0)}× reference; ~${r.hits} matches)${r.p95 < 20 ? '' : '  ABOVE 20 ms TARGET'}`,
      ),
    ];
  } finally {
    await db.destroy();
  }
}

async function benchIngest(): Promise<string[]> {
  const figures = await measureIngest({
    label: 'Search-analytics ingest (POST /api/analytics/search)',
    // The per-client limit is a config value; one loopback client sending thousands a second needs it raised.
    env: { SEARCH_ANALYTICS_RATE_LIMIT: '100000000' },
    path: '/api/analytics/search',
    table: 'search_events',
    connections: 16,
    durationMs: 5000,
    target: 1000,
    request: (i) => ({
      body: JSON.stringify({ query: `${VOCABULARY[(i * 31) % VOCABULARY.length]} ${i % 16}`, searchType: 'live_search', filters: {}, results: i % 40, context: { page: '/' }, responseTime: 12 }),
      headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    }),
    acknowledged: (status) => status === 201,
  });
  return figures.text.split('\n');
}


/** Search latency alone, at the given magazine sizes. */
async function runSearchLatency(sizes: readonly number[] = [10_000, 100_000]): Promise<string> {
  const lines = ['Search latency, in process, page 1 of 12 results by relevance unless noted:'];
  for (const size of sizes) lines.push(...(await benchSize(size)));
  return lines.join('\n');
}

export async function runSearchBench(sizes: readonly number[] = [10_000, 100_000]): Promise<string> {
  return [await runSearchLatency(sizes), ...(await benchIngest())].join('\n');
}
