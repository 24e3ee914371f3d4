/**
 * What the browser may fetch before the renderer asks for it: the screen's code (routeAssets.ts)
 * and the page's first API answer. (The largest image's preload, with its srcset and sizes, is
 * written by React beside the image itself: renderer/components/Img.tsx.) Without these hints a phone waits for the JavaScript to run before it even
 * starts the request that brings the content (HTML → JS → API → image); with them all start with
 * the HTML. Each API address must be exactly the one renderer/api builds, or the preload is
 * wasted and the data is fetched twice (tests/e2e/fast-first-load.e2e.ts fails on a preload left unused).
 */
import { PAGE_SIZES } from '../../common/constants.js';
import { escapeHtml } from '../../common/html.js';

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'font';
}

const api = (href: string): Preload => ({ href, as: 'fetch' });

/** The API calls each page type starts with (renderer/api/issues.ts and articles.ts). */
export const apiPreload = {
  latestIssue: () => api('/api/issues/latest'),
  article: (section: string, url: string) => api(`/api/articles/${encodeURIComponent(section)}/${encodeURIComponent(url)}`),
  sectionFirstPage: (section: string) =>
    api(`/api/articles?${new URLSearchParams({ page: '1', limit: String(PAGE_SIZES.sectionPage), section })}`),
  // The archive asks for the list and, for the year buttons, the larger year source (spec §7).
  archive: () => [
    api(`/api/issues?limit=${PAGE_SIZES.archiveFetch}`),
    api(`/api/issues?limit=${PAGE_SIZES.yearSource}`),
  ],
  // Staff screens (renderer/api/admin.ts and desk.ts): the sign-in check every one starts with, and
  // the article the editor opens, asked together instead of one after the other.
  adminSession: () => api('/api/admin/session'),
  deskArticle: (id: string) => api(`/api/admin/desk/articles/${encodeURIComponent(id)}`),
};

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
