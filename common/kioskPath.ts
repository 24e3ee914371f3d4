/**
 * Where the kiosk lives. Apart from the rest of the kiosk's rules (kiosk.ts) because the renderer's
 * first bundle needs only this, to choose between the reader and the kiosk.
 */
export const KIOSK_BASE_PATH = '/quiosc';

/** Whether a path of the site is inside the kiosk. */
export function isKioskPath(pathname: string): boolean {
  return pathname === KIOSK_BASE_PATH || pathname.startsWith(`${KIOSK_BASE_PATH}/`);
}
