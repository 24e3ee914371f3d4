/** The metadata of the paged listings: a section, the archive, the authors directory. */
import { MAGAZINE, PAGE_SIZES } from '../../common/constants.js';
import { countLabel } from '../../common/plural.js';
import { NOT_FOUND, paths } from '../../common/routes/index.js';
import { SECTION_DESCRIPTIONS, SECTION_NAMES, type SectionKey } from '../../common/sections.js';
import { listAuthors } from '../authors/queries.js';
import * as content from '../content/queries.js';
import type { PageMeta } from './meta.js';
import { apiPreload } from './preloads.js';
import { feedPath, withPage } from '../../common/seo/site.js';
import { base, collectionGraph, feeds, image, listingHeading, logoImage, mainFeeds, notFound, paged, plain, type PageContext } from './pageParts.js';

export async function sectionPage(ctx: PageContext, section: SectionKey, page: number | null): Promise<PageMeta> {
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
    ...base(ctx, canonicalPath, heading, `${SECTION_DESCRIPTIONS[section]} ${countLabel(total, 'article', 'articles')} a la ${MAGAZINE.name}.`),
    image: (await image(ctx, first?.imageCard, first ? plain(first.title) : name)) ?? logoImage(ctx),
    view: 'section',
    // The renderer always starts a section at its first page (the list grows as the reader scrolls).
    preloads: page === 1 ? [apiPreload.sectionFirstPage(section)] : [],
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

export async function archivePage(ctx: PageContext, page: number | null): Promise<PageMeta> {
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
    ...base(ctx, canonicalPath, heading, `Totes les edicions de la ${MAGAZINE.name}${since}: ${countLabel(total, 'número', 'números')} de cultura, literatura i pensament.`),
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

export async function authorsPage(ctx: PageContext, page: number | null): Promise<PageMeta> {
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

