/**
 * Which screens count as page views, one rule for the renderer (it sends no beacon) and the server
 * (it stores none, whoever sends one): readers' screens do, in the site or in the kiosk; staff
 * screens (the two dashboards and the workspace), print views, the API and files do not.
 */
import { classifyPath, kioskInnerPath } from './routes/index.js';

export function isTrackedPath(pathname: string): boolean {
  const kind = classifyPath(pathname);
  if (kind === 'kiosk') return classifyPath(kioskInnerPath(pathname)) === 'reader';
  return kind === 'reader';
}
