/**
 * The metadata of one page of a listing (a section, the archive, the authors directory): its
 * heading with the page past the first, its canonical address, its description and image, the
 * JSON-LD of the page's items in order with its breadcrumb, and rel=prev/next.
 */
import { breadcrumbs, graph } from './jsonLd.js';
import { base, type MetaContext, type MetaImage, type PageMeta } from './pageMeta.js';
import { absolute, withPage } from './site.js';

export interface Listing {
  /** Its name: the page's heading and its breadcrumb. */
  name: string;
  /** The listing's first page. */
  pagePath: string;
  /** This page, and how many there are. */
  page: number;
  pages: number;
  /** How many items a page holds, so that the items are numbered across pages. */
  pageSize: number;
  /** The addresses of this page's items, in order. */
  items: string[];
  description: string;
  image: MetaImage;
  /** Its own feeds (otherwise the magazine's). */
  feeds?: PageMeta['feeds'];
  /** What the collection is, said in its JSON-LD. */
  about?: string;
}

const headingOf = ({ name, page, pages }: Listing) => (page > 1 ? `${name} — Pàgina ${page} de ${pages}` : name);

function itemList(ctx: MetaContext, { items, page, pageSize }: Listing): Record<string, unknown> {
  const offset = (page - 1) * pageSize;
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((p, i) => ({ '@type': 'ListItem', position: offset + i + 1, url: absolute(ctx.publicUrl, p) })),
  };
}

export function listingMeta(ctx: MetaContext, listing: Listing): PageMeta {
  const { name, pagePath, page, pages, about } = listing;
  const heading = headingOf(listing);
  const canonicalPath = withPage(pagePath, page);
  const meta = base(ctx, canonicalPath, heading, listing.description);
  return {
    ...meta,
    image: listing.image,
    feeds: listing.feeds ?? meta.feeds,
    jsonLd: graph([
      {
        '@type': 'CollectionPage',
        name: heading,
        ...(about ? { description: about } : {}),
        url: absolute(ctx.publicUrl, canonicalPath),
        inLanguage: 'ca',
        isPartOf: { '@id': `${ctx.publicUrl}/#website` },
        mainEntity: itemList(ctx, listing),
      },
      breadcrumbs(ctx.publicUrl, [{ name, path: pagePath }]),
    ]),
    ...(page > 1 ? { prev: absolute(ctx.publicUrl, withPage(pagePath, page - 1)) } : {}),
    ...(page < pages ? { next: absolute(ctx.publicUrl, withPage(pagePath, page + 1)) } : {}),
  };
}
