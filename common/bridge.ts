/** The typed bridge the desktop preload exposes as `window.revistaDesktop` (absent on the web). */
export interface DesktopBridge {
  platform: 'desktop';
  kiosk: boolean;
  version: string;
  /** Opens an address in the system browser (the app itself never leaves its own origin). */
  openExternal(url: string): Promise<void>;
}

export const BRIDGE_KEY = 'revistaDesktop';

export const IPC = {
  openExternal: 'revista:open-external',
} as const;
