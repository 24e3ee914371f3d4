/** The search dashboard (staff only): drawn by the browser, its own sign-in. */
import { staffPage } from '../../../common/seo/pageMeta.js';
import { readyScreen } from '../../components/lazyScreen.js';
import SearchDashboardPage from '../../features/dashboards/SearchDashboardPage.js';
import { definePage } from '../page.js';

export default definePage<'searchDashboard'>({
  meta: async (_read, { pathname }, ctx) => staffPage(ctx, pathname, 'Administració'),
  screen: readyScreen(SearchDashboardPage),
});
