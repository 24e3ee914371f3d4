/**
 * LOG_REQUESTS=true: one JSON object per line on stdout for every answered request, for a log
 * collector to read: time, method, path (with its query), status, ms, bytes. It wraps the whole
 * HTTP server, so the lean beacon path is logged like the Express routes. The client's address is
 * never logged (decisions.md: no IP is ever stored).
 */
import type { RequestListener } from 'node:http';

interface RequestLogLine {
  time: string;
  method: string;
  path: string;
  status: number;
  /** From the request's arrival to the last byte of the answer handed to the connection. */
  ms: number;
  /** Bytes of the answer sent on the connection, headers included. */
  bytes: number;
  /** Present when the client went away before the answer was complete. */
  aborted?: true;
}

export function withRequestLog(listener: RequestListener): RequestListener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    // Read now: Express's routers rewrite req.url as they go.
    const path = req.url ?? '';
    const sentBefore = req.socket.bytesWritten;
    res.once('close', () => {
      const line: RequestLogLine = {
        time: new Date().toISOString(),
        method: req.method ?? '',
        path,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        bytes: req.socket.bytesWritten - sentBefore,
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
    listener(req, res);
  };
}
