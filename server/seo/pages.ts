/**
 * The metadata of each page type of the route table (spec §2), built from the same queries the
 * API answers with: status, title, description, canonical, Open Graph, feeds and JSON-LD. The
 * body is the renderer's (server/web). A page that does not exist gets status 404 and the
 * message the renderer shows for it.
 */
import { formatAuthorList, slugify } from '../../common/authors.js';
import { summarySource } from '../../common/cards.js';
import { MAGAZINE } from '../../common/constants.js';
import { articleDataToIso, formatMonthYear } from '../../common/dates.js';
import { truncateText } from '../../common/html.js';
import { countLabel } from '../../common/plural.js';
import { robotsFor } from '../../common/robots.js';
import { NOT_FOUND, classifyPath, handleRoute, matchPageRoute, paths, type RouteHandlers, type RouteId } from '../../common/routes/index.js';
import { isSectionKey, sectionName } from '../../common/sections.js';
import type { Article, Author, Issue } from '../../common/types.js';
import { authorBySlug } from '../authors/queries.js';
import * as content from '../content/queries.js';
import { breadcrumbs, graph, organization, periodical, webSite } from './jsonLd.js';
import type { MetaImage, PageMeta } from './meta.js';
import { apiPreload, type Preload } from './preloads.js';
import { ROUTE_MODULES, type RouteView } from './routeAssets.js';
import { archivePage, authorsPage, sectionPage } from './listingPages.js';
import { DRAFT_ROBOTS, base, describe, feeds, image, logoImage, mainFeeds, notFound, plain, type PageContext } from './pageParts.js';
import { absolute, feedPath, imageUrl, pageTitle } from './site.js';

/** A request reduced to what decides its metadata: the path and a `page` for listings. */
export interface PageRequest {
  pathname: string;
  /** null when the query carried a `page` that is not a whole number from 1. */
  page: number | null;
}



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
  workspace: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Redacció', 'workspace'),
  deskNewEdition: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Nova edició', 'deskEdition'),
  deskEdition: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Edició', 'deskEdition'),
  deskNewArticle: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Nou article', 'deskArticle'),
  // Only an admin's request can be answered with the article: nobody else's browser is sent to fetch it.
  deskArticle: async (_route, ctx, req, param) =>
    deskPage(ctx, req.pathname, 'Article', 'deskArticle', ctx.audience === 'preview' ? [apiPreload.deskArticle(param('id'))] : []),
  deskAuthors: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Autors', 'deskAuthors'),
  deskNewAuthor: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Nou autor', 'deskAuthor'),
  deskAuthor: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Autor', 'deskAuthor'),
  deskMedia: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Mediateca', 'deskMedia'),
  deskRecord: async (_route, ctx, req) => deskPage(ctx, req.pathname, 'Registre', 'deskRecord'),
  edition: (_route, ctx, _req, param) => editionPage(ctx, param('number'), false),
  editionPdf: (_route, ctx, _req, param) => editionPage(ctx, param('number'), true),
  authors: (_route, ctx, req) => authorsPage(ctx, req.page),
  author: (_route, ctx, _req, param) => authorPage(ctx, param('slug')),
  article: (_route, ctx, _req, param) => articlePage(ctx, param('section'), param('url')),
};

/**
 * Any page while the database is unavailable: the magazine's own head, status 503, and the screen
 * of its route (a reader page is drawn as that screen's error view, with the screen's styles).
 */
export function unavailablePage(ctx: PageContext, pathname: string): PageMeta {
  const route = matchPageRoute(pathname)?.route.id;
  const view = route && route in ROUTE_MODULES && classifyPath(pathname) === 'reader' ? (route as RouteView) : undefined;
  return {
    ...base(ctx, pathname, MAGAZINE.name, `${MAGAZINE.tagline}, feta des de Banyoles.`),
    title: pageTitle(null),
    status: 503,
    robots: 'noindex, follow',
    feeds: [],
    view,
  };
}

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

async function home(ctx: PageContext): Promise<PageMeta> {
  const latest = await content.latestIssueWithArticles(ctx.db, ctx.audience);
  const issueLine = latest ? ` Número ${latest.issue.number}: ${latest.issue.title}. ${latest.issue.description}` : '';
  const meta = base(ctx, paths.home(), MAGAZINE.name, `${MAGAZINE.tagline}, feta des de Banyoles.${issueLine}`);
  return {
    ...meta,
    title: pageTitle(null),
    preloads: latest ? [apiPreload.latestIssue()] : [],
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
  const description = `${formatMonthYear(issue.publicationDate)}. ${issue.description} ${countLabel(articles.length, 'article', 'articles')}.`;
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

/** The author's own links: website, Twitter handle as a profile URL, LinkedIn. */
function authorSameAs(author: Author): string[] {
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

/**
 * A desk screen: its code and the session check (and what the screen opens) are named in the HTML,
 * so the browser fetches them beside the entry instead of after it has run.
 */
function deskPage(ctx: PageContext, pagePath: string, heading: string, view: RouteView, preloads: Preload[] = []): PageMeta {
  return { ...staffPage(ctx, pagePath, heading), view, preloads: [apiPreload.adminSession(), ...preloads] };
}

/** The kiosk: every address under /quiosc opens the one kiosk screen of the renderer. */
function kioskPage(ctx: PageContext, pagePath: string): PageMeta {
  return { ...base(ctx, pagePath, 'Quiosc', `La ${MAGAZINE.name} en una pantalla tàctil.`), feeds: [], view: 'kiosk' };
}
