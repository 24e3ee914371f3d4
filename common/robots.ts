/**
 * What search engines may index, by path: one rule for the server (the X-Robots-Tag header and
 * the robots meta tag of the HTML it renders) and the renderer (the same meta tag, kept in step
 * on client-side navigation). Pages go by their class in the address book (common/routes): staff
 * screens are neither indexed nor followed; the kiosk, a public screen at an event whose links are
 * the magazine's own pages, is not indexed. robots.txt names none of these paths: a Disallow line
 * would tell anyone where the staff pages are, and would keep crawlers from ever seeing the noindex.
 */
import { isUnder, matchAddress, type PathClass, type PathMatch } from './routes/index.js';

const NOINDEX_NOFOLLOW = 'noindex, nofollow';

const BY_CLASS: Partial<Record<PathClass, string>> = { staff: NOINDEX_NOFOLLOW, kiosk: 'noindex' };

interface NotIndexedApi {
  /** A path of the API, matched whole or as a folder. */
  prefix: string;
  /** Only for requests that change something (the reads under the prefix are public content). */
  writesOnly?: true;
}

// Admin answers of the API (sign-in, analytics and connections, the print PDF, author writes, the staff list).
const NOT_INDEXED_API: readonly NotIndexedApi[] = [
  { prefix: '/api/authors/staff' },
  { prefix: '/api/admin' },
  { prefix: '/api/analytics' },
  { prefix: '/api/connections' },
  { prefix: '/api/pdf' },
  { prefix: '/api/authors', writesOnly: true },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The robots directive of a page of this class (not the API's: robotsFor). */
export const robotsOfClass = (kind: Exclude<PathClass, 'api'>): string | null => BY_CLASS[kind] ?? null;

/** The robots directive for a request whose path is matched already, or null where the default (index, follow) applies. */
export function robotsOf({ pathname, pathClass }: PathMatch, method = 'GET'): string | null {
  if (pathClass !== 'api') return robotsOfClass(pathClass);
  const write = !READS.has(method.toUpperCase());
  const hidden = NOT_INDEXED_API.some((entry) => isUnder(pathname, entry.prefix) && (write || !entry.writesOnly));
  return hidden ? NOINDEX_NOFOLLOW : null;
}

/** The robots directive for a path. */
export const robotsFor = (pathname: string, method = 'GET'): string | null => robotsOf(matchAddress(pathname), method);
