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
 * The observers are told of an answer by Node itself, never by a listener of its own: Node publishes
 * every finished answer on the 'http.server.response.finish' diagnostics channel (from the
 * 'finish' listener it puts on every answer anyway), and an answer its client abandoned is told
 * when its connection closes (one 'close' listener per connection, not per answer). A 'close'
 * listener on each answer cost 1.7–2.1 µs a request, 4 % of a cached answer: the listener added
 * to the answer's emitter, and Node's call of it in a tick of its own (bench/attribute.ts,
 * docs/performance.md › Operations). A second listener would cost more still: an emitter's second
 * listener makes Node keep them in an array whose allocation site every emitter shares, which V8
 * pretenured, keeping each answer alive to a full collection.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
// Imported: the global `performance` is a getter on globalThis, looked up slowly at each call.
import { performance } from 'node:perf_hooks';
import diagnostics from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { requestIdOf, type TrustProxy } from './requestId.js';
import { requestPath } from './requestPath.js';
import { routeId } from './routeId.js';

export interface RequestFacts {
  id: string;
  route: string;
  /** The connection's bytes written before this answer (a kept-alive socket carries several), when someone observes its answer (0 otherwise). */
  sentBefore: number;
  /** performance.now() at its arrival, when someone observes its answer (0 otherwise). */
  started: number;
}

/** Told of each answer once it is finished or abandoned, with the milliseconds since the request arrived. */
export type AnswerObserver = (req: IncomingMessage, res: ServerResponse, facts: RequestFacts, ms: number) => void;

/** A request's facts as the watch keeps them: with who is to be told of its answer, until they are. */
interface WatchedFacts extends RequestFacts {
  observers: readonly AnswerObserver[] | undefined;
}
const FACTS = Symbol('requestFacts');
type Tracked = IncomingMessage & { [FACTS]?: WatchedFacts };

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

/** What Node's socket counts of its own: the bytes handed to the system so far. */
type SocketCounts = Socket & { _bytesDispatched?: number };

/**
 * The bytes a connection has written, as `socket.bytesWritten` says. That getter copies the
 * socket's write queue into a new array to add it up, even when it is empty, as it is when an
 * answer is finished on a free connection; with nothing queued or in flight (`writableLength` 0)
 * the count is the getter's own starting point, `_bytesDispatched`, read without the copy.
 */
export function bytesWrittenOn(socket: Socket): number {
  const dispatched = (socket as SocketCounts)._bytesDispatched;
  return socket.writableLength === 0 && typeof dispatched === 'number' ? dispatched : socket.bytesWritten;
}

/**
 * The facts of a request (made on first asking, its path matched with them: server/http/requestPath.ts);
 * `started`, for one whose answer is observed: its arrival, and the connection's count is read
 * then, for the observers alone.
 */
function requestFacts(req: IncomingMessage, trust: TrustProxy, started?: number): WatchedFacts {
  const tracked = req as Tracked;
  tracked[FACTS] ??= {
    id: requestIdOf(req, trust),
    route: routeId(req.method, requestPath(req)),
    sentBefore: started === undefined ? 0 : bytesWrittenOn(req.socket),
    started: started ?? 0,
    observers: undefined,
  };
  return tracked[FACTS];
}

/** The answers of a connection whose observers are not yet told (more than one when requests are pipelined). */
const PENDING = Symbol('pendingAnswers');
type Connection = Socket & { [PENDING]?: ServerResponse[] };

/** Tells an answer's observers, once: when it is finished, or when its connection closes first. */
function answered(req: IncomingMessage, res: ServerResponse, connection: Connection | null): void {
  const facts = (req as Tracked)[FACTS];
  if (facts?.observers === undefined) return;
  const observers = facts.observers;
  facts.observers = undefined;
  const pending = connection?.[PENDING];
  if (pending !== undefined) {
    const at = pending.indexOf(res);
    if (at === 0) pending.shift();
    else if (at > 0) pending.splice(at, 1);
  }
  const ms = performance.now() - facts.started;
  for (const observe of observers) observe(req, res, facts, ms);
}

interface FinishMessage {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Connection;
}
let subscribed = false;

function connectionClosed(this: Connection): void {
  const pending = this[PENDING]!;
  this[PENDING] = [];
  for (const res of pending) answered(res.req, res, null);
}

/** The listener with every request's facts made as it arrives and, when there are observers, those told of its answer. */
export function withRequestWatch(listener: RequestListener, trust: TrustProxy, observers: readonly AnswerObserver[]): RequestListener {
  if (observers.length === 0) {
    return (req, res) => {
      requestFacts(req, trust);
      listener(req, res);
    };
  }
  // One subscriber for the process, whichever servers it runs (the tests start several): an
  // answer's facts name its own server's observers.
  if (!subscribed) {
    subscribed = true;
    diagnostics.subscribe('http.server.response.finish', (message) => {
      const { request, response, socket } = message as FinishMessage;
      answered(request, response, socket);
    });
  }
  return (req, res) => {
    requestFacts(req, trust, performance.now()).observers = observers;
    const connection = req.socket as Connection;
    let pending = connection[PENDING];
    if (pending === undefined) {
      connection[PENDING] = pending = [];
      connection.once('close', connectionClosed);
    }
    pending.push(res);
    listener(req, res);
  };
}
