/**
 * What a page says about itself to crawlers and link previews (status, title, description,
 * canonical, robots, Open Graph, feeds, JSON-LD), and the pieces every page module builds it from
 * (renderer/pages/<page>/<id>.route.ts). The server writes it into the HTML (server/seo/meta.ts).
 */
import { MAGAZINE } from '../constants.js';
import { htmlToPlainLine, truncateText } from '../html.js';
import { absolute, feedPath, imageUrl, LOGO, pageTitle, type FeedFormat } from './site.js';

export interface MetaImage {
  url: string;
  alt: string;
  width?: number | undefined;
  height?: number | undefined;
  type?: string | undefined;
}

/** Something the browser may fetch with the HTML: the screen's code and styles, its first reads, a face. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'font';
}

export interface PageMeta {
  status: number;
  /** The full <title>. */
  title: string;
  /** The page's own name, for og:title.*/
  heading: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  robots?: string | undefined;
  ogType: 'website' | 'article' | 'profile';
  image?: MetaImage | undefined;
  article?: { publishedTime?: string | undefined; authors: string[]; section: string } | undefined;
  feeds: { title: string; href: string; type: 'rss' | 'atom' }[];
  prev?: string | undefined;
  next?: string | undefined;
  jsonLd?: Record<string, unknown> | undefined;
  /** The page's first API answers, fetched alongside the JavaScript when the browser draws the page. */
  preloads?: Preload[] | undefined;
}

/** The pixel size and type of a media file (read by the server from the file's header). */
export interface ImageInfo {
  width: number;
  height: number;
  type: string;
}

/** What a page's metadata needs besides its data: the public address, and the size of an image file. */
export interface MetaContext {
  publicUrl: string;
  imageSize(name: string): Promise<ImageInfo | null>;
}

/** A draft's page, shown to admins only, must never be indexed or shared as the real thing. */
export const DRAFT_ROBOTS = 'noindex, nofollow';

export const DESCRIPTION_MAX = 200;
export const plain = (html: string | undefined) => htmlToPlainLine(html ?? '');
export const describe = (text: string) => truncateText(text, DESCRIPTION_MAX);

export async function image(ctx: MetaContext, name: string | undefined, alt: string): Promise<MetaImage | undefined> {
  if (!name) return undefined;
  const info = await ctx.imageSize(name);
  return { url: imageUrl(ctx.publicUrl, name), alt, width: info?.width, height: info?.height, type: info?.type };
}

export function logoImage(ctx: MetaContext): MetaImage {
  return { url: absolute(ctx.publicUrl, LOGO.path), alt: MAGAZINE.name, width: LOGO.width, height: LOGO.height, type: 'image/png' };
}

export function feeds(ctx: MetaContext, title: string, pathOf: (format: FeedFormat) => string): PageMeta['feeds'] {
  return (['rss', 'atom'] as const).map((type) => ({
    type,
    title: `${title} (${type === 'rss' ? 'RSS' : 'Atom'})`,
    href: absolute(ctx.publicUrl, pathOf(type)),
  }));
}

export const mainFeeds = (ctx: MetaContext) => feeds(ctx, MAGAZINE.name, feedPath.main);

export function base(ctx: MetaContext, pagePath: string, heading: string, description: string): PageMeta {
  return {
    status: 200,
    title: pageTitle(heading),
    heading,
    description: describe(description),
    canonical: absolute(ctx.publicUrl, pagePath),
    ogType: 'website',
    feeds: mainFeeds(ctx),
  };
}

export function notFound(ctx: MetaContext, pagePath: string, message: { heading: string; text: string }): PageMeta {
  return { ...base(ctx, pagePath, message.heading, message.text), status: 404, robots: 'noindex, follow' };
}

/** Any page while the database is unavailable: the magazine's own head, status 503. */
export function unavailable(ctx: MetaContext, pathname: string): PageMeta {
  return {
    ...base(ctx, pathname, MAGAZINE.name, `${MAGAZINE.tagline}, feta des de Banyoles.`),
    title: pageTitle(null),
    status: 503,
    robots: 'noindex, follow',
    feeds: [],
  };
}

/** A staff screen: a shell for the renderer, never indexed (common/robots.ts). */
export function staffPage(ctx: MetaContext, pagePath: string, heading: string): PageMeta {
  return { ...base(ctx, pagePath, heading, `Espai de gestió de la ${MAGAZINE.name}.`), feeds: [] };
}

/** The page of a listing its address asks for (`?page=N`, 1 without it); null when `page` is not a whole number from 1. */
export function requestedPage(search: URLSearchParams): number | null {
  const raw = search.get('page');
  if (raw === null) return 1;
  return /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}
