/**
 * The one API client of the renderer: `call(route, input)` takes a route of the contract (its
 * address from common/api/addresses.ts, typed by common/api/<area>.ts) and what the route reads
 * (path parameters, query, body), builds the address from the route's path, and answers the
 * route's JSON; `callFile` answers a file, `callWithProgress` sends one and reports how far it has
 * gone. Every refusal is an ApiError (apiError.ts). JSON content type on every call (spec §7).
 *
 * On the server render, reads are answered in-process: entry-server puts the request's
 * InProcessApi in its query client's default meta (inProcessMeta), a query function hands its
 * context to the fetcher, and the fetcher hands it here. This module keeps nothing of a request.
 */
import type { z } from 'zod';
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';
import type { RouteRef } from '../../common/api/addresses.js';
import type { ApiRoute, FileAnswer, ResponseOf } from '../../common/api/route.js';
import type { InProcessApi } from '../../common/ssr.js';
import { ApiError, apiErrorOf } from './apiError.js';

/** A field of the input: required when the route's schema requires it, absent when the route reads none. */
type Field<S, Name extends string> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [K in Name]?: z.input<S> }
    : object extends z.input<S>
      ? { [K in Name]?: z.input<S> }
      : { [K in Name]: z.input<S> }
  : { [K in Name]?: never };

/** What a call of route R sends: its path parameters, query and body as the contract reads them (a file for a route that takes one). */
export type CallInput<R extends ApiRoute> = Field<R['params'], 'params'> &
  Field<R['query'], 'query'> &
  Field<R['body'], 'body'> &
  (R['bodyFile'] extends FileAnswer ? { file: Blob } : { file?: never });

/** How a call is made: a query function's context (its signal; its meta on the server render), and fetch's own options. */
export interface CallContext {
  signal?: AbortSignal;
  meta?: Record<string, unknown>;
  /** Outlives the page: a save sent as the window closes or is hidden still arrives. */
  keepalive?: boolean;
  /** 'omit' for the cookie-less page-view beacon. */
  credentials?: RequestCredentials;
}

/** The input may be left out when the route requires nothing. */
export type CallArgs<R extends ApiRoute> = object extends CallInput<R>
  ? [input?: CallInput<R>, context?: CallContext]
  : [input: CallInput<R>, context?: CallContext];

/** The key of a server render's query client default meta that holds its in-process API. */
const IN_PROCESS_META = 'inProcessApi';

/** The query client meta of a server render (entry-server.tsx): its reads answered by `api`. */
export const inProcessMeta = (api: InProcessApi): Record<string, unknown> => ({ [IN_PROCESS_META]: api });

const inProcessApiOf = (context: CallContext | undefined): InProcessApi | null => {
  const api = context?.meta?.[IN_PROCESS_META];
  return typeof api === 'function' ? (api as InProcessApi) : null;
};

/** Headers every call carries; the kiosk adds the reader marker (common/audience.ts). */
const commonHeaders: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };

/**
 * Marks every later call as a reader's: the kiosk calls this once at start, so the server answers
 * it as a reader whatever session cookie the browser holds.
 */
export function callAsReader(): void {
  commonHeaders[READER_HEADER] = READER_VALUE;
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

/** `?…` as the server reads it: empty values skipped, a list as its key repeated (`authors=a&authors=b`). */
function queryString(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

type Loose = { params?: unknown; query?: unknown; body?: unknown; file?: Blob };

/** The address of a route: `/api`, its path with each `{name}` replaced by the parameter (encoded), and the query. */
export function routeUrl<R extends ApiRoute>(route: RouteRef<R>, input?: Pick<CallInput<R>, 'params' | 'query'>): string {
  return addressOf(route, input as Loose | undefined);
}

function addressOf(route: RouteRef, { params, query }: Loose = {}): string {
  const values = (params ?? {}) as Record<string, string | number | undefined>;
  const path = route.path.replace(/\{(\w+)\}/g, (_: string, name: string) => encodeURIComponent(String(values[name] ?? '')));
  return `/api${path}${queryString(query as Record<string, QueryValue> | undefined)}`;
}

/** A read of the server render: the in-process answer; its refusal an ApiError, as the network's would be. */
async function answerInProcess(api: InProcessApi, address: string): Promise<unknown> {
  try {
    return await api(address);
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number') throw error;
    throw apiErrorOf(status, (error as { body?: unknown }).body ?? null);
  }
}

/** Sends the request; a status that is not OK becomes an ApiError, with the envelope read from the body. */
async function send(route: RouteRef, input: Loose = {}, context: CallContext = {}): Promise<Response> {
  const { file, body } = input;
  const response = await fetch(addressOf(route, input), {
    method: route.method.toUpperCase(),
    headers: file ? { ...commonHeaders, 'Content-Type': file.type || 'application/octet-stream' } : commonHeaders,
    body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: context.signal,
    credentials: context.credentials ?? 'same-origin',
    ...(context.keepalive ? { keepalive: true } : {}),
  });
  if (!response.ok) throw apiErrorOf(response.status, (await response.json().catch(() => null)) as unknown);
  return response;
}

/** Calls a route and answers its JSON; a refusal is an ApiError. */
export async function call<R extends ApiRoute>(route: RouteRef<R>, ...[input, context]: CallArgs<R>): Promise<ResponseOf<R>> {
  const inProcess = inProcessApiOf(context);
  if (inProcess && route.method === 'get') return (await answerInProcess(inProcess, addressOf(route, input as Loose))) as ResponseOf<R>;
  const response = await send(route, input as Loose, context);
  return (await response.json()) as ResponseOf<R>;
}

/** A file answer (the contract's FileAnswer) as the browser gets it: its bytes and the name the server suggests (Content-Disposition), if any. */
export interface FileBody {
  blob: Blob;
  name: string | null;
}

/** Calls a route that answers a file (a PDF, an export, a package, an image). */
export async function callFile<R extends ApiRoute>(route: RouteRef<R>, ...[input, context]: CallArgs<R>): Promise<FileBody> {
  const response = await send(route, input as Loose, context);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), name: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null };
}

/**
 * Sends a route's body as a beacon, for what must arrive even as the page is left (the page-view
 * beacon): navigator.sendBeacon, else a keepalive call with no cookies. Never fails: nothing waits
 * for the answer.
 */
export function callAsBeacon<R extends ApiRoute>(route: RouteRef<R>, input: CallInput<R>): void {
  const address = addressOf(route, input as Loose);
  const body = JSON.stringify((input as Loose).body);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(address, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon (quota, policy); the keepalive call still tries.
  }
  void send(route, input as Loose, { keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** How far an upload has gone, 0 to 1. */
export type OnProgress = (fraction: number) => void;

/**
 * Sends a route's file through XMLHttpRequest, the one browser call that reports upload progress;
 * answers the route's JSON, or rejects with an ApiError (status 0 when the server was not reached).
 */
export function callWithProgress<R extends ApiRoute>(
  route: RouteRef<R>,
  input: CallInput<R> & { file: Blob },
  onProgress: OnProgress,
  signal?: AbortSignal,
): Promise<ResponseOf<R>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method.toUpperCase(), addressOf(route, input as Loose));
    xhr.setRequestHeader('Content-Type', input.file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        // A body that is not JSON (a proxy's page): the status speaks for it.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as ResponseOf<R>);
        return;
      }
      reject(apiErrorOf(xhr.status, body));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', 'No s’ha pogut enviar el fitxer: el servidor no respon. Torna-ho a provar.', null)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'aborted', 'Pujada cancel·lada.', null)));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(input.file);
  });
}
