/**
 * State of an infinite-scroll list (spec §4) as a pure reducer: items, loading flag, hasMore,
 * error message, and the next page to load (from 1). Kept apart from React so it can be tested.
 */
export const DEFAULT_LIST_ERROR = 'Error loading data';

export interface PageResult<T> {
  items: T[];
  /** Whether another page exists; otherwise derived from `pages`, or from a non-empty page. */
  hasMore?: boolean;
  pages?: number;
  total?: number;
}

export interface InfiniteListState<T> {
  items: T[];
  loading: boolean;
  hasMore: boolean;
  error: string | null;
  /** The next page to request. */
  page: number;
  total: number | null;
  /** Bumped on reset so that answers to requests made before it are ignored. */
  generation: number;
}

export type InfiniteListAction<T> =
  | { type: 'start' }
  | { type: 'success'; page: number; generation: number; result: PageResult<T> }
  | { type: 'failure'; generation: number; message: string }
  | { type: 'reset' }
  | { type: 'clearError' };

export function initialListState<T>(generation = 0): InfiniteListState<T> {
  return { items: [], loading: false, hasMore: true, error: null, page: 1, total: null, generation };
}

/** Whether a load may start now: not while one runs, not when nothing is left (spec §4). */
export function canLoadMore(state: InfiniteListState<unknown>): boolean {
  return !state.loading && state.hasMore && state.error === null;
}

export function hasMoreAfter(page: number, result: PageResult<unknown>): boolean {
  if (typeof result.hasMore === 'boolean') return result.hasMore;
  if (typeof result.pages === 'number') return page < result.pages;
  return result.items.length > 0;
}

export function infiniteListReducer<T>(state: InfiniteListState<T>, action: InfiniteListAction<T>): InfiniteListState<T> {
  switch (action.type) {
    case 'start':
      return { ...state, loading: true, error: null };
    case 'success':
      if (action.generation !== state.generation || action.page !== state.page) return state;
      return {
        ...state,
        items: action.page === 1 ? action.result.items : [...state.items, ...action.result.items],
        loading: false,
        hasMore: hasMoreAfter(action.page, action.result),
        page: action.page + 1,
        total: action.result.total ?? state.total,
      };
    case 'failure':
      if (action.generation !== state.generation) return state;
      return { ...state, loading: false, error: action.message || DEFAULT_LIST_ERROR };
    case 'reset':
      return initialListState<T>(state.generation + 1);
    case 'clearError':
      return { ...state, error: null };
  }
}
