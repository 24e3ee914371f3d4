/** The one error type of the server and the handler that turns every error into the API's JSON shape. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '../../common/types.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);

export function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** Errors raised by body-parser and friends carry a status and a type; map the known ones. */
function fromParserError(err: unknown): HttpError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { type?: string; status?: number };
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  if (e.type === 'entity.too.large') return new HttpError(413, 'payload_too_large', 'The request body is too large.');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_encoding', 'The request body encoding is not supported.');
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, 'bad_request', 'The request could not be understood.');
  }
  return null;
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route for ${req.method} ${req.path}.`, 'route_not_found'));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof HttpError ? err : fromParserError(err);
  if (!known) console.error(`[error] ${req.method} ${req.originalUrl}`, err);
  const status = known?.status ?? 500;
  const body = known
    ? errorBody(known.code, known.message)
    : errorBody('internal_error', 'Something went wrong on the server.');
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').json(body);
};
