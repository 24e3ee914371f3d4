/**
 * The content of a feed: the latest articles of the magazine, of a section or of an author, or
 * the articles of one edition, each with its full body, image, authors and section. Built from
 * the API's own queries; formats (RSS, Atom) are separate serialisers of this model.
 */
import { ofName } from '../../common/elision.js';
import { summarySource } from '../../common/cards.js';
import { MAGAZINE } from '../../common/constants.js';
import { articleDataToIso } from '../../common/dates.js';
import { htmlToPlainLine, truncateText } from '../../common/html.js';
import { SECTION_DESCRIPTIONS, SECTION_NAMES, type SectionKey } from '../../common/sections.js';
import type { Article, ArticleSummary } from '../../common/types.js';
import { authorBySlug } from '../authors/queries.js';
import * as content from '../content/queries.js';
import type { Db } from '../db/connection.js';
import type { ImageSizes } from '../seo/imageSize.js';
import { paths } from '../../common/routes/index.js';
import { absolute, feedPath, imageUrl, LOGO, type FeedFormat } from '../../common/seo/site.js';
import { bodyHtml } from '../seo/bodyHtml.js';
import { isoDay } from './xml.js';

/** How many articles a feed carries (the latest ones). */
export const FEED_ITEMS = 40;
/** No feed grows past this: the oldest items fall back from full text to their summary. */
export const FEED_MAX_BYTES = 1_000_000;

export interface FeedImage {
  url: string;
  type?: string | undefined;
  bytes?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

export interface FeedItem {
  url: string;
  title: string;
  summary: string;
  /** Full body as HTML; null once the size limit reduced the item to its summary. */
  contentHtml: string | null;
  published: Date | null;
  authors: string[];
  section: { key: string; name: string; url: string };
  image?: FeedImage | undefined;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed follows. */
  link: string;
  /** The feed's own address for each format. */
  self: (format: FeedFormat) => string;
  logo: string;
  items: FeedItem[];
}

interface FeedContext {
  db: Db;
  publicUrl: string;
  /** The pixel sizes of media files (the reader caches'). */
  images: ImageSizes;
}

async function feedImage(ctx: FeedContext, name: string | undefined): Promise<FeedImage | undefined> {
  if (!name) return undefined;
  const info = await ctx.images.info(name);
  return { url: imageUrl(ctx.publicUrl, name), type: info?.type, bytes: info?.bytes, width: info?.width, height: info?.height };
}

async function item(ctx: FeedContext, article: Article): Promise<FeedItem> {
  return {
    url: absolute(ctx.publicUrl, paths.article(article.section, article.url)),
    title: htmlToPlainLine(article.title),
    summary: truncateText(htmlToPlainLine(summarySource(article)), 600),
    contentHtml: bodyHtml(article.text, ctx.publicUrl, htmlToPlainLine(article.title)),
    published: isoDay(articleDataToIso(article.data)),
    authors: article.authors,
    section: { key: article.section, name: SECTION_NAMES[article.section] ?? article.section, url: absolute(ctx.publicUrl, paths.section(article.section)) },
    image: await feedImage(ctx, article.imageCard),
  };
}

/** List items carry no body: each article is read whole, as its own page reads it. */
async function withBodies(ctx: FeedContext, list: ArticleSummary[]): Promise<FeedItem[]> {
  const articles = await Promise.all(list.map((a) => content.articleBySectionAndUrl(ctx.db, a.section, a.url)));
  return Promise.all(articles.filter((a): a is Article => a !== null).map((a) => item(ctx, a)));
}

function feed(ctx: FeedContext, parts: Omit<Feed, 'logo' | 'link' | 'self'> & { pagePath: string; self: (f: FeedFormat) => string }): Feed {
  return {
    title: parts.title,
    description: parts.description,
    link: absolute(ctx.publicUrl, parts.pagePath),
    self: (format) => absolute(ctx.publicUrl, parts.self(format)),
    logo: absolute(ctx.publicUrl, LOGO.path),
    items: parts.items,
  };
}

export async function mainFeed(ctx: FeedContext): Promise<Feed> {
  const list = await content.listArticles(ctx.db, {}, 1, FEED_ITEMS);
  return feed(ctx, {
    title: MAGAZINE.name,
    description: MAGAZINE.tagline,
    pagePath: paths.home(),
    self: feedPath.main,
    items: await withBodies(ctx, list.articles),
  });
}

export async function sectionFeed(ctx: FeedContext, section: SectionKey): Promise<Feed> {
  const list = await content.listArticles(ctx.db, { section }, 1, FEED_ITEMS);
  return feed(ctx, {
    title: `${MAGAZINE.name}: ${SECTION_NAMES[section]}`,
    description: SECTION_DESCRIPTIONS[section],
    pagePath: paths.section(section),
    self: (f) => feedPath.section(section, f),
    items: await withBodies(ctx, list.articles),
  });
}

export async function editionFeed(ctx: FeedContext, number: number): Promise<Feed | null> {
  const edition = await content.issueForPrint(ctx.db, number);
  if (!edition) return null;
  return feed(ctx, {
    title: `${MAGAZINE.name}: número ${number}, ${edition.issue.title}`,
    description: edition.issue.description,
    pagePath: paths.edition(number),
    self: (f) => feedPath.edition(number, f),
    items: await Promise.all(edition.articles.map((a) => item(ctx, a))),
  });
}

export async function authorFeed(ctx: FeedContext, slug: string): Promise<Feed | null> {
  const author = await authorBySlug(ctx.db, slug);
  if (!author) return null;
  const list = await content.listArticles(ctx.db, { authors: [author.slug] }, 1, FEED_ITEMS);
  return feed(ctx, {
    title: `${MAGAZINE.name}: ${author.name}`,
    description: htmlToPlainLine(author.bio.short ?? '') || `Articles ${ofName(author.name)} a la ${MAGAZINE.name}.`,
    pagePath: paths.author(author.slug),
    self: (f) => feedPath.author(author.slug, f),
    items: await withBodies(ctx, list.articles),
  });
}

/**
 * Serialises a feed under FEED_MAX_BYTES: while it is too large, the oldest item still carrying
 * its full text keeps only the summary (every item stays, with its link).
 */
export function serialiseWithin(f: Feed, serialise: (feed: Feed) => string, maxBytes = FEED_MAX_BYTES): string {
  let items = f.items;
  let xml = serialise(f);
  while (Buffer.byteLength(xml) > maxBytes) {
    const last = items.findLastIndex((i) => i.contentHtml !== null);
    if (last < 0) break;
    items = items.map((i, index) => (index === last ? { ...i, contentHtml: null } : i));
    xml = serialise({ ...f, items });
  }
  return xml;
}
