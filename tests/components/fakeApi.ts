/**
 * The network of component tests, faked by route: `fakeApi([[deskApi.article, ({ params }) => …], …])`
 * answers each route of the contract with a handler typed by it. The renderer's own client runs
 * unchanged over a fetch double; each request is matched to its route by method and path, and its
 * parameters, query and body are read with the route's schemas, as the server reads them. A request
 * no route answers, or one the server would refuse (its input does not pass the route's schemas),
 * fails its call loudly with what was wrong. Every call is recorded; page-view beacons
 * (navigator.sendBeacon) are swallowed.
 */
import { vi } from 'vitest';
import type { z } from 'zod';
import type { ApiRoute, ResponseOf } from '../../common/api/route.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** One request, as its route reads it. */
export interface FakeCall<R extends ApiRoute = ApiRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /** Whether the request was sent to outlive the page (fetch's keepalive). */
  keepalive: boolean;
}

/** What a handler answers: the route's JSON, or a Response for anything else (a refusal, a file, a proxy's page). */
type Answer<R extends ApiRoute> = ResponseOf<R> | Response;
type Handler<R extends ApiRoute> = (call: FakeCall<R>) => Answer<R> | Promise<Answer<R>>;

/** A route of the contract and how the fake server answers it. */
export type FakeRoute<R extends ApiRoute = ApiRoute> = readonly [R, Handler<R>];

/** One answer typed by its route, to keep in a list of answers for several tests. */
export const on = <R extends ApiRoute>(route: R, handler: Handler<R>): FakeRoute => [route, handler] as unknown as FakeRoute;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A refusal in the API's envelope, `{ error: { code, message } }`, with any more fields (a 409's current record). */
export const refusal = (status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response =>
  json({ error: { code, message }, ...extra }, status);

/** '/admin/desk/articles/{id}' → a pattern that captures each parameter by name. */
const patternOf = (path: string) => new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);

/** A query string as Express reads it: a repeated key is a list. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  return raw;
}

/** Reads one part of the request with the route's schema; a part the server would refuse fails the call. */
function read(route: ApiRoute, part: 'params' | 'query' | 'body', schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`${route.method.toUpperCase()} ${route.path}: the server would refuse this ${part} (${JSON.stringify(value)}): ${result.error.message}`);
}

interface Recorded {
  route: ApiRoute;
  call: FakeCall;
}

export function fakeApi<const T extends readonly ApiRoute[]>(routes: { readonly [K in keyof T]: FakeRoute<T[K]> }) {
  // A literal segment wins over a parameter ('/authors/staff' before '/authors/{id}'); a route
  // answered twice is answered by the later handler (a test's own over a shared one).
  const table = (routes as readonly FakeRoute[])
    .map(([route, handler], index) => ({ route, handler, index, pattern: patternOf(route.path), params: (route.path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.params - b.params || b.index - a.index);
  const recorded: Recorded[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toLowerCase();
    const found = table.find((r) => r.route.method === method && r.pattern.test(url.pathname));
    if (!found) throw new Error(`No fake answer for ${method.toUpperCase()} ${url.pathname}`);
    const { route, handler, pattern } = found;
    const rawParams = Object.fromEntries(Object.entries(pattern.exec(url.pathname)!.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
    const rawBody = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = {
      params: read(route, 'params', route.params, rawParams),
      query: read(route, 'query', route.query, queryObject(url.searchParams)),
      body: read(route, 'body', route.body, rawBody),
      keepalive: init.keepalive === true,
    } as FakeCall;
    recorded.push({ route, call });
    const answer = await handler(call);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchDouble);
  // Page-view beacons leave through navigator.sendBeacon: swallowed, never sent.
  vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
  return {
    /** Every call made, in order. */
    calls: recorded,
    /** The calls made to one route, as it read them. */
    callsTo: <R extends ApiRoute>(route: R): FakeCall<R>[] => recorded.filter((r) => r.route === route).map((r) => r.call as FakeCall<R>),
  };
}
