/**
 * Every page as one whole document: index.html with the page's own metadata and status, and for
 * reader pages the body the renderer's server entry draws, with the data it was drawn with.
 * Cached per address and audience until the content changes (the reader caches' page cache,
 * emptied by the composition root: server/readerCaches.ts), revalidated with ETag /
 * Last-Modified; a cached page is sent from memory without running React. A reader page comes in
 * two kinds: drawn in the system's faces for a first visit, in the magazine's for a browser that
 * holds them (the fonts cookie, server/http/fontsCookie.ts).
 */
import type { RequestHandler } from 'express';
import { escapeHtml } from '../../common/html.js';
import { robotsOf } from '../../common/robots.js';
import { ROUTE_CLASS, type PathMatch, type RouteId } from '../../common/routes/index.js';
import { unavailable as unavailableMeta, type PageMeta } from '../../common/seo/pageMeta.js';
import type { InProcessApi, ServerRender, ServerRenderRequest, ServerRenderResult } from '../../common/ssr.js';
import { audienceOf, cacheControlFor, cacheKey, cachedAnswer, publicCacheControl, sendAnswer, type Audience, type ResponseCache, type CachedAnswer } from '../http/cache.js';
import type { LeanGets } from '../http/leanGet.js';
import { errorHeaders, unavailable as unavailableError } from '../http/errors.js';
import { hasFontsCookie } from '../http/fontsCookie.js';
import { requestPath } from '../http/requestPath.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { coreFontFiles, withoutFontFaces, withoutFontPreloads } from './fontFaces.js';
import type { ContentClock } from '../seo/contentClock.js';
import type { ImageSizes } from '../seo/imageSize.js';
import { UsedStyles } from './usedStyles.js';
import { parseTemplate, renderPage, type HtmlTemplate, type RenderedBody } from '../seo/meta.js';
import type { PageAssets } from './manifestAssets.js';

export interface HtmlPagesOptions {
  publicUrl: string;
  /** The magazine's time zone (MAGAZINE_TIME_ZONE): named in every page, and the clock its dates are drawn on. */
  timeZone: string;
  /** The reader caches' parts pages use: the page cache, the content clock, media files' pixel sizes. */
  cache: ResponseCache;
  clock: ContentClock;
  images: ImageSizes;
  /** The built index.html and when it was built. */
  indexHtml: string;
  indexModified: Date;
  /** The code and styles of each page module in this build (none when the build has no manifest). */
  pageAssets?: PageAssets;
  /** The renderer's server entry: each page's metadata, and its body when the server draws it. Without it (development) the browser draws a shell. */
  serverRender?: Promise<ServerRender | null>;
  /** The text of a built stylesheet by its address, to put in the page (null when it cannot be read). */
  readStyle?: (href: string) => string | null;
  /** Where the page cache registers to be answered ahead of Express (server/http/leanGet.ts). */
  lean?: LeanGets;
  /** The reader API answered in-process for a request's audience, by the API's own handlers (server/http/inProcess.ts). */
  reads: (audience: Audience) => InProcessApi;
  /** Where a failed render is reported (the page still answers, drawn by the browser). */
  onRenderError?: (error: unknown, path: PathMatch) => void;
}

// Revalidated at every request, as the JSON API is: a drawn page holds the content itself, so a
// browser keeping it for a minute would show a withdrawn edition or an old text (a 304 is cheap).
// A shared cache may still hand out its copy while this server answers errors (the database away).
const HTML_CACHE_CONTROL = publicCacheControl('max-age=0');

/** The reader API while the database is away: every read answers 503, as the API itself would. */
const databaseAway: InProcessApi = () => Promise.reject(unavailableError());

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
  const template = parseTemplate(options.indexHtml, options.timeZone);
  // (A page the browser draws keeps its stylesheet link and its code: nothing shows before the code anyway.)
  const fontFiles = new Set<string>();
  const inlineStyle = (withFonts: boolean) => (href: string, tag: string) => {
    const css = options.readStyle?.(href);
    if (!css) return tag;
    for (const file of coreFontFiles(css)) fontFiles.add(file);
    // Named by its address: the page keeps only the rules its markup uses, the boot script puts back the rest (usedStyles.ts).
    return `<style data-href="${escapeHtml(href)}">${(withFonts ? css : withoutFontFaces(css)).replace(/<\/style/gi, '<\\/style')}</style>`;
  };
  // The same page for a browser that holds the magazine's faces, and for a first visit without them.
  const drawnWithFonts = drawnPageTemplate(template, inlineStyle(true));
  const drawnFirstVisit = drawnPageTemplate({ ...template, head: withoutFontPreloads(template.head) }, inlineStyle(false));
  // A page the browser draws shows nothing before its code: the entry's low priority (vite.config.ts,
  // for drawn pages) would only hold it back.
  const browserDrawn = { ...template, head: template.head.replace(/ fetchpriority="low"/g, '') };
  const { cache, clock } = options;
  const usedStyles = new UsedStyles();
  // Every address but the API's: a cached page is sent ahead of Express to readers without a session.
  options.lean?.add((url) => !url.startsWith('/api/'), cache, HTML_CACHE_CONTROL, { byFonts: true });

  /** A page module's code and styles (its screen's, when it loads apart), and the faces of a screen the browser draws in them: a staff screen, the kiosk. */
  const assetsOf = (page: ServerRenderResult) => options.pageAssets?.(page.module, page.page === 'kiosk' || ROUTE_CLASS[page.page as RouteId] === 'staff', page.screenApart) ?? [];

  /** The body the server drew, with the screen's own styles as stylesheets (the page must look right before its code runs) and its code's names. */
  function bodyOf(page: ServerRenderResult, fonts: boolean): RenderedBody | undefined {
    if (page.html === undefined) return undefined;
    const assets = assetsOf(page);
    const inline = inlineStyle(fonts);
    const styles = assets.filter((a) => a.as === 'style').map((s) => inline(s.href, `<link rel="stylesheet" href="${s.href}" crossorigin>`));
    const code = [...drawnWithFonts.code, ...assets.filter((a) => a.as === 'script').map((a) => a.href)];
    return { html: page.html, state: page.state, head: [...styles, bootTag(code, fonts ? [] : [...fontFiles])].join('\n    ') };
  }

  /**
   * The whole document: drawn by the server with only the styles its markup uses, or left to the
   * browser with its code and first reads named ahead. A drawn page has its data, its styles and
   * its code's names (the boot script's) already; its first image is preloaded by the page itself,
   * with the image's own srcset.
   */
  function documentOf(meta: PageMeta, page: ServerRenderResult | null, fonts: boolean): string {
    const rendered = page ? bodyOf(page, fonts) : undefined;
    if (!rendered) return renderPage(browserDrawn, { ...meta, preloads: page ? [...assetsOf(page), ...(meta.preloads ?? [])] : [] });
    return usedStyles.page(renderPage((fonts ? drawnWithFonts : drawnFirstVisit).template, { ...meta, preloads: [] }, rendered));
  }

  /** What the server entry is asked for a page of this audience. */
  const requestOf = (url: string, path: PathMatch, audience: Audience): ServerRenderRequest => ({
    url,
    path,
    api: options.reads(audience),
    audience,
    publicUrl: options.publicUrl,
    timeZone: options.timeZone,
    imageSize: (name) => options.images.info(name),
    draw: true,
  });

  /** Without the server entry (a renderer built without it): the magazine's shell, for the browser to draw. */
  function shell(path: PathMatch): PageMeta {
    const robots = robotsOf(path);
    const meta = { ...unavailableMeta({ publicUrl: options.publicUrl, imageSize: async () => null }, path.pathname), status: 200 };
    return robots ? { ...meta, robots } : meta;
  }

  /**
   * A page, described (and drawn, when it is a reader's) by the server entry; the cache keeps it
   * unless the draw failed. While the database is away, the page's own error view.
   */
  async function page(url: string, path: PathMatch, audience: Audience, fonts: boolean): Promise<CachedAnswer> {
    const render = (await options.serverRender) ?? null;
    const changed = clock.lastModified();
    let drawn: ServerRenderResult | null = null;
    try {
      drawn = render ? await render(requestOf(url, path, audience)) : null;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return unavailable(render, url, path, audience, fonts);
    }
    // A new build changes the page as much as new content does.
    const lastModified = await changed.then((at) => (at && at > options.indexModified ? at : options.indexModified));
    const meta = drawn?.meta ?? shell(path);
    if (drawn?.error) options.onRenderError?.(drawn.error, path);
    const answer = cachedAnswer(meta.status, 'text/html; charset=utf-8', documentOf(meta, drawn, fonts), lastModified);
    // A page the server failed to draw is answered once, drawn by the browser, and tried again next time.
    return drawn?.error ? { ...answer, keep: false } : answer;
  }

  /**
   * While the database is away a reader gets the page's own error view, drawn by the server with
   * every read answered 503 as the browser's own would be, so that it hydrates as drawn and its
   * 'Tornar a provar' (a form to the same address without JavaScript) asks again. Status 503, not
   * kept; the browser draws it (as before) when the server cannot.
   */
  async function unavailable(render: ServerRender | null, url: string, path: PathMatch, audience: Audience, fonts: boolean): Promise<CachedAnswer> {
    let drawn: ServerRenderResult | null = null;
    try {
      drawn = render ? await render({ ...requestOf(url, path, audience), api: databaseAway, unavailable: true }) : null;
      if (drawn?.error) options.onRenderError?.(drawn.error, path);
    } catch (error) {
      options.onRenderError?.(error, path);
    }
    const meta = drawn?.meta ?? { ...shell(path), status: 503, robots: 'noindex, follow', feeds: [] };
    return { ...cachedAnswer(503, 'text/html; charset=utf-8', documentOf({ ...meta, status: 503 }, drawn, fonts), null), keep: false };
  }

  return async (req, res) => {
    // An admin's pages may show drafts: cached apart, and never kept by a shared cache.
    const audience = audienceOf(res);
    // The whole address: the renderer draws what the query asks for (a search, a page of a listing).
    const fonts = hasFontsCookie(req.headers.cookie);
    // The path as matched once for the request (server/http/requestPath.ts): the server entry does not match it again.
    const entry = await cache.get(cacheKey(audience, req.originalUrl, fonts ? 'fonts' : undefined), () => page(req.originalUrl, requestPath(req), audience, fonts));
    if (entry.status === 503) {
      // An error answer: a cache on the way keeps its own copy of the page (stale-if-error), never this.
      res.status(503).set(errorHeaders(503)).type(entry.contentType).send(entry.body);
      return;
    }
    res.vary('Cookie');
    sendAnswer(req, res, entry, cacheControlFor(audience, HTML_CACHE_CONTROL));
  };
}
