/**
 * The OpenAPI 3.1 document of /api, generated from the contract's zod schemas (zod-to-openapi):
 * served at /api/openapi.json and checked by the test suite. Nothing in it is written by hand
 * but the words around the routes.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ADMIN_COOKIE } from './admin.js';
import { API_ROUTES } from './index.js';
import { apiError, isFileAnswer, type ApiAnswer, type ApiRoute, type FileAnswer } from './route.js';

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
  desk: 'The editorial desk: editions and articles written in the app, their revisions and corrections, and the media library.',
};

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: apiError } } });

const mediaTypes = (file: FileAnswer): readonly string[] => (typeof file.contentType === 'string' ? [file.contentType] : file.contentType);

function answer(status: number, a: ApiAnswer) {
  if (isFileAnswer(a)) {
    return { description: a.description, content: Object.fromEntries(mediaTypes(a).map((t) => [t, {}])) };
  }
  return { description: status >= 400 ? 'Refused.' : 'Success.', content: { 'application/json': { schema: a } } };
}

function routeConfig(r: ApiRoute & { area: string }): RouteConfig {
  const responses: RouteConfig['responses'] = {};
  for (const [status, a] of Object.entries(r.responses)) responses[status] = answer(Number(status), a);
  if (r.params || r.query || r.body || r.bodyFile) responses['400'] ??= errorAnswer('The request is not valid (code invalid_input and friends).');
  if (r.admin) {
    responses['401'] ??= errorAnswer('No admin credential (code unauthorized).');
    responses['403'] ??= errorAnswer('La credencial de redacció no és vàlida (codi forbidden).');
  }
  responses.default = errorAnswer('Any other error, in the one error shape.');
  const body = r.body
    ? { content: { 'application/json': { schema: r.body } } }
    : r.bodyFile
      ? { description: r.bodyFile.description, content: Object.fromEntries(mediaTypes(r.bodyFile).map((t) => [t, { schema: { type: 'string' as const, contentMediaType: t } }])) }
      : undefined;
  return {
    method: r.method,
    path: r.path,
    tags: [r.area],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    ...(r.admin ? { security: [{ adminBearer: [] }, { adminCookie: [] }] } : {}),
    // The act the call leaves in the record (common/record.ts), for a reader of the document.
    ...(r.record && r.record !== 'none' ? { 'x-record-action': r.record.action } : {}),
    request: { ...(r.params ? { params: r.params } : {}), ...(r.query ? { query: r.query } : {}), ...(body ? { body } : {}) },
    responses,
  };
}

/** Path parameters are always required (the generator reads a coerced number as optional). */
function requirePathParameters(document: OpenApiDocument): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      const parameters = (operation as { parameters?: { in: string; required?: boolean; schema?: { type?: unknown } }[] }).parameters ?? [];
      for (const p of parameters) {
        if (p.in !== 'path') continue;
        p.required = true;
        if (Array.isArray(p.schema?.type)) p.schema.type = p.schema.type.filter((t) => t !== 'null')[0];
      }
    }
  }
}

export function openApiDocument(): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'adminBearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The admin token (ADMIN_TOKEN), for scripts.',
  });
  registry.registerComponent('securitySchemes', 'adminCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: ADMIN_COOKIE,
    description: 'The signed session cookie POST /api/admin/session sets, for the browser.',
  });
  for (const r of API_ROUTES) registry.registerPath(routeConfig(r));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Revista Estany API',
      version: '1.0.0',
      description:
        'The JSON API of the magazine (spec §7). Every error answers { "error": { "code", "message" } }. ' +
        'Admin calls take the admin token as a bearer token or the session cookie.',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  });
  requirePathParameters(document);
  return document;
}
