/**
 * Serves the built React renderer: hashed assets cached for a year, everything else revalidated,
 * and every page as one document with its own metadata and status, reader pages drawn by the
 * renderer's server entry (dist/ssr, beside dist/renderer) and hydrated in the browser.
 */
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config.js';
import { SITE_FILES } from '../../common/routes/index.js';
import type { InProcessApi } from '../../common/ssr.js';
import { publicCacheControl, type Audience } from '../http/cache.js';
import type { LeanGets } from '../http/leanGet.js';
import { htmlPages, type HtmlPagesOptions } from './htmlPages.js';
import { loadPageAssets } from './manifestAssets.js';
import { LOGO } from '../../common/seo/site.js';
import { loadServerRender } from './serverRender.js';
import { precompressed } from './precompressed.js';
import { log } from '../log/logger.js';
import { routeId } from '../http/routeId.js';

const ASSETS_CACHE_CONTROL = publicCacheControl('max-age=31536000, immutable');
const FILES_CACHE_CONTROL = publicCacheControl('max-age=3600');

/** The built stylesheets under /assets, read once each (hashed names never change content). */
function builtStyles(rendererDir: string): (href: string) => string | null {
  const read = new Map<string, string | null>();
  return (href) => {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return null;
    if (!read.has(href)) {
      const file = path.join(rendererDir, href);
      read.set(href, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
    }
    return read.get(href) ?? null;
  };
}

interface RendererOptions {
  /** Where the page cache registers to be answered ahead of Express. */
  lean?: LeanGets;
  /** The reader API in-process, for a page request's audience (server/http/inProcess.ts). */
  reads: (audience: Audience) => InProcessApi;
}

/** The reader caches' parts the pages use (server/readerCaches.ts). */
type PageCaches = Pick<HtmlPagesOptions, 'cache' | 'clock' | 'images'>;

export function rendererRoutes(config: Config, caches: PageCaches, { lean, reads }: RendererOptions): Router {
  const { rendererDir, resourcesDir } = config;
  const r = Router();
  r.get(SITE_FILES.placeholderImage, (_req, res) => {
    res.set('Cache-Control', publicCacheControl('max-age=86400'));
    res.sendFile('placeholder-image.svg', { root: resourcesDir });
  });
  // The publisher logo of link previews and JSON-LD: a raster image, as Google asks.
  r.get(LOGO.path, (_req, res) => {
    res.set('Cache-Control', publicCacheControl('max-age=86400'));
    res.sendFile('icon.png', { root: path.join(resourcesDir, 'icons') });
  });

  const indexFile = path.join(rendererDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    r.get(/^(?!\/api\/).*/, (_req, res) => {
      res.status(503).type('text/plain').send('La interfície encara no està construïda: executeu `npm run build`.');
    });
    return r;
  }

  const assetsDir = path.join(rendererDir, 'assets');
  // Hashed names never change content: a year. The build's other files (boot.js, icons): an hour.
  const files = (cacheControl: string) => ({ cacheControl: false, setHeaders: (res: ServerResponse) => res.setHeader('Cache-Control', cacheControl) });
  r.use('/assets', precompressed(assetsDir, { cacheControl: ASSETS_CACHE_CONTROL }));
  r.use('/assets', express.static(assetsDir, { ...files(ASSETS_CACHE_CONTROL), index: false, fallthrough: false }));
  r.use(precompressed(rendererDir, { cacheControl: FILES_CACHE_CONTROL }));
  r.use(express.static(rendererDir, { ...files(FILES_CACHE_CONTROL), index: false }));

  r.get(
    /^(?!\/api\/).*/,
    htmlPages({
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
      ...caches,
      indexHtml: fs.readFileSync(indexFile, 'utf8'),
      indexModified: fs.statSync(indexFile).mtime,
      pageAssets: loadPageAssets(rendererDir),
      serverRender: loadServerRender(path.join(rendererDir, '..', 'ssr')).catch((error: unknown) => {
        log.error({ err: error }, 'No s’ha pogut carregar l’entrada de servidor del renderer: les pàgines es dibuixen al navegador.');
        return null;
      }),
      readStyle: builtStyles(rendererDir),
      lean,
      reads,
      onRenderError: (error, path) => log.error({ err: error, route: routeId('GET', path) }, 'El servidor no ha pogut dibuixar una pàgina: la dibuixa el navegador.'),
    }),
  );
  return r;
}
