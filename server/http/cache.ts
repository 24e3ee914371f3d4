/**
 * In-process cache of JSON answers for public GET calls, keyed by URL and emptied on the content
 * area's "content changed" event, which every server process on the database hears (PostgreSQL
 * NOTIFY, see content/broadcast.ts). Entries therefore have no lifetime: they are right until the
 * next change.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { onContentChanged } from '../content/events.js';
import type { Audience } from '../content/queries.js';

interface Entry {
  body: Buffer;
  etag: string;
}

const MAX_ENTRIES = 1000;
const entries = new Map<string, Entry>();

onContentChanged(() => entries.clear());

export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * The audience of a request (set by the admin guard's `resolveAudience` for every request): an
 * admin session previews drafts, everyone else reads the public magazine.
 */
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

/** Sends a body with its ETag, answering 304 when the client already has it. */
export function sendWithEtag(req: Request, res: Response, body: Buffer, etag: string, contentType: string): void {
  res.set('ETag', etag);
  res.set('Cache-Control', cacheControlFor(audienceOf(res), 'public, max-age=0, must-revalidate'));
  const presented = req.get('If-None-Match');
  if (presented && presented.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    res.status(304).end();
    return;
  }
  res.type(contentType).send(body);
}

/**
 * Wraps a handler that produces a JSON value so its answer is cached and revalidatable. The
 * answer depends on the audience (drafts are shown to admins only), so the audience is part of
 * the key: a reader is never served an admin's view, nor an admin a reader's. Routes name the
 * answer's type (`cachedJson<ResponseOf<typeof route>>`), so the contract checks what they produce.
 */
export function cachedJson<T>(produce: (req: Request, audience: Audience) => Promise<T>): RequestHandler {
  return async (req, res) => {
    const audience = audienceOf(res);
    const key = `${audience} ${req.originalUrl}`;
    let entry = entries.get(key);
    if (!entry) {
      const body = Buffer.from(JSON.stringify(await produce(req, audience)));
      entry = { body, etag: etagOf(body) };
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    sendWithEtag(req, res, entry.body, entry.etag, 'application/json; charset=utf-8');
  };
}
