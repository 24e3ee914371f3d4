/** Renderer entry: one QueryClient (TanStack Query, the app's one data-fetching approach) and the router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { KIOSK_BASE_PATH, isKioskPath } from '../common/routes/index.js';
import { HttpStatusError, callAsReader } from './api/client.js';
import { MenuCommands } from './platform/useMenuCommands.js';
import { AppRoutes } from './routes.js';
import './styles/global.css';

// The event kiosk is a mode of its own: its routes live under /quiosc (the router's base, so every
// link of the pages it reuses stays inside) and its code loads only there.
const KioskApp = lazy(() => import('./pages/kiosk/KioskApp'));
const kiosk = isKioskPath(window.location.pathname);
// The kiosk is a reader, whatever session this browser holds (the server honours the marker).
if (kiosk) callAsReader();

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
      {kiosk ? (
        <BrowserRouter basename={KIOSK_BASE_PATH}>
          <Suspense fallback={null}>
            <KioskApp />
          </Suspense>
        </BrowserRouter>
      ) : (
        <BrowserRouter>
          <MenuCommands />
          <AppRoutes />
        </BrowserRouter>
      )}
    </QueryClientProvider>
  </StrictMode>,
);
