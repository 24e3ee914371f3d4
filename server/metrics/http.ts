/**
 * The HTTP side of the metrics: each answered request counted and timed by route id, method and
 * status class, and the scrape itself. `/metrics` answers only a `METRICS_TOKEN` bearer on the
 * public port, and is a plain 404 for anyone else (for everyone when no token is configured).
 * METRICS_PORT serves the scrape alone on loopback, with no token.
 */
import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { httpSeries, registry } from './registry.js';

/** One answered request counted and timed: its route id ('GET /api/issues/latest'), status and milliseconds. */
export function countAnswer(route: string, status: number, ms: number): void {
  httpSeries.observe(route, status, ms / 1000);
}

async function scrape(res: ServerResponse): Promise<void> {
  const text = `${await registry.metrics()}\n${httpSeries.text()}`;
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  res.end(text);
}

function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

const isScrape = (req: IncomingMessage) => (req.method === 'GET' || req.method === 'HEAD') && (req.url === '/metrics' || req.url?.startsWith('/metrics?'));

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('No trobat\n');
}

/** `/metrics` for a METRICS_TOKEN bearer, a 404 for anyone else (none configured: for everyone); the rest to `listener`. */
export function withMetricsEndpoint(listener: RequestListener, token: string | undefined): RequestListener {
  return (req, res) => {
    if (!isScrape(req)) listener(req, res);
    else if (token && bearerMatches(req.headers.authorization, token)) void scrape(res);
    else notFound(res);
  };
}

/** METRICS_PORT: a server on loopback answering `/metrics` and 404 for anything else. */
export function metricsServer(): http.Server {
  return http.createServer((req, res) => {
    if (isScrape(req)) {
      void scrape(res);
      return;
    }
    notFound(res);
  });
}
