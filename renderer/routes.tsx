/**
 * The route table of spec §2. Home is in the first bundle; every other screen loads on demand, so
 * reader routes never fetch PDF, chart or admin code.
 */
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SECTION_KEYS } from '../common/sections.js';
import { Layout } from './components/Layout.js';
import { Loading } from './components/StateViews.js';
import HomePage from './pages/home/HomePage.js';

// Reader pages are exported for the kiosk (renderer/pages/kiosk), which shows them in its own frame.
export const SectionPage = lazy(() => import('./pages/section/SectionPage'));
export const ArchivePage = lazy(() => import('./pages/archive/ArchivePage'));
export const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const SearchDashboardPage = lazy(() => import('./features/dashboards/SearchDashboardPage'));
const ConnectionsDashboardPage = lazy(() => import('./features/dashboards/ConnectionsDashboardPage'));
export const EditionPage = lazy(() => import('./pages/edition/EditionPage'));
const EditionPdfPage = lazy(() => import('./pages/edition-pdf/EditionPdfPage'));
export const AuthorsPage = lazy(() => import('./pages/authors/AuthorsPage'));
export const AuthorProfilePage = lazy(() => import('./pages/author/AuthorProfilePage'));
export const ArticlePage = lazy(() => import('./pages/article/ArticlePage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));
const WorkspacePage = lazy(() => import('./pages/workspace/WorkspacePage'));

/**
 * Marks the document once the screen is live: a server-drawn screen hydrates after its chunk has
 * loaded, and this effect runs only then (browser tests wait for it).
 */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      {children}
      <Hydrated />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<><HomePage /><Hydrated /></>} />
        {SECTION_KEYS.map((key) => (
          <Route key={key} path={key} element={<Lazy><SectionPage key={key} section={key} /></Lazy>} />
        ))}
        <Route path="arxiu" element={<Lazy><ArchivePage /></Lazy>} />
        <Route path="cerca" element={<Lazy><SearchPage /></Lazy>} />
        <Route path="admin-dashboard-2024" element={<Lazy><SearchDashboardPage /></Lazy>} />
        <Route path="admin-connections-2024" element={<Lazy><ConnectionsDashboardPage /></Lazy>} />
        <Route path="redaccio" element={<Lazy><WorkspacePage /></Lazy>} />
        <Route path="edicio/:number" element={<Lazy><EditionPage /></Lazy>} />
        <Route path="edicio/:number/pdf" element={<Lazy><EditionPdfPage /></Lazy>} />
        <Route path="autors" element={<Lazy><AuthorsPage /></Lazy>} />
        <Route path="autor/:slug" element={<Lazy><AuthorProfilePage /></Lazy>} />
        <Route path=":section/:url" element={<Lazy><ArticlePage /></Lazy>} />
        <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
      </Route>
    </Routes>
  );
}

export default AppRoutes;
