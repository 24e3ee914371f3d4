/**
 * A desk screen's page: drawn by the browser; its HTML names its code and its first reads (the
 * session check every desk screen starts with, and what the screen opens), so the browser fetches
 * them beside the entry instead of after it has run, and runs them before the first render.
 */
import type { RouteId } from '../../../common/routes/index.js';
import { staffPage } from '../../../common/seo/pageMeta.js';
import { sessionQuery } from '../../hooks/useStaffActor.js';
import type { LazyScreen } from '../../components/lazyScreen.js';
import { definePage, type PageModule, type PageRequest, type Reader } from '../page.js';

export function deskPage<K extends RouteId>(
  heading: string,
  screen: LazyScreen<object>,
  opens?: (read: Reader, request: PageRequest<K>) => Promise<unknown>,
): PageModule<K> {
  return definePage<K>({
    load: (read, request) => Promise.all([read.query(sessionQuery), opens?.(read, request)]),
    meta: async (_read, { pathname }, ctx) => staffPage(ctx, pathname, heading),
    screen,
  });
}
