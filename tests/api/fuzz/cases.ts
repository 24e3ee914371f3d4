/**
 * The requests the OpenAPI fuzz test sends for one operation of the document: a valid one with and
 * without the admin credential (both spellings of the Bearer scheme), then hostile values in each
 * parameter and body field, hostile bodies (prototype keys, not JSON, compressed, truncated
 * images) and hostile ranges on file answers. Each case says what it must not be answered with.
 */
import { gzipSync } from 'node:zlib';
import { HOSTILE_STRINGS, IMPOSSIBLE_DAYS, isDaySchema, isNumberSchema, LENIENT_INTEGERS, pick, PROTOTYPE_BODY, type JsonSchema, type SchemaValues } from './schemaValues.js';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}

/** Needs the credential: its security lists the schemes and no empty requirement (which says "or none"). */
export const needsCredential = (op: Operation): boolean =>
  (op.security ?? []).length > 0 && !(op.security as object[]).some((requirement) => Object.keys(requirement).length === 0);

export interface FuzzCase {
  label: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Sent with the admin credential: never 401 or 403. */
  admin: boolean;
  /** A value the contract refuses: never 2xx. */
  refused: boolean;
  /** A body in an encoding the server does not read: 415 (or a refusal before the body is read). */
  unknownEncoding?: boolean;
}

/** Binary bodies a media upload must refuse with a 4xx: images cut short, noise, nothing. */
export interface BinaryBodies {
  truncatedJpeg: Uint8Array;
  pngCutAfterHeader: Uint8Array;
}

const HOSTILE_RANGES = ['bytes=99999999-', 'bytes=5-1', 'bytes=-0', 'bytes=0-0,5-1,x'];

type Values = Record<string, unknown>;

function address(op: Operation, params: Values): { path: string; query: [string, string][] } {
  let path = `/api${op.path}`;
  const query: [string, string][] = [];
  for (const p of op.parameters ?? []) {
    const value = params[p.name];
    if (value === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query') for (const v of Array.isArray(value) ? value : [value]) query.push([p.name, String(v)]);
  }
  return { path, query };
}

/**
 * Parameters the schemas accept: every required one and about half of the others (all of them for
 * an upload, whose image must come with its alt text); `known` are values seen on the site, by name.
 */
export function validParams(op: Operation, values: SchemaValues, random: () => number, known: Map<string, string[]>): Values {
  const params: Values = {};
  const upload = op.requestBody !== undefined && !op.requestBody.content['application/json'];
  for (const p of op.parameters ?? []) if (p.required || upload || random() < 0.5) params[p.name] = values.valid(p.schema, random, known.get(p.name));
  return params;
}

/** Whether the operation's answer is a file made for the request (not JSON, not a stored file served by ranges). */
const answersAFile = (op: Operation) =>
  !op.responses['206'] && Object.values(op.responses).some((r) => Object.keys(r.content ?? {}).some((type) => type !== 'application/json'));

/** `count` different values of a list, drawn with `random`. */
function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const rest = [...list];
  return Array.from({ length: Math.min(count, rest.length) }, () => rest.splice(Math.floor(random() * rest.length), 1)[0]!);
}

/** `params` are the valid parameters of the operation (an address that exists, when one was found). */
export function casesFor(op: Operation, params: Values, values: SchemaValues, random: () => number, admin: string, binary: BinaryBodies): FuzzCase[] {
  const secured = needsCredential(op);
  const jsonSchema = op.requestBody?.content['application/json']?.schema;
  const fileBody = op.requestBody && !jsonSchema ? Object.keys(op.requestBody.content)[0] : undefined;
  const body = jsonSchema ? (values.valid(jsonSchema, random) as Values) : undefined;
  const jsonHeaders: Record<string, string> = jsonSchema ? { 'Content-Type': 'application/json' } : {};
  const bearer = { Authorization: `Bearer ${admin}` };
  const cases: FuzzCase[] = [];
  const add = (label: string, p: Values, extra: Partial<FuzzCase> & { headers?: Record<string, string> } = {}) =>
    cases.push({ label, ...address(op, p), admin: secured, refused: false, body: body === undefined ? undefined : JSON.stringify(body), ...extra, headers: { ...jsonHeaders, ...bearer, ...extra.headers } });

  add('valid, no credential', params, { admin: false, headers: { Authorization: '' } }); // '' is left out when sent
  add('valid, admin', params);
  // A file made per request (a backup, a PDF, a package) is made once: the scheme's case is checked on every other operation.
  if (!answersAFile(op)) add('valid, admin with a lower-case scheme', params, { headers: { Authorization: `bearer ${admin}` } });

  for (const p of op.parameters ?? []) {
    const schema = values.resolve(p.schema);
    const hostile = [...new Set([pick(random, HOSTILE_STRINGS), '../../../../etc/passwd'])];
    for (const h of hostile) add(`${p.name}=${h.slice(0, 20)}`, { ...params, [p.name]: h });
    if (schema.maxLength) {
      // The valid value made as long as the schema allows with a character of three UTF-8 bytes.
      const start = String(params[p.name] ?? values.valid(schema, random)).slice(0, schema.maxLength);
      add(`${p.name}: longest, in 3-byte characters`, { ...params, [p.name]: start + '€'.repeat(schema.maxLength - start.length) });
    }
    if (isNumberSchema(schema)) for (const n of sample(random, LENIENT_INTEGERS, 3)) add(`${p.name}=${JSON.stringify(n)}`, { ...params, [p.name]: n }, { refused: true });
    if (isDaySchema(schema)) for (const d of IMPOSSIBLE_DAYS) add(`${p.name}=${d}`, { ...params, [p.name]: d }, { refused: true });
  }

  if (body !== undefined) {
    const json = (label: string, value: unknown, refused = false) => add(label, params, { body: typeof value === 'string' ? value : JSON.stringify(value), refused });
    json('body with prototype keys', { ...body, ...PROTOTYPE_BODY });
    for (const raw of ['[]', '{', '{"a":'.repeat(2000)]) json(`body ${raw.slice(0, 10)}`, raw);
    const fields = Object.entries(values.resolve(jsonSchema!).properties ?? {}).map(([key, prop]) => [key, values.resolve(prop)] as const);
    for (const [key, schema] of sample(random, fields, 6)) {
      json(`${key}: hostile`, { ...body, [key]: pick(random, HOSTILE_STRINGS) });
      if (isNumberSchema(schema)) json(`${key}: a number as text`, { ...body, [key]: pick(random, LENIENT_INTEGERS) }, true);
    }
    // On the plainest body (required fields only), so that the day is the only thing wrong with it.
    const plain = values.valid(jsonSchema!, random, [], 3) as Values;
    for (const [key] of fields.filter(([, schema]) => isDaySchema(schema))) for (const d of IMPOSSIBLE_DAYS) json(`${key}=${d}`, { ...plain, [key]: d }, true);
    const text = JSON.stringify(body);
    add('body in gzip', params, { body: gzipSync(text), headers: { 'Content-Encoding': 'gzip' } });
    add('body in an unknown encoding', params, { body: text, headers: { 'Content-Encoding': 'x-fuzz' }, unknownEncoding: true });
  }

  if (fileBody) {
    // An upload names its file in the query; a replacement keeps the path's (an existing file).
    const named = (name: string) => ((op.parameters ?? []).some((p) => p.name === 'name' && p.in === 'query') ? { ...params, name } : params);
    add('a JPEG cut to a third', named('fuzz.jpg'), { body: binary.truncatedJpeg, headers: { 'Content-Type': 'image/jpeg' }, refused: true });
    add('a PNG cut after its header', named('fuzz.png'), { body: binary.pngCutAfterHeader, headers: { 'Content-Type': 'image/png' }, refused: true });
    add('noise as a video', named('fuzz.mp4'), { body: Uint8Array.from({ length: 512 }, () => Math.floor(random() * 256)), headers: { 'Content-Type': 'video/mp4' }, refused: true });
    add('nothing', named('fuzz.jpg'), { body: new Uint8Array(), headers: { 'Content-Type': 'image/jpeg' }, refused: true });
  }

  // Operations that answer byte ranges (206) get ranges they cannot satisfy.
  if (op.method === 'get' && op.responses['206']) for (const range of HOSTILE_RANGES) add(`Range: ${range}`, params, { headers: { Range: range } });
  return cases;
}
