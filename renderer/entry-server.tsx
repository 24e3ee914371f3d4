/**
 * The server entry of the renderer (built by Vite into dist/ssr, loaded by the server at run time):
 * renders a reader page with the app's own components and the data its own query functions ask
 * for, answered in-process by the server. Each pass is one whole document: `renderToString` when
 * every part of the page is at hand (the usual case: the lazy routes load once per process),
 * React's `prerender` when a part is not (a route's chunk not loaded yet, or an error), since it
 * waits for the lazy routes and reports errors, so the markup is the page itself, never its
 * loading view.
 */
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ServerRender } from '../common/ssr.js';
import { ApiError } from './api/apiError.js';
import { ReaderApp, createQueryClient, failedOnServer, holdFailedReads } from './app.js';
import { routeReads } from './routeReads.js';

/** Data a page asks for in a render leads to another render with it; dependent reads need one more each. */
const MAX_PASSES = 4;

/**
 * One render, whole: React would otherwise outline late parts behind inline scripts, which the
 * CSP forbids. An error React recovers from (it would draw that part in the browser) still fails
 * the render: the page would not be the one the browser hydrates.
 */
async function prerenderWhole(tree: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) });
  return { html: await new Response(prelude).text(), errors };
}

/**
 * The mark React leaves where it gave a Suspense boundary up to the browser: with `renderToString`
 * a part that suspended (a lazy route not loaded yet) or threw. Article HTML never holds it (the
 * sanitiser keeps no comments).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * `renderToString` builds the document as one string, with no stream, bytes or re-decoding (a
 * third of the time and most of the garbage of a long article's render); a page it could not
 * finish, or that threw (it cannot say), is drawn again by `prerender`, which waits and reports.
 */
async function renderOnce(tree: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  try {
    const html = renderToString(tree);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return { html, errors: [] };
  } catch {
    // A part suspended outside any boundary: `prerender` waits for it.
  }
  return prerenderWhole(tree);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the last render mounted but had no data for, not yet tried. */
function waiting(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !tried.has(q.queryHash) && isEnabled(q));
}

// Renders run concurrently: each has its own query client, whose reads its request's `api` answers.
export const render: ServerRender = async ({ url, api }) => {
  const client = createQueryClient(api);
  const tree = (
    <ReaderApp client={client} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
  );
  const tried = new Set<string>();
  let drawn = { html: '', errors: [] as unknown[] };
  // A read the server could not answer (the database is down): the page is not the one to keep.
  const faults: unknown[] = [];
  // A read answered with an error status stays an error in the cache: the page renders what the browser would show for it.
  const fetched = (read: Promise<unknown>) => read.catch((error: unknown) => void (error instanceof ApiError || faults.push(error)));
  await Promise.all(routeReads(new URL(url, 'http://page').pathname).map((options) => fetched(client.fetchQuery(options))));
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    holdFailedReads(client);
    drawn = await renderOnce(tree);
    const reads = waiting(client, tried);
    if (reads.length === 0) break;
    for (const q of reads) tried.add(q.queryHash);
    await Promise.all(reads.map((q) => fetched(q.fetch())));
  }
  if (faults.length > 0) throw faults[0];
  if (drawn.errors.length > 0) throw drawn.errors[0];
  // A read the server could not answer is handed over failed, with its status: the browser
  // hydrates the error view the server drew, not its loading view (main.tsx).
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || failedOnServer(q) });
  client.clear();
  return { html: drawn.html, state };
};
