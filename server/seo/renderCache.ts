/**
 * Rendered answers (pages, feeds, sitemaps) kept ready to send: body, gzip body, ETag and
 * Last-Modified. Emptied with the content cache on every content change, in this server process
 * or another one on the same database (content/broadcast.ts).
 */
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Db } from '../db/connection.js';
import { onContentChanged } from '../content/events.js';
import { etagOf } from '../http/cache.js';
import { contentLastModified } from './queries.js';

export interface Rendered {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** HTTP date, or null when the content has no known modification time. */
  lastModified: string | null;
  /** False for an answer to send once and never keep (a page the server failed to draw). */
  keep?: boolean;
}

// Small answers gain nothing from gzip (the compression middleware's own threshold).
const GZIP_THRESHOLD = 1024;

export function rendered(status: number, contentType: string, text: string, lastModified: Date | null): Rendered {
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
 * RFC 9110 conditional GET: If-None-Match wins when present (weak comparison), else
 * If-Modified-Since against Last-Modified. Not req.fresh: it refuses 304 whenever the request
 * says Cache-Control: no-cache, which fetch() adds to every conditional request, though that
 * directive is addressed to caches on the way, not to the origin server.
 */
export function notModified(req: Request, etag: string, lastModified: string | null): boolean {
  const noneMatch = req.get('If-None-Match');
  if (noneMatch) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(req.get('If-Modified-Since') ?? '');
  if (!lastModified || Number.isNaN(since)) return false;
  return Date.parse(lastModified) <= since;
}

/** Sends a rendered answer with its validators; a matching conditional GET of a 2xx answer gets 304. */
export function sendRendered(req: Request, res: Response, entry: Rendered, cacheControl: string): void {
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
  // Gzip is done once per render; a Content-Encoding set here makes the compression middleware stand aside.
  if (entry.gzip !== entry.body && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip');
    res.send(entry.gzip);
    return;
  }
  res.send(entry.body);
}

export class RenderCache {
  private readonly entries = new Map<string, Rendered>();
  private readonly pending = new Map<string, Promise<Rendered>>();
  private generation = 0;

  constructor(private readonly maxEntries = 2000) {
    onContentChanged(() => this.clear());
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.generation += 1;
  }

  /** The cached answer for a key, rendering it once however many requests ask at the same time. */
  async get(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const job = render().finally(() => {
      if (this.pending.get(key) === job) this.pending.delete(key);
    });
    this.pending.set(key, job);
    const entry = await job;
    // A write during the render may have made it stale: use it once, do not keep it.
    if (generation === this.generation && entry.keep !== false) this.store(key, entry);
    return entry;
  }

  private store(key: string, entry: Rendered): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}

/**
 * When the content last changed, asked of the database once per content change: the
 * Last-Modified of every page, feed and sitemap (one clock keeps them consistent).
 */
export class ContentClock {
  private value: Promise<Date | null> | null = null;

  constructor(private readonly db: Db) {
    onContentChanged(() => {
      this.value = null;
    });
  }

  lastModified(): Promise<Date | null> {
    if (!this.value) {
      this.value = contentLastModified(this.db);
      this.value.catch(() => {
        this.value = null;
      });
    }
    return this.value;
  }
}
