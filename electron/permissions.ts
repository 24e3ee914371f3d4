/**
 * Web permissions: the magazine needs none of the device ones. Only full screen (the video
 * player) and writing plain text to the clipboard ('Copia l'enllaç') are granted, and only to the
 * app's own pages; geolocation, camera, microphone, notifications, MIDI, HID, serial, USB, screen
 * capture and the rest are refused, both when asked and when a page checks.
 */
import { isAppUrl } from './navigation.js';

export const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['fullscreen', 'clipboard-sanitized-write']);

export interface PermissionSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl?: string }) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string, requestingOrigin: string) => boolean): void;
  setDevicePermissionHandler(handler: () => boolean): void;
}

function isPermissionGranted(permission: string, requestingUrl: string, appOrigin: string): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, appOrigin);
}

export function installPermissionPolicy(session: PermissionSession, appOrigin: () => string): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(isPermissionGranted(permission, details.requestingUrl ?? '', appOrigin())),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, appOrigin()),
  );
  session.setDevicePermissionHandler(() => false);
}
