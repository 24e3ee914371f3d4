/**
 * A fetch double for component tests: the network is the only thing replaced. Each route answers
 * `METHOD /api/path` (query string ignored unless the handler reads it); every call is recorded,
 * page-view beacons are recorded as
 * `BEACON /api/…`, and a call nobody answers fails the test loudly.
 */
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = unknown | Response;
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`No fake answer for ${method} ${url.pathname}`);
    const answer = await handler(request);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchDouble);
  // Page-view beacons leave through navigator.sendBeacon: recorded too, never sent.
  vi.spyOn(navigator, 'sendBeacon').mockImplementation((url) => {
    const address = new URL(String(url), 'http://localhost');
    calls.push({ method: 'BEACON', path: address.pathname, query: address.searchParams, body: undefined });
    return true;
  });
  return {
    calls,
    /** The recorded calls to one `METHOD /api/path`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
