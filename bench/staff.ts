/**
 * Issue 27's sign-in and credential targets, on SQLite and on PostgreSQL, a real server process each:
 * - sign-in p95 < 300 ms with the chosen hash parameters (Argon2id, m=19 MiB, t=2, p=1): POST
 *   /api/admin/session with an e-mail and password, over HTTP; reference: GET /api/health;
 * - what a session check (the cookie) and a token check (a personal token as a bearer) add to a
 *   request: < 1 ms p95 on SQLite, < 3 ms on PostgreSQL. Measured two ways, interleaved, in one run:
 *   the same GET /api/health over HTTP with no credential, with the cookie and with the token (every
 *   request with a credential is resolved once, whatever its route), and the guard's own
 *   resolution (StaffAuth.credential) in this process against the server's database, beside the
 *   same call for a request that carries nothing (which looks nothing up).
 */
import type { Request } from 'express';
import type { Db } from '../server/db/connection.js';
import { StaffAuth } from '../server/http/admin.js';
import { StaffSessions } from '../server/staff/people/sessions.js';
import { StaffTokens } from '../server/staff/people/tokens.js';
import { onBothDatabases } from './lib/bothDatabases.js';
import type { BenchServer } from './lib/server.js';

const ADMIN = 'bench-admin-token-0123456789';
const PASSWORD = 'una frase prou llarga per al banc de proves';
const SIGN_INS = 30;
const CHECKS = 400;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function post(server: BenchServer, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** An editor, their session cookie and a personal token of theirs; and the sign-in's timings. */
async function signIns(server: BenchServer): Promise<{ cookie: string; secret: string; times: number[] }> {
  const invited = await post(server, '/api/admin/invitations', { email: 'banc@revista.test', role: 'editor' }, { Authorization: `Bearer ${ADMIN}` });
  const { link } = (await invited.json()) as { link: string };
  await post(server, `/api/admin/invitation/${link.split('/').pop()!}`, { name: 'Editora del banc', password: PASSWORD });
  const times: number[] = [];
  let cookie = '';
  for (let i = 0; i < SIGN_INS + 3; i++) {
    const t = performance.now();
    const res = await post(server, '/api/admin/session', { email: 'banc@revista.test', password: PASSWORD });
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - t);
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  }
  const made = await post(server, '/api/admin/tokens', { name: 'Banc', role: 'editor' }, { Cookie: cookie });
  return { cookie, secret: ((await made.json()) as { secret: string }).secret, times };
}

/** The same GET over HTTP with no credential, with the cookie and with the token, in turn. */
async function overHttp(server: BenchServer, cookie: string, secret: string) {
  const kinds = { none: {}, cookie: { Cookie: cookie }, token: { Authorization: `Bearer ${secret}` } } as const;
  const times = { none: [] as number[], cookie: [] as number[], token: [] as number[] };
  for (let i = 0; i < CHECKS + 20; i++) {
    for (const [kind, headers] of Object.entries(kinds) as [keyof typeof kinds, Record<string, string>][]) {
      const t = performance.now();
      const res = await fetch(`${server.url}/api/health`, { headers });
      await res.arrayBuffer();
      if (i >= 20) times[kind].push(performance.now() - t);
    }
  }
  return times;
}

/** A request as the guard reads it: its headers, and the path it was made to. */
const request = (headers: Record<string, string>) => ({ headers, originalUrl: '/api/admin/editions', get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

/** The guard's own resolution against the server's database, in this process. */
async function inProcess(db: Db, cookie: string, secret: string) {
  const auth = new StaffAuth(ADMIN, new StaffSessions(db), new StaffTokens(db));
  const requests = { none: request({}), cookie: request({ cookie }), token: request({ authorization: `Bearer ${secret}` }) };
  const times = { none: [] as number[], cookie: [] as number[], token: [] as number[] };
  for (let i = 0; i < CHECKS + 20; i++) {
    for (const kind of ['none', 'cookie', 'token'] as const) {
      const t = performance.now();
      const credential = await auth.credential(requests[kind]);
      if (i >= 20) times[kind].push(performance.now() - t);
      if (kind !== 'none' && credential.state !== 'valid') throw new Error(`${kind}: ${credential.state}`);
    }
  }
  return times;
}

async function figures(name: string, server: BenchServer, db: Db, target: number): Promise<string[]> {
  const { cookie, secret, times } = await signIns(server);
  const health = percentile((await overHttp(server, cookie, secret)).none, 50);
  const lines = [`  ${name}, sign-in (e-mail and password, Argon2id m=19 MiB t=2 p=1): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (target < 300 ms; ${(percentile(times, 95) / health).toFixed(0)}× a health call)`];
  const http = await overHttp(server, cookie, secret);
  const own = await inProcess(db, cookie, secret);
  for (const kind of ['cookie', 'token'] as const) {
    const what = kind === 'cookie' ? 'session check' : 'token check';
    const added = percentile(own[kind], 95) - percentile(own.none, 95);
    lines.push(
      `  ${name}, ${what}: the guard's resolution p50 ${ms(percentile(own[kind], 50))}, p95 ${ms(percentile(own[kind], 95))} against ${ms(percentile(own.none, 95))} with no credential: adds ${ms(added)} at p95 (target < ${target} ms); ` +
        `the same GET over HTTP p95 ${ms(percentile(http[kind], 95))} against ${ms(percentile(http.none, 95))} (p50 ${ms(percentile(http[kind], 50))} against ${ms(percentile(http.none, 50))})`,
    );
  }
  return lines;
}

export async function runStaffBench(): Promise<string> {
  const lines = [`Sign-in (${SIGN_INS} runs) and the staff credential checks (${CHECKS} interleaved runs each):`];
  lines.push(...(await onBothDatabases('revista_bench_staff', { SEED_DEMO: 'false' }, (label, server, db) => figures(label, server, db, label === 'SQLite' ? 1 : 3))));
  return lines.join('\n');
}
