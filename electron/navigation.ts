/** Which addresses stay inside the app window and which go to the system browser. */
import { isKioskPath } from '../common/routes/index.js';

export function isAppUrl(url: string, appOrigin: string): boolean {
  try {
    return new URL(url).origin === appOrigin;
  } catch {
    return false;
  }
}

/** Only web and mail addresses are handed to the system; anything else (file:, javascript:) is dropped. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

type NavigationDecision = 'allow' | 'external' | 'block';

export function decideNavigation(url: string, appOrigin: string, kiosk: boolean): NavigationDecision {
  // A kiosk window stays on the kiosk's own screens (the address book's kiosk class): the staff
  // pages and the print view of the same app are no more a visitor's than the open web.
  if (isAppUrl(url, appOrigin)) return !kiosk || isKioskPath(new URL(url).pathname) ? 'allow' : 'block';
  // A kiosk has nobody to supervise it: it never leaves for the open web.
  if (kiosk || !isSafeExternalUrl(url)) return 'block';
  return 'external';
}

/** Frames the staff may embed beside the app's own: the video players the CSP's frame-src allows. */
const STAFF_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];

/**
 * Whether a sub-frame (an iframe) may load an address: the app's own (blob: URLs it made carry
 * its origin), blank frames, and for staff the video embeds. A kiosk shows no foreign frame.
 */
export function allowsSubframe(url: string, appOrigin: string, kiosk: boolean): boolean {
  if (url === 'about:blank' || url === 'about:srcdoc' || isAppUrl(url, appOrigin)) return true;
  if (kiosk) return false;
  try {
    return STAFF_EMBED_ORIGINS.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
