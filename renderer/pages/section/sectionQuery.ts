/**
 * The section page's list as one TanStack infinite query: twelve articles a page (spec §7),
 * newest first. Exported so that whatever renders the page ahead of the browser (the server's
 * SSR, a prefetch) asks for exactly the same data under the same key.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZES } from '../../../common/constants.js';
import type { SectionKey } from '../../../common/sections.js';
import { fetchArticles } from '../../api/articles.js';
import type { CallContext } from '../../api/client.js';
import { nextPageParam } from '../../hooks/pagedList.js';

/** A list that starts further on (`?page=N`, the way on without JavaScript) is a list of its own. */
const sectionListKey = (section: string, firstPage = 1) =>
  firstPage === 1 ? (['articles', 'section-page', section] as const) : (['articles', 'section-page', section, firstPage] as const);

/** One page of a section listing; `page` counts from 1. */
function fetchSectionListPage(section: string, page: number, ctx?: CallContext) {
  // The address book routes only section keys here; any other string the server refuses with a 400.
  return fetchArticles({ section: section as SectionKey, page, limit: PAGE_SIZES.sectionPage }, ctx);
}

export function sectionListQuery(section: string, firstPage = 1) {
  return infiniteQueryOptions({
    queryKey: sectionListKey(section, firstPage),
    queryFn: ({ pageParam, ...ctx }) => fetchSectionListPage(section, pageParam, ctx),
    initialPageParam: firstPage,
    getNextPageParam: nextPageParam,
  });
}
