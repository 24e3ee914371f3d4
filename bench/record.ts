/**
 * Issue 27's record target: with 1 million entries, the 'Registre' screen's first page in < 100 ms,
 * on SQLite and on PostgreSQL. A real server process per database; the table filled straight in
 * SQL (21 actors, every action, two years of acts), then the screen's own call timed over HTTP:
 * GET /api/admin/record?limit=50 whole, by action, by person, by the operator's key, by a month,
 * and all three at once; and the person filter's choices. Reference in the same run: GET /api/health.
 */
import { RECORD_ACTIONS } from '../common/record.js';
import type { Db } from '../server/db/connection.js';
import { onBothDatabases } from './lib/bothDatabases.js';
import type { BenchServer } from './lib/server.js';

const ENTRIES = 1_000_000;
const RUNS = 40;
const auth = { Authorization: 'Bearer bench-admin-token-0123456789' };
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

/**
 * One row per number n: every 10th by the operator, the others by 20 people (ids 1–20); actions in
 * turn; one act every 63 s back from 2026-11-28, so the newest is n = ENTRIES.
 */
function fillSql(dialect: 'sqlite' | 'postgres'): string {
  const actions = RECORD_ACTIONS.map((a) => `'${a}'`).join(',');
  const count = RECORD_ACTIONS.length;
  const at =
    dialect === 'sqlite'
      ? `strftime('%Y-%m-%dT%H:%M:%S.000Z', 1795910400 - (${ENTRIES} - n) * 63, 'unixepoch')`
      : `to_char(to_timestamp(1795910400 - (${ENTRIES} - n) * 63) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`;
  const action = dialect === 'sqlite' ? `json_extract('[${actions.replace(/'/g, '"')}]', '$[' || (n % ${count}) || ']')` : `(ARRAY[${actions}])[(n % ${count}) + 1]`;
  const rows = dialect === 'sqlite' ? `WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < ${ENTRIES})` : '';
  const from = dialect === 'sqlite' ? 'FROM s' : `FROM generate_series(1, ${ENTRIES}) AS s(n)`;
  return `${rows} INSERT INTO record_entries (at, actor_kind, actor_person_id, actor_name, action, subject_kind, subject_id, summary)
    SELECT ${at},
      CASE WHEN n % 10 = 0 THEN 'operator' ELSE 'person' END,
      CASE WHEN n % 10 = 0 THEN NULL ELSE (n % 20) + 1 END,
      CASE WHEN n % 10 = 0 THEN 'Clau d''operador' ELSE 'Persona ' || ((n % 20) + 1) END,
      ${action}, 'article', 'art-' || (n % 5000), 'Ha desat l''article «Un títol de prova».'
    ${from}`;
}

async function fill(db: Db, dialect: 'sqlite' | 'postgres'): Promise<number> {
  const t = performance.now();
  await db.raw(fillSql(dialect));
  // What autovacuum does on a live table after a million inserts (visibility map, statistics).
  if (dialect === 'postgres') await db.raw('VACUUM ANALYZE record_entries');
  else await db.raw('ANALYZE');
  return (performance.now() - t) / 1000;
}

async function timed(server: BenchServer, path: string, headers: Record<string, string> = auth): Promise<number[]> {
  const get = async () => {
    const res = await fetch(`${server.url}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await get();
    times.push(performance.now() - t);
  }
  return times;
}

const PAGES: [string, string][] = [
  ['first page, no filter', '/api/admin/record?limit=50'],
  ['by action', '/api/admin/record?limit=50&action=edition.publish'],
  ['by person', '/api/admin/record?limit=50&person=7'],
  ["by the operator's key", '/api/admin/record?limit=50&person=operator'],
  ['by a month', '/api/admin/record?limit=50&from=2026-06-01&to=2026-06-30'],
  ['person + action + month', '/api/admin/record?limit=50&person=7&action=article.save&from=2026-06-01&to=2026-06-30'],
  ['page 100, no filter', '/api/admin/record?limit=50&page=100'],
  ["the person filter's choices", '/api/admin/record/people'],
];

async function figures(name: string, server: BenchServer, db: Db, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const seconds = await fill(db, dialect);
  const health = percentile(await timed(server, '/api/health', {}), 50);
  const lines = [`  ${name}: ${ENTRIES.toLocaleString('en')} entries written in ${seconds.toFixed(1)} s; reference GET /api/health p50 ${health.toFixed(2)} ms`];
  for (const [what, path] of PAGES) {
    const times = await timed(server, path);
    const p95 = percentile(times, 95);
    lines.push(`  ${name}, ${what}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < 100 ms; ${(p95 / health).toFixed(0)}× a health call)`);
  }
  return lines;
}

export async function runRecordBench(): Promise<string> {
  const lines = [`The record ('Registre') at ${ENTRIES.toLocaleString('en')} entries, the screen's call over HTTP (${RUNS} runs each):`];
  lines.push(...(await onBothDatabases('revista_bench_record', {}, (label, server, db) => figures(label, server, db, label === 'SQLite' ? 'sqlite' : 'postgres'))));
  return lines.join('\n');
}
