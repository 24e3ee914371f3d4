/**
 * Where a server's extra CPU goes, in µs per request: two servers of the bundle (`npm run build`)
 * at once on one core as bench/ops.ts runs them, logs and metrics off (A) and on (B), each under its
 * own autocannon, sampled by Linux `perf` (call graphs, 4,999 Hz, Node's --perf-basic-prof naming
 * the JavaScript frames). Each sample goes to its process and to every frame on its stack; divided
 * by the process's requests, a frame's samples are its inclusive cost a request. The ops benchmark
 * says how much the logs and metrics cost; this says which code does, to a tenth of a µs where an
 * edited copy measured against the original is good to ±1 µs (docs/performance.md › Operations).
 *
 *   npx tsx bench/attribute.ts [path] [seconds]        (root, or perf_event_paranoid ≤ 1)
 *   B_BUNDLE=<a bundle> npx tsx bench/attribute.ts [path] [seconds] [env]
 *     B runs another build of the server (a copy of dist/server/main.js with a change, say), with
 *     logs and metrics on like A when `env` is 'on'.
 *   B_ENV='{"LOG_LEVEL":"warn"}' …   B's settings over ON's (here: metrics alone, no request line;
 *     '{"METRICS_TOKEN":null}': the request lines alone).
 *   FRAME=<regular expression> …   the frames under the one it matches instead of the listener's
 *     (FRAME=entry_SYSCALL_64: which system calls; FRAME=^start_thread DEPTH=5: what the servers'
 *     other threads do, V8's optimizing compiler among them).
 *   DEPTH=<n> …   the breakdown by the n frames below FRAME's (2 unless told).
 *   TIERS=1 …   frames keep V8's mark of the tier that ran them (* TurboFan, + Maglev, ^ Sparkplug,
 *     ~ the interpreter): code run too rarely to be optimized shows as ^ or ~.
 *
 * Prints the totals, a few call paths every request takes, the other threads' samples by the
 * thread's name, and the frames under
 * the place where the observers are told of an answer (server/http/requestWatch.ts) that differ
 * most, either way.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autocannon, placement, WARM_SECONDS } from './lib/atOnce.js';
import { BUILT, startBenchServer, type BenchServer } from './lib/server.js';

const HZ = 4999;
const OFF = { LOG_LEVEL: 'warn' };
const ON = { LOG_LEVEL: 'info', METRICS_TOKEN: 'bench-metrics-token-0123456789' };
/**
 * B's settings: ON, or ON with B_ENV's JSON over it, a null leaving a setting out
 * (B_ENV='{"LOG_LEVEL":"warn"}': metrics alone; '{"METRICS_TOKEN":null}': the request lines alone).
 */
const B_ENV = Object.fromEntries(
  Object.entries({ ...ON, ...(JSON.parse(process.env.B_ENV ?? '{}') as Record<string, string | null>) }).filter((entry): entry is [string, string] => entry[1] !== null),
);
/**
 * Where the observers (the log line, the metrics) are told of an answer: server/http/requestWatch.ts's
 * `answered`, under the diagnostics channel's `publish`, into which V8 inlines it (and the
 * subscriber) once it is optimized; a server without observers publishes nothing.
 */
const LISTENER = /^JS:\W?(answered |publish node:diagnostics_channel)/;
/** The frame whose callees are listed. */
const UNDER = process.env.FRAME ? new RegExp(process.env.FRAME) : LISTENER;
/** How many frames below FRAME's name a line of the breakdown (DEPTH=<n>; 2 unless told). */
const DEPTH = Number(process.env.DEPTH ?? 2);
/** Call paths every cached request takes, by the frame that starts them. */
const PATHS: [string, RegExp][] = [
  ['every sample', /./],
  ['the observers told (publish, answered)', LISTENER],
  ['process.nextTick callbacks', /processTicksAndRejections/],
  ['the request handler (parserOnIncoming)', /parserOnIncoming/],
  ['system calls', /entry_SYSCALL_64/],
  ['garbage collection', /Heap::CollectGarbage|ScavengerCollector|MarkCompactCollector/],
];

type Sample = { thread: string; pid: number; main: boolean; frames: string[] };

/** perf script's samples: a header line (pid/tid), then one frame a line, the leaf first. */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const block of text.split('\n\n')) {
    const [header, ...frames] = block.trim().split('\n');
    const ids = /^\s*(.*?)\s+(\d+)\/(\d+)/.exec(header ?? '');
    if (!ids) continue;
    out.push({ thread: ids[1]!, pid: Number(ids[2]), main: ids[2] === ids[3], frames: frames.map((f) => f.trim().replace(/^[0-9a-f]+\s+/, '')) });
  }
  return out;
}

/**
 * A frame's name without its tier mark (*, ^, ~, +) and with the bundle's address shortened: a
 * named function's to the bundle alone, so the frames of two builds (B_BUNDLE, its lines moved)
 * compare; an unnamed one's to its line.
 */
const frameName = (frame: string) =>
  (process.env.TIERS ? frame : frame.replace(/^JS:[*~^+]?/, 'JS:'))
    .replace(/^(JS:\W?\w\S*) file:\/\/\/\S+?\/dist\/server\/[\w-]+\.js:\d+:\d+/, '$1 main.js')
    .replace(/file:\/\/\/\S+?\/dist\/server\/[\w-]+\.js:(\d+):\d+/, 'main.js:$1');

async function main(): Promise<void> {
  const urlPath = process.argv[2] ?? '/api/issues/latest';
  const seconds = Number(process.argv[3] ?? 8);
  try {
    execFileSync('perf', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('perf is not installed (Debian: apt-get install linux-perf)');
  }
  const where = placement();
  if (!where.servers) throw new Error('taskset cannot place the servers: this needs Linux and two cores');
  const options = { logs: 'file' as const, nodeArgs: ['--perf-basic-prof'] };
  const aOn = process.argv[4] === 'on';
  const a = await startBenchServer(aOn ? ON : OFF, { ...options, bundle: BUILT });
  // A is stopped if B cannot start (a setting it refuses): it would outlive this process.
  const b = await startBenchServer(B_ENV, { ...options, bundle: process.env.B_BUNDLE ?? BUILT }).catch(async (error: unknown) => {
    await a.stop();
    throw error;
  });
  const both: BenchServer[] = [a, b];
  const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'revista-attribute-')), 'perf.data');
  try {
    for (const server of both) server.pin(where.servers);
    await Promise.all(both.map((server) => autocannon(server.url + urlPath, WARM_SECONDS, where.load)));
    const perf = spawn('perf', ['record', '-g', '-F', String(HZ), '-C', where.servers, '-o', data, '--', 'sleep', String(seconds + 1)], { stdio: 'ignore' });
    const recorded = new Promise((resolve) => perf.on('exit', resolve));
    const loads = await Promise.all(both.map((server) => autocannon(server.url + urlPath, seconds, where.load)));
    await recorded;
    const all = samples(execFileSync('perf', ['script', '-i', data, '-F', 'comm,pid,tid,ip,sym'], { maxBuffer: 1 << 30, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const perRequest = (count: number, i: number) => (count * 1e6) / HZ / loads[i]!.requests;
    const bySide = both.map((server) => all.filter((s) => s.pid === server.pid));
    const numbers = (x: number, y: number) => `${x.toFixed(2).padStart(8)} ${y.toFixed(2).padStart(8)} ${(y - x >= 0 ? '+' : '') + (y - x).toFixed(2)}`;
    const row = (label: string, x: number, y: number) => `${label.padEnd(44)} ${numbers(x, y)}`;
    const lines = [
      `${urlPath}: A logs and metrics ${aOn ? 'on' : 'off'}, B on${process.env.B_ENV ? ` with ${process.env.B_ENV}` : ''}${process.env.B_BUNDLE ? ` (${process.env.B_BUNDLE})` : ''}, at once on CPU ${where.servers}; ${loads[0]!.requests} and ${loads[1]!.requests} requests in ${seconds} s`,
      `${'µs a request'.padEnd(44)} ${'A'.padStart(8)} ${'B'.padStart(8)} B − A`,
    ];
    for (const [label, start] of PATHS) {
      const count = (i: number) => bySide[i]!.filter((s) => s.frames.some((f) => start.test(f))).length;
      lines.push(row(label, perRequest(count(0), 0), perRequest(count(1), 1)));
    }
    lines.push(row("the servers' other threads", perRequest(bySide[0]!.filter((s) => !s.main).length, 0), perRequest(bySide[1]!.filter((s) => !s.main).length, 1)));
    // By the thread's name (V8's compiler and collector helpers, libuv's pool, …).
    const threadNames = [...new Set(all.filter((s) => !s.main).map((s) => s.thread))].sort();
    for (const name of threadNames) {
      const count = (i: number) => bySide[i]!.filter((s) => !s.main && s.thread === name).length;
      lines.push(row(`  ${name}`, perRequest(count(0), 0), perRequest(count(1), 1)));
    }
    // Under the observers' frame (or FRAME's): each sample counted for the frame it called.
    const under = bySide.map((side) => {
      const counts = new Map<string, number>();
      for (const s of side) {
        const at = s.frames.findLastIndex((f) => UNDER.test(f));
        if (at < 0) continue;
        const key = at === 0 ? '(itself)' : s.frames.slice(Math.max(at - DEPTH, 0), at).reverse().map(frameName).join(' > ');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    });
    const keys = [...new Set([...under[0]!.keys(), ...under[1]!.keys()])];
    const cost = (i: number, key: string) => perRequest(under[i]!.get(key) ?? 0, i);
    keys.sort((x, y) => cost(1, y) - cost(0, y) - (cost(1, x) - cost(0, x)));
    lines.push('', `under ${process.env.FRAME ?? 'the observers (publish, answered)'}, by the ${DEPTH === 2 ? 'two' : DEPTH} frames below it:`, `${'A'.padStart(8)} ${'B'.padStart(8)} B − A`);
    // The 12 that cost B most against A, and the 12 that cost A most.
    const shown = keys.length > 24 ? [...keys.slice(0, 12), ...keys.slice(-12)] : keys;
    for (const key of shown) lines.push(`${numbers(cost(0, key), cost(1, key))}  ${key}`);
    console.info(lines.join('\n'));
  } finally {
    await Promise.all(both.map((server) => server.stop()));
    fs.rmSync(path.dirname(data), { recursive: true, force: true });
    for (const server of both) fs.rmSync(`/tmp/perf-${server.pid}.map`, { force: true });
  }
}

await main();
