/**
 * The cookie-less page-view beacon (docs/decisions/0003-privacy-no-ip-stored.md): path, referrer and screen size, sent with
 * navigator.sendBeacon so it survives the page being left, falling back to fetch keepalive.
 * Failures are swallowed: analytics must never disturb reading.
 */
import type { PageViewBeacon } from '../../../common/api/connections.js';
import { TRACK_URL } from '../../api/connections.js';

// The kiosk's current visitor: its views are marked as kiosk views and told apart from the last
// visitor's by this key alone (nothing identifies the person; the key dies with the visit).
let kioskVisitor: string | null = null;

/** The kiosk starts a visitor (on load and after each idle reset). */
export function startKioskVisitor(key: string): void {
  kioskVisitor = key;
}

export function buildBeacon(pathname: string, referrer: string): PageViewBeacon {
  const beacon: PageViewBeacon = {
    path: pathname.slice(0, 512),
    screenWidth: Math.round(window.screen?.width ?? 0),
    screenHeight: Math.round(window.screen?.height ?? 0),
  };
  if (referrer) beacon.referrer = referrer.slice(0, 2048);
  if (navigator.webdriver) beacon.webdriver = true;
  if (kioskVisitor) beacon.kiosk = kioskVisitor;
  return beacon;
}

export function sendBeacon(beacon: PageViewBeacon): void {
  const body = JSON.stringify(beacon);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(TRACK_URL, new Blob([body], { type: 'application/json' }))) {
      return;
    }
  } catch {
    // Some browsers refuse a beacon (quota, policy); the fetch below still tries.
  }
  void fetch(TRACK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** Runs `send` now, or when a prerendered page is actually shown (prerenders are not visits). */
export function whenVisible(send: () => void): void {
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) {
    doc.addEventListener('prerenderingchange', send, { once: true });
    return;
  }
  send();
}
