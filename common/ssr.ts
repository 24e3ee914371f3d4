/**
 * The contract between the server and the renderer's server entry (renderer/entry-server.tsx,
 * built by Vite into dist/ssr and loaded by the server at run time, so neither imports the other).
 */

/** Answers a reader API address (`/api/...`) in-process; rejects with `{ status }` as the API would answer. */
export type InProcessApi = (address: string) => Promise<unknown>;

export interface ServerRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  api: InProcessApi;
}

export interface ServerRenderResult {
  /** The markup of the app, to go inside `<div id="root">`. */
  html: string;
  /** TanStack Query's dehydrated state: the data the page was rendered with, handed to hydration. */
  state: unknown;
}

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/** The id of the non-executable `<script type="application/json">` that carries the dehydrated state. */
export const SERVER_STATE_ID = 'server-state';
