/**
 * One log line per answered request (pino-http, at level info): its id (also sent back as
 * X-Request-Id), method, route id (server/http/routeId.ts: the pattern, never the raw path and its
 * query), status, duration in ms and bytes sent (headers included). It wraps the whole HTTP server,
 * so the lean paths are logged like the Express routes. The line holds these fields alone: no
 * client address (decisions.md: no IP is ever stored), header, cookie, credential or body.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestIdOf, type TrustProxy } from './requestId.js';
import { routeId } from './routeId.js';

/** What the wrappers of the server learn of a request as it arrives. */
export interface RequestFacts {
  id: string;
  route: string;
  /** The connection's bytes written before this answer (a kept-alive socket carries several). */
  sentBefore: number;
}

const FACTS = Symbol('requestFacts');
type Tracked = IncomingMessage & { [FACTS]?: RequestFacts };

/** The id and route of a request the server has seen arrive, for the lines logged while answering it. */
export function requestTag(req: IncomingMessage): { id?: string; route?: string } {
  const facts = (req as Tracked)[FACTS];
  return facts ? { id: facts.id, route: facts.route } : {};
}

/** The facts of a request (made on first asking). */
export function requestFacts(req: IncomingMessage, trust: TrustProxy): RequestFacts {
  const tracked = req as Tracked;
  tracked[FACTS] ??= { id: requestIdOf(req, trust), route: routeId(req.method, req.url), sentBefore: req.socket.bytesWritten };
  return tracked[FACTS];
}

// The request's socket: the answer's own is detached once it is finished.
const sentBytes = (req: Tracked | undefined) => (req ? req.socket.bytesWritten - (req[FACTS]?.sentBefore ?? 0) : 0);

export function withRequestLog(listener: RequestListener, logger: Logger, trust: TrustProxy): RequestListener {
  const http = pinoHttp({
    logger,
    genReqId: (req) => requestFacts(req, trust).id,
    // The fields of the line, picked one by one (pino-http's defaults would log every header).
    wrapSerializers: false,
    serializers: {
      req: (req: Tracked) => ({ id: req[FACTS]?.id, method: req.method, route: req[FACTS]?.route }),
      res: (res: ServerResponse & { req?: Tracked }) => ({ status: res.statusCode, bytes: sentBytes(res.req), ...(res.writableFinished ? {} : { aborted: true }) }),
    },
    customAttributeKeys: { responseTime: 'ms' },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return (req, res) => {
    http(req, res);
    listener(req, res);
  };
}
