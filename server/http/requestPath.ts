/**
 * A request's path matched once (common/routes' matchAddress: its class and, for a page, its
 * route), kept on the request itself: the request watch makes it as the request arrives
 * (server/http/requestWatch.ts), and the route id of the logs and metrics, the robots header (on
 * the lean path and through Express), the kiosk check of the credentials and the page the server
 * entry draws all read it from there.
 */
import type { IncomingMessage } from 'node:http';
import { matchAddress, type PathMatch } from '../../common/routes/index.js';

const PATH = Symbol('requestPath');
type Held = IncomingMessage & { [PATH]?: PathMatch; originalUrl?: string };

/** The request's path, matched on first asking. */
export function requestPath(req: IncomingMessage): PathMatch {
  const held = req as Held;
  // originalUrl: inside a mounted Express router req.url is relative to the mount point.
  return (held[PATH] ??= matchAddress(held.originalUrl ?? req.url ?? '/'));
}
