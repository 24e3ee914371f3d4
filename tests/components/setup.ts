/** Each component test starts from an empty document, real timers and the real fetch. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for a condition; Testing Library's 1 s ceiling is shorter than a debounce
// plus a fetch on a loaded 2-core CI machine, where the suite runs beside the API projects.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});
