/**
 * Public addresses of the magazine's feeds and images, and the site-wide page title rule (the
 * pages' own addresses are the address book's, common/routes).
 */

/** Feed addresses: one main feed, one per section, edition and author; RSS 2.0 and Atom each. */
export type FeedFormat = 'rss' | 'atom';
export const feedPath = {
  main: (format: FeedFormat) => `/feeds/${format}.xml`,
  section: (section: string, format: FeedFormat) => `/feeds/seccio/${encodeURIComponent(section)}/${format}.xml`,
  edition: (number: number, format: FeedFormat) => `/feeds/edicio/${number}/${format}.xml`,
  author: (slug: string, format: FeedFormat) => `/feeds/autor/${encodeURIComponent(slug)}/${format}.xml`,
};

/** A page path with `?page=N` when N is beyond the first (page 1 has one address only). */
export function withPage(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

export function absolute(publicUrl: string, pathname: string): string {
  return `${publicUrl}${pathname}`;
}

/** Image names are media files under /api/images; full URLs and root paths pass through. */
function imagePath(name: string): string {
  if (/^https?:\/\//i.test(name) || name.startsWith('/')) return name;
  return `/api/images/${encodeURIComponent(name)}`;
}

export function imageUrl(publicUrl: string, name: string): string {
  const p = imagePath(name);
  return p.startsWith('/') ? absolute(publicUrl, p) : p;
}

/** '{page} — Revista Estany'; the home page carries the name and the tagline. */
export { pageTitle } from '../titles.js';

/** The logo publishers are shown with (served by the SEO routes from resources/). */
export const LOGO = { path: '/logo.png', width: 512, height: 512 } as const;
