/**
 * The contract between the server and the renderer's server entry (renderer/entry-server.tsx,
 * built by Vite into dist/ssr and loaded by the server at run time, so neither imports the other).
 */
import type { PathMatch } from './routes/index.js';
import type { ImageInfo, PageMeta } from './seo/pageMeta.js';

/** Answers a reader API address (`/api/...`) in-process; rejects with `{ status }` as the API would answer. */
export type InProcessApi = (address: string) => Promise<unknown>;

export interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** Its path as the server matched it against the address book, once for the request (common/routes' matchAddress). */
  path: PathMatch;
  /** The reader API of the request's audience, answered in-process. */
  api: InProcessApi;
  /** 'preview' for an admin's request (the staff reads its HTML may name). */
  audience: 'public' | 'preview';
  /** The site's public address, for canonical and Open Graph addresses. */
  publicUrl: string;
  /** The magazine's time zone (MAGAZINE_TIME_ZONE): the clock the page's dates are drawn on. */
  timeZone: string;
  /** The pixel size of a media file (null when it is not an image the server can read). */
  imageSize(name: string): Promise<ImageInfo | null>;
  /** false: the page's metadata only, for the browser to draw it. */
  draw: boolean;
  /** The database is away: the page's 503 metadata, and its screen drawn with every read failed. */
  unavailable?: boolean;
}

export interface ServerRenderResult {
  /** What the page says about itself. Its `preloads`: the reads the page's HTML names, for a page the browser draws. */
  meta: PageMeta;
  /** The page module the address opened (`article`, `deskArticle`, `kiosk`, `notFound`). */
  page: string;
  /** Its source file as the build manifest keys it, whose chunks the page's HTML names (server/web/manifestAssets.ts). */
  module: string;
  /** Whether its screen is a chunk apart that the module loads on demand (the kiosk's), named in the HTML with the module's. */
  screenApart?: boolean;
  /** The markup of the app, to go inside `<div id="root">`, when the server drew the page. */
  html?: string;
  /** TanStack Query's dehydrated state: the data the page was drawn with, handed to hydration. */
  state?: unknown;
  /** Why a page the server was to draw could not be: the browser draws it. */
  error?: unknown;
}

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** The id of the non-executable `<script type="application/json">` that carries the dehydrated state. */
export const SERVER_STATE_ID = 'server-state';
