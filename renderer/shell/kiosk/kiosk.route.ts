/** The event kiosk: every address under /quiosc opens its one screen, drawn by the browser; never indexed (common/robots.ts). */
import { KIOSK_HEADING } from '../../../common/titles.js';
import { MAGAZINE } from '../../../common/constants.js';
import { base } from '../../../common/seo/pageMeta.js';
import { lazyScreen } from '../../components/lazyScreen.js';
import type { OtherPage } from '../../pages/page.js';

const kiosk: OtherPage = {
  meta: (pathname, ctx) => ({ ...base(ctx, pathname, KIOSK_HEADING, `La ${MAGAZINE.name} en una pantalla tàctil.`), feeds: [] }),
  // Loaded apart: the kiosk's code touches the DOM as it loads, and the server describes this page without it.
  screen: lazyScreen(() => import('./KioskApp.js')),
};
export default kiosk;
