/**
 * Answers kept ready to send (JSON of public GET calls, rendered pages, feeds, sitemaps): body,
 * gzip body, ETag and Last-Modified. One class, ResponseCache, instantiated per app by whoever
 * serves the answers; the composition root's reader caches (server/readerCaches.ts) empty them on
 * the content events, which every server process on the database hears: the preview audience's
 * entries alone for a draft's change, all of them for a change readers see. Entries therefore have
 * no lifetime: they are right until the next change. This module knows no area.
 */
import { createHash } from 'node:crypto';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { notModified } from './conditional.js';
import { cacheTally, type CacheName, type Tally } from '../metrics/registry.js';

/** Who is asking: an admin session previews drafts, everyone else reads the public magazine. */
export type Audience = 'public' | 'preview';

export interface CachedAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  /**
   * The brotli body, where the cache makes one (the pages': ResponseCache's `brotli`): set a moment
   * after the answer is kept, until then the answer goes as gzip.
   */
  br?: Buffer;
  etag: string;
  /** HTTP date, or null when the content has no known modification time. */
  lastModified: string | null;
  /** False for an answer to send once and never keep (a page the server failed to draw). */
  keep?: boolean;
}

// Small answers gain nothing from gzip (the compression middleware's own threshold).
const GZIP_THRESHOLD = 1024;

function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

export function cachedAnswer(status: number, contentType: string, text: string, lastModified: Date | null): CachedAnswer {
  const body = Buffer.from(text, 'utf8');
  return {
    status,
    contentType,
    body,
    gzip: body.length >= GZIP_THRESHOLD ? gzipSync(body, { level: 6 }) : body,
    etag: etagOf(body),
    lastModified: lastModified ? lastModified.toUTCString() : null,
  };
}

/**
 * Where an answer is kept: the whole address, apart for each audience (and for a page, apart for
 * readers whose browser holds the magazine's faces: the `fonts` variant, server/http/fontsCookie.ts).
 */
export function cacheKey(audience: Audience, url: string, variant?: 'fonts'): string {
  return variant ? `${audience}+${variant} ${url}` : `${audience} ${url}`;
}

/** The audience a key was made for (a key without one, a feed's, is the public's). */
function audienceOfKey(key: string): Audience {
  return key.startsWith('preview ') || key.startsWith('preview+') ? 'preview' : 'public';
}

/** The audience of a request (set by the admin guard's `resolveAudience` for every request). */
export function audienceOf(res: Response): Audience {
  return res.locals.audience === 'preview' ? 'preview' : 'public';
}

/**
 * What shared caches may keep: the public view is the same for every reader; an admin's view may
 * hold drafts, so no cache on the way may keep it or hand it to anyone else.
 */
export function cacheControlFor(audience: Audience, publicValue: string): string {
  return audience === 'preview' ? 'private, no-store' : publicValue;
}

/** Whether an Accept-Encoding header takes a coding (named, or `*`, with a weight above 0). */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The smallest body of an answer the client takes: brotli when made and taken, else gzip, else none. */
export function encodingFor(entry: CachedAnswer, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (entry.br && acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (entry.gzip !== entry.body && acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/**
 * Brotli at its strongest setting, made off the main thread once per kept answer: a page is about a
 * quarter smaller than in gzip, which keeps the listings' HTML within the first round trip of a
 * new connection (TCP's initial window of ten segments, about 14 KB with the headers; issue 32).
 */
function compressLater(entry: CachedAnswer): void {
  const params = {
    [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
  };
  brotliCompress(entry.body, { params }, (error, br) => {
    // Without it the answer simply stays gzip.
    if (!error && br.length < entry.gzip.length) entry.br = br;
  });
}

/** Sends a cached answer with its validators; a matching conditional GET of a 2xx answer gets 304. */
export function sendAnswer(req: Request, res: Response, entry: CachedAnswer, cacheControl: string): void {
  res.status(entry.status);
  res.set('Cache-Control', cacheControl);
  res.set('ETag', entry.etag);
  if (entry.lastModified) res.set('Last-Modified', entry.lastModified);
  res.vary('Accept-Encoding');
  if (entry.status >= 200 && entry.status < 300 && notModified(req, entry.etag, entry.lastModified)) {
    res.status(304).end();
    return;
  }
  res.type(entry.contentType);
  // Compression is done once per answer; a Content-Encoding set here makes the compression middleware stand aside.
  const encoding = encodingFor(entry, req.headers['accept-encoding']);
  if (encoding) res.set('Content-Encoding', encoding);
  res.send(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body);
}

/** How long a cache on the way may keep handing out its copy while this server answers errors: a day. */
export const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * The Cache-Control of an answer every reader may share: `directives` (its freshness), and
 * `stale-if-error` (RFC 5861) so that a CDN in front keeps serving its copy while this server
 * answers 5xx (the database away) instead of passing the error on. No `must-revalidate`: it forbids
 * a cache any stale copy, that one too (RFC 9111 §5.2.2.2); `max-age=0` alone already has every
 * cache ask again before each use. Error answers are `no-store` (server/http/errors.ts).
 */
export const publicCacheControl = (directives: string): string => `public, ${directives}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;

/** Public JSON answers are revalidated at every request (a 304 from memory is cheap). */
export const JSON_CACHE_CONTROL = publicCacheControl('max-age=0');

export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Per audience, bumped by each clear: an answer produced across a clear of its audience is not kept. */
  private readonly generations: Record<Audience, number> = { public: 0, preview: 0 };
  /** Counted as they happen, read at each scrape (server/metrics/registry.ts). */
  readonly hits: Tally;
  private readonly misses: Tally;

  /** `brotli`: kept answers get a brotli body too (pages; API answers stay gzip, their CPU better spent elsewhere). */
  constructor(
    private readonly maxEntries = 2000,
    name: CacheName = 'json',
    private readonly options: { brotli?: boolean } = {},
  ) {
    this.hits = cacheTally(name, 'hit');
    this.misses = cacheTally(name, 'miss');
  }

  /** Forgets every answer, or only those kept for one audience (a draft's change: the preview's). */
  clear(audience?: Audience): void {
    if (!audience) {
      this.entries.clear();
      this.pending.clear();
      this.generations.public += 1;
      this.generations.preview += 1;
      return;
    }
    for (const map of [this.entries, this.pending]) {
      for (const key of map.keys()) if (audienceOfKey(key) === audience) map.delete(key);
    }
    this.generations[audience] += 1;
  }

  /** The answer kept for a key, if any (the lean path ahead of Express: server/http/leanGet.ts). */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  /** The cached answer for a key, producing it once however many requests ask at the same time. */
  async get(key: string, produce: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.hits.inc();
      return hit;
    }
    this.misses.inc();
    const running = this.pending.get(key);
    if (running) return running;
    const audience = audienceOfKey(key);
    const generation = this.generations[audience];
    const job = produce().finally(() => {
      if (this.pending.get(key) === job) this.pending.delete(key);
    });
    this.pending.set(key, job);
    const entry = await job;
    // A write meanwhile may have made it stale: use it once, do not keep it.
    if (generation === this.generations[audience] && entry.keep !== false) this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: CachedAnswer): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    if (this.options.brotli && entry.gzip !== entry.body && !entry.br) compressLater(entry);
  }
}
