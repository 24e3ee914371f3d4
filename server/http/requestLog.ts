/**
 * One log line per answered request (pino, at level info; 5xx at error): its id (also sent back as
 * X-Request-Id), method, route id (server/http/routeId.ts: the pattern, never the raw path and its
 * query), status, duration in ms and bytes sent (headers included). An observer of
 * server/http/requestWatch.ts, which sees every request, lean paths included. The line holds these
 * fields alone: no client address (docs/decisions/0003-privacy-no-ip-stored.md), header, cookie,
 * credential or body.
 */
import type { Logger } from 'pino';
import type { AnswerObserver } from './requestWatch.js';

export function requestLine(logger: Logger): AnswerObserver {
  // One pino call per request: the line is built here, field by field.
  return (req, res, facts, ms) => {
    // Bytes on the request's socket: the answer's own is detached once it is finished.
    const answer: { status: number; bytes: number; aborted?: true } = { status: res.statusCode, bytes: req.socket.bytesWritten - facts.sentBefore };
    if (!res.writableFinished) answer.aborted = true;
    const line = { req: { id: facts.id, method: req.method, route: facts.route }, res: answer, ms: Math.round(ms * 100) / 100 };
    if (res.statusCode >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
  };
}
