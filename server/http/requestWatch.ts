/**
 * What the server learns of every request as it arrives (its id, echoed as X-Request-Id on every
 * answer, logged or not; its route id; the connection's bytes before it) and who is told of its
 * answer: the request log line (server/http/requestLog.ts) and the request metrics
 * (server/metrics/http.ts). It wraps the whole HTTP server, so the lean paths are seen like the
 * Express routes.
 *
 * The id goes into the answer's head where the answer is made: a cached answer
 * (server/http/leanGet.ts) and a lean POST's (server/http/leanPost.ts) list it with their other
 * headers, and Express's first middleware (requestIdHeader) sets it for the rest. Set here, ahead
 * of every answer, it made Node merge each cached answer's headers into its own (a `setHeader` a
 * header: each name lower-cased and checked again, into an object in dictionary mode), 9–15 µs of
 * a cached answer's 45–100 (docs/performance.md › Server side › Cached answers).
 *
 * The observers share ONE 'close' listener per answer, never one each: an emitter's second
 * listener makes Node keep them in an array (`[existing, listener]`, node:events), a literal whose
 * allocation site every emitter of the process shares. The ops benchmark saw V8 pretenure it
 * (allocate it in the old generation, where the long-lived emitters' arrays live): from there each
 * answer's array kept its closures, request, response and header strings alive through every young
 * collection until a full one. With two listeners 2–4 kB a cached GET were promoted and scavenges
 * took 8–10 ms instead of ~1 ms, most of the logs and metrics' cost (docs/performance.md › Operations).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
// Imported: the global `performance` is a getter on globalThis, looked up slowly at each call.
import { performance } from 'node:perf_hooks';
import { requestIdOf, type TrustProxy } from './requestId.js';
import { requestPath } from './requestPath.js';
import { routeId } from './routeId.js';

export interface RequestFacts {
  id: string;
  route: string;
  /** The connection's bytes written before this answer (a kept-alive socket carries several). */
  sentBefore: number;
  /** performance.now() at its arrival, when someone observes its answer (0 otherwise). */
  started: number;
}

/** Told of each answer once it is finished or abandoned, with the milliseconds since the request arrived. */
export type AnswerObserver = (req: IncomingMessage, res: ServerResponse, facts: RequestFacts, ms: number) => void;

const FACTS = Symbol('requestFacts');
type Tracked = IncomingMessage & { [FACTS]?: RequestFacts };

/** The id and route of a request the server has seen arrive, for the lines logged while answering it. */
export function requestTag(req: IncomingMessage): { id?: string; route?: string } {
  const facts = (req as Tracked)[FACTS];
  return facts ? { id: facts.id, route: facts.route } : {};
}

/** The id of a request the server has seen arrive (none for one it has not: a listener run alone). */
export function watchedRequestId(req: IncomingMessage): string | undefined {
  return (req as Tracked)[FACTS]?.id;
}

/** Express's first middleware: the answers Express makes say their request's id (lean ones write it in their own head). */
export function requestIdHeader(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const id = watchedRequestId(req);
  if (id !== undefined) res.setHeader('X-Request-Id', id);
  next();
}

/** The facts of a request (made on first asking, its path matched with them: server/http/requestPath.ts). */
export function requestFacts(req: IncomingMessage, trust: TrustProxy, started = 0): RequestFacts {
  const tracked = req as Tracked;
  tracked[FACTS] ??= { id: requestIdOf(req, trust), route: routeId(req.method, requestPath(req)), sentBefore: req.socket.bytesWritten, started };
  return tracked[FACTS];
}

/** The listener with every request's facts made as it arrives and, when there are observers, their one 'close' listener. */
export function withRequestWatch(listener: RequestListener, trust: TrustProxy, observers: readonly AnswerObserver[]): RequestListener {
  if (observers.length === 0) {
    return (req, res) => {
      requestFacts(req, trust);
      listener(req, res);
    };
  }
  // One function for every answer (the emitter calls it with the answer as `this`): no closure is
  // made per request.
  function answered(this: ServerResponse): void {
    const req = this.req as Tracked;
    const facts = req[FACTS]!;
    const ms = performance.now() - facts.started;
    for (const observe of observers) observe(req, this, facts, ms);
  }
  return (req, res) => {
    requestFacts(req, trust, performance.now());
    res.on('close', answered);
    listener(req, res);
  };
}
