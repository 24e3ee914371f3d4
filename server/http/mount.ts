/**
 * The contract runs the API: each area hands its handlers keyed by its routes (common/api), and
 * everything HTTP about a route comes from the route object, once, here: method, Express path,
 * validation of params, query and body by its schemas (400 invalid_input), the staff guard
 * (the route's least `role`), the cache policy (`cache`) and the success status. Server rendering calls the
 * same handlers in-process (`ApiTable.callRoute`, and server/http/inProcess.ts for addresses).
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ApiRoute, ResponseOf } from '../../common/api/route.js';
import type { Actor, StaffRole } from '../../common/staff/actor.js';
import { actorOf, refusalFor } from './admin.js';
import { FileReply, JsonReply } from './answers.js';
import { audienceOf, cacheControlFor, cacheKey, cachedAnswer, JSON_CACHE_CONTROL, publicCacheControl, sendAnswer, type Audience, type ResponseCache } from './cache.js';
import { HttpError } from './errors.js';
import { jsonBody } from './jsonBody.js';
import { queryOf } from './query.js';
import { parse } from './validate.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler reads: the route's params, query and body, as its schemas parsed them. */
export interface InputOf<R extends ApiRoute> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
}

/** A request's parts before validation (Express's req.params, req.query, req.body). */
export interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Who asks: a reader (public) or a staff session (preview, which also sees drafts). */
export interface CallContext {
  audience: Audience;
  /** The staff member (or the operator's key) making the call; undefined for a reader. */
  actor?: Actor;
  /**
   * The HTTP exchange, for the few handlers that answer with more than a body (the sign-in's
   * cookie) or read the client (a beacon's address and browser); none in-process.
   */
  http?: { req: Request; res: Response };
}

/** A route's JSON success body, or a file for a route that answers one; a listed other status as a JsonReply. */
type SuccessOf<R extends ApiRoute> = [ResponseOf<R>] extends [never] ? FileReply : ResponseOf<R>;
export type AnswerOf<R extends ApiRoute> = SuccessOf<R> | JsonReply;

export type Handler<R extends ApiRoute> = (input: InputOf<R>, ctx: CallContext) => Promise<AnswerOf<R>>;

/** An area's handlers, one per route of its part of the contract. */
export type Handlers<A extends Record<string, ApiRoute>> = { [K in keyof A]: Handler<A[K]> };

/** How an area reads a refusal out of zod (the desk names its fields and blocks: desk/validate.ts). */
export type Parser = <T extends z.ZodType>(schema: T, value: unknown) => z.output<T>;

interface Entry {
  route: ApiRoute;
  handler: Handler<ApiRoute>;
  parser: Parser;
  before: RequestHandler[];
}

/** How an area's routes are read and guarded beyond the contract. */
export interface AreaOptions<A extends Record<string, ApiRoute>> {
  /** How its refusals read (by default the API's: validate.ts). */
  parser?: Parser;
  /** What runs before a route's handler over HTTP, after the admin guard (a rate limit). */
  before?: { [K in keyof A]?: RequestHandler[] };
}

/** '/articles/{section}/{url}' → '/articles/:section/:url'. */
export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Routes in the order Express must try them: at the first segment where two differ, a fixed one
 * before a parameter ('/articles/recent' before '/articles/{slug}'). Fixed segments that differ
 * never match the same address, so their order among themselves is free (here by name): a total order.
 */
export function bySpecificity<T extends { path: string }>(routes: readonly T[]): T[] {
  // A parameter sorts after every fixed segment.
  const key = (path: string) => path.split('/').filter((s) => s.length > 0).map((s) => (s.startsWith('{') ? '\u{10FFFF}' : s));
  const rank = (a: T, b: T) => {
    const [x, y] = [key(a.path), key(b.path)];
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return x.length - y.length;
  };
  return [...routes].sort(rank);
}

/** A route's area of addresses: its first segment, or its first two under '/admin'. */
function prefixOf(path: string): string {
  const [first, second] = path.split('/').filter((s) => s.length > 0);
  return first === 'admin' && second && !second.startsWith('{') ? `/admin/${second}` : `/${first ?? ''}`;
}

/** The prefixes whose every route needs a staff credential. */
function staffOnlyPrefixes(routes: readonly ApiRoute[]): string[] {
  const open = new Set(routes.filter((r) => !r.role).map((r) => prefixOf(r.path)));
  return [...new Set(routes.filter((r) => r.role).map((r) => prefixOf(r.path)))].filter((p) => !open.has(p));
}

const successStatus = (route: ApiRoute): number => ([200, 201, 202] as const).find((s) => s in route.responses) ?? 200;

const CACHE_HEADERS: Partial<Record<ApiRoute['cache'], string>> = {
  'no-store': 'no-store',
  immutable: publicCacheControl('max-age=31536000, immutable'),
  hour: publicCacheControl('max-age=3600'),
};

const JSON_TYPE = 'application/json; charset=utf-8';

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface MountOptions {
  /** The staff guard of a least role (http/admin.ts): 401 without a credential, 403 with a wrong one or a lower role. */
  guard: (role: StaffRole) => RequestHandler;
  /** Where 'public-json' answers are kept until the content changes. */
  cache: ResponseCache;
  /** Which routes go on this router (some are mounted ahead of the others: the search beacon); by default all. */
  only?: (route: ApiRoute) => boolean;
  /** The largest JSON body a route that declares one reads ('100kb', '5mb'). */
  jsonLimit: (route: ApiRoute) => string;
}

/**
 * What runs each call of a route that declares an act of the record (ApiRoute.record) and writes
 * its entry: the record area (server/record/recorder.ts), handed in by the composition root.
 */
export interface RouteRecorder {
  around<T>(route: ApiRoute, ctx: CallContext, input: RawInput, run: () => Promise<T>): Promise<T>;
}

/** Every route with its handler: mounted on Express, and callable in-process. */
export class ApiTable {
  private readonly entries = new Map<ApiRoute, Entry>();

  constructor(private readonly options: { recorder?: RouteRecorder } = {}) {}

  /** An area's routes and their handlers. */
  add<A extends Record<string, ApiRoute>>(routes: A, handlers: Handlers<A>, options: AreaOptions<A> = {}): this {
    for (const key of Object.keys(routes) as (keyof A & string)[]) {
      const route = routes[key]!;
      if (this.entries.has(route)) throw new Error(`Route ${route.method} ${route.path} added twice`);
      const handler = handlers[key] as unknown as Handler<ApiRoute>;
      this.entries.set(route, { route, handler, parser: options.parser ?? parse, before: options.before?.[key] ?? [] });
    }
    return this;
  }

  /** The routes added, in the order Express tries them. */
  routes(): ApiRoute[] {
    return bySpecificity([...this.entries.keys()]);
  }

  /**
   * Registers the routes on `router` (mounted at /api). Behind a prefix that holds staff routes
   * only ('/admin/desk', '/connections'), any other address or method is refused to a reader as
   * its routes are (401/403), before it is found missing: a reader learns nothing of what is there.
   */
  mount(router: Router, options: MountOptions): void {
    const routes = this.routes().filter(options.only ?? (() => true));
    const parsers = new Map<string, RequestHandler>();
    const bodyOf = (route: ApiRoute): RequestHandler[] => {
      if (!route.body) return [];
      const limit = options.jsonLimit(route);
      if (!parsers.has(limit)) parsers.set(limit, jsonBody(limit));
      return [parsers.get(limit)!];
    };
    for (const route of routes) {
      const entry = this.entries.get(route)!;
      const handle: RequestHandler = (req, res) => this.answer(entry, req, res, options.cache);
      const register = router[route.method].bind(router) as (path: string, ...handlers: RequestHandler[]) => void;
      // The body is read once the caller is let in and past the route's own checks (a rate limit).
      register(expressPath(route.path), ...(route.role ? [options.guard(route.role)] : []), ...entry.before, ...bodyOf(route), handle);
    }
    // OPTIONS says what an address answers, every method of the table there (not Express's own
    // answer, which lists this router's alone, as text).
    const addresses = this.addresses();
    for (const path of new Set(routes.map((r) => r.path))) {
      const { allow, staffOnly } = addresses.get(path)!;
      router.options(expressPath(path), ...(staffOnly ? [options.guard('contributor')] : []), (_req, res) => {
        res.status(204).set('Allow', allow).end();
      });
    }
    // Judged on every route of the table (the search beacon, mounted apart, keeps '/analytics' open).
    const mounted = new Set(routes.map((r) => prefixOf(r.path)));
    for (const prefix of staffOnlyPrefixes(this.routes())) if (mounted.has(prefix)) router.use(prefix, options.guard('contributor'));
  }

  /**
   * After the routes on the router that answers last: a method the table has no route for at an
   * address it has is refused with 405 and what it does answer there (Allow), not as a missing address.
   */
  refuseOtherMethods(router: Router, options: Pick<MountOptions, 'guard'>): void {
    for (const [path, { allow, staffOnly }] of this.addresses()) {
      router.all(expressPath(path), ...(staffOnly ? [options.guard('contributor')] : []), (req, res, next) => {
        res.set('Allow', allow);
        next(new HttpError(405, 'method_not_allowed', `Aquesta adreça de l’API no admet ${req.method}: admet ${allow}.`));
      });
    }
  }

  /**
   * Every address of the table, in the order Express tries them: the methods it answers as an
   * Allow header (HEAD beside GET, as Express answers it, and OPTIONS), and whether its every route
   * is staff's (then told to staff alone, as its routes are).
   */
  private addresses(): Map<string, { allow: string; staffOnly: boolean }> {
    const found = new Map<string, { methods: Set<string>; staffOnly: boolean }>();
    for (const route of this.routes()) {
      const address = found.get(route.path) ?? { methods: new Set(['OPTIONS']), staffOnly: true };
      address.methods.add(route.method.toUpperCase());
      if (route.method === 'get') address.methods.add('HEAD');
      address.staffOnly &&= route.role !== undefined;
      found.set(route.path, address);
    }
    return new Map([...found].map(([path, { methods, staffOnly }]) => [path, { allow: METHOD_ORDER.filter((m) => methods.has(m)).join(', '), staffOnly }]));
  }

  /**
   * Calls a route's handler as the API would: input validated by the route's schemas (HttpError
   * 400), a staff route refused to a reader (401) or to a lower role (403); errors thrown as HttpError with their status.
   */
  async callRoute<R extends ApiRoute>(route: R, input: RawInput, ctx: CallContext): Promise<AnswerOf<R>> {
    const entry = this.entries.get(route);
    if (!entry) throw new HttpError(404, 'route_not_found', `No hi ha cap ruta de l’API per a ${route.method.toUpperCase()} /api${route.path}.`);
    if (route.role) {
      const refusal = refusalFor(ctx.actor ? { state: 'valid', actor: ctx.actor, sessionId: null } : { state: 'none' }, route.role);
      if (refusal) throw refusal;
    }
    return (await this.run(entry, input, ctx)) as AnswerOf<R>;
  }

  private run(entry: Entry, raw: RawInput, ctx: CallContext): Promise<unknown> {
    const { route, parser } = entry;
    // In this order, as the handlers always read them: the address, then the query, then the body.
    const input = {
      params: route.params ? parser(route.params, raw.params ?? {}) : undefined,
      query: route.query ? parser(route.query, raw.query ?? {}) : undefined,
      body: route.body ? parser(route.body, raw.body ?? {}) : undefined,
    };
    const call = () => entry.handler(input as InputOf<ApiRoute>, ctx);
    return this.options.recorder ? this.options.recorder.around(route, ctx, input, call) : call();
  }

  private async answer(entry: Entry, req: Request, res: Response, cache: ResponseCache): Promise<void> {
    const ctx: CallContext = { audience: audienceOf(res), actor: actorOf(res), http: { req, res } };
    const raw = { params: req.params, query: queryOf(req), body: req.body as unknown };
    const { route } = entry;
    if (route.cache === 'public-json') {
      // Validated and produced on a miss only: a cached answer costs a lookup.
      const kept = await cache.get(cacheKey(ctx.audience, req.originalUrl), async () => {
        const value = await this.run(entry, raw, ctx);
        if (value instanceof JsonReply || value instanceof FileReply) throw new Error(`${route.path}: a 'public-json' route answers its JSON body`);
        return cachedAnswer(200, JSON_TYPE, JSON.stringify(value), null);
      });
      sendAnswer(req, res, kept, cacheControlFor(ctx.audience, JSON_CACHE_CONTROL));
      return;
    }
    const value = await this.run(entry, raw, ctx);
    const cacheControl = CACHE_HEADERS[route.cache];
    if (value instanceof JsonReply) {
      res.status(value.status).set(value.headers);
      if (cacheControl && !value.headers['Cache-Control']) res.set('Cache-Control', cacheControl);
      res.json(value.body);
      return;
    }
    if (cacheControl) res.set('Cache-Control', cacheControl);
    if (value instanceof FileReply) await value.write(req, res);
    else res.status(successStatus(route)).json(value);
  }
}
