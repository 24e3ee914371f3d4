/**
 * Every page as one whole document: index.html with the page's own metadata and status, and for
 * reader pages the body the renderer's server entry draws, with the data it was drawn with.
 * Cached per address and audience until the content changes (the reader caches' page cache,
 * emptied by the composition root: server/readerCaches.ts), revalidated with ETag /
 * Last-Modified; a cached page is sent from memory without running React. A reader page comes in
 * two kinds: drawn in the system's faces for a first visit, in the magazine's for a browser that
 * holds them (the fonts cookie, server/http/fontsCookie.ts).
 */
import type { Request, RequestHandler } from 'express';
import { escapeHtml } from '../../common/html.js';
import { classifyPath, matchPageRoute, type RouteId } from '../../common/routes/index.js';
import type { InProcessApi, ServerRender } from '../../common/ssr.js';
import type { Db } from '../db/connection.js';
import { audienceOf, cacheControlFor, cacheKey, cachedAnswer, publicCacheControl, sendAnswer, type ResponseCache, type CachedAnswer } from '../http/cache.js';
import type { LeanGets } from '../http/leanGet.js';
import { errorHeaders } from '../http/errors.js';
import { hasFontsCookie } from '../http/fontsCookie.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { coreFontFiles, withoutFontFaces, withoutFontPreloads } from './fontFaces.js';
import { ReaderApiStatus, readerApi } from './readerApi.js';
import type { ContentClock } from '../seo/contentClock.js';
import type { ImageSizes } from '../seo/imageSize.js';
import { parseTemplate, renderPage, type HtmlTemplate, type PageMeta, type RenderedBody } from '../seo/meta.js';
import type { PageContext } from '../seo/pageParts.js';
import { pageMeta, unavailablePage, type PageRequest } from '../seo/pages.js';
import type { RouteAssets } from '../seo/routeAssets.js';

export interface HtmlPagesOptions {
  db: Db;
  publicUrl: string;
  /** The reader caches' parts pages use: the page cache, the content clock, media files' pixel sizes. */
  cache: ResponseCache;
  clock: ContentClock;
  images: ImageSizes;
  /** The built index.html and when it was built. */
  indexHtml: string;
  indexModified: Date;
  /** The code and styles of each screen in this build (none when the build has no manifest). */
  routeAssets?: RouteAssets;
  /** The renderer's server entry; without it (or when it fails) the browser draws the page. */
  serverRender?: Promise<ServerRender | null>;
  /** The text of a built stylesheet by its address, to put in the page (null when it cannot be read). */
  readStyle?: (href: string) => string | null;
  /** Where the page cache registers to be answered ahead of Express (server/http/leanGet.ts). */
  lean?: LeanGets;
  /** Where a failed render is reported (the page still answers, drawn by the browser). */
  onRenderError?: (error: unknown, url: string) => void;
}

// Revalidated at every request, as the JSON API is: a drawn page holds the content itself, so a
// browser keeping it for a minute would show a withdrawn edition or an old text (a 304 is cheap).
// A shared cache may still hand out its copy while this server answers errors (the database away).
const HTML_CACHE_CONTROL = publicCacheControl('max-age=0');

/** The reader API while the database is away: every read answers 503, as the API itself would. */
const databaseAway: InProcessApi = () => Promise.reject(new ReaderApiStatus(503));

// The listings paged by `?page=N` (the sections, the archive, the authors directory).
const LISTINGS: ReadonlySet<RouteId> = new Set(['section', 'archive', 'authors']);

/** The path without a trailing slash, and `page` only where it selects a page (listings). */
function pageRequestOf(req: Request): PageRequest {
  const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, '') : '/';
  const route = matchPageRoute(pathname)?.route.id;
  if (!route || !LISTINGS.has(route)) return { pathname, page: 1 };
  const raw = req.query.page;
  const page =
    raw === undefined ? 1 : typeof raw === 'string' && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
  return { pathname, page };
}

/** The boot script (renderer/public/boot.js) that starts the page's code after the page has loaded. */
const BOOT_SCRIPT = '/boot.js';

/** `fonts`: the files the boot script puts in the cache for the next visit (a first visit's page). */
function bootTag(code: string[], fonts: string[]): string {
  const cache = fonts.length > 0 ? ` data-fonts="${escapeHtml(fonts.join(' '))}"` : '';
  return `<script src="${BOOT_SCRIPT}" defer data-code="${escapeHtml(code.join(' '))}"${cache}></script>`;
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The template of a page the server drew: its stylesheets inlined (a stylesheet link would hold
 * its first paint back for a round trip) and its entry script and module preloads taken out, to
 * be started by the boot script once the page has loaded (`code`: the entry first).
 */
function drawnPageTemplate(template: HtmlTemplate, inline: (href: string, tag: string) => string): { template: HtmlTemplate; code: string[] } {
  const entries: string[] = [];
  const imports: string[] = [];
  const head = template.head
    .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => inline(href, tag))
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      imports.push(href);
      return '';
    });
  return { template: { ...template, head }, code: [...entries, ...imports] };
}

export function htmlPages(options: HtmlPagesOptions): RequestHandler {
  const template = parseTemplate(options.indexHtml);
  // (A page the browser draws keeps its stylesheet link and its code: nothing shows before the code anyway.)
  const fontFiles = new Set<string>();
  const inlineStyle = (withFonts: boolean) => (href: string, tag: string) => {
    const css = options.readStyle?.(href);
    if (!css) return tag;
    for (const file of coreFontFiles(css)) fontFiles.add(file);
    return `<style>${(withFonts ? css : withoutFontFaces(css)).replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  // The same page for a browser that holds the magazine's faces, and for a first visit without them.
  const drawnWithFonts = drawnPageTemplate(template, inlineStyle(true));
  const drawnFirstVisit = drawnPageTemplate({ ...template, head: withoutFontPreloads(template.head) }, inlineStyle(false));
  // A page the browser draws shows nothing before its code: the entry's low priority (vite.config.ts,
  // for drawn pages) would only hold it back.
  const browserDrawn = { ...template, head: template.head.replace(/ fetchpriority="low"/g, '') };
  const { cache, clock } = options;
  // Every address but the API's: a cached page is sent ahead of Express to readers without a session.
  options.lean?.add((url) => !url.startsWith('/api/'), cache, HTML_CACHE_CONTROL, { byFonts: true });

  /** The renderer's body of the page, its reads answered by `api`, or undefined when the browser is to draw it. */
  async function body(meta: PageMeta, url: string, api: InProcessApi, fonts: boolean): Promise<RenderedBody | undefined> {
    const render = await options.serverRender;
    // Staff screens, the kiosk and the print view are drawn in the browser only.
    if (!render || classifyPath(new URL(url, 'http://x').pathname) !== 'reader') return undefined;
    const { html, state } = await render({ url, api });
    // The screen's own styles as stylesheets, not hints: the page must look right before its code runs.
    const assets = options.routeAssets?.(meta.view) ?? [];
    const inline = inlineStyle(fonts);
    const styles = assets.filter((a) => a.as === 'style').map((s) => inline(s.href, `<link rel="stylesheet" href="${s.href}" crossorigin>`));
    const code = [...drawnWithFonts.code, ...assets.filter((a) => a.as === 'script').map((a) => a.href)];
    return { html, state, head: [...styles, bootTag(code, fonts ? [] : [...fontFiles])].join('\n    ') };
  }

  /**
   * A drawn page has its data, its styles and its code's names (the boot script's) already; its
   * first image is preloaded by the page itself, with the image's own srcset.
   */
  function preloadsOf(meta: PageMeta, drawn: boolean) {
    return drawn ? [] : [...(options.routeAssets?.(meta.view) ?? []), ...(meta.preloads ?? [])];
  }

  /** The page of an address; while the database is away, the page's own error view. */
  async function page(ctx: PageContext, request: PageRequest, url: string, fonts: boolean): Promise<CachedAnswer> {
    try {
      return await drawnPage(ctx, request, url, fonts);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(ctx, request.pathname, url, fonts);
    }
  }

  /** A page drawn by the renderer when it can; the cache keeps it unless the render failed. */
  async function drawnPage(ctx: PageContext, request: PageRequest, url: string, fonts: boolean): Promise<CachedAnswer> {
    const [meta, changed] = await Promise.all([pageMeta(ctx, request), clock.lastModified()]);
    // A new build changes the page as much as new content does.
    const lastModified = changed && changed > options.indexModified ? changed : options.indexModified;
    let rendered: RenderedBody | undefined;
    let failed = false;
    try {
      rendered = await body(meta, url, readerApi(options.db, ctx.audience), fonts);
    } catch (error) {
      // Without its database the page is drawn as its error view (unavailable).
      if (isDatabaseUnavailable(error)) throw error;
      failed = true;
      options.onRenderError?.(error, url);
    }
    const drawn = fonts ? drawnWithFonts : drawnFirstVisit;
    const html = renderPage(rendered ? drawn.template : browserDrawn, { ...meta, preloads: preloadsOf(meta, rendered !== undefined) }, rendered);
    const page = cachedAnswer(meta.status, 'text/html; charset=utf-8', html, lastModified);
    // A page the server failed to draw is answered once, drawn by the browser, and tried again next time.
    return failed ? { ...page, keep: false } : page;
  }

  /**
   * While the database is away a reader gets the page's own error view, drawn by the server with
   * every read answered 503 as the browser's own would be, so that it hydrates as drawn and its
   * 'Tornar a provar' (a form to the same address without JavaScript) asks again. Status 503, not
   * kept; the browser draws it (as before) when the server cannot.
   */
  async function unavailable(ctx: PageContext, pathname: string, url: string, fonts: boolean): Promise<CachedAnswer> {
    const meta = unavailablePage(ctx, pathname);
    let rendered: RenderedBody | undefined;
    try {
      rendered = await body(meta, url, databaseAway, fonts);
    } catch (error) {
      options.onRenderError?.(error, url);
    }
    const drawn = fonts ? drawnWithFonts : drawnFirstVisit;
    const html = renderPage(rendered ? drawn.template : browserDrawn, { ...meta, preloads: preloadsOf(meta, rendered !== undefined) }, rendered);
    return { ...cachedAnswer(503, 'text/html; charset=utf-8', html, null), keep: false };
  }

  return async (req, res) => {
    const request = pageRequestOf(req);
    // An admin's pages may show drafts: cached apart, and never kept by a shared cache.
    const audience = audienceOf(res);
    const ctx = { db: options.db, publicUrl: options.publicUrl, images: options.images, audience };
    // The whole address: the renderer draws what the query asks for (a search, a page of a listing).
    const fonts = hasFontsCookie(req.headers.cookie);
    const entry = await cache.get(cacheKey(audience, req.originalUrl, fonts ? 'fonts' : undefined), () => page(ctx, request, req.originalUrl, fonts));
    if (entry.status === 503) {
      // An error answer: a cache on the way keeps its own copy of the page (stale-if-error), never this.
      res.status(503).set(errorHeaders(503)).type(entry.contentType).send(entry.body);
      return;
    }
    res.vary('Cookie');
    sendAnswer(req, res, entry, cacheControlFor(audience, HTML_CACHE_CONTROL));
  };
}
