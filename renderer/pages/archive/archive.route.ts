/** The archive: the editions list and its year source (its reads, as the screen asks for them), its metadata, its screen. */
import { ARCHIVE_NAME } from '../../../common/titles.js';
import { MAGAZINE, PAGE_SIZES } from '../../../common/constants.js';
import { countLabel } from '../../../common/plural.js';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { listingMeta } from '../../../common/seo/listingMeta.js';
import { image, logoImage, notFound, requestedPage } from '../../../common/seo/pageMeta.js';
import { withPage } from '../../../common/seo/site.js';
import { issueListQuery, issueYearsQuery } from '../../api/issues.js';
import { readyScreen } from '../../components/lazyScreen.js';
import ArchivePage from './ArchivePage.js';
import { definePage } from '../page.js';
import { ARCHIVE_LIST, YEAR_SOURCE, needsYearSource } from './archiveRules.js';

export default definePage<'archive'>({
  async load(read) {
    const list = await read.query(issueListQuery(ARCHIVE_LIST));
    if (list && needsYearSource(list)) await read.query(issueListQuery(YEAR_SOURCE));
  },
  async meta(read, { search }, ctx) {
    const pagePath = paths.archive();
    const page = requestedPage(search);
    if (page === null) return notFound(ctx, pagePath, NOT_FOUND.page);
    const [list, years] = await Promise.all([
      read.query(issueListQuery(page === 1 ? ARCHIVE_LIST : { ...ARCHIVE_LIST, page })),
      read.query(issueYearsQuery()),
    ]);
    if (!list || page > list.pagination.pages) return notFound(ctx, withPage(pagePath, page), NOT_FOUND.listingPage);
    const { pages, total } = list.pagination;
    const since = years && years.length > 0 ? ` des de ${Math.min(...years)}` : '';
    return listingMeta(ctx, {
      name: ARCHIVE_NAME,
      pagePath,
      page,
      pages,
      pageSize: PAGE_SIZES.archiveFetch,
      items: list.issues.map((i) => paths.edition(i.number)),
      description: `Totes les edicions de la ${MAGAZINE.name}${since}: ${countLabel(total, 'número', 'números')} de cultura, literatura i pensament.`,
      image: (await image(ctx, list.issues[0]?.coverImage, 'Portada de la darrera edició')) ?? logoImage(ctx),
    });
  },
  screen: readyScreen(ArchivePage),
});
