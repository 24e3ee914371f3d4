/**
 * Renderer entry. Reader pages arrive rendered by the server (renderer/entry-server.tsx) with the
 * data they were rendered with: that data fills the query cache, stamped as fresh, and React
 * hydrates the markup without asking the API again. Staff screens and the kiosk render here.
 */
import { QueryClientProvider, hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setMagazineTimeZone } from '../common/dates.js';
import { KIOSK_BASE_PATH, isKioskPath } from '../common/routes/index.js';
import { SERVER_STATE_ID } from '../common/ssr.js';
import { isTimeZone } from '../common/zonedTime.js';
import { apiErrorOf } from './api/apiError.js';
import { callAsReader } from './api/client.js';
import { ReaderApp, createQueryClient, holdFailedReads } from './app.js';
import { pageScreen } from './pageModules.js';
import { PageScreen, preloadScreen } from './routes.js';
import { facesReady } from './shell/facesReady.js';
import './styles/global.css';

// The magazine's clock, as the server that sent the page keeps it (MAGAZINE_TIME_ZONE), before any
// date is drawn: the same day, month and hours as the server drew and counted.
const timeZone = document.documentElement.dataset.timeZone;
if (timeZone && isTimeZone(timeZone)) setMagazineTimeZone(timeZone);

// The event kiosk is a mode of its own (its page module, renderer/shell/kiosk/kiosk.route.ts): its
// routes live under /quiosc (the router's base, so every link of the pages it reuses stays inside)
// and its code loads only there.
const kiosk = isKioskPath(window.location.pathname);
// The kiosk is a reader, whatever session this browser holds (the server honours the marker).
if (kiosk) callAsReader();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const queryClient = createQueryClient();

/**
 * The server's data, as fresh as if fetched now: the page may be cached for minutes, its data is
 * current. A read the server answered with an error (a missing page's 404, a 503) arrives as its
 * status, and stays failed as drawn (holdFailedReads) until the page's own 'Tornar a provar'.
 */
function serverState(): DehydratedState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  const state = JSON.parse(script.textContent) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    if (query.state.status !== 'error') continue;
    const failure = query.state.error as { status?: number; body?: unknown } | null;
    const error = apiErrorOf(failure?.status ?? 500, failure?.body ?? null);
    Object.assign(query.state, { error, fetchFailureReason: error });
  }
  return state;
}

if (kiosk) {
  // Drawn by the browser, as a staff screen is: its code and faces in first.
  void Promise.all([pageScreen('kiosk').preload(), facesReady()]).then(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename={KIOSK_BASE_PATH}>
            <Suspense fallback={null}>
              <PageScreen name="kiosk" />
            </Suspense>
          </BrowserRouter>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
} else {
  const app = <ReaderApp client={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
  const state = serverState();
  if (state) {
    hydrate(queryClient, state);
    holdFailedReads(queryClient);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a phone would not answer a tap meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A screen the browser draws (staff): its code, first data and faces (preloaded by the HTML) in
    // first, then one render draws it, instead of a fallback replaced a throttled moment later.
    void Promise.all([preloadScreen(new URL(window.location.href), queryClient), facesReady()]).then(() => createRoot(container).render(app));
  }
}
