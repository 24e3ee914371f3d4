/**
 * The metadata of each page type of the route table (spec §2), built from the same queries the
 * API answers with: status, title, description, canonical, Open Graph, feeds and JSON-LD. The
 * body is the renderer's (server/web). A page that does not exist gets status 404 and the
 * message the renderer shows for it.
 */
import { formatAuthorList, slugify } from '../../common/authors.js';
import { summarySource } from '../../common/cards.js';
import { MAGAZINE, PAGE_SIZES } from '../../common/constants.js';
import { articleDataToIso, formatMonthYear } from '../../common/dates.js';
import { htmlToPlainLine, truncateText } from '../../common/html.js';
import { robotsFor } from '../../common/robots.js';
import { NOT_FOUND, classifyPath, handleRoute, matchPageRoute, paths, type RouteHandlers, type RouteId } from '../../common/routes/index.js';
import { SECTION_DESCRIPTIONS, SECTION_NAMES, isSectionKey, sectionName, type SectionKey } from '../../common/sections.js';
import type { Article, Author, Issue } from '../../common/types.js';
import { authorBySlug, listAuthors } from '../authors/queries.js';
import * as content from '../content/queries.js';
import type { Audience } from '../content/queries.js';
import type { Db } from '../db/connection.js';
import type { MediaStore } from '../media/store.js';
import { mediaFileInfo } from './imageSize.js';
import { breadcrumbs, graph, organization, periodical, webSite } from './jsonLd.js';
import type { MetaImage, PageMeta } from './meta.js';
import { apiPreload, imagePreload } from './preloads.js';
import { absolute, feedPath, imageUrl, LOGO, pageTitle, withPage, type FeedFormat } from './site.js';

export interface PageContext {
  db: Db;
  publicUrl: string;
  media: MediaStore;
  /** Readers get 404 for a draft edition and its articles; an admin session gets its page. */
  audience: Audience;
}

/** A draft's page, shown to admins only, must never be indexed or shared as the real thing. */
const DRAFT_ROBOTS = 'noindex, nofollow';

/** A request reduced to what decides its metadata: the path and a `page` for listings. */
export interface PageRequest {
  pathname: string;
  /** null when the query carried a `page` that is not a whole number from 1. */
  page: number | null;
}

const DESCRIPTION_MAX = 200;
const plain = (html: string | undefined) => htmlToPlainLine(html ?? '');
const describe = (text: string) => truncateText(text, DESCRIPTION_MAX);


/**
 * The metadata of each kind of route of the address book (common/routes); its type makes it
 * exhaustive. Staff pages (and the kiosk's, kioskPage) are a shell for the renderer, never
 * indexed (common/robots.ts).
 */
export const PAGE_META: RouteHandlers<RouteId, [ctx: PageContext, req: PageRequest, param: (name: string) => string], Promise<PageMeta>> = {
  home: (_route, ctx) => home(ctx),
  section: (route, ctx, req) => sectionPage(ctx, route.section, req.page),
  archive: (_route, ctx, req) => archivePage(ctx, req.page),
  search: async (_route, ctx) => ({
    ...simplePage(ctx, 'Cerca', `Cerca articles, autors i edicions de la ${MAGAZINE.name}.`, paths.search()),
    view: 'search',
  }),
  searchDashboard: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Administració'),
  connectionsDashboard: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Administració'),
  workspace: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Redacció'),
  deskNewEdition: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Nova edició'),
  deskEdition: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Edició'),
  deskNewArticle: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Nou article'),
  deskArticle: async (_route, ctx, req) => staffPage(ctx, req.pathname, 'Article'),
  edition: (_route, ctx, _req, param) => editionPage(ctx, param('number'), false),
  editionPdf: (_route, ctx, _req, param) => editionPage(ctx, param('number'), true),
  authors: (_route, ctx, req) => authorsPage(ctx, req.page),
  author: (_route, ctx, _req, param) => authorPage(ctx, param('slug')),
  article: (_route, ctx, _req, param) => articlePage(ctx, param('section'), param('url')),
};

export async function pageMeta(ctx: PageContext, req: PageRequest): Promise<PageMeta> {
  const meta = await pageMetaByPath(ctx, req);
  const robots = robotsFor(req.pathname);
  return robots ? { ...meta, robots } : meta;
}

async function pageMetaByPath(ctx: PageContext, req: PageRequest): Promise<PageMeta> {
  // The event kiosk is one screen of the renderer under /quiosc, whatever it shows inside.
  if (classifyPath(req.pathname) === 'kiosk') return kioskPage(ctx, req.pathname);
  const match = matchPageRoute(req.pathname);
  if (!match) return notFound(ctx, req.pathname, NOT_FOUND.page);
  return handleRoute(PAGE_META, match.route, ctx, req, (name) => match.params[name] ?? '');
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

async function image(ctx: PageContext, name: string | undefined, alt: string): Promise<MetaImage | undefined> {
  if (!name) return undefined;
  const info = await mediaFileInfo(ctx.media, name);
  return { url: imageUrl(ctx.publicUrl, name), alt, width: info?.width, height: info?.height, type: info?.type };
}

function logoImage(ctx: PageContext): MetaImage {
  return { url: absolute(ctx.publicUrl, LOGO.path), alt: MAGAZINE.name, width: LOGO.width, height: LOGO.height, type: 'image/png' };
}

function feeds(ctx: PageContext, title: string, pathOf: (format: FeedFormat) => string): PageMeta['feeds'] {
  return (['rss', 'atom'] as const).map((type) => ({
    type,
    title: `${title} (${type === 'rss' ? 'RSS' : 'Atom'})`,
    href: absolute(ctx.publicUrl, pathOf(type)),
  }));
}

const mainFeeds = (ctx: PageContext) => feeds(ctx, MAGAZINE.name, feedPath.main);

function base(ctx: PageContext, pagePath: string, heading: string, description: string): PageMeta {
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

function notFound(ctx: PageContext, pagePath: string, message: { heading: string; text: string }): PageMeta {
  return {
    ...base(ctx, pagePath, message.heading, message.text),
    status: 404,
    robots: 'noindex, follow',
  };
}

/** rel=prev/next of a page of a listing, from its pagination. */
function paged(ctx: PageContext, meta: PageMeta, pagePath: string, page: number, pages: number): PageMeta {
  return {
    ...meta,
    ...(page > 1 ? { prev: absolute(ctx.publicUrl, withPage(pagePath, page - 1)) } : {}),
    ...(page < pages ? { next: absolute(ctx.publicUrl, withPage(pagePath, page + 1)) } : {}),
  };
}

function listingHeading(name: string, page: number, pages: number): string {
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
function collectionGraph(
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

async function home(ctx: PageContext): Promise<PageMeta> {
  const latest = await content.latestIssueWithArticles(ctx.db, ctx.audience);
  const issueLine = latest ? ` Número ${latest.issue.number}: ${latest.issue.title}. ${latest.issue.description}` : '';
  const meta = base(ctx, paths.home(), MAGAZINE.name, `${MAGAZINE.tagline}, feta des de Banyoles.${issueLine}`);
  return {
    ...meta,
    title: pageTitle(null),
    preloads: latest ? [apiPreload.latestIssue(), ...imagePreload(latest.articles[0]?.imageCard)] : [],
    image: latest ? (await image(ctx, latest.issue.coverImage, `Portada del número ${latest.issue.number}`)) ?? logoImage(ctx) : logoImage(ctx),
    jsonLd: graph([webSite(ctx.publicUrl), organization(ctx.publicUrl), periodical(ctx.publicUrl)]),
  };
}

async function articlePage(ctx: PageContext, section: string, url: string): Promise<PageMeta> {
  const pagePath = paths.article(section, url);
  const article = isSectionKey(section) ? await content.articleBySectionAndUrl(ctx.db, section, url, ctx.audience) : null;
  if (!article) return notFound(ctx, pagePath, NOT_FOUND.article);
  const issue = await content.issueByNumber(ctx.db, article.issueNumber, ctx.audience);
  const authors = await authorsByName(ctx, article.authors);
  const title = plain(article.title);
  const canonical = absolute(ctx.publicUrl, pagePath);
  const published = articleDataToIso(article.data) ?? issue?.publicationDate;
  const img = (await image(ctx, article.imageCard, title)) ?? (await image(ctx, issue?.coverImage, title)) ?? logoImage(ctx);
  const section_ = sectionName(article.section);
  const byline = formatAuthorList(article.authors, true);
  return {
    ...base(ctx, pagePath, title, plain(summarySource(article)) || `${byline}. ${section_}, ${MAGAZINE.name}.`),
    ...(article.status === 'draft' ? { robots: DRAFT_ROBOTS } : {}),
    ogType: 'article',
    view: 'article',
    preloads: [apiPreload.article(article.section, article.url)],
    image: img,
    article: {
      publishedTime: published,
      authors: authors.map((a) => (a.slug ? absolute(ctx.publicUrl, paths.author(a.slug)) : a.name)),
      section: section_,
    },
    feeds: [...feeds(ctx, `${MAGAZINE.name}: ${section_}`, (f) => feedPath.section(article.section, f)), ...mainFeeds(ctx)],
    jsonLd: graph([
      articleNode(ctx, article, canonical, title, published, img, authors, issue),
      organization(ctx.publicUrl),
      periodical(ctx.publicUrl),
      breadcrumbs(ctx.publicUrl, [
        { name: section_, path: paths.section(article.section) },
        { name: title, path: pagePath },
      ]),
    ]),
  };
}

interface NamedAuthor {
  name: string;
  slug?: string | undefined;
  author?: Author | undefined;
}

/** Article credits are names; the profile is the author whose slug the name gives (as the renderer links it). */
async function authorsByName(ctx: PageContext, names: string[]): Promise<NamedAuthor[]> {
  return Promise.all(
    names.map(async (name) => {
      const author = await authorBySlug(ctx.db, slugify(name), ctx.audience);
      return author && author.name === name ? { name, slug: author.slug, author } : { name };
    }),
  );
}

function personNode(ctx: PageContext, a: NamedAuthor): Record<string, unknown> {
  if (!a.slug) return { '@type': 'Person', name: a.name };
  return { '@type': 'Person', '@id': `${absolute(ctx.publicUrl, paths.author(a.slug))}#person`, name: a.name, url: absolute(ctx.publicUrl, paths.author(a.slug)) };
}

function articleNode(
  ctx: PageContext,
  article: Article,
  canonical: string,
  title: string,
  published: string | undefined,
  img: MetaImage,
  authors: NamedAuthor[],
  issue: Issue | null,
): Record<string, unknown> {
  return {
    '@type': 'Article',
    '@id': `${canonical}#article`,
    headline: truncateText(title, 110),
    name: title,
    description: describe(plain(summarySource(article))),
    url: canonical,
    mainEntityOfPage: canonical,
    inLanguage: 'ca',
    articleSection: sectionName(article.section),
    ...(published ? { datePublished: published } : {}),
    image: { '@type': 'ImageObject', url: img.url, ...(img.width ? { width: img.width, height: img.height } : {}) },
    author: authors.map((a) => personNode(ctx, a)),
    publisher: { '@id': `${ctx.publicUrl}/#organization` },
    ...(issue ? { isPartOf: publicationIssueRef(ctx, issue) } : {}),
  };
}

function publicationIssueRef(ctx: PageContext, issue: Issue): Record<string, unknown> {
  return {
    '@type': 'PublicationIssue',
    '@id': `${absolute(ctx.publicUrl, paths.edition(issue.number))}#issue`,
    issueNumber: String(issue.number),
    datePublished: issue.publicationDate,
    url: absolute(ctx.publicUrl, paths.edition(issue.number)),
    isPartOf: { '@id': `${ctx.publicUrl}/#periodical` },
  };
}

async function editionPage(ctx: PageContext, raw: string, pdf: boolean): Promise<PageMeta> {
  if (!/^\d{1,7}$/.test(raw)) return notFound(ctx, paths.edition(raw), NOT_FOUND.editionNumber);
  const number = Number(raw);
  const found = await content.issueWithArticles(ctx.db, number, ctx.audience);
  if (!found) return notFound(ctx, pdf ? paths.editionPdf(number) : paths.edition(number), NOT_FOUND.edition);
  const { issue, articles } = found;
  const heading = `Número ${issue.number}: ${issue.title}`;
  const canonicalPath = paths.edition(issue.number);
  const canonical = absolute(ctx.publicUrl, canonicalPath);
  const description = `${formatMonthYear(issue.publicationDate)}. ${issue.description} ${articles.length} articles.`;
  return {
    ...base(ctx, canonicalPath, pdf ? `${heading} (PDF)` : heading, description),
    // The PDF view is a print rendering of the edition page: one address for search engines.
    ...(pdf ? { robots: 'noindex, follow' } : { view: 'edition' as const }),
    ...(issue.status === 'draft' ? { robots: DRAFT_ROBOTS } : {}),
    image: (await image(ctx, issue.coverImage, `Portada del número ${issue.number}`)) ?? logoImage(ctx),
    feeds: [...feeds(ctx, `${MAGAZINE.name}: número ${issue.number}`, (f) => feedPath.edition(issue.number, f)), ...mainFeeds(ctx)],
    jsonLd: graph([
      {
        ...publicationIssueRef(ctx, issue),
        name: heading,
        description: issue.description,
        ...(issue.coverImage ? { image: imageUrl(ctx.publicUrl, issue.coverImage) } : {}),
        isPartOf: periodical(ctx.publicUrl),
        hasPart: articles.map((a) => ({
          '@type': 'Article',
          headline: truncateText(plain(a.title), 110),
          url: absolute(ctx.publicUrl, paths.article(a.section, a.url)),
        })),
        mainEntityOfPage: canonical,
      },
      organization(ctx.publicUrl),
      breadcrumbs(ctx.publicUrl, [
        { name: 'Edicions anteriors', path: paths.archive() },
        { name: `Número ${issue.number}`, path: canonicalPath },
      ]),
    ]),
  };
}

async function sectionPage(ctx: PageContext, section: SectionKey, page: number | null): Promise<PageMeta> {
  const pagePath = paths.section(section);
  if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
  const list = await content.listArticles(ctx.db, { section }, page, PAGE_SIZES.sectionPage, ctx.audience);
  const { pages, total } = list.pagination;
  if (page > pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
  const name = SECTION_NAMES[section];
  const heading = listingHeading(name, page, pages);
  const canonicalPath = withPage(pagePath, page);
  const first = list.articles.find((a) => a.imageCard);
  const meta: PageMeta = {
    ...base(ctx, canonicalPath, heading, `${SECTION_DESCRIPTIONS[section]} ${total} articles a la ${MAGAZINE.name}.`),
    image: (await image(ctx, first?.imageCard, first ? plain(first.title) : name)) ?? logoImage(ctx),
    view: 'section',
    // The renderer always starts a section at its first page (the list grows as the reader scrolls).
    preloads: page === 1 ? [apiPreload.sectionFirstPage(section), ...imagePreload(list.articles[0]?.imageCard)] : [],
    feeds: [...feeds(ctx, `${MAGAZINE.name}: ${name}`, (f) => feedPath.section(section, f)), ...mainFeeds(ctx)],
    jsonLd: collectionGraph(ctx, {
      heading,
      description: SECTION_DESCRIPTIONS[section],
      canonicalPath,
      crumb: name,
      pagePath,
      items: list.articles.map((a) => paths.article(a.section, a.url)),
      offset: (page - 1) * PAGE_SIZES.sectionPage,
    }),
  };
  return paged(ctx, meta, pagePath, page, pages);
}

async function archivePage(ctx: PageContext, page: number | null): Promise<PageMeta> {
  const pagePath = paths.archive();
  if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
  const list = await content.listIssues(ctx.db, page, PAGE_SIZES.archiveFetch, undefined, ctx.audience);
  const { pages, total } = list.pagination;
  if (page > pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
  const years = await content.issueYears(ctx.db, ctx.audience);
  const since = years.length > 0 ? ` des de ${Math.min(...years)}` : '';
  const heading = listingHeading('Edicions anteriors', page, pages);
  const canonicalPath = withPage(pagePath, page);
  const meta: PageMeta = {
    ...base(ctx, canonicalPath, heading, `Totes les edicions de la ${MAGAZINE.name}${since}: ${total} números de cultura, literatura i pensament.`),
    image: (await image(ctx, list.issues[0]?.coverImage, 'Portada de la darrera edició')) ?? logoImage(ctx),
    view: 'archive',
    preloads: page === 1 ? apiPreload.archive() : [],
    jsonLd: collectionGraph(ctx, {
      heading,
      canonicalPath,
      crumb: 'Edicions anteriors',
      pagePath,
      items: list.issues.map((i) => paths.edition(i.number)),
      offset: (page - 1) * PAGE_SIZES.archiveFetch,
    }),
  };
  return paged(ctx, meta, pagePath, page, pages);
}

async function authorsPage(ctx: PageContext, page: number | null): Promise<PageMeta> {
  const pagePath = paths.authors();
  if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
  const list = await listAuthors(ctx.db, { page, limit: PAGE_SIZES.authorsPage, sort: 'name' }, ctx.audience);
  const { pages, total } = list.pagination;
  if (page > pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
  const heading = listingHeading('Autors', page, pages);
  const canonicalPath = withPage(pagePath, page);
  const meta: PageMeta = {
    view: 'authors',
    ...base(ctx, canonicalPath, heading, `Les ${total} veus que escriuen a la ${MAGAZINE.name}: poetes, narradors, assagistes, crítics i traductors.`),
    image: logoImage(ctx),
    jsonLd: collectionGraph(ctx, {
      heading,
      canonicalPath,
      crumb: 'Autors',
      pagePath,
      items: list.authors.map((a) => paths.author(a.slug)),
      offset: (page - 1) * PAGE_SIZES.authorsPage,
    }),
  };
  return paged(ctx, meta, pagePath, page, pages);
}

/** The author's own links: website, Twitter handle as a profile URL, LinkedIn. */
export function authorSameAs(author: Author): string[] {
  const { website, twitter, linkedin } = author.contact;
  const twitterUrl = twitter ? (/^https?:\/\//i.test(twitter) ? twitter : `https://twitter.com/${twitter.replace(/^@/, '')}`) : undefined;
  return [website, twitterUrl, linkedin].filter((u): u is string => typeof u === 'string' && u.length > 0);
}

async function authorPage(ctx: PageContext, slug: string): Promise<PageMeta> {
  const pagePath = paths.author(slug);
  const author = await authorBySlug(ctx.db, slug, ctx.audience);
  if (!author) return notFound(ctx, pagePath, NOT_FOUND.author);
  const canonical = absolute(ctx.publicUrl, pagePath);
  const bio = plain(author.bio.short) || plain(author.bio.full);
  const description = [author.profession, author.location].filter(Boolean).join(', ');
  const img = await image(ctx, author.photo, author.name);
  return {
    ...base(ctx, pagePath, author.name, [description, bio].filter((s) => s.length > 0).join('. ') || `${author.name} a la ${MAGAZINE.name}.`),
    ogType: 'profile',
    view: 'author',
    image: img ?? logoImage(ctx),
    feeds: [...feeds(ctx, `${MAGAZINE.name}: ${author.name}`, (f) => feedPath.author(author.slug, f)), ...mainFeeds(ctx)],
    jsonLd: graph([
      {
        '@type': 'ProfilePage',
        url: canonical,
        inLanguage: 'ca',
        isPartOf: { '@id': `${ctx.publicUrl}/#website` },
        mainEntity: {
          '@type': 'Person',
          '@id': `${canonical}#person`,
          name: author.name,
          url: canonical,
          ...(author.profession ? { jobTitle: author.profession } : {}),
          ...(bio ? { description: bio } : {}),
          ...(author.location ? { homeLocation: { '@type': 'Place', name: author.location } } : {}),
          ...(img ? { image: img.url } : {}),
          ...(author.specialties.length > 0 ? { knowsAbout: author.specialties } : {}),
          ...(author.awards.length > 0 ? { award: author.awards.map((a) => (a.year ? `${a.name} (${a.year})` : a.name)) } : {}),
          sameAs: authorSameAs(author),
        },
      },
      breadcrumbs(ctx.publicUrl, [
        { name: 'Autors', path: paths.authors() },
        { name: author.name, path: pagePath },
      ]),
    ]),
  };
}

function simplePage(ctx: PageContext, heading: string, description: string, pagePath: string): PageMeta {
  // Result pages of a query are endless variations of other pages: followed, not indexed.
  return { ...base(ctx, pagePath, heading, description), robots: 'noindex, follow' };
}

/** Its robots directive comes from common/robots.ts, like every path of that list (see pageMeta). */
function staffPage(ctx: PageContext, pagePath: string, heading: string): PageMeta {
  return { ...base(ctx, pagePath, heading, `Espai de gestió de la ${MAGAZINE.name}.`), feeds: [] };
}

/** The kiosk: every address under /quiosc opens the one kiosk screen of the renderer. */
function kioskPage(ctx: PageContext, pagePath: string): PageMeta {
  return { ...base(ctx, pagePath, 'Quiosc', `La ${MAGAZINE.name} en una pantalla tàctil.`), feeds: [], view: 'kiosk' };
}
