/**
 * The shape of one route of the contract: its address and method, the zod schemas of what it
 * reads (path parameters, query, body) and of what it answers per status, and the least staff
 * role that may call it. The server validates with these schemas, the renderer types its calls
 * from them, and the OpenAPI document is generated from them (common/api/openapi.ts).
 */
import { z } from 'zod';
import type { StaffRole } from '../staff/actor.js';
import type { RecordDeclaration } from '../record.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The one error shape of the API (docs/decisions/0002-one-error-shape.md): programs branch on `code`, people read `message`. */
export const apiError = z
  .strictObject({
    error: z.strictObject({
      code: z.string().meta({ description: 'Stable code a program branches on (invalid_input, not_found, …).' }),
      message: z.string().meta({ description: 'What went wrong, for a person.' }),
    }),
  })
  .meta({ id: 'ApiError', description: 'Every error of the API: { error: { code, message } }.' });
export type ApiErrorBody = z.infer<typeof apiError>;

/** An answer that is not JSON (a file, a PDF, an image): its media type and what it is. */
export interface FileAnswer {
  contentType: string | readonly string[];
  description: string;
}

/** An answer: a JSON schema, or a file. */
export type ApiAnswer = z.ZodType | FileAnswer;

/**
 * How an answer may be kept, by the server and by caches on the way (the mount applies it):
 * - 'public-json': kept by the server per audience until the content changes and revalidated by
 *   ETag at every request: `public, max-age=0` (an admin's view, which may hold drafts: `private, no-store`);
 * - 'no-store': never kept (staff calls, sessions, health, beacons);
 * - 'immutable': an address whose answer never changes, public for a year (a QR code);
 * - 'hour': public for an hour (the package schema);
 * - 'file': a file that says its own lifetime and validators (media, PDFs, downloads);
 * - 'unstated': no Cache-Control (writes, which no cache keeps).
 */
export type CachePolicy = 'public-json' | 'no-store' | 'immutable' | 'hour' | 'file' | 'unstated';

export interface ApiRoute {
  method: HttpMethod;
  /** Below /api, with OpenAPI placeholders: '/articles/{section}/{url}'. */
  path: string;
  summary: string;
  description?: string;
  /**
   * The least staff role that may call it (issue 27): 401 without a credential, 403 with a wrong
   * one or a role below this; none for a reader's route. The guard and the OpenAPI `security` come from it.
   */
  role?: StaffRole;
  cache: CachePolicy;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body that is not JSON (an edition package). */
  bodyFile?: FileAnswer;
  /**
   * The act it leaves in the record (common/record.ts): every admin route that is not a GET says
   * which, or 'none'; the server writes the entry (server/record/), a test checks every one.
   */
  record?: RecordDeclaration;
  /** The answers by status; errors not listed are the ApiError envelope. */
  responses: Partial<Record<200 | 201 | 202 | 206 | 304 | 409 | 422 | 503, ApiAnswer>>;
}

/** Declares a route, keeping its literal types so that handlers and fetchers can read them. */
export const route = <const R extends ApiRoute>(r: R): R => r;

export const isFileAnswer = (answer: ApiAnswer): answer is FileAnswer => 'contentType' in answer && !('_zod' in answer);

/** The statuses a route answers with a JSON body. */
export type JsonStatus<R extends ApiRoute> = { [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? S : never }[keyof R['responses']];

/** The JSON body a route answers with status S (by default its success status). */
export type ResponseOf<R extends ApiRoute, S extends JsonStatus<R> = JsonStatus<R> & (200 | 201 | 202)> =
  R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : never;

/** What a caller sends as the body (before defaults are applied). */
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/** What a caller sends as the query (before coercion and defaults). */
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : never;

/** The query as the server reads it (coerced, its defaults filled in). */
export type ReadQueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.output<R['query']> : never;
