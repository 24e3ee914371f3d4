/**
 * What search engines may index, by path: one list for the server (the X-Robots-Tag header and
 * the robots meta tag of the HTML it renders) and the renderer (the same meta tag, kept in step
 * on client-side navigation). robots.txt names none of these paths: a Disallow line would tell
 * anyone where the staff pages are, and would keep crawlers from ever seeing the noindex.
 */
export const NOINDEX_NOFOLLOW = 'noindex, nofollow';

interface NotIndexed {
  /** A path, matched whole or as a folder: '/redaccio' covers '/redaccio' and '/redaccio/…'. */
  prefix: string;
  robots: string;
  /** Only for requests that change something (the reads under the prefix are public content). */
  writesOnly?: true;
}

export const NOT_INDEXED: readonly NotIndexed[] = [
  // Staff pages: the admin dashboards and the workspace.
  { prefix: '/admin-dashboard-2024', robots: NOINDEX_NOFOLLOW },
  { prefix: '/admin-connections-2024', robots: NOINDEX_NOFOLLOW },
  { prefix: '/redaccio', robots: NOINDEX_NOFOLLOW },
  // The kiosk mode is a public screen at an event, not a page of the site: not indexed, but its
  // links are the magazine's own pages.
  { prefix: '/quiosc', robots: 'noindex' },
  // Admin answers of the API (sign-in, analytics and connections, the print PDF, author writes).
  { prefix: '/api/admin', robots: NOINDEX_NOFOLLOW },
  { prefix: '/api/analytics', robots: NOINDEX_NOFOLLOW },
  { prefix: '/api/connections', robots: NOINDEX_NOFOLLOW },
  { prefix: '/api/pdf', robots: NOINDEX_NOFOLLOW },
  { prefix: '/api/authors', robots: NOINDEX_NOFOLLOW, writesOnly: true },
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The robots directive for a request, or null where the default (index, follow) applies. */
export function robotsFor(pathname: string, method = 'GET'): string | null {
  const write = !READS.has(method.toUpperCase());
  for (const entry of NOT_INDEXED) {
    const under = pathname === entry.prefix || pathname.startsWith(`${entry.prefix}/`);
    if (under && (write || !entry.writesOnly)) return entry.robots;
  }
  return null;
}
