/** The one error type of the server and the handler that turns every error into the API's JSON shape. */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ErrorCode } from '../../common/api/errorCodes.js';
import type { ApiErrorBody } from '../../common/types.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { log } from '../log/logger.js';
import { requestTag } from './requestWatch.js';
import { SECURITY_HEADERS } from './security.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new HttpError(400, code, message);
export const notFound = (message: string, code: ErrorCode = 'not_found') => new HttpError(404, code, message);

export function errorBody(code: ErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** Errors raised by body-parser and friends carry a status and a type; map the known ones. */
function fromParserError(err: unknown): HttpError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { type?: string; status?: number };
  if (e.type === 'entity.parse.failed') return new HttpError(400, 'invalid_json', 'El cos de la petició no és JSON vàlid.');
  if (e.type === 'entity.too.large') return new HttpError(413, 'payload_too_large', 'El cos de la petició és massa gran.');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new HttpError(415, 'unsupported_encoding', 'La codificació del cos de la petició no és admesa.');
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, 'bad_request', 'No s’ha pogut entendre la petició.');
  }
  return null;
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** An unreachable, locked, read-only or full database: 503, which tells clients to try again shortly. */
export const unavailable = () =>
  new HttpError(503, 'unavailable', "La base de dades no està disponible ara mateix. Torneu-ho a provar d'aquí a uns segons.");

let lastOutageLog = 0;

/**
 * Any error as the HttpError it answers with, or null for a real fault (a 500). Database outages
 * are logged at most every few seconds: under load every request would log the same cause.
 */
export function knownError(err: unknown, where: string): HttpError | null {
  if (err instanceof HttpError) return err;
  const parsed = fromParserError(err);
  if (parsed) return parsed;
  if (!isDatabaseUnavailable(err)) return null;
  if (Date.now() - lastOutageLog > RETRY_AFTER_SECONDS * 1000) {
    lastOutageLog = Date.now();
    log.warn({ where, reason: err instanceof Error ? err.message : String(err) }, 'base de dades no disponible');
  }
  return unavailable();
}

/** Headers an error answer carries beside its body: a 503 says when to try again. */
export const errorHeaders = (status: number): Record<string, string> =>
  status === 503 ? { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_SECONDS) } : { 'Cache-Control': 'no-store' };

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(notFound(`No hi ha cap ruta de l’API per a ${req.method} ${req.path}.`, 'route_not_found'));
};

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const tag = requestTag(req);
  const known = knownError(err, tag.route ?? req.method);
  if (!known) log.error({ err, req: tag }, 'error inesperat');
  const status = known?.status ?? 500;
  const body = known
    ? errorBody(known.code, known.message)
    : errorBody('internal_error', 'Alguna cosa ha fallat al servidor. Torneu-ho a provar; si es repeteix, aviseu qui el manté.');
  if (res.headersSent) {
    res.end();
    return;
  }
  // A route may have described the file it meant to send (an image's type, its validators, a
  // download name) before it failed: the error is JSON, whatever was set.
  for (const header of FILE_HEADERS) res.removeHeader(header);
  res.status(status).set(errorHeaders(status)).type('application/json').json(body);
};

/** Headers that describe a file answer and would be wrong on its error. */
const FILE_HEADERS = ['Content-Type', 'Content-Disposition', 'Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Accept-Ranges'];

/** Node's own refusals, before a request reaches any handler, by its parser's error code (as Node answers them). */
const CLIENT_ERRORS: Record<string, [number, ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'L’adreça i les capçaleres de la petició passen del límit (16 kB en total): envieu els textos llargs en el cos.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'payload_too_large', 'El cos de la petició és massa gran.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'La petició ha trigat massa a arribar.'],
};

/**
 * The server's 'clientError' listener: a request Node's parser refuses (an address or headers over
 * its size limit, a malformed request) gets the API's JSON error, not Node's bare status line.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'bad_request', 'No s’ha pogut entendre la petició.'];
  const body = JSON.stringify(errorBody(code, message));
  const headers = { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), 'Cache-Control': 'no-store', Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
}
