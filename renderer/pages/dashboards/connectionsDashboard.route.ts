/** The connections dashboard (staff only): drawn by the browser, its own sign-in. */
import { staffPage } from '../../../common/seo/pageMeta.js';
import { readyScreen } from '../../components/lazyScreen.js';
import ConnectionsDashboardPage from '../../features/dashboards/ConnectionsDashboardPage.js';
import { definePage } from '../page.js';

export default definePage<'connectionsDashboard'>({
  meta: async (_read, { pathname }, ctx) => staffPage(ctx, pathname, 'Administració'),
  screen: readyScreen(ConnectionsDashboardPage),
});
