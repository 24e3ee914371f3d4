/**
 * The address book: the path of every page (paths), the route table every router and the
 * server's page dispatch are built from (table), one classification of any path (classify), and
 * what a missing page says (notFound). Page paths are written nowhere else (eslint-rules/page-paths.js).
 */
export { KIOSK_BASE_PATH, paths } from './paths.js';
export {
  PAGE_ROUTES,
  READER_ROUTES,
  ROUTE_CLASS,
  handleRoute,
  matchPageRoute,
  type PageClass,
  type PageRoute,
  type ReaderRoute,
  type ReaderRouteId,
  type RouteHandlers,
  type RouteId,
  type RouteMatch,
  type RouteOf,
} from './table.js';
export { classifyPage, classifyPath, isKioskPath, isUnder, kioskInnerPath, matchAddress, type PathClass, type PathMatch } from './classify.js';
export { NOT_FOUND, type NotFoundText } from './notFound.js';
export { SITE_FILES } from './siteFiles.js';
