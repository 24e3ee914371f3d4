/**
 * The reader app's tree and its query client, the same for the browser (main.tsx) and the server
 * render (entry-server.tsx): hydration requires both to build the same elements.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { HttpStatusError } from './api/client.js';
import { MenuCommands } from './platform/useMenuCommands.js';
import { AppRoutes } from './routes.js';

export function createQueryClient(onServer = false): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry for network and server faults; a 4xx answer will not change by asking again.
        // The server renders what it has at once: a failed read shows as the browser would show it.
        retry: (failures, error) => !onServer && failures < 1 && !(error instanceof HttpStatusError && error.status < 500),
        // A read that failed on the server is drawn as failed (its page's error view), not as about to
        // be asked again (its loading view): the server asks nothing on mount (main.tsx hydrates it so).
        retryOnMount: !onServer,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The reader app inside a router the caller chooses (BrowserRouter in the browser, StaticRouter on the server). */
export function ReaderApp({ client, router }: { client: QueryClient; router: (children: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        {router(
          <>
            <MenuCommands />
            <AppRoutes />
          </>,
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}
