/**
 * Each request's id, to follow it through the server's log lines and its answer (X-Request-Id).
 * A proxy in front (TRUST_PROXY) may hand one on, so the proxy's log and ours share it; from
 * anyone else, or when it is not a short plain token (control characters that would forge log
 * lines, 10 kB meant to fill them), a fresh one is made.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Nothing a JSON string would escape: the request line writes the id as it is (requestLog.ts).
const PLAIN_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

export type TrustProxy = (address: string, hop: number) => boolean;

export function requestIdOf(req: IncomingMessage, trust: TrustProxy): string {
  const sent = req.headers['x-request-id'];
  // The peer's address only when there is an id to trust: most requests bring none.
  if (typeof sent !== 'string' || !PLAIN_ID.test(sent)) return randomUUID();
  const address = req.socket.remoteAddress;
  return address !== undefined && trust(address, 0) ? sent : randomUUID();
}
