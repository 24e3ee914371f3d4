/**
 * The server entry of the renderer (built by Vite into dist/ssr, loaded by the server at run time):
 * an address, matched once by the server for its request, names its page module (renderer/pageModules.ts) runs its reads once,
 * answered in-process by the server, builds the page's metadata from those answers, and a reader
 * page is drawn once with the app's own components. Staff screens, the print view and the kiosk
 * get their metadata and the reads their HTML names; the browser draws them.
 */
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setMagazineTimeZone } from '../common/dates.js';
import { robotsOf } from '../common/robots.js';
import { unavailable, type MetaContext, type PageMeta } from '../common/seo/pageMeta.js';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '../common/ssr.js';
import { ApiError } from './api/apiError.js';
import { ReaderApp, createQueryClient, failedOnServer, holdFailedReads } from './app.js';
import { loadPage, pageOf, pageScreen, type PageAddress } from './pageModules.js';
import type { OtherPage, PageModule, Reader } from './pages/page.js';

/**
 * The draw, whole: React would otherwise outline late parts behind inline scripts, which the
 * CSP forbids. An error React recovers from (it would draw that part in the browser) still fails
 * the draw: the page would not be the one the browser hydrates.
 */
async function prerenderWhole(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void errors.push(error) });
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/**
 * The mark React leaves where it gave a Suspense boundary up to the browser: with `renderToString`
 * a part that suspended or threw. Article HTML never holds it (the sanitiser keeps no comments).
 */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * `renderToString` builds the document as one string, with no stream, bytes or re-decoding (a
 * third of the time and most of the garbage of a long article's render); a page it could not
 * finish, or that threw (it cannot say), is drawn by `prerender`, which waits and reports.
 */
async function draw(tree: ReactNode): Promise<string> {
  try {
    const html = renderToString(tree);
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  } catch {
    // A part suspended outside any boundary: `prerender` waits for it.
  }
  return prerenderWhole(tree);
}

/**
 * The server's reads: a read answered with an error status stays an error in the cache (the page
 * draws what the browser would show for it); one the server could not answer at all (the database
 * away) is a fault, and the page is not the one to keep.
 */
function serverReader(client: QueryClient, faults: unknown[]): Reader {
  const settle = <T,>(read: Promise<T>) =>
    read.catch((error: unknown) => {
      if (!(error instanceof ApiError)) faults.push(error);
      return undefined;
    });
  return {
    // Asked once: the page is drawn with what the first answer was (a query's own retries are the browser's).
    query: (options) => settle(client.fetchQuery({ ...options, retry: false })),
    infinite: (options) => settle(client.fetchInfiniteQuery({ ...options, retry: false })),
  };
}

/** The page's reads and metadata; `named`: the addresses its reads asked for (what its HTML names). */
async function readAndDescribe(request: ServerRenderRequest, address: PageAddress, client: QueryClient, named: { on: boolean }) {
  const url = new URL(request.url, 'http://page');
  const { pathname } = request.path;
  const ctx: MetaContext = { publicUrl: request.publicUrl, imageSize: (name) => request.imageSize(name) };
  const faults: unknown[] = [];
  const read = serverReader(client, faults);
  const page = await loadPage(address.name);
  let meta: PageMeta;
  const metaOnly = new Set<string>();
  if (address.match) {
    const module = page as PageModule;
    const pageRequest = { route: address.match.route, params: address.match.params, pathname, search: url.searchParams, audience: request.audience };
    await module.load?.(read, pageRequest);
    named.on = false;
    const loaded = new Set(client.getQueryCache().getAll().map((q) => q.queryHash));
    meta = request.unavailable ? unavailable(ctx, pathname) : await module.meta(read, pageRequest, ctx);
    // What only the metadata read (an article's edition and authors) is not handed to the browser.
    for (const q of client.getQueryCache().getAll()) if (!loaded.has(q.queryHash)) metaOnly.add(q.queryHash);
  } else {
    named.on = false;
    meta = request.unavailable ? unavailable(ctx, pathname) : (page as OtherPage).meta(pathname, ctx);
  }
  if (faults.length > 0) throw faults[0];
  const robots = robotsOf(request.path);
  return { meta: robots && !request.unavailable ? { ...meta, robots } : meta, metaOnly };
}

// Renders run concurrently: each has its own query client, whose reads its request's `api` answers.
export const render: ServerRender = async (request) => {
  // The server's one zone, as its pages name it for the browser, which draws on the same clock.
  setMagazineTimeZone(request.timeZone);
  // The path as the server matched it for this request: not matched again here.
  const address = pageOf(request.path);
  const named: string[] = [];
  const naming = { on: true };
  const client = createQueryClient((path) => {
    if (naming.on) named.push(path);
    return request.api(path);
  });
  const { meta, metaOnly } = await readAndDescribe(request, address, client, naming);
  const screenApart = (await loadPage(address.name)).screen.apart;
  const result: ServerRenderResult = { meta: { ...meta, preloads: named.map((href) => ({ href, as: 'fetch' as const })) }, page: address.name, module: address.module, screenApart };
  if (!request.draw || address.pathClass !== 'reader') return result;
  try {
    await pageScreen(address.name).preload();
    holdFailedReads(client);
    const html = await draw(<ReaderApp client={client} path={request.path} router={(children) => <StaticRouter location={request.url}>{children}</StaticRouter>} />);
    // A read the server answered with an error (a 404, the database away) is handed over failed,
    // with its status: the browser hydrates the view the server drew without asking again (main.tsx).
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => !metaOnly.has(q.queryHash) && (defaultShouldDehydrateQuery(q) || failedOnServer(q)) });
    return { ...result, html, state };
  } catch (error) {
    return { ...result, error };
  } finally {
    client.clear();
  }
};
