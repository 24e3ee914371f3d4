import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  DEFAULT_LIST_ERROR,
  canLoadMore,
  infiniteListReducer,
  initialListState,
  type InfiniteListState,
  type PageResult,
} from './infiniteList.js';

export type { PageResult } from './infiniteList.js';

export interface InfiniteList<T> extends Omit<InfiniteListState<T>, 'generation'> {
  /** Loads the next page; does nothing while a load runs, after the last page or after an error. */
  loadMore: () => void;
  /** Clears the list and loads page 1 again. */
  reset: () => void;
  /** After an error: tries the failed page again, keeping what is already loaded. */
  retry: () => void;
}

/**
 * Infinite-scroll list of spec §4. The first page loads automatically; `loadMore` is what a
 * sentinel calls. `resetKey`: when it changes (another section, another filter) the list starts over.
 */
export function useInfiniteList<T>(
  fetchPage: (page: number) => Promise<PageResult<T>>,
  resetKey?: unknown,
): InfiniteList<T> {
  const [state, dispatch] = useReducer(infiniteListReducer<T>, undefined, () => initialListState<T>());
  // Latest state and fetcher, read inside stable callbacks.
  const stateRef = useRef(state);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    stateRef.current = state;
    fetchRef.current = fetchPage;
  });
  // Guards the gap between dispatching 'start' and the re-render that sets `loading`.
  const inFlight = useRef(false);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || !canLoadMore(current)) return;
    inFlight.current = true;
    const { page, generation } = current;
    dispatch({ type: 'start' });
    fetchRef.current(page).then(
      (result) => {
        if (stateRef.current.generation === generation) inFlight.current = false;
        dispatch({ type: 'success', page, generation, result });
      },
      (error: unknown) => {
        if (stateRef.current.generation === generation) inFlight.current = false;
        const message = error instanceof Error && error.message ? error.message : DEFAULT_LIST_ERROR;
        dispatch({ type: 'failure', generation, message });
      },
    );
  }, []);

  const reset = useCallback(() => {
    inFlight.current = false;
    dispatch({ type: 'reset' });
  }, []);

  const retry = useCallback(() => {
    if (stateRef.current.error === null) return;
    // Loading after the state update lets loadMore see the cleared error.
    stateRef.current = { ...stateRef.current, error: null };
    dispatch({ type: 'clearError' });
    loadMore();
  }, [loadMore]);

  // Start over when the key changes (another section, another filter).
  const lastKey = useRef(resetKey);
  useEffect(() => {
    if (Object.is(lastKey.current, resetKey)) return;
    lastKey.current = resetKey;
    reset();
  }, [resetKey, reset]);

  // Page 1 loads by itself, on mount and after every reset.
  useEffect(() => {
    if (state.page === 1 && !state.loading && state.error === null && state.hasMore) loadMore();
  }, [state.generation, state.page, state.loading, state.error, state.hasMore, loadMore]);

  const { generation: _generation, ...visible } = state;
  return { ...visible, loadMore, reset, retry };
}
