/**
 * The reader app's tree and its query client, the same for the browser (main.tsx) and the server
 * render (entry-server.tsx): hydration requires both to build the same elements.
 */
import { QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import type { PathMatch } from '../common/routes/index.js';
import type { InProcessApi } from '../common/ssr.js';
import { ApiError } from './api/apiError.js';
import { inProcessMeta } from './api/client.js';
import { DrawnPath } from './shell/pathMatch.js';
import { MenuCommands } from './shell/useMenuCommands.js';
import { AppRoutes } from './routes.js';

/**
 * The app's query client. On the server render, `inProcess` answers the request's reads: it rides
 * in the queries' default meta, which each query function hands to its fetcher (renderer/api/client.ts).
 */
export function createQueryClient(inProcess?: InProcessApi): QueryClient {
  const onServer = inProcess !== undefined;
  return new QueryClient({
    defaultOptions: {
      queries: {
        meta: onServer ? inProcessMeta(inProcess) : undefined,
        // One retry for network and server faults; a 4xx answer will not change by asking again.
        // The server renders what it has at once: a failed read shows as the browser would show it.
        retry: (failures, error) => !onServer && failures < 1 && !(error instanceof ApiError && error.status < 500),
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A read the server answered with an error status: a missing page's 404 as much as the 503 of a
 * database away. The page is drawn with it, so the browser is handed it too.
 */
export const failedOnServer = (query: Query): boolean => query.state.error instanceof ApiError;

/**
 * A read that failed on the server is drawn as failed, its page's error or not-found view, and
 * hydrated so: neither the server's render nor the browser's first one asks it again on mount (a
 * 4xx would answer the same, a 5xx would draw the loading view instead); the page's 'Tornar a
 * provar', where it has one, does.
 */
export function holdFailedReads(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    if (failedOnServer(query)) client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

/**
 * The reader app inside a router the caller chooses (BrowserRouter in the browser, StaticRouter on
 * the server); `path`: the server's match of the address it draws (the browser matches its own).
 */
export function ReaderApp({ client, router, path = null }: { client: QueryClient; router: (children: ReactNode) => ReactNode; path?: PathMatch | null }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <DrawnPath.Provider value={path}>
          {router(
            <>
              <MenuCommands />
              <AppRoutes />
            </>,
          )}
        </DrawnPath.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
