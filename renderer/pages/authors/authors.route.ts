/** The authors directory: the page of authors its address asks for and the specialties (its reads), its metadata, its screen. */
import { MAGAZINE, PAGE_SIZES } from '../../../common/constants.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { listingMeta } from '../../../common/seo/listingMeta.js';
import { logoImage, notFound, requestedPage } from '../../../common/seo/pageMeta.js';
import { withPage } from '../../../common/seo/site.js';
import { authorListQuery, specialtiesQuery } from '../../api/authors.js';
import { readyScreen } from '../../components/lazyScreen.js';
import AuthorsPage from './AuthorsPage.js';
import { definePage } from '../page.js';
import { DEFAULT_SORT, criteriaOf, listParams } from './authorsRules.js';

export default definePage<'authors'>({
  load: (read, { search }) => Promise.all([read.query(authorListQuery(listParams(criteriaOf(search)))), read.query(specialtiesQuery())]),
  async meta(read, { search }, ctx) {
    const pagePath = paths.authors();
    const page = requestedPage(search);
    if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
    // The directory's own pages, whatever a search or filter narrows the screen to.
    const list = await read.query(authorListQuery({ page, sort: DEFAULT_SORT }));
    if (!list || page > list.pagination.pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
    const { pages, total } = list.pagination;
    return listingMeta(ctx, {
      name: 'Autors',
      pagePath,
      page,
      pages,
      pageSize: PAGE_SIZES.authorsPage,
      items: list.authors.map((a) => paths.author(a.slug)),
      description: `Les ${total} veus que escriuen a la ${MAGAZINE.name}: poetes, narradors, assagistes, crítics i traductors.`,
      image: logoImage(ctx),
    });
  },
  screen: readyScreen(AuthorsPage),
});
