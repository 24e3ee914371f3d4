/**
 * One log line per answered request (pino, at level info; 5xx at error): its id (also sent back as
 * X-Request-Id), method, route id (server/http/routeId.ts: the pattern, never the raw path and its
 * query), status, duration in ms and bytes sent (headers included). It wraps the whole HTTP server,
 * so the lean paths are logged like the Express routes. The line holds these fields alone: no
 * client address (docs/decisions/0003-privacy-no-ip-stored.md), header, cookie, credential or body.
 */
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Logger } from 'pino';
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

export function withRequestLog(listener: RequestListener, logger: Logger, trust: TrustProxy): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const facts = requestFacts(req, trust);
    // One listener and one pino call per request: the line is built here, field by field.
    res.once('close', () => {
      const line = {
        req: { id: facts.id, method: req.method, route: facts.route },
        // Bytes on the request's socket: the answer's own is detached once it is finished.
        res: { status: res.statusCode, bytes: req.socket.bytesWritten - facts.sentBefore, ...(res.writableFinished ? {} : { aborted: true }) },
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      };
      if (res.statusCode >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    });
    listener(req, res);
  };
}
