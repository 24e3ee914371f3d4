/** An address no route has: 404, 'Pàgina no trobada'. */
import { NOT_FOUND } from '../../../common/routes/index.js';
import { notFound } from '../../../common/seo/pageMeta.js';
import { readyScreen } from '../../components/lazyScreen.js';
import NotFoundPage from './NotFoundPage.js';
import type { OtherPage } from '../page.js';

const missing: OtherPage = {
  meta: (pathname, ctx) => notFound(ctx, pathname, NOT_FOUND.page),
  screen: readyScreen(NotFoundPage),
};
export default missing;
