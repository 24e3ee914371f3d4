/** Renders a screen as the app does: a fresh TanStack client (no retries) and a router. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the router's current address, so a test can read where a click led. */
function CurrentAddress() {
  const location = useLocation();
  return <span data-testid="address">{location.pathname + location.search}</span>;
}

export function renderScreen(ui: ReactElement, { route = '/', path }: { route?: string; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<CurrentAddress />} />
          </Routes>
        ) : (
          children
        )}
        <CurrentAddress />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), client };
}
