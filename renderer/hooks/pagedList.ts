/**
 * The rules every infinite list shares (spec §4), for TanStack's useInfiniteQuery: pages count
 * from 1, the next page exists while the server says there are more, and a failure keeps its
 * message (default 'Error loading data').
 */
import type { Pagination } from '../../common/types.js';

export const DEFAULT_LIST_ERROR = 'Error loading data';

/** `getNextPageParam` for answers with `pagination.pages`: the next page, or none after the last. */
export function nextPageParam(last: { pagination: Pick<Pagination, 'pages'> }, _all: unknown, lastPage: number): number | undefined {
  return lastPage < last.pagination.pages ? lastPage + 1 : undefined;
}

/** The message a failed load keeps. */
export function listErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DEFAULT_LIST_ERROR;
}
