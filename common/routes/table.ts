/**
 * The route table of the site (spec §2 in its order, the staff workspace beside the dashboards,
 * the article catch-all last): every router of the renderer and the server's page dispatch are
 * built from it. Patterns are react-router's (`:name` for a segment) and are made by the path
 * builders themselves, so a page's address and its route cannot drift apart.
 */
import { SECTION_KEYS, type SectionKey } from '../sections.js';
import { paths } from './paths.js';

/** What a page is: a reader's screen, a staff screen, or a print view. */
export type PageClass = 'reader' | 'staff' | 'print';

/** Each kind of page and its class; a kind has one route, the section listing one per section. */
export const ROUTE_CLASS = {
  home: 'reader',
  section: 'reader',
  archive: 'reader',
  search: 'reader',
  searchDashboard: 'staff',
  connectionsDashboard: 'staff',
  workspace: 'staff',
  deskNewEdition: 'staff',
  deskEdition: 'staff',
  deskNewArticle: 'staff',
  deskArticle: 'staff',
  deskAuthors: 'staff',
  deskNewAuthor: 'staff',
  deskAuthor: 'staff',
  deskMedia: 'staff',
  deskPeople: 'staff',
  deskSessions: 'staff',
  deskInvitation: 'staff',
  deskPasswordReset: 'staff',
  deskRecord: 'staff',
  deskCalendar: 'staff',
  edition: 'reader',
  editionPdf: 'print',
  authors: 'reader',
  author: 'reader',
  article: 'reader',
} as const satisfies Record<string, PageClass>;

export type RouteId = keyof typeof ROUTE_CLASS;
export type ReaderRouteId = { [K in RouteId]: (typeof ROUTE_CLASS)[K] extends 'reader' ? K : never }[RouteId];

/** One route: its kind, its pattern, and for a section listing the section it lists. */
export type RouteOf<K extends RouteId> = { readonly id: K; readonly pattern: string } & (K extends 'section'
  ? { readonly section: SectionKey }
  : unknown);
export type PageRoute = { [K in RouteId]: RouteOf<K> }[RouteId];
export type ReaderRoute = { [K in ReaderRouteId]: RouteOf<K> }[ReaderRouteId];

// ':number' written through a builder comes out encoded; the pattern wants it as written.
const patternOf = (path: string) => decodeURIComponent(path);
const route = <K extends Exclude<RouteId, 'section'>>(id: K, path: string) => ({ id, pattern: patternOf(path) }) as RouteOf<K>;

export const PAGE_ROUTES: readonly PageRoute[] = [
  route('home', paths.home()),
  ...SECTION_KEYS.map((section): RouteOf<'section'> => ({ id: 'section', pattern: paths.section(section), section })),
  route('archive', paths.archive()),
  route('search', paths.search()),
  route('searchDashboard', paths.searchDashboard()),
  route('connectionsDashboard', paths.connectionsDashboard()),
  route('workspace', paths.workspace()),
  route('deskNewEdition', paths.deskNewEdition()),
  route('deskEdition', paths.deskEdition(':number')),
  route('deskNewArticle', paths.deskNewArticle(':number')),
  route('deskArticle', paths.deskArticle(':id')),
  route('deskAuthors', paths.deskAuthors()),
  route('deskNewAuthor', paths.deskNewAuthor()),
  route('deskAuthor', paths.deskAuthor(':id')),
  route('deskMedia', paths.deskMedia()),
  route('deskPeople', paths.deskPeople()),
  route('deskSessions', paths.deskSessions()),
  route('deskInvitation', paths.deskInvitation(':token')),
  route('deskPasswordReset', paths.deskPasswordReset(':token')),
  route('deskRecord', paths.deskRecord()),
  route('deskCalendar', paths.deskCalendar()),
  route('edition', paths.edition(':number')),
  route('editionPdf', paths.editionPdf(':number')),
  route('authors', paths.authors()),
  route('author', paths.author(':slug')),
  route('article', paths.article(':section', ':url')),
];

/**
 * One handler per kind of route (a screen, the page's metadata…): the mapped type makes a table
 * of them exhaustive, and handleRoute hands each route to its own handler.
 */
export type RouteHandlers<K extends RouteId, Args extends unknown[], Result> = {
  [Id in K]: (route: RouteOf<Id>, ...args: Args) => Result;
};

export function handleRoute<K extends RouteId, Args extends unknown[], Result>(
  handlers: RouteHandlers<K, Args, Result>,
  route: RouteOf<K>,
  ...args: Args
): Result {
  const handler: (route: RouteOf<K>, ...args: Args) => Result = handlers[route.id];
  return handler(route, ...args);
}

function isReaderRoute(route: PageRoute): route is ReaderRoute {
  return ROUTE_CLASS[route.id] === 'reader';
}

/** The routes a reader can reach, in the same order: the public site's screens and the kiosk's. */
export const READER_ROUTES: readonly ReaderRoute[] = PAGE_ROUTES.filter(isReaderRoute);

export interface RouteMatch {
  route: PageRoute;
  /** The pattern's `:name` segments, decoded. */
  params: Readonly<Record<string, string>>;
}

/**
 * The route of a path, as react-router picks it (fixed segments before `:name` ones, which the
 * table's order gives by itself; fixed segments in any case; empty segments and a trailing slash
 * ignored), or null when none fits or a segment is not valid percent-encoding.
 */
export function matchPageRoute(pathname: string): RouteMatch | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw.length === 0) continue;
    const decoded = safeDecode(raw);
    if (decoded === null) return null;
    segments.push(decoded);
  }
  for (const route of PAGE_ROUTES) {
    const params = matchSegments(route.pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

function matchSegments(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter((part) => part.length > 0);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const value = segments[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    // react-router compares the fixed segments ignoring case.
    else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
