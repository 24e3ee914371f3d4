/**
 * Which screens count as page views, one rule for the renderer (it sends no beacon) and the server
 * (it stores none, whoever sends one): readers' and kiosk screens do; staff screens (the two
 * dashboards and the workspace) and the print views do not.
 */
export function isUntrackedPath(pathname: string): boolean {
  return pathname.startsWith('/admin-') || pathname === '/redaccio' || pathname.startsWith('/redaccio/') || /\/pdf\/?$/.test(pathname);
}
