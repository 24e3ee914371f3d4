/**
 * The routes of the address book (common/routes), each drawing its page module's screen
 * (renderer/pageModules.ts), in the address book's order. Every screen loads on demand, so reader
 * routes never fetch PDF, chart or admin code; a page the browser draws has its module's reads
 * in before its first render (preloadScreen).
 */
import { Suspense, use, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';
import { PAGE_ROUTES, type PageRoute, type RouteId } from '../common/routes/index.js';
import { Layout } from './shell/Layout.js';
import { Loading } from './components/StateViews.js';
import { loadPage, pageAt, pageScreen, type PageName } from './pageModules.js';
import type { PageModule, Reader } from './pages/page.js';

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

/**
 * The screen of a page, drawn as the screen's own component (once its code is in, without
 * suspending): two routes with one screen keep it mounted between them when their element's key
 * is the same (SHARED_SCREEN).
 */
export function PageScreen({ name, route }: { name: PageName; route?: PageRoute }) {
  const { default: Screen } = use(pageScreen(name).preload());
  return <Screen route={route} />;
}

/**
 * Routes that share one mounted screen: creating an edition takes 'Nova edició' to the edition's
 * address, creating an article takes 'Nou article' to the article's, creating an author 'Nou autor'
 * to hers, and the form or the editor stays mounted (what is typed while the new address's code
 * loads stays in it: renderer/features/staff-desk/creatingScreen.ts). Any other route's screen is
 * its own (a section's screen is another for each section).
 */
const SHARED_SCREEN: Partial<Record<RouteId, string>> = {
  deskNewEdition: 'edition-form',
  deskEdition: 'edition-form',
  deskNewArticle: 'article-editor',
  deskArticle: 'article-editor',
  deskNewAuthor: 'author-form',
  deskAuthor: 'author-form',
};
const screenKey = (route: PageRoute) => SHARED_SCREEN[route.id] ?? route.pattern;

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      {children}
      <Hydrated />
    </Suspense>
  );
}

/**
 * How long the first render waits for a screen's code (a cold cache on a slow line) and then for its
 * data: past them, the page is drawn with the screen's fallback or its own loading state.
 */
const CODE_WAIT_MS = 1_000;
const DATA_WAIT_MS = 250;

const atMost = (ms: number, promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);

/** The browser's reads: a refused one leaves its error in the cache, for the screen to show. */
const browserReader = (client: QueryClient): Reader => ({
  query: (options) => client.fetchQuery(options).catch(() => undefined),
  infinite: (options) => client.fetchInfiniteQuery(options).catch(() => undefined),
});

/**
 * Loads the code of the screen at `pathname` when the browser draws it, then its module's reads;
 * resolves once both are in (or could not be had: the screen then shows the error or the wait as it
 * would have). The HTML preloads that code and those reads, so this is mostly their evaluation,
 * and the first render draws the screen itself, not a fallback or a loading state.
 */
export async function preloadScreen(url: URL, client: QueryClient): Promise<void> {
  const { name, match } = pageAt(url.pathname);
  const loadThenAsk = async () => {
    await pageScreen(name).preload();
    const page = await loadPage(name);
    const data = match ? (page as PageModule).load?.(browserReader(client), { route: match.route, params: match.params, pathname: url.pathname, search: url.searchParams, audience: 'preview' }) : undefined;
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
          <Route key={route.pattern} path={route.pattern} element={<Lazy><PageScreen key={screenKey(route)} name={route.id} route={route} /></Lazy>} />
        ))}
        <Route path="*" element={<Lazy><PageScreen name="notFound" /></Lazy>} />
      </Route>
    </Routes>
  );
}
