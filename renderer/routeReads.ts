/**
 * The reads a reader route's first screen makes that its address alone names, for the server to
 * fetch before it draws the page: the page is then drawn once, not once to find out what it reads
 * and again with the answers. A read missing here costs only that second pass.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import { matchPageRoute } from '../common/routes/index.js';
import { articleQuery } from './api/articles.js';

type Reads = (params: Readonly<Record<string, string>>) => FetchQueryOptions[];

const ROUTE_READS: Partial<Record<string, Reads>> = {
  article: ({ section, url }) => (section && url ? [articleQuery(section, url) as FetchQueryOptions] : []),
};

/** The reads of the page at this path (without its query string), as the page itself asks for them. */
export function routeReads(pathname: string): FetchQueryOptions[] {
  const match = matchPageRoute(pathname);
  return match ? (ROUTE_READS[match.route.id]?.(match.params) ?? []) : [];
}
