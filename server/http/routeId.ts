/**
 * The route a request is for, as a short stable id for logs and metric labels: never the raw
 * path, whose ids, slugs and queries would make every line and series different. An API address
 * is named by the contract's pattern ('GET /api/articles/{section}/{url}', common/api), a page by
 * its kind in the address book ('GET page:article', common/routes), a file by 'static'; so the
 * set of ids is bounded by the code, whatever clients send.
 */
import { API_ROUTES } from '../../common/api/index.js';
import type { PathMatch } from '../../common/routes/index.js';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Pattern {
  path: string;
  regex: RegExp;
  /** Fixed segments: '/articles/recent' wins over '/articles/{slug}'. */
  fixed: number;
}

const API_PATTERNS: Pattern[] = [...new Set(API_ROUTES.map((r) => r.path))].map((p) => ({
  path: `/api${p}`,
  regex: new RegExp(`^/api${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}/]+\}/g, '[^/]+')}/?$`),
  fixed: p.split('/').filter((s) => s.length > 0 && !s.startsWith('{')).length,
}));

function apiPattern(pathname: string): string {
  let best: Pattern | undefined;
  for (const p of API_PATTERNS) if (p.regex.test(pathname) && (!best || p.fixed > best.fixed)) best = p;
  return best?.path ?? '/api (no route)';
}

function pathId({ pathname, pathClass, match }: PathMatch): string {
  switch (pathClass) {
    case 'api':
      return apiPattern(pathname);
    case 'media':
      return pathname.startsWith('/api/') ? apiPattern(pathname) : 'static';
    case 'kiosk':
      return 'page:kiosk';
    default:
      return `page:${match?.route.id ?? 'notFound'}`;
  }
}

// Addresses repeat (the home page, the latest edition): their ids are kept, up to a bound, each
// with its method made once, so a request's id is the same string every time (the metrics find
// their series by it).
interface Known {
  id: string;
  byVerb: Partial<Record<string, string>>;
}
const known = new Map<string, Known>();
const KNOWN_MAX = 2000;

/** 'GET /api/issues/{number}', 'GET page:home', 'GET static', of a path matched already (server/http/requestPath.ts); HEAD counts as GET. */
export function routeId(method: string | undefined, path: PathMatch): string {
  const verb = method === 'HEAD' ? 'GET' : method && METHODS.has(method) ? method : 'OTHER';
  const { pathname } = path;
  let entry = known.get(pathname);
  if (entry === undefined) {
    entry = { id: pathId(path), byVerb: {} };
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(pathname, entry);
  }
  return (entry.byVerb[verb] ??= `${verb} ${entry.id}`);
}
