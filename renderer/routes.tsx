/**
 * The route table of spec §2, built from the address book (common/routes): a screen for each kind
 * of route, which the type makes exhaustive, placed in the address book's order. Home is in the
 * first bundle; every other screen loads on demand, so reader routes never fetch PDF, chart or
 * admin code.
 */
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { PAGE_ROUTES, handleRoute, matchPageRoute, type RouteHandlers, type RouteId } from '../common/routes/index.js';
import { Layout } from './shell/Layout.js';
import { Loading } from './components/StateViews.js';
import { lazyScreen, type LazyScreen } from './lazyScreen.js';
import HomePage from './pages/home/HomePage.js';

// Reader pages are exported for the kiosk (renderer/shell/kiosk), which shows them in its own frame;
// a server-drawn page hydrates with its chunk loaded. The screens the browser draws (staff, print,
// dashboards) can be loaded before the first render (preloadScreen), so they open without a fallback.
export const SectionPage = lazy(() => import('./pages/section/SectionPage'));
export const ArchivePage = lazy(() => import('./pages/archive/ArchivePage'));
export const SearchPage = lazy(() => import('./pages/search/SearchPage'));
const SearchDashboardPage = lazyScreen(() => import('./features/dashboards/SearchDashboardPage'));
const ConnectionsDashboardPage = lazyScreen(() => import('./features/dashboards/ConnectionsDashboardPage'));
export const EditionPage = lazy(() => import('./pages/edition/EditionPage'));
const EditionPdfPage = lazyScreen(() => import('./pages/edition-pdf/EditionPdfPage'));
export const AuthorsPage = lazy(() => import('./pages/authors/AuthorsPage'));
export const AuthorProfilePage = lazy(() => import('./pages/author/AuthorProfilePage'));
export const ArticlePage = lazy(() => import('./pages/article/ArticlePage'));
const NotFoundPage = lazy(() => import('./pages/not-found/NotFoundPage'));
const WorkspacePage = lazyScreen(() => import('./pages/workspace/WorkspacePage'));
const DeskEditionPage = lazyScreen(() => import('./pages/workspace/DeskEditionPage'));
const DeskArticlePage = lazyScreen(() => import('./pages/workspace/DeskArticlePage'));
const DeskAuthorsPage = lazyScreen(() => import('./pages/workspace/DeskAuthorsPage'));
const DeskAuthorPage = lazyScreen(() => import('./pages/workspace/DeskAuthorPage'));
const DeskMediaPage = lazyScreen(() => import('./pages/workspace/DeskMediaPage'));
const DeskRecordPage = lazyScreen(() => import('./pages/workspace/DeskRecordPage'));

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

/** The screen of each kind of route; a kind the address book adds fails to compile until it has one. */
export type Screens<K extends RouteId> = RouteHandlers<K, [], ReactNode>;

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      {children}
      <Hydrated />
    </Suspense>
  );
}

const SCREENS: Screens<RouteId> = {
  home: () => <><HomePage /><Hydrated /></>,
  section: ({ section }) => <Lazy><SectionPage key={section} section={section} /></Lazy>,
  archive: () => <Lazy><ArchivePage /></Lazy>,
  search: () => <Lazy><SearchPage /></Lazy>,
  searchDashboard: () => <Lazy><SearchDashboardPage /></Lazy>,
  connectionsDashboard: () => <Lazy><ConnectionsDashboardPage /></Lazy>,
  workspace: () => <Lazy><WorkspacePage /></Lazy>,
  deskNewEdition: () => <Lazy><DeskEditionPage /></Lazy>,
  deskEdition: () => <Lazy><DeskEditionPage /></Lazy>,
  deskNewArticle: () => <Lazy><DeskArticlePage /></Lazy>,
  deskArticle: () => <Lazy><DeskArticlePage /></Lazy>,
  deskAuthors: () => <Lazy><DeskAuthorsPage /></Lazy>,
  deskNewAuthor: () => <Lazy><DeskAuthorPage /></Lazy>,
  deskAuthor: () => <Lazy><DeskAuthorPage /></Lazy>,
  deskMedia: () => <Lazy><DeskMediaPage /></Lazy>,
  deskRecord: () => <Lazy><DeskRecordPage /></Lazy>,
  edition: () => <Lazy><EditionPage /></Lazy>,
  editionPdf: () => <Lazy><EditionPdfPage /></Lazy>,
  authors: () => <Lazy><AuthorsPage /></Lazy>,
  author: () => <Lazy><AuthorProfilePage /></Lazy>,
  article: () => <Lazy><ArticlePage /></Lazy>,
};

/** The browser-drawn screens by route, for preloadScreen. */
const PRELOADABLE: Partial<Record<RouteId, LazyScreen<object>>> = {
  searchDashboard: SearchDashboardPage,
  connectionsDashboard: ConnectionsDashboardPage,
  workspace: WorkspacePage,
  deskNewEdition: DeskEditionPage,
  deskEdition: DeskEditionPage,
  deskNewArticle: DeskArticlePage,
  deskArticle: DeskArticlePage,
  deskAuthors: DeskAuthorsPage,
  deskNewAuthor: DeskAuthorPage,
  deskAuthor: DeskAuthorPage,
  deskMedia: DeskMediaPage,
  deskRecord: DeskRecordPage,
  editionPdf: EditionPdfPage,
};

/**
 * How long the first render waits for a screen's code (a cold cache on a slow line) and then for its
 * data: past them, the page is drawn with the screen's fallback or its own loading state.
 */
const CODE_WAIT_MS = 1_000;
const DATA_WAIT_MS = 250;

const atMost = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * Loads the code of the screen at `pathname` when the browser draws it, then the data it asks for
 * first; resolves once both are in (or could not be had: the screen then shows the error or the
 * wait as it would have). The HTML preloads that code and data, so this is mostly their
 * evaluation, and the first render draws the screen itself, not a fallback or a loading state.
 */
export async function preloadScreen(pathname: string, client: QueryClient): Promise<void> {
  const match = matchPageRoute(pathname);
  const screen = match ? PRELOADABLE[match.route.id] : undefined;
  if (!match || !screen) return;
  const loadThenAsk = async () => {
    const data = (await screen.preload()).prefetch?.(client, match.params);
    if (data) await atMost(DATA_WAIT_MS, data);
  };
  // A screen that could not load or ask: its render meets the same failure and shows it.
  await atMost(CODE_WAIT_MS, loadThenAsk().catch(() => undefined));
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.pattern} path={route.pattern} element={handleRoute(SCREENS, route)} />
        ))}
        <Route path="*" element={<Lazy><NotFoundPage /></Lazy>} />
      </Route>
    </Routes>
  );
}
