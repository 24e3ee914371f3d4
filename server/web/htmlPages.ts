/**
 * Every page as one whole document: index.html with the page's own metadata and status, and for
 * reader pages the body the renderer's server entry draws, with the data it was drawn with.
 * Cached per address and audience until the content changes, revalidated with ETag /
 * Last-Modified; a cached page is sent from memory without running React. A reader page comes in
 * two kinds: drawn in the system's faces for a first visit, in the magazine's for a browser that
 * holds them (the fonts cookie, server/http/fontsCookie.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import { escapeHtml } from '../../common/html.js';
import { classifyPath, matchPageRoute, type RouteId } from '../../common/routes/index.js';
import type { ServerRender } from '../../common/ssr.js';
import type { Audience } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import { onContentChanged } from '../content/events.js';
import { audienceOf, cacheControlFor, cacheKey, cachedAnswer, ResponseCache, sendAnswer, type CachedAnswer } from '../http/cache.js';
import type { LeanGets } from '../http/leanGet.js';
import { errorHeaders, knownError } from '../http/errors.js';
import { hasFontsCookie } from '../http/fontsCookie.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import type { MediaStore } from '../media/store.js';
import { coreFontFiles, withoutFontFaces, withoutFontPreloads } from './fontFaces.js';
import { readerApi } from './readerApi.js';
import { ContentClock } from '../seo/contentClock.js';
import { parseTemplate, renderPage, type HtmlTemplate, type PageMeta, type RenderedBody } from '../seo/meta.js';
import type { PageContext } from '../seo/pageParts.js';
import { pageMeta, unavailablePage, type PageRequest } from '../seo/pages.js';
import type { RouteAssets } from '../seo/routeAssets.js';

interface HtmlPagesOptions {
  db: Db;
  publicUrl: string;
  media: MediaStore;
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
const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

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
  const cache = new ResponseCache(2000, 'page');
  // Every address but the API's: a cached page is sent ahead of Express to readers without a session.
  options.lean?.add((url) => !url.startsWith('/api/'), cache, HTML_CACHE_CONTROL, { byFonts: true });
  onContentChanged(() => cache.clear());
  const clock = new ContentClock(options.db);

  /** The renderer's body of the page, or undefined when the browser is to draw it. */
  async function body(meta: PageMeta, url: string, audience: Audience, fonts: boolean): Promise<RenderedBody | undefined> {
    const render = await options.serverRender;
    // Staff screens, the kiosk and the print view are drawn in the browser only.
    if (!render || classifyPath(new URL(url, 'http://x').pathname) !== 'reader') return undefined;
    const { html, state } = await render({ url, api: readerApi(options.db, audience) });
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

  /** The page of an address, drawn by the renderer when it can; the cache keeps it unless the render failed. */
  async function page(ctx: PageContext, request: PageRequest, url: string, fonts: boolean): Promise<CachedAnswer> {
    const [meta, changed] = await Promise.all([pageMeta(ctx, request), clock.lastModified()]);
    // A new build changes the page as much as new content does.
    const lastModified = changed && changed > options.indexModified ? changed : options.indexModified;
    let rendered: RenderedBody | undefined;
    let failed = false;
    try {
      rendered = await body(meta, url, ctx.audience, fonts);
    } catch (error) {
      // Without its database the page cannot be drawn by anyone: the reader is told to come back.
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
   * While the database is unavailable a reader still gets a page, not the API's JSON: the shell the
   * browser draws (its own requests meet the 503 and show its error view), status 503, not kept.
   */
  function sendUnavailable(res: Response, ctx: PageContext, pathname: string): void {
    const html = renderPage(browserDrawn, unavailablePage(ctx, pathname));
    res.status(503).set(errorHeaders(503)).type('html').send(html);
  }

  return async (req, res) => {
    const request = pageRequestOf(req);
    // An admin's pages may show drafts: cached apart, and never kept by a shared cache.
    const audience = audienceOf(res);
    const ctx = { db: options.db, publicUrl: options.publicUrl, media: options.media, audience };
    // The whole address: the renderer draws what the query asks for (a search, a page of a listing).
    const fonts = hasFontsCookie(req.headers.cookie);
    let entry: CachedAnswer;
    try {
      entry = await cache.get(cacheKey(audience, req.originalUrl, fonts ? 'fonts' : undefined), () => page(ctx, request, req.originalUrl, fonts));
    } catch (error) {
      if (knownError(error, `${req.method} ${req.originalUrl}`)?.status !== 503) throw error;
      sendUnavailable(res, ctx, request.pathname);
      return;
    }
    res.vary('Cookie');
    sendAnswer(req, res, entry, cacheControlFor(audience, HTML_CACHE_CONTROL));
  };
}
