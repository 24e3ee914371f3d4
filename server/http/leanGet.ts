/**
 * Cached GETs answered straight from Node's HTTP layer, ahead of Express (issue 19): a reader's
 * page or public API answer already in memory (its gzip and ETag made once, when it was cached)
 * costs a map lookup and one write, where Express's routing, middleware chain and req/res
 * wrappers would cost several times that. Only requests without a credential (no Authorization,
 * no Cookie but the fonts one, server/http/fontsCookie.ts) take this path, so their audience is the
 * public one; an address not cached yet goes to Express untouched, which answers it and keeps it
 * for the next request.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { robotsOf } from '../../common/robots.js';
import { cacheKey, encodingFor, type CachedAnswer, type ResponseCache } from './cache.js';
import { notModified } from './conditional.js';
import { readerCookies } from './fontsCookie.js';
import { requestPath } from './requestPath.js';
import { watchedRequestId } from './requestWatch.js';
import { SECURITY_HEADERS } from './security.js';

interface Source {
  /** Whether an address is this cache's (the API's under /api/, the pages' everywhere else). */
  owns(url: string): boolean;
  cache: ResponseCache;
  cacheControl: string;
  /** Whether its answers differ with the fonts cookie (the pages: cacheKey's `fonts` variant). */
  byFonts: boolean;
}

/** The caches whose public answers may be sent ahead of Express; each registers itself where it is made. */
export class LeanGets {
  private readonly sources: Source[] = [];

  add(owns: (url: string) => boolean, cache: ResponseCache, cacheControl: string, options: { byFonts?: boolean } = {}): void {
    this.sources.push({ owns, cache, cacheControl, byFonts: options.byFonts ?? false });
  }

  find(url: string, fonts = false): { entry: CachedAnswer; cacheControl: string; byFonts: boolean } | undefined {
    for (const source of this.sources) {
      if (!source.owns(url)) continue;
      const entry = source.cache.peek(cacheKey('public', url, source.byFonts && fonts ? 'fonts' : undefined));
      // A miss is counted by the cache itself, when Express asks it for the answer.
      if (entry) source.cache.hits.inc();
      return entry ? { entry, cacheControl: source.cacheControl, byFonts: source.byFonts } : undefined;
    }
    return undefined;
  }
}

/**
 * A head's headers as Node's writeHead takes a list, `[name, value, name, value…]`. Handed a list
 * (or an object) on an answer with no header set before it, Node writes them as given, each
 * checked once; once any header has been set (`setHeader`), it sets every one of them the same way
 * first, which cost a cached answer more than the rest of its answering did (server/http/requestWatch.ts).
 */
type HeaderList = string[];

/** The headers of a kept answer, made once per answer, address and encoding (answers are immutable). */
interface Prepared {
  notModified: HeaderList;
  plain: HeaderList;
  gzip: HeaderList;
  /** Made when first needed: the brotli body comes a moment after the answer is kept. */
  br?: HeaderList;
}

const prepared = new WeakMap<CachedAnswer, Map<string, Prepared>>();

const listOf = (headers: Record<string, string | number>): HeaderList => Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);

function prepare(req: IncomingMessage, url: string, entry: CachedAnswer, cacheControl: string, byFonts: boolean): Prepared {
  let byUrl = prepared.get(entry);
  if (!byUrl) prepared.set(entry, (byUrl = new Map()));
  const ready = byUrl.get(url);
  if (ready) return ready;
  const robots = robotsOf(requestPath(req), 'GET');
  const common: Record<string, string> = { ...SECURITY_HEADERS, 'Cache-Control': cacheControl, ETag: entry.etag, Vary: byFonts ? 'Cookie, Accept-Encoding' : 'Accept-Encoding' };
  if (robots) common['X-Robots-Tag'] = robots;
  if (entry.lastModified) common['Last-Modified'] = entry.lastModified;
  const made: Prepared = {
    notModified: listOf(common),
    plain: listOf({ ...common, 'Content-Type': entry.contentType, 'Content-Length': entry.body.length }),
    gzip: listOf({ ...common, 'Content-Type': entry.contentType, 'Content-Length': entry.gzip.length, 'Content-Encoding': 'gzip' }),
  };
  byUrl.set(url, made);
  return made;
}

/** The head of this answer: the kept headers and the request's id (every answer says it: requestWatch.ts). */
function head(req: IncomingMessage, headers: HeaderList): HeaderList {
  const id = watchedRequestId(req);
  return id === undefined ? headers : [...headers, 'X-Request-Id', id];
}

function send(req: IncomingMessage, res: ServerResponse, url: string, found: { entry: CachedAnswer; cacheControl: string; byFonts: boolean }): void {
  const { entry } = found;
  const headers = prepare(req, url, entry, found.cacheControl, found.byFonts);
  if (entry.status >= 200 && entry.status < 300 && notModified(req, entry.etag, entry.lastModified)) {
    res.writeHead(304, head(req, headers.notModified));
    res.end();
    return;
  }
  const encoding = encodingFor(entry, req.headers['accept-encoding']);
  if (encoding === 'br') headers.br ??= [...headers.notModified, ...listOf({ 'Content-Type': entry.contentType, 'Content-Length': entry.br!.length, 'Content-Encoding': 'br' })];
  res.writeHead(entry.status, head(req, encoding === 'br' ? headers.br! : encoding === 'gzip' ? headers.gzip : headers.plain));
  res.end(req.method === 'HEAD' ? undefined : encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body);
}

/** The listener with cached public GETs answered ahead of it. */
export function withLeanGets(listener: RequestListener, gets: LeanGets): RequestListener {
  return (req, res) => {
    const cookies = readerCookies(req.headers.cookie);
    const anonymous = req.headers.authorization === undefined && cookies !== 'other';
    const url = req.url;
    const found = anonymous && (req.method === 'GET' || req.method === 'HEAD') && url ? gets.find(url, cookies === 'fonts') : undefined;
    if (found && url) send(req, res, url, found);
    else listener(req, res);
  };
}
