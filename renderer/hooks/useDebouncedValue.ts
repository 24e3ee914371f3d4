import { useCallback, useEffect, useState } from 'react';

/**
 * `value` after it has stopped changing for `delayMs`. The delay is read at each change, so a
 * caller can shorten it for some values (the authors search settles faster when emptied).
 * `flush` adopts the current value at once (a submit button should not wait for the timer).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);

  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);

  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
