/** The search page: the results its address asks for (its read), fixed metadata (never indexed), its screen. */
import { MAGAZINE } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { base } from '../../../common/seo/pageMeta.js';
import { searchHeading } from '../../../common/titles.js';
import { readyScreen } from '../../components/lazyScreen.js';
import SearchPage from './SearchPage.js';
import { definePage } from '../page.js';
import { searchAuthorsQuery, searchResultsQuery, searchStatsQuery } from './searchQuery.js';
import { readSearchState } from './searchState.js';

export default definePage<'search'>({
  load: (read, { search }) => {
    const state = readSearchState(search);
    // A blank query shows suggestions only; results come with their filters.
    if (state.q.length === 0) return Promise.resolve();
    return Promise.all([read.query(searchResultsQuery(state)), read.query(searchAuthorsQuery()), read.query(searchStatsQuery())]);
  },
  // Result pages of a query are endless variations of other pages: followed, not indexed.
  meta: async (_read, { search }, ctx) => ({
    ...base(ctx, paths.search(), searchHeading(readSearchState(search).q), `Cerca articles, autors i edicions de la ${MAGAZINE.name}.`),
    robots: 'noindex, follow',
  }),
  screen: readyScreen(SearchPage),
});
