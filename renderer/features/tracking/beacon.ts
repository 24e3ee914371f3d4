/**
 * The cookie-less page-view beacon (docs/decisions/0003-privacy-no-ip-stored.md): path, referrer and screen size, sent with
 * navigator.sendBeacon so it survives the page being left, falling back to fetch keepalive
 * (the client's callAsBeacon).
 * Failures are swallowed: analytics must never disturb reading.
 */
import { API } from '../../../common/api/addresses.js';
import type { PageViewBeacon } from '../../../common/api/connections.js';
import { callAsBeacon } from '../../api/client.js';

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
  callAsBeacon(API.connections.track, { body: beacon });
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
