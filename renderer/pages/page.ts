/**
 * What one page module (renderer/pages/<page>/<route id>.route.ts) says about its page: the reads
 * its screen's first render makes, its metadata built from those answers, and its screen, loaded on
 * demand. The server entry runs the reads in-process, builds the metadata and draws the screen once
 * (renderer/entry-server.tsx); the browser runs the same reads before it draws a screen the server
 * did not (renderer/routes.tsx), and the screen asks for them with the very same query options.
 */
import type { FetchInfiniteQueryOptions, FetchQueryOptions, InfiniteData, QueryKey } from '@tanstack/react-query';
import type { RouteId, RouteOf } from '../../common/routes/index.js';
import type { MetaContext, PageMeta } from '../../common/seo/pageMeta.js';
import type { LazyScreen } from '../components/lazyScreen.js';

/** The address a page answers: its route, parameters and query. */
export interface PageRequest<K extends RouteId = RouteId> {
  route: RouteOf<K>;
  params: Readonly<Record<string, string>>;
  pathname: string;
  search: URLSearchParams;
  /** 'preview' for an admin's request (drafts shown, staff data asked for); the browser asks as whoever it is. */
  audience: 'public' | 'preview';
}

/**
 * Reads as a page module makes them: each answered once per page (a second ask of the same query is
 * the first one's answer). A read refused by the API gives undefined, its error kept for the screen.
 */
export interface Reader {
  query<T, Q extends QueryKey>(options: FetchQueryOptions<T, Error, T, Q>): Promise<T | undefined>;
  infinite<T, Q extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, Error, T, Q, P>): Promise<InfiniteData<T, P> | undefined>;
}

export interface PageModule<K extends RouteId = RouteId> {
  /** The reads the screen's first render makes, as the screen makes them (a staff screen's: named in its HTML). */
  load?(read: Reader, request: PageRequest<K>): Promise<unknown>;
  /** The page's metadata, from the same reads (asked through `read`: answered from what load fetched). */
  meta(read: Reader, request: PageRequest<K>, ctx: MetaContext): Promise<PageMeta>;
  /** The screen (given its route, or nothing when it reads its address itself), in the module's chunk: the module is what loads on demand. */
  screen: LazyScreen<{ route: RouteOf<K> }> | LazyScreen<object>;
}

/** A page module, its type checked against its route. */
export const definePage = <K extends RouteId>(page: PageModule<K>): PageModule<K> => page;

/** A page outside the route table (the kiosk, an address no route has): fixed metadata, its screen. */
export interface OtherPage {
  meta(pathname: string, ctx: MetaContext): PageMeta;
  screen: LazyScreen<object>;
}
