/**
 * The site's own files beside its pages and the API: feeds, sitemaps, robots.txt and the
 * placeholder image, each by its address pattern ('{name}' for a part, as the API contract writes
 * them). The server mounts them from here (server/feeds/routes.ts, server/web/renderer.ts).
 */
export const SITE_FILES = {
  mainFeed: '/feeds/{format}.xml',
  sectionFeed: '/feeds/seccio/{section}/{format}.xml',
  editionFeed: '/feeds/edicio/{number}/{format}.xml',
  authorFeed: '/feeds/autor/{slug}/{format}.xml',
  sitemapIndex: '/sitemap.xml',
  sectionsSitemap: '/sitemaps/sections.xml',
  sitemapFile: '/sitemaps/{kind}-{n}.xml',
  robots: '/robots.txt',
  placeholderImage: '/placeholder-image.svg',
} as const;
