/**
 * POST endpoints answered straight from Node's HTTP layer, ahead of Express. The page-view beacon
 * is sent for every page a reader opens and answers a few bytes; Express's routing, its req/res
 * wrappers and the body-parser stack cost more than the work itself, so the beacon skips them.
 * Everything else (any other path or method) goes to the Express app untouched. The contract is
 * the API's: JSON or text/plain bodies, a byte limit, a per-client rate limit, the one error
 * shape, the security headers.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { isUtf8 } from 'node:buffer';
import type { Express } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { robotsFor } from '../../common/robots.js';
import { errorBody, errorHeaders, HttpError, knownError } from './errors.js';
import type { RateLimitCounters } from './rateLimitStore.js';
import { notUtf8 } from './jsonBody.js';
import { SECURITY_HEADERS } from './security.js';
import { log } from '../log/logger.js';
import { requestTag, watchedRequestId } from './requestWatch.js';

/** What a lean handler may read of its request. */
export interface LeanRequest {
  /** The client address, resolved through trusted proxies as Express's req.ip would. */
  ip: string | undefined;
  header(name: string): string | undefined;
}

export interface LeanPost {
  path: string;
  maxBytes: number;
  /** The limit's name (its counters in the database), requests one client may send per minute, and what a refused one is told. */
  rateLimit: { name: string; perMinute: number; message: string };
  /** Gets the parsed JSON body; returns the 200 answer or throws an HttpError. */
  handle(body: unknown, req: LeanRequest): Promise<object>;
}

type TrustProxy = (address: string, hop: number) => boolean;

const RESPONSE_HEADERS = { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** The answer, its request's id among its headers (server/http/requestWatch.ts: none set before). */
function reply(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  const head: Record<string, string | number> = { ...RESPONSE_HEADERS, ...headers, 'Content-Length': Buffer.byteLength(payload) };
  const id = watchedRequestId(res.req);
  if (id !== undefined) head['X-Request-Id'] = id;
  res.writeHead(status, head);
  res.end(payload);
}

/** The address chain as proxy-addr walks it: the socket first, then X-Forwarded-For from the right. */
function clientIp(req: IncomingMessage, trust: TrustProxy): string | undefined {
  const socket = req.socket.remoteAddress;
  if (socket === undefined) return undefined;
  const forwarded = headerOf(req, 'x-forwarded-for');
  if (!forwarded) return socket;
  const chain = [socket, ...forwarded.split(',').map((a) => a.trim()).reverse()];
  for (let hop = 0; hop < chain.length - 1; hop++) if (!trust(chain[hop]!, hop)) return chain[hop];
  return chain[chain.length - 1];
}

const tooLarge = (maxBytes: number) => new HttpError(413, 'payload_too_large', `El cos de la petició no pot passar de ${maxBytes} bytes.`);

// The Content-Encodings body-parser reads for the Express routes, so the lean ones answer alike.
const DECODERS: Record<string, (bytes: Buffer, options: { maxOutputLength: number }) => Buffer> = {
  identity: (bytes) => bytes,
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
};

/** The body as sent, decoded: a compressed body is held to the same limit once inflated; an unknown encoding is a 415. */
function decodeBody(encoding: string | undefined, bytes: Buffer, maxBytes: number): string {
  const decode = DECODERS[(encoding ?? 'identity').trim().toLowerCase()];
  if (!decode) throw new HttpError(415, 'unsupported_encoding', 'La codificació del cos de la petició no és admesa.');
  let decoded: Buffer;
  try {
    decoded = decode(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge(maxBytes);
    throw new HttpError(400, 'bad_request', 'El cos de la petició no es pot descomprimir.');
  }
  if (!isUtf8(decoded)) throw notUtf8();
  return decoded.toString('utf8');
}

function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(tooLarge(maxBytes));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON and text/plain (what sendBeacon sends for a string) carry JSON; anything else is refused. */
function parseJsonBody(contentType: string | undefined, text: string): unknown {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain' && !type.endsWith('+json')) {
    throw new HttpError(415, 'unsupported_media_type', 'El cos de la petició ha de ser JSON (application/json o text/plain).');
  }
  if (text.trim().length === 0) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'El cos de la petició no és JSON vàlid.');
  }
}

/** Serves `routes` on their lean path and hands every other request to `app`. */
export function withLeanPosts(app: Express, counters: RateLimitCounters, routes: readonly LeanPost[]): RequestListener {
  const trust = app.get('trust proxy fn') as TrustProxy;
  const served = routes.map((route) => {
    const store = counters.store(route.rateLimit.name, 60_000);
    const robots = robotsFor(route.path, 'POST');
    const headers: Record<string, string> = robots ? { 'X-Robots-Tag': robots } : {};
    return { route, store, headers };
  });

  async function serve({ route, store, headers }: (typeof served)[number], req: IncomingMessage, res: ServerResponse): Promise<void> {
    const ip = clientIp(req, trust);
    const lean: LeanRequest = { ip, header: (name) => headerOf(req, name) };
    try {
      const { totalHits } = await store.increment(ipKeyGenerator(ip ?? 'unknown'));
      if (totalHits > route.rateLimit.perMinute) {
        req.resume();
        reply(res, 429, errorBody('rate_limited', route.rateLimit.message), { ...headers, 'Retry-After': '60' });
        return;
      }
      if (Number(req.headers['content-length'] ?? 0) > route.maxBytes) {
        throw tooLarge(route.maxBytes);
      }
      const raw = await readBody(req, route.maxBytes);
      const body = parseJsonBody(req.headers['content-type'], decodeBody(headerOf(req, 'content-encoding'), raw, route.maxBytes));
      reply(res, 200, await route.handle(body, lean), headers);
    } catch (err) {
      if (!req.complete) req.resume();
      const known = knownError(err, `POST ${route.path}`);
      if (known) {
        reply(res, known.status, errorBody(known.code, known.message), { ...headers, ...errorHeaders(known.status) });
      } else {
        log.error({ err, req: requestTag(req) }, 'error inesperat');
        reply(res, 500, errorBody('internal_error', 'Alguna cosa ha fallat al servidor. Torneu-ho a provar; si es repeteix, aviseu qui el manté.'), headers);
      }
    }
  }

  return (req, res) => {
    if (req.method === 'POST') {
      const url = req.url ?? '';
      const found = served.find(({ route }) => url === route.path || url.startsWith(`${route.path}?`));
      if (found) {
        void serve(found, req, res);
        return;
      }
    }
    app(req, res);
  };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
