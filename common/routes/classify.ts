/**
 * One classification of any path of the site, which every rule about paths asks: what search
 * engines may index (common/robots.ts), which screens count as page views (common/tracking.ts),
 * where a kiosk visitor may go (common/kiosk.ts), how the server answers a page address.
 */
import { KIOSK_BASE_PATH } from './paths.js';
import { PAGE_ROUTES, ROUTE_CLASS, matchPageRoute, type RouteMatch } from './table.js';

/**
 * - reader: the public site's screens, and any other address (it shows 'Pàgina no trobada');
 * - kiosk: the event kiosk, `/quiosc` and everything under it;
 * - staff: the two admin dashboards and the workspace, each with everything under it;
 * - print: the print view of an edition, `/edicio/{n}/pdf`;
 * - api: the JSON API under `/api`;
 * - media: files rather than screens: images and videos of the API, and the static files (the
 *   renderer's build, icons, feeds, sitemaps, robots.txt), whose last segment has an extension,
 *   which no page path has (sections, numbers and slugs are `[a-z0-9-]`).
 */
export type PathClass = 'reader' | 'kiosk' | 'staff' | 'print' | 'api' | 'media';

const API_BASE_PATH = '/api';
const MEDIA_API_PATHS = ['/api/images', '/api/videos'];
const FILE_NAME = /\.[a-z0-9]{2,12}$/i;

/** A path equal to `base` or under it as a folder ('/redaccio' covers '/redaccio/x', not '/redaccions'). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

const STAFF_BASES = PAGE_ROUTES.filter((route) => ROUTE_CLASS[route.id] === 'staff').map((route) => route.pattern);

/** A path's class and, for a page of the address book, its route: the address matched once. */
export function classifyPage(pathname: string): { pathClass: PathClass; match: RouteMatch | null } {
  const none = (pathClass: PathClass) => ({ pathClass, match: null });
  if (MEDIA_API_PATHS.some((base) => isUnder(pathname, base))) return none('media');
  if (isUnder(pathname, API_BASE_PATH)) return none('api');
  if (isUnder(pathname, KIOSK_BASE_PATH)) return none('kiosk');
  if (STAFF_BASES.some((base) => isUnder(pathname, base))) return { pathClass: 'staff', match: matchPageRoute(pathname) };
  if (FILE_NAME.test(pathname)) return none('media');
  const match = matchPageRoute(pathname);
  return { pathClass: match ? ROUTE_CLASS[match.route.id] : 'reader', match };
}

export function classifyPath(pathname: string): PathClass {
  return classifyPage(pathname).pathClass;
}

/** A request's path as every rule about paths reads it: without its query or a trailing slash, its class and, for a page, its route. */
export interface PathMatch {
  pathname: string;
  pathClass: PathClass;
  match: RouteMatch | null;
}

/**
 * The one match of a request's address (its path and query, as the request line has it): the
 * server makes it once per request (server/http/requestPath.ts) and its parts read it from there.
 */
export function matchAddress(url: string): PathMatch {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  const pathname = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
  return { pathname, ...classifyPage(pathname) };
}

/** Whether a path is the kiosk's (no route to match: the kiosk's base comes first in classifyPage, and no other class has it). */
export function isKioskPath(pathname: string): boolean {
  return isUnder(pathname, KIOSK_BASE_PATH);
}

/** The screen a kiosk path shows, as a path of the reader's ('/quiosc/edicio/4' → '/edicio/4'). */
export function kioskInnerPath(pathname: string): string {
  return isUnder(pathname, KIOSK_BASE_PATH) ? pathname.slice(KIOSK_BASE_PATH.length) || '/' : pathname;
}
