/** A section's listing: its first page of articles (its read, as the screen asks for it), its metadata, its screen. */
import { MAGAZINE, PAGE_SIZES } from '../../../common/constants.js';
import { pageParam } from '../../../common/pageWindow.js';
import { countLabel } from '../../../common/plural.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { base, collectionGraph, feeds, image, listingHeading, logoImage, mainFeeds, notFound, paged, plain, requestedPage } from '../../../common/seo/pageMeta.js';
import { feedPath, withPage } from '../../../common/seo/site.js';
import { SECTION_DESCRIPTIONS, SECTION_NAMES } from '../../../common/sections.js';
import { readyScreen } from '../../components/lazyScreen.js';
import SectionPage from './SectionPage.js';
import { definePage } from '../page.js';
import { sectionListQuery } from './sectionQuery.js';

export default definePage<'section'>({
  load: (read, { route, search }) => read.infinite(sectionListQuery(route.section, pageParam(search.get('page')))),
  async meta(read, { route: { section }, search }, ctx) {
    const pagePath = paths.section(section);
    const page = requestedPage(search);
    if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
    const list = (await read.infinite(sectionListQuery(section, page)))?.pages[0];
    if (!list || page > list.pagination.pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
    const { pages, total } = list.pagination;
    const name = SECTION_NAMES[section];
    const heading = listingHeading(name, page, pages);
    const canonicalPath = withPage(pagePath, page);
    const first = list.articles.find((a) => a.imageCard);
    const meta = {
      ...base(ctx, canonicalPath, heading, `${SECTION_DESCRIPTIONS[section]} ${countLabel(total, 'article', 'articles')} a la ${MAGAZINE.name}.`),
      image: (await image(ctx, first?.imageCard, first ? plain(first.title) : name)) ?? logoImage(ctx),
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
  },
  screen: readyScreen(SectionPage),
});
