/**
 * The shape of one route of the contract: its address and method, the zod schemas of what it
 * reads (path parameters, query, body) and of what it answers per status, and whether it needs
 * the admin credential. The server validates with these schemas, the renderer types its calls
 * from them, and the OpenAPI document is generated from them (common/api/openapi.ts).
 */
import { z } from 'zod';

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

export interface ApiRoute {
  method: HttpMethod;
  /** Below /api, with OpenAPI placeholders: '/articles/{section}/{url}'. */
  path: string;
  summary: string;
  description?: string;
  /** Needs the admin credential (bearer token or session cookie); 401 without one, 403 with a wrong one. */
  admin?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body that is not JSON (an edition package). */
  bodyFile?: FileAnswer;
  /** The answers by status; errors not listed are the ApiError envelope. */
  responses: Partial<Record<200 | 201 | 202 | 206 | 304 | 409 | 422 | 503, ApiAnswer>>;
}

/** Declares a route, keeping its literal types so that handlers and fetchers can read them. */
export const route = <const R extends ApiRoute>(r: R): R => r;

export const isFileAnswer = (answer: ApiAnswer): answer is FileAnswer => 'contentType' in answer && !('_zod' in answer);

type JsonStatus<R extends ApiRoute> = { [S in keyof R['responses']]: R['responses'][S] extends z.ZodType ? S : never }[keyof R['responses']];

/** The JSON body a route answers with status S (by default its success status). */
export type ResponseOf<R extends ApiRoute, S extends JsonStatus<R> = JsonStatus<R> & (200 | 201 | 202)> =
  R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : never;

/** What a caller sends as the body (before defaults are applied). */
export type BodyOf<R extends ApiRoute> = R['body'] extends z.ZodType ? z.input<R['body']> : never;

/** What a caller sends as the query (before coercion and defaults). */
export type QueryOf<R extends ApiRoute> = R['query'] extends z.ZodType ? z.input<R['query']> : never;
