/**
 * What the browser may fetch before the renderer asks for it: the page's code (its page module's
 * chunks, server/web/manifestAssets.ts) and the page's first reads (named by its page module,
 * renderer/pages/page.ts). Without these hints a phone waits for the JavaScript to run before it
 * even starts the request that brings the content (HTML → JS → API → image); with them all start
 * with the HTML. (The largest image's preload, with its srcset and sizes, is written by React
 * beside the image itself: renderer/components/Img.tsx.)
 */
import { escapeHtml } from '../../common/html.js';
import type { Preload } from '../../common/seo/pageMeta.js';
/**
 * Scripts, styles and fetches carry `crossorigin` to match the CORS mode the renderer will use for
 * them (Vite loads chunks and their CSS that way, fetch() always), or the preload goes unused.
 */
export function preloadTag(preload: Preload): string {
  const href = escapeHtml(preload.href);
  switch (preload.as) {
    case 'script':
      // Named only in pages the browser draws (a drawn page's code is the boot script's): this code is the page.
      return `<link rel="modulepreload" href="${href}" crossorigin>`;
    case 'style':
      return `<link rel="preload" href="${href}" as="style" crossorigin>`;
    case 'fetch':
      return `<link rel="preload" href="${href}" as="fetch" crossorigin>`;
    case 'font':
      return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
  }
}
