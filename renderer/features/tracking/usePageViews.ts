/**
 * Records a page view on load and on every client-side route change. Layout calls it once.
 * Only the first view carries document.referrer; later ones are internal navigation.
 */
import { useEffect, useRef } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { isTrackedPath } from '../../../common/tracking.js';
import { buildBeacon, sendBeacon, whenVisible } from './beacon.js';

// StrictMode runs effects twice in development; one path is counted once per second at most.
let lastSent: { path: string; at: number } | null = null;

export function usePageViews(): void {
  const { pathname: routed } = useLocation();
  // The address as the visitor sees it: under the kiosk's base path, /quiosc/… is what is counted.
  const pathname = useHref(routed);
  const first = useRef(true);

  useEffect(() => {
    const referrer = first.current ? document.referrer : '';
    first.current = false;
    if (!isTrackedPath(pathname)) return;
    const now = Date.now();
    if (lastSent && lastSent.path === pathname && now - lastSent.at < 1000) return;
    lastSent = { path: pathname, at: now };
    whenVisible(() => sendBeacon(buildBeacon(pathname, referrer)));
  }, [pathname]);
}
