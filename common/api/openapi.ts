/**
 * The OpenAPI 3.1 document of /api, generated from the contract's zod schemas (zod-to-openapi):
 * served at /api/openapi.json and checked by the test suite. Nothing in it is written by hand
 * but the words around the routes.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ADMIN_COOKIE } from './admin.js';
import { API_ROUTES } from './index.js';
import { errorStatuses, type ErrorStatus } from './openapiErrors.js';
import { OPERATION_EXAMPLES } from './examples/index.js';
import { audienceOf, descriptionOf, operationIdOf, securityOf } from './openapiOperation.js';
import { jsonSchemaPattern } from './openapiPatterns.js';
import { apiError, isFileAnswer, type ApiAnswer, type ApiRoute, type FileAnswer } from './route.js';
import { recordActs } from '../record.js';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

const TAGS: Record<string, string> = {
  content: 'Articles and editions (spec §7), public; an admin session also sees drafts.',
  authors: 'Authors: public reads by id and by slug, admin writes.',
  search: 'Full-text search of the articles.',
  analytics: 'Search analytics: public ingest, admin reads.',
  connections: 'Visitor connections: the public page-view beacon, admin reads.',
  admin: 'The admin session, the public site settings and the backup.',
  editions: 'Edition packages, publishing and the edition PDF.',
  sync: "Sync between the public site and the staff's copy.",
  kiosk: 'The event kiosk.',
  media: 'Images, videos, health and this document.',
  people: 'The newsroom: the first administrator, people and roles, and each person’s own sessions.',
  invitations: 'Invitations and password resets: one-time links an administrator copies (mailed with SMTP), used once by the invitee or the person.',
  passkeys: 'Passkeys (WebAuthn): each person adds, names and removes their own, and signs in with one.',
  tokens: 'Personal API tokens: each person makes named tokens for scripts and the desktop app, shown once, and revokes them.',
  desk: 'The editorial desk: editions and articles written in the app, their revisions and corrections, and the media library.',
  record: "The record ('Registre'): who did what, on what and when; read only.",
  schedule: "Scheduled publication on the magazine's clock and the calendar of editions.",
};

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: apiError } } });

const mediaTypes = (file: FileAnswer): readonly string[] => (typeof file.contentType === 'string' ? [file.contentType] : file.contentType);

/** A file answer: bytes of its media types (a zip, a PDF, an image); a JSON file (this document) is described by its words. */
const fileContent = (file: FileAnswer) =>
  Object.fromEntries(mediaTypes(file).map((t) => [t, t.includes('json') ? {} : { schema: { type: 'string' as const, contentMediaType: t, contentEncoding: 'binary' } }]));

function answer(status: number, a: ApiAnswer, refusal: string | undefined) {
  if (isFileAnswer(a)) return { description: a.description, content: fileContent(a) };
  return { description: refusal ?? (status >= 400 ? 'Refused.' : 'Success.'), content: { 'application/json': { schema: a } } };
}

/** The request body; required when the server refuses the call without one (its schema refuses {}). */
function requestBody(r: ApiRoute) {
  if (r.body) return { required: !r.body.safeParse({}).success, content: { 'application/json': { schema: r.body } } };
  if (r.bodyFile) return { required: true, description: r.bodyFile.description, content: fileContent(r.bodyFile) };
  return undefined;
}

/** Each operation's refusals, by operationId. */
const refusalsOf = (r: (typeof API_ROUTES)[number]): ErrorStatus[] => errorStatuses(r, operationIdOf(r.area, r.name), audienceOf(r));

function routeConfig(r: (typeof API_ROUTES)[number]): RouteConfig {
  const operationId = operationIdOf(r.area, r.name);
  const audience = audienceOf(r);
  const errors = refusalsOf(r);
  const responses: RouteConfig['responses'] = {};
  for (const [status, a] of Object.entries(r.responses)) responses[status] = answer(Number(status), a, errors.find((e) => e.status === Number(status))?.description);
  for (const e of errors) responses[String(e.status)] ??= e.status === 304 ? { description: e.description } : errorAnswer(e.description);
  responses.default = errorAnswer('Any other error, in the one error shape.');
  const body = requestBody(r);
  return {
    method: r.method,
    path: r.path,
    operationId,
    tags: [r.area],
    summary: r.summary,
    description: descriptionOf(r, audience),
    security: securityOf(audience),
    ...(r.role ? { 'x-minimum-role': r.role } : {}),
    // The act the call leaves in the record (common/record.ts), for a reader of the document.
    ...(recordActs(r.record).length > 0 ? { 'x-record-action': recordActs(r.record).map((act) => act.action).join(' | ') } : {}),
    request: { ...(r.params ? { params: r.params } : {}), ...(r.query ? { query: r.query } : {}), ...(body ? { body } : {}) },
    responses,
  };
}

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * What the generator writes that JSON Schema reads otherwise: path parameters are always required
 * (it reads a coerced number as optional), and a regex's flags go into its pattern.
 */
function fixSchemas(node: unknown, inPathParameter = false): void {
  if (Array.isArray(node)) {
    for (const item of node) fixSchemas(item);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (typeof o.pattern === 'string') o.pattern = jsonSchemaPattern(o.pattern);
  // A day of the calendar (params.ts's calendarDay: the shape, then a real day) is RFC 3339's full-date.
  if (o.pattern === DAY_PATTERN) o.format = 'date';
  if (inPathParameter && Array.isArray(o.type)) o.type = o.type.filter((t) => t !== 'null')[0];
  if (o.in === 'path') o.required = true;
  for (const [key, value] of Object.entries(o)) fixSchemas(value, o.in === 'path' && key === 'schema');
}

interface ExampleTarget {
  operationId?: string;
  parameters?: { name: string; example?: unknown }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown; schema?: unknown }> }>;
}

/** The examples of examples/ on their operation's parameters, JSON body and answer of success. */
function addExamples(document: OpenApiDocument): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as ExampleTarget[]) {
      const example = OPERATION_EXAMPLES[operation.operationId ?? ''];
      if (!example) continue;
      for (const p of operation.parameters ?? []) if (example.parameters && p.name in example.parameters) p.example = example.parameters[p.name];
      const body = operation.requestBody?.content?.['application/json'];
      if (body && example.body !== undefined) body.example = example.body;
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1].content?.['application/json'];
      if (success && example.answer !== undefined) success.example = example.answer;
    }
  }
}

/**
 * The codes each refusal may carry, as an enum beside its schema (allOf): a client can switch on
 * them, and the API suite's answer check refuses a code the document does not list. (`default`
 * stays the plain envelope.)
 */
function addCodeEnums(document: OpenApiDocument): void {
  const refusals = new Map(API_ROUTES.map((r) => [operationIdOf(r.area, r.name), refusalsOf(r)]));
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as ExampleTarget[]) {
      for (const { status, codes } of refusals.get(operation.operationId ?? '') ?? []) {
        const json = operation.responses[String(status)]?.content?.['application/json'];
        if (!json?.schema || codes.length === 0) continue;
        json.schema = { allOf: [json.schema, { properties: { error: { properties: { code: { type: 'string', enum: codes } } } } }] };
      }
    }
  }
}

export function openApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'adminBearer', {
    type: 'http',
    scheme: 'bearer',
    description: "A person's own token (estany_…, made at /redaccio/sessions), for scripts and the desktop app: its owner, with the token's role; or the operator's break-glass key (ADMIN_TOKEN): an administrator.",
  });
  registry.registerComponent('securitySchemes', 'adminCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_COOKIE,
    description: 'The session cookie POST /api/admin/session sets, for the browser: the signed-in person, with their role.',
  });
  for (const r of API_ROUTES) registry.registerPath(routeConfig(r));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Revista Estany API',
      version: '1.0.0',
      description:
        'The JSON API of the magazine (spec §7). Every error answers { "error": { "code", "message" } }. ' +
        'Staff calls take a signed-in person\'s session cookie, or a person\'s own token (or the operator key) as a bearer token; each says its least role (x-minimum-role). A reference for people: /api/docs.',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  fixSchemas(document);
  addCodeEnums(document);
  addExamples(document);
  return document;
}
