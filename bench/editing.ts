/**
 * Issue 32's reader throughput while staff type (needs `npm run build` for `GET /`): a cached
 * `GET /` and `GET /api/issues/latest` with a draft article saved every 800 ms (the desk's
 * autosave) stay at ≥ 0.95 of the same load without saves. One server process (SQLite, the demo
 * magazine); quiet and editing rounds alternate, each side first in turn (the machine is shared: a
 * busy spell weighs on both), and the medians are compared.
 */
import { runLoad, type LoadResult } from './lib/load.js';
import { startBenchServer, type BenchServer } from './lib/server.js';

const TARGET_RATIO = 0.95;
const SAVE_EVERY_MS = 800;
const ROUNDS = 3;
const LOAD_MS = 4000;
const PATHS = ['/', '/api/issues/latest'];
const auth = { Authorization: 'Bearer bench-admin-token-0123456789', 'Content-Type': 'application/json' };

interface Saved {
  revision: number;
  article: Record<string, unknown> & { _id: string };
}

async function call<T>(server: BenchServer, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/admin/desk${path}`, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const paragraphs = (round: number) =>
  Array.from({ length: 20 }, (_, i) => ({ type: 'paragraph', content: `Paràgraf ${i + 1} de l’article en preparació${i === round % 20 ? `, versió ${round}` : ''}.` }));

/** Saves the draft every SAVE_EVERY_MS on the revision the last save returned, until stopped; resolves with the count. */
function typing(server: BenchServer, start: Saved): { stop(): Promise<number> } {
  let current = start;
  let saves = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const next = new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS));
      const { _id, issueNumber: _n, author: _a, status: _s, correctedAt: _c, ...fields } = current.article;
      current = await call<Saved>(server, 'PUT', `/articles/${_id}`, { ...fields, text: paragraphs(saves + 1), baseRevision: current.revision });
      saves += 1;
      await next;
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return saves;
    },
  };
}

export async function runEditingBench(): Promise<string> {
  const server = await startBenchServer({ LOG_LEVEL: 'warn' });
  const lines: string[] = [`Readers while staff type: cached GET, ${ROUNDS} rounds of ${LOAD_MS} ms per side, a draft saved every ${SAVE_EVERY_MS} ms on the editing side:`];
  try {
    const page = await fetch(`${server.url}/`);
    if (!(page.headers.get('content-type') ?? '').startsWith('text/html') || page.status !== 200) throw new Error('GET / is not a page: run `npm run build` first');
    const { number } = await call<{ number: number }>(server, 'GET', '/editions/next-number');
    await call(server, 'POST', '/editions', { number, title: 'Banc de l’edició en preparació', publicationDate: '2031-01-01' });
    let draft = await call<Saved>(server, 'POST', `/editions/${number}/articles`, { section: 'articles', title: 'Article en preparació', authors: ['Autora del banc'], data: '1/1/2031', text: paragraphs(0) });
    // Warm the caches and the JIT (the first seconds of a process are several times slower).
    for (const p of PATHS) await runLoad(server.url, p, { durationMs: 2000 });
    const rounds: Record<string, { quiet: LoadResult[]; editing: LoadResult[] }> = Object.fromEntries(PATHS.map((p) => [p, { quiet: [], editing: [] }]));
    let saves = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of PATHS) {
        const order = round % 2 === 0 ? (['quiet', 'editing'] as const) : (['editing', 'quiet'] as const);
        for (const side of order) {
          if (side === 'quiet') {
            rounds[p]!.quiet.push(await runLoad(server.url, p, { durationMs: LOAD_MS }));
            continue;
          }
          const staff = typing(server, draft);
          rounds[p]!.editing.push(await runLoad(server.url, p, { durationMs: LOAD_MS }));
          saves += await staff.stop();
          draft = await call<Saved>(server, 'GET', `/articles/${draft.article._id}`);
        }
      }
    }
    let worst = Infinity;
    for (const p of PATHS) {
      const quiet = median(rounds[p]!.quiet.map((r) => r.rps));
      const editing = median(rounds[p]!.editing.map((r) => r.rps));
      const ratio = editing / quiet;
      worst = Math.min(worst, ratio);
      const errors = [...rounds[p]!.quiet, ...rounds[p]!.editing].reduce((n, r) => n + r.errors, 0);
      lines.push(`${p.padEnd(20)} quiet ${quiet.toFixed(0)} req/s, while typing ${editing.toFixed(0)} req/s: ratio ${ratio.toFixed(3)} (target ≥ ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'ok' : 'UNDER'}; rounds quiet ${rounds[p]!.quiet.map((r) => r.rps.toFixed(0)).join('/')}, typing ${rounds[p]!.editing.map((r) => r.rps.toFixed(0)).join('/')}; errors ${errors}`);
    }
    lines.push(`draft saves during the typing rounds: ${saves}; worst ratio ${worst.toFixed(3)}`);
  } finally {
    await server.stop();
  }
  return lines.join('\n');
}
