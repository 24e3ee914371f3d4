/** The pieces every page type's metadata is built from: the context, a page's base, listings' links and JSON-LD. */
import { MAGAZINE } from '../../common/constants.js';
import { htmlToPlainLine, truncateText } from '../../common/html.js';
import type { Audience } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import type { ImageSizes } from './imageSize.js';
import { breadcrumbs, graph } from '../../common/seo/jsonLd.js';
import type { MetaImage, PageMeta } from './meta.js';
import { absolute, feedPath, imageUrl, LOGO, pageTitle, withPage, type FeedFormat } from '../../common/seo/site.js';

export interface PageContext {
  db: Db;
  publicUrl: string;
  /** The pixel sizes of media files (the reader caches'). */
  images: ImageSizes;
  /** Readers get 404 for a draft edition and its articles; an admin session gets its page. */
  audience: Audience;
}

/** A draft's page, shown to admins only, must never be indexed or shared as the real thing. */
export const DRAFT_ROBOTS = 'noindex, nofollow';


export const DESCRIPTION_MAX = 200;
export const plain = (html: string | undefined) => htmlToPlainLine(html ?? '');
export const describe = (text: string) => truncateText(text, DESCRIPTION_MAX);

export async function image(ctx: PageContext, name: string | undefined, alt: string): Promise<MetaImage | undefined> {
  if (!name) return undefined;
  const info = await ctx.images.info(name);
  return { url: imageUrl(ctx.publicUrl, name), alt, width: info?.width, height: info?.height, type: info?.type };
}

export function logoImage(ctx: PageContext): MetaImage {
  return { url: absolute(ctx.publicUrl, LOGO.path), alt: MAGAZINE.name, width: LOGO.width, height: LOGO.height, type: 'image/png' };
}

export function feeds(ctx: PageContext, title: string, pathOf: (format: FeedFormat) => string): PageMeta['feeds'] {
  return (['rss', 'atom'] as const).map((type) => ({
    type,
    title: `${title} (${type === 'rss' ? 'RSS' : 'Atom'})`,
    href: absolute(ctx.publicUrl, pathOf(type)),
  }));
}

export const mainFeeds = (ctx: PageContext) => feeds(ctx, MAGAZINE.name, feedPath.main);

export function base(ctx: PageContext, pagePath: string, heading: string, description: string): PageMeta {
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

export function notFound(ctx: PageContext, pagePath: string, message: { heading: string; text: string }): PageMeta {
  return {
    ...base(ctx, pagePath, message.heading, message.text),
    status: 404,
    robots: 'noindex, follow',
  };
}

/** rel=prev/next of a page of a listing, from its pagination. */
export function paged(ctx: PageContext, meta: PageMeta, pagePath: string, page: number, pages: number): PageMeta {
  return {
    ...meta,
    ...(page > 1 ? { prev: absolute(ctx.publicUrl, withPage(pagePath, page - 1)) } : {}),
    ...(page < pages ? { next: absolute(ctx.publicUrl, withPage(pagePath, page + 1)) } : {}),
  };
}

export function listingHeading(name: string, page: number, pages: number): string {
  return page > 1 ? `${name} — Pàgina ${page} de ${pages}` : name;
}

function itemList(ctx: PageContext, paths: string[], offset: number): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    numberOfItems: paths.length,
    itemListElement: paths.map((p, i) => ({ '@type': 'ListItem', position: offset + i + 1, url: absolute(ctx.publicUrl, p) })),
  };
}

/** The JSON-LD of one page of a listing: the page, its items in order, and its breadcrumb. */
export function collectionGraph(
  ctx: PageContext,
  listing: { heading: string; description?: string; canonicalPath: string; crumb: string; pagePath: string; items: string[]; offset: number },
): Record<string, unknown> {
  return graph([
    {
      '@type': 'CollectionPage',
      name: listing.heading,
      ...(listing.description ? { description: listing.description } : {}),
      url: absolute(ctx.publicUrl, listing.canonicalPath),
      inLanguage: 'ca',
      isPartOf: { '@id': `${ctx.publicUrl}/#website` },
      mainEntity: itemList(ctx, listing.items, listing.offset),
    },
    breadcrumbs(ctx.publicUrl, [{ name: listing.crumb, path: listing.pagePath }]),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Page types

