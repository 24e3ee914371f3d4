/** Which addresses stay inside the app window and which go to the system browser. */

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

export type NavigationDecision = 'allow' | 'external' | 'block';

export function decideNavigation(url: string, appOrigin: string, kiosk: boolean): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return 'allow';
  // A kiosk has nobody to supervise it: it never leaves for the open web.
  if (kiosk || !isSafeExternalUrl(url)) return 'block';
  return 'external';
}
