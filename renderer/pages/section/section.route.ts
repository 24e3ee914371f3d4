/** A section's listing: its first page of articles (its read, as the screen asks for it), its metadata, its screen. */
import { MAGAZINE, PAGE_SIZES } from '../../../common/constants.js';
import { pageParam } from '../../../common/pageWindow.js';
import { countLabel } from '../../../common/plural.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { listingMeta } from '../../../common/seo/listingMeta.js';
import { feeds, image, logoImage, mainFeeds, notFound, plain, requestedPage } from '../../../common/seo/pageMeta.js';
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
    const first = list.articles.find((a) => a.imageCard);
    return listingMeta(ctx, {
      name,
      pagePath,
      page,
      pages,
      pageSize: PAGE_SIZES.sectionPage,
      items: list.articles.map((a) => paths.article(a.section, a.url)),
      description: `${SECTION_DESCRIPTIONS[section]} ${countLabel(total, 'article', 'articles')} a la ${MAGAZINE.name}.`,
      image: (await image(ctx, first?.imageCard, first ? plain(first.title) : name)) ?? logoImage(ctx),
      feeds: [...feeds(ctx, `${MAGAZINE.name}: ${name}`, (f) => feedPath.section(section, f)), ...mainFeeds(ctx)],
      about: SECTION_DESCRIPTIONS[section],
    });
  },
  screen: readyScreen(SectionPage),
});
