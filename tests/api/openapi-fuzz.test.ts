/**
 * A schema-driven fuzz run over every operation of the API's own OpenAPI document (issue 31): valid
 * inputs generated from each schema, sent with and without the admin credential, then hostile
 * values in every parameter and body field, hostile bodies and ranges (tests/api/fuzz/). The
 * generator is seeded per operation, so a failure names a case that fails the same way again.
 *
 * Every answer must hold: no 5xx; an error is JSON in the `{ error: { code, message } }` envelope,
 * typed application/json; a value the contract refuses (a lenient number, a day not on the
 * calendar, a broken image) is not answered 2xx; the admin credential is never refused (whatever
 * the case of its scheme); admin answers carry X-Robots-Tag noindex; a gzip body is read like the
 * plain one and an unknown encoding is 415; every status answered is one the document declares for
 * the operation (not left to `default`). The JSON answers are also checked against the
 * document itself (responseContract.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordReferenceScript, startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { casesFor, needsCredential, validParams, type BinaryBodies, type FuzzCase, type Operation } from './fuzz/cases.js';
import { rng, SchemaValues, seedOf, type JsonSchema } from './fuzz/schemaValues.js';
import { testImage } from './deskFixture.js';
import sharp from 'sharp';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // A built server: /api/docs answers its page (503 before the build).
  recordReferenceScript(server);
});

afterAll(async () => {
  await server.close();
});

const ADMIN = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** Values the site answers with, by field name (coverImage counts as a name): the addresses the fuzz can reach. */
async function knownValues(): Promise<Map<string, string[]>> {
  const known = new Map<string, Set<string>>();
  const alias: Record<string, string> = { coverImage: 'name', image: 'name', publicationDate: 'date' };
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) for (const v of value.slice(0, 400)) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if ((typeof value === 'string' && value.length <= 120) || typeof value === 'number') {
      const name = alias[key] ?? key;
      if (!known.has(name)) known.set(name, new Set());
      known.get(name)!.add(String(value));
      if (key === 'publicationDate') {
        if (!known.has('year')) known.set('year', new Set());
        known.get('year')!.add(String(value).slice(0, 4));
      }
    }
  };
  for (const address of ['/api/issues/latest', '/api/issues?limit=5', '/api/articles?limit=10', '/api/authors?limit=10', '/api/admin/desk/media', '/api/admin/desk/corrections']) {
    walk(await (await server.get(address, { headers: ADMIN })).json(), '');
  }
  // Whole articles: their blocks name the videos and figures.
  const { articles } = (await (await server.get('/api/articles?limit=60')).json()) as { articles: { slug: string }[] };
  for (const { slug } of articles) walk(await (await server.get(`/api/articles/${slug}`)).json(), '');
  known.set('revision', new Set(['1', '2']));
  return new Map([...known].map(([k, v]) => [k, [...v]]));
}

async function binaryBodies(): Promise<BinaryBodies> {
  const jpeg = await testImage(900, 600);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).png().toBuffer();
  // PNG: 8-byte signature, then IHDR (4 length + 4 type + 13 data + 4 CRC).
  return { truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length / 3)), pngCutAfterHeader: png.subarray(0, 33) };
}

/** Finds parameters that name something that exists (the GET of the same address answers 2xx), trying up to 25 generated sets. */
async function livingParams(op: Operation, values: SchemaValues, random: () => number, known: Map<string, string[]>, document: { paths: Record<string, Record<string, Operation>> }) {
  const first = validParams(op, values, random, known);
  const get = document.paths[op.path]?.get;
  if (!get || !(op.parameters ?? []).some((p) => p.in === 'path')) return first;
  for (let attempt = 0; attempt < 25; attempt++) {
    const params = attempt === 0 ? first : validParams(op, values, random, known);
    const pathname = `/api${op.path}`.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const res = await server.get(pathname, { method: 'HEAD', headers: ADMIN });
    if (res.ok) return params;
  }
  return first;
}

/** Each case comes from a client of its own (the server trusts the loopback proxy): no rate limit or login back-off hides an answer. */
let client = 0;

async function send(c: FuzzCase, op: Operation & { method: string }): Promise<string[]> {
  const { method } = op;
  const url = new URL(server.url + c.path);
  for (const [k, v] of c.query) url.searchParams.append(k, v);
  client += 1;
  const forwarded = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  const headers = { ...Object.fromEntries(Object.entries(c.headers).filter(([, v]) => v !== '')), 'X-Forwarded-For': forwarded };
  const res = await fetch(url, { method: method.toUpperCase(), headers, body: c.body as BodyInit | undefined });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const problems: string[] = [];
  const at = `${method.toUpperCase()} ${c.path.slice(0, 80)}${c.query.length ? '?…' : ''} [${c.label}] → ${res.status}`;
  // A 502 says the public site the desk publishes to cannot be reached (the fuzz pointed it at a closed port).
  const unreachableRemote = res.status === 502 && text.includes('"remote_unreachable"');
  if (res.status >= 500 && !unreachableRemote) problems.push(`${at}: a server error ${text.slice(0, 120)}`);
  if (res.status >= 400) {
    if (!/^application\/json/.test(type)) problems.push(`${at}: error typed ${type || '(none)'}`);
    let body: { error?: { code?: unknown; message?: unknown } } | undefined;
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      problems.push(`${at}: error body is not JSON (${text.slice(0, 40)})`);
    }
    if (body && (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')) problems.push(`${at}: error body outside the envelope`);
  }
  if (!(String(res.status) in op.responses)) problems.push(`${at}: a status the document does not declare for the operation`);
  if (c.refused && res.status < 300) problems.push(`${at}: a value the contract refuses was accepted`);
  if (c.admin && (res.status === 401 || res.status === 403)) problems.push(`${at}: the admin credential was refused`);
  if (c.unknownEncoding && ![401, 403, 415, 429].includes(res.status)) problems.push(`${at}: an unknown Content-Encoding was not 415`);
  return problems;
}

it('walks every operation of the OpenAPI document: no 5xx, errors in the JSON envelope, refused values refused', async () => {
  const document = (await (await server.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
  const known = await knownValues();
  const values = new SchemaValues(document.components.schemas, [...known.values()].flat());
  const binary = await binaryBodies();
  const problems: string[] = [];
  let sent = 0;
  // Deletes last: the rest of the walk still finds what they would remove.
  const operations = Object.entries(document.paths)
    .flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ ...op, method, path: p })))
    .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
  expect(operations.length).toBeGreaterThan(100);
  for (const op of operations) {
    const random = rng(seedOf(`${op.method} ${op.path}`));
    const params = await livingParams(op, values, random, known, document);
    const secured = needsCredential(op);
    for (const c of casesFor(op, params, values, random, TEST_ADMIN_TOKEN, binary)) {
      problems.push(...(await send(c, op)));
      sent += 1;
    }
    if (secured) {
      const res = await fetch(`${server.url}/api${op.path.replace(/\{\w+\}/g, 'x')}`, { method: op.method.toUpperCase() });
      if (!/noindex/.test(res.headers.get('x-robots-tag') ?? '')) problems.push(`${op.method.toUpperCase()} ${op.path}: an admin answer without X-Robots-Tag noindex`);
    }
  }
  expect(sent).toBeGreaterThan(800);
  expect(problems).toEqual([]);
}, 120_000);
