/**
 * The OpenAPI document as people and generated clients read it (issue 29): a stable operationId
 * and a description on every operation, security stated on every one, patterns that JSON Schema
 * reads as the server's regexes mean them, defaults inside their own bounds, and error codes the
 * server really uses. (Validity and completeness against the mounted routes: tests/api/openapi.test.ts.)
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, PACKAGE_REFUSAL_CODES } from '../../common/api/errorCodes.js';
import { API_ROUTES } from '../../common/api/index.js';
import { openApiDocument } from '../../common/api/openapi.js';
import { OPERATION_EXAMPLES, type OperationExample } from '../../common/api/examples/index.js';
import { operationIdOf } from '../../common/api/openapiOperation.js';
import { ignoringCase, jsonSchemaPattern } from '../../common/api/openapiPatterns.js';
import { undatedDates } from './dateFormats.js';

const document = openApiDocument();

interface Operation {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean };
  responses: Record<string, { description: string }>;
}

interface ExampleOperation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; example?: unknown }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown; example?: unknown }> }>;
}

/**
 * What an operation's example leaves out: each required parameter, at least one of its optional
 * query parameters, its JSON body, and its JSON answer of success (an answer that is a file has none).
 */
function missingExamples(op: ExampleOperation, example: OperationExample): string[] {
  const given = (name: string) => example.parameters !== undefined && name in example.parameters;
  const parameters = op.parameters ?? [];
  const lacks = parameters.filter((p) => p.required && !given(p.name)).map((p) => `parameter ${p.name}`);
  const optional = parameters.filter((p) => p.in === 'query' && !p.required);
  if (optional.length > 0 && !optional.some((p) => given(p.name))) lacks.push('a query parameter');
  if (op.requestBody?.content['application/json'] && example.body === undefined) lacks.push('the request body');
  const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
  if (success?.content?.['application/json']?.schema && example.answer === undefined) lacks.push('the answer');
  return lacks;
}

const operations = Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
  Object.entries(item ?? {}).map(([method, op]) => ({ at: `${method.toUpperCase()} ${p}`, ...(op as Operation) })),
);

/** Every value of `key` anywhere in the document, with the object it sits in. */
function every(key: string, node: unknown = document, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const item of node) every(key, item, found);
  else if (node && typeof node === 'object') {
    if (key in node) found.push(node as Record<string, unknown>);
    for (const value of Object.values(node)) every(key, value, found);
  }
  return found;
}

/** A string each pattern of the document must accept (a new pattern needs its example here). */
const VALID_EXAMPLES: Record<string, string> = {
  '^[\\w.-]+$': 'cover-01.jpg',
  '^[^\\s@]+@[^\\s@]+$': 'anna@revista.cat',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-11-28',
  '^([hH][tT][tT][pP][sS]?:\\/\\/|[mM][aA][iI][lL][tT][oO]:|[tT][eE][lL]:)\\S+$': 'MailTo:redaccio@example.org',
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$': '2026-11-28T10:30:00.000Z',
  '^@?\\w{1,50}$': '@revista_estany',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'maria-aurelia-capmany',
  '^[\\w][\\w.-]*$': 'portada.webp',
  '^[hH][tT][tT][pP][sS]?:\\/\\/[^\\s"\'<>]+$': 'HTTPS://Example.org/autor',
  '^[0-9a-f]{32}$': '0123456789abcdef0123456789abcdef',
  '^([A-Za-z]{2}|unknown)$': 'ES',
  '^\\/': '/edicio/48',
  '^[A-Za-z0-9_-]*$': 'q1w2-E3_r4',
  '^(operator|[1-9]\\d{0,15})$': 'operator',
  '^\\d{4}-\\d{2}$': '2026-11',
  '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:00$': '2026-11-28T14:00',
};

describe('the OpenAPI document for people and generated clients', () => {
  it('names every operation once, in camelCase, from its area and its name in the contract', () => {
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][a-zA-Z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(API_ROUTES.length);
    const byAt = new Map(operations.map((o) => [o.at, o.operationId]));
    expect(byAt.get('PUT /admin/desk/articles/{id}')).toBe('deskSaveArticle');
    expect(byAt.get('GET /articles')).toBe('contentListArticles');
    expect(byAt.get('POST /connections/track')).toBe('connectionsTrack');
  });

  it('describes every operation and says who may call it', () => {
    for (const o of operations) {
      expect(o.description?.length, o.at).toBeGreaterThan(40);
      expect(Array.isArray(o.security), o.at).toBe(true);
    }
    const staff = operations.filter((o) => o.security?.some((s) => 'adminBearer' in s) && !o.security.some((s) => Object.keys(s).length === 0));
    for (const o of staff) expect(Object.keys(o.responses), o.at).toEqual(expect.arrayContaining(['401', '403']));
    for (const o of operations.filter((o) => !staff.includes(o))) expect(o.responses['403'], o.at).toBeUndefined();
  });

  it('declares the statuses that follow from each route, in the one error shape', () => {
    const statuses = (at: string) => Object.keys(operations.find((o) => o.at === at)!.responses);
    expect(statuses('GET /articles')).toEqual(expect.arrayContaining(['200', '304', '400', '503']));
    expect(statuses('GET /images/{name}')).toEqual(expect.arrayContaining(['200', '206', '304', '404', '416']));
    expect(statuses('POST /connections/track')).toEqual(expect.arrayContaining(['413', '415', '429']));
    expect(statuses('POST /admin/packages')).toEqual(expect.arrayContaining(['413', '415', '422']));
    expect(statuses('GET /health/live')).not.toContain('503');
    const save = document.paths?.['/admin/desk/articles/{id}']?.put?.responses?.['409'] as { content: { 'application/json': { schema: { allOf: unknown[] } } } };
    // A stale base answers the current record; a taken address the plain envelope.
    expect(save.content['application/json'].schema.allOf[0]).toEqual({ anyOf: [{ $ref: '#/components/schemas/StaleRevision' }, { $ref: '#/components/schemas/ApiError' }] });
  });

  it('lists the codes each refusal may carry as an enum, and only codes the server source raises', () => {
    const source = ['server', 'common']
      .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
      // Not the module that defines them.
      .filter((f) => f.endsWith('.ts') && !f.endsWith('errorCodes.ts'))
      .map((f) => fs.readFileSync(f, 'utf8'))
      .join('\n');
    expect([...ERROR_CODES, ...PACKAGE_REFUSAL_CODES].filter((code) => !source.includes(`'${code}'`))).toEqual([]);
    const enums = every('enum').filter((o) => o.type === 'string' && (o.enum as string[]).every((code) => (ERROR_CODES as string[]).includes(code)));
    expect(enums.length).toBeGreaterThan(300);
    const save = document.paths?.['/admin/desk/articles/{id}']?.put?.responses?.['409'] as { content: { 'application/json': { schema: { allOf: unknown[] } } } };
    expect(save.content['application/json'].schema.allOf[1]).toEqual({ properties: { error: { properties: { code: { type: 'string', enum: ['stale_revision', 'slug_taken'] } } } } });
    const report = document.components?.schemas?.PackageReport as { properties: { rejected: { items: { properties: { code: { enum: string[] } } } } } };
    expect(report.properties.rejected.items.properties.code.enum).toEqual(expect.arrayContaining(['not_a_zip', 'unsafe_path', 'edition_published']));
  });

  it('writes every pattern so that JSON Schema (ECMA-262, unicode) reads it, and each accepts a valid value', () => {
    const patterns = new Set(every('pattern').map((o) => o.pattern as string));
    expect([...patterns].filter((p) => !(p in VALID_EXAMPLES))).toEqual([]);
    for (const p of patterns) expect(new RegExp(p, 'u').test(VALID_EXAMPLES[p]!), p).toBe(true);
    // A calendar day says so as a format too.
    const days = every('pattern').filter((o) => o.pattern === '^\\d{4}-\\d{2}-\\d{2}$');
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day.format).toBe('date');
  });

  it('translates the case-insensitive flag into the pattern, and refuses a flag it cannot say', () => {
    const sources = ['^https?:\\/\\/[^\\s"\'<>]+$', '^(https?:\\/\\/|mailto:|tel:)\\S+$', '^[a-f0-9]{2}x$'];
    const samples = ['https://a.cat', 'HTTP://A.CAT/x', 'hTtPs://x', 'ftp://x', 'https://a b', 'MAILTO:x@y', 'Tel:+34', 'tel:', 'AFx', 'afX', '0gX', 'mailto:\u212Aelvin'];
    for (const source of sources) {
      const translated = new RegExp(ignoringCase(source), 'u');
      for (const s of samples) expect(translated.test(s), `${source} on ${s}`).toBe(new RegExp(source, 'i').test(s));
    }
    expect(jsonSchemaPattern('^a$/i')).toBe('^[aA]$');
    expect(jsonSchemaPattern('^a\\/i$')).toBe('^a\\/i$');
    expect(() => jsonSchemaPattern('^a.b$/s')).toThrow(/cannot be said/);
  });

  it('gives defaults inside their own bounds', () => {
    const withDefault = every('default').filter((o) => typeof o.default === 'number');
    expect(withDefault.length).toBeGreaterThan(10);
    for (const o of withDefault) {
      if (typeof o.minimum === 'number') expect(o.default as number).toBeGreaterThanOrEqual(o.minimum);
      if (typeof o.maximum === 'number') expect(o.default as number).toBeLessThanOrEqual(o.maximum);
    }
  });

  it('marks a request body required where the server refuses the call without one', () => {
    const required = (at: string) => operations.find((o) => o.at === at)!.requestBody?.required;
    expect(required('PUT /admin/desk/articles/{id}')).toBe(true);
    expect(required('POST /admin/session')).toBe(true);
    expect(required('POST /admin/packages')).toBe(true);
    // Every field optional: an empty body is a valid call.
    expect(required('POST /connections/sessions/close-inactive')).toBe(false);
  });

  it('gives every operation an example of its request and its answer, each valid against its schemas', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi');
    const pointer = (...parts: (string | number)[]) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    const problems: string[] = [];
    const check = (what: string, ref: string, value: unknown) => {
      const validate = ajv.getSchema(`openapi#/${ref}`);
      if (!validate) problems.push(`${what}: no schema at ${ref}`);
      else if (!validate(value)) problems.push(`${what}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [string, ExampleOperation][]) {
        const id = op.operationId!;
        const example = OPERATION_EXAMPLES[id] ?? {};
        const lacks = missingExamples(op, example);
        if (lacks.length > 0) problems.push(`${id} (${method.toUpperCase()} ${path}) has no example of ${lacks.join(', ')}: add one to common/api/examples/`);
        const names = (op.parameters ?? []).map((p) => p.name);
        for (const name of Object.keys(example.parameters ?? {})) if (!names.includes(name)) problems.push(`${id}: the example names parameter ${name}, which the operation does not have`);
        (op.parameters ?? []).forEach((p, i) => p.example !== undefined && check(`${id} parameter ${p.name}`, pointer('paths', path, method, 'parameters', i, 'schema'), p.example));
        if (example.body !== undefined) check(`${id} body`, pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema'), example.body);
        const success = Object.keys(op.responses).find((status) => status.startsWith('2'))!;
        if (example.answer !== undefined) check(`${id} answer`, pointer('paths', path, method, 'responses', success, 'content', 'application/json', 'schema'), example.answer);
      }
    }
    // The server's own check of a body (zod) says what JSON Schema cannot (a refinement across fields).
    for (const r of API_ROUTES) {
      const body = OPERATION_EXAMPLES[operationIdOf(r.area, r.name)]?.body;
      const parsed = body === undefined ? null : r.body?.safeParse(body);
      if (parsed && !parsed.success) problems.push(`${operationIdOf(r.area, r.name)} body: the server refuses it (${parsed.error.message})`);
    }
    const ids = new Set(operations.map((o) => o.operationId));
    for (const id of Object.keys(OPERATION_EXAMPLES)) if (!ids.has(id)) problems.push(`${id}: an example of no operation`);
    expect(problems).toEqual([]);
  });

  it('says format date or date-time wherever a request or an answer holds a date (found by the examples)', () => {
    const resolve = (ref: string) => ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    const undated: string[] = [];
    for (const o of operations as (Operation & ExampleOperation & { at: string })[]) {
      const examples = [
        ...(o.parameters ?? []).map((p) => ({ where: `parameter ${p.name}`, schema: (p as { schema?: unknown }).schema, example: p.example })),
        { where: 'body', ...(o.requestBody?.content['application/json'] as { schema?: unknown; example?: unknown } | undefined) },
        ...Object.entries(o.responses).map(([status, r]) => ({ where: `answer ${status}`, ...r.content?.['application/json'] })),
      ];
      for (const e of examples) if (e.example !== undefined) undated.push(...undatedDates(e.schema, e.example, resolve).map((at) => `${o.operationId} ${e.where} ${at}`));
    }
    expect(undated).toEqual([]);
    // The check itself: a date under a plain string is found.
    expect(undatedDates({ type: 'object', properties: { at: { type: 'string' } } }, { at: '2026-11-28T10:30:00.000Z' }, resolve)).toEqual(['/at (2026-11-28T10:30:00.000Z)']);
  });

  it('says which operation lacks which example', () => {
    const op: ExampleOperation = {
      responses: { '200': { description: '', content: { 'application/json': { schema: {} } } } },
      parameters: [{ name: 'id', in: 'path', required: true }, { name: 'page', in: 'query' }],
      requestBody: { content: { 'application/json': {} } },
    };
    expect(missingExamples(op, {})).toEqual(['parameter id', 'a query parameter', 'the request body', 'the answer']);
    expect(missingExamples(op, { parameters: { id: 7, page: 2 }, body: {}, answer: {} })).toEqual([]);
    expect(missingExamples({ responses: { '200': { description: '', content: { 'application/pdf': {} } } } }, {})).toEqual([]);
  });

  it("passes Redocly's recommended ruleset with no error, and warns only of what the API is", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
    // No licence is chosen yet (README); /authors/slug/{slug} and /authors/{id}/… are both the API's;
    // and a call that reads nothing and needs no credential has no 4xx to answer.
    for (const p of problems) expect(['info-license', 'no-ambiguous-paths', 'operation-4xx-response'], `${p.ruleId}: ${p.message}`).toContain(p.ruleId);
  });

  it('describes the backup as the zip it is', () => {
    const backup = document.paths?.['/admin/backup']?.get?.responses?.['200'] as { content: Record<string, { schema?: unknown }> };
    expect(Object.keys(backup.content)).toEqual(['application/zip']);
    expect(backup.content['application/zip']!.schema).toMatchObject({ type: 'string', contentEncoding: 'binary' });
  });
});
