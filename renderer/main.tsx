/** Renderer entry: one QueryClient (TanStack Query, the app's one data-fetching approach) and the router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { HttpStatusError } from './api/client.js';
import { MenuCommands } from './platform/useMenuCommands.js';
import { AppRoutes } from './routes.js';
import './styles/global.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // One retry for network and server faults; a 4xx answer will not change by asking again.
      retry: (failures, error) => failures < 1 && !(error instanceof HttpStatusError && error.status < 500),
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    },
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <MenuCommands />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
