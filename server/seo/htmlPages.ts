/**
 * The SPA fallback with each page's own metadata: index.html rendered per page (title,
 * description, canonical, Open Graph, JSON-LD, <noscript> links) with the page's real status,
 * cached until the content changes, revalidated with ETag / Last-Modified.
 */
import type { Request, RequestHandler } from 'express';
import { matchPageRoute, type RouteId } from '../../common/routes/index.js';
import type { Db } from '../db/connection.js';
import { audienceOf, cacheControlFor } from '../http/cache.js';
import { parseTemplate, renderPage } from './meta.js';
import { pageMeta, type PageRequest } from './pages.js';
import { ContentClock, RenderCache, rendered, sendRendered } from './renderCache.js';
import type { MediaStore } from '../media/store.js';
import type { RouteAssets } from './routeAssets.js';

export interface HtmlPagesOptions {
  db: Db;
  publicUrl: string;
  media: MediaStore;
  /** The built index.html and when it was built. */
  indexHtml: string;
  indexModified: Date;
  /** The code and styles of each screen in this build (none when the build has no manifest). */
  routeAssets?: RouteAssets;
}

// Short and revalidating: a shared link shows fresh content within a minute of a change.
export const HTML_CACHE_CONTROL = 'public, max-age=60, must-revalidate';

// The listings paged by `?page=N` (the sections, the archive, the authors directory).
const LISTINGS: ReadonlySet<RouteId> = new Set(['section', 'archive', 'authors']);

/** The path without a trailing slash, and `page` only where it selects a page (listings). */
export function pageRequestOf(req: Request): PageRequest & { key: string } {
  const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : '/';
  const route = matchPageRoute(pathname)?.route.id;
  if (!route || !LISTINGS.has(route)) return { pathname, page: 1, key: pathname };
  const raw = req.query.page;
  const page =
    raw === undefined ? 1 : typeof raw === 'string' && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  return { pathname, page, key: `${pathname}?page=${page ?? 'invalid'}` };
}

export function htmlPages(options: HtmlPagesOptions): RequestHandler {
  const template = parseTemplate(options.indexHtml);
  const cache = new RenderCache();
  const clock = new ContentClock(options.db);

  return async (req, res) => {
    const request = pageRequestOf(req);
    // An admin's pages may show drafts: cached apart, and never kept by a shared cache.
    const audience = audienceOf(res);
    const ctx = { db: options.db, publicUrl: options.publicUrl, media: options.media, audience };
    const entry = await cache.get(`${audience} ${request.key}`, async () => {
      const [meta, changed] = await Promise.all([pageMeta(ctx, request), clock.lastModified()]);
      // A new build changes the page as much as new content does.
      const lastModified = changed && changed > options.indexModified ? changed : options.indexModified;
      const preloads = [...(options.routeAssets?.(meta.view) ?? []), ...(meta.preloads ?? [])];
      return rendered(meta.status, 'text/html; charset=utf-8', renderPage(template, { ...meta, preloads }), lastModified);
    });
    sendRendered(req, res, entry, cacheControlFor(audience, HTML_CACHE_CONTROL));
  };
}
