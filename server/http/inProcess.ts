/**
 * The reader API answered in-process for server rendering: the renderer's query functions ask for
 * `/api/...` addresses (common/ssr.ts InProcessApi); each is matched once against the contract's
 * reader routes (public, cached JSON reads) and answered by the same handler the HTTP API runs
 * (ApiTable.callRoute), with the audience of the page's request. Any other address is refused with 404,
 * so the page draws it as the browser would and the browser asks for it after hydration.
 */
import type { ApiRoute } from '../../common/api/route.js';
import type { InProcessApi } from '../../common/ssr.js';
import type { Audience } from './cache.js';
import { HttpError } from './errors.js';
import { bySpecificity, type ApiTable } from './mount.js';

interface ReaderRoute {
  route: ApiRoute;
  pattern: RegExp;
}

/** '/articles/{section}/{url}' → a pattern that captures each parameter by name. */
function pattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return new RegExp(`^${escaped}$`);
}

/** A query as Express reads it: a repeated key is a list. */
function queryObject(q: URLSearchParams): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(q.keys())) {
    const all = q.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  return raw;
}

const noRoute = (path: string) => new HttpError(404, 'route_not_found', `No hi ha cap ruta de l’API per a GET ${path}.`);

function decoded(value: string, path: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, 'bad_request', `L’adreça ${path} no es pot llegir.`);
  }
}

/** The in-process reads of a table: build once per app, then `forAudience` per page request. */
export function inProcessReads(table: ApiTable): (audience: Audience) => InProcessApi {
  const readers: ReaderRoute[] = bySpecificity(table.routes().filter((r) => r.method === 'get' && !r.role && r.cache === 'public-json')).map((route) => ({
    route,
    pattern: pattern(route.path),
  }));
  return (audience) => async (address) => {
    const url = new URL(address, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw noRoute(url.pathname);
    const path = url.pathname.slice('/api'.length);
    for (const { route, pattern: p } of readers) {
      const match = p.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decoded(v, url.pathname)]));
      const answer = await table.callRoute(route, { params, query: queryObject(url.searchParams) }, { audience });
      // A JSON round trip: the renderer receives exactly what the API would send (no Dates, no undefined).
      return JSON.parse(JSON.stringify(answer)) as unknown;
    }
    throw noRoute(url.pathname);
  };
}
