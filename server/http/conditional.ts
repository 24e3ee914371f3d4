/**
 * The one conditional GET (RFC 9110): If-None-Match wins when present (weak comparison), else
 * If-Modified-Since against Last-Modified. Not Express's req.fresh: it refuses 304 whenever the
 * request says Cache-Control: no-cache, which fetch() adds to every conditional request, though
 * that directive is addressed to caches on the way, not to the origin server.
 */
import type { IncomingMessage } from 'node:http';

/** On Node's request, so that Express's routes and the lean path ahead of Express share it. */
export function notModified(req: IncomingMessage, etag: string, lastModified: string | null): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  if (!lastModified || Number.isNaN(since)) return false;
  return Date.parse(lastModified) <= since;
}

/**
 * Whether a Range request may be answered with the range (RFC 9110 §13.1.5): without If-Range,
 * yes; with an entity tag, only on a strong match, which a weak tag (all this server makes) never
 * is; with a date, only when it is the file's Last-Modified exactly. Otherwise the whole file.
 */
export function rangeStillValid(req: IncomingMessage, etag: string, lastModified: string): boolean {
  const header = req.headers['if-range'];
  const ifRange = typeof header === 'string' ? header.trim() : '';
  if (ifRange === '') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return !etag.startsWith('W/') && ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}
