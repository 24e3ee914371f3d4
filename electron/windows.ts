/**
 * The app's windows: isolated, sandboxed renderers with the one preload bridge. This module owns
 * their options and the shape of Electron's BrowserWindow the other modules rely on.
 */
import type { GuardedContents } from './guards.js';
import { log } from './log.js';

export interface AppContents extends GuardedContents {
  on(event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void): void;
  on(event: 'will-frame-navigate', listener: (event: { preventDefault(): void; url: string; isMainFrame: boolean }) => void): void;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): void;
  on(event: 'render-process-gone' | 'unresponsive', listener: () => void): void;
  getURL(): string;
  send(channel: string, ...args: unknown[]): void;
  forcefullyCrashRenderer(): void;
  setVisualZoomLevelLimits(minimum: number, maximum: number): Promise<void>;
}

export interface AppWindow {
  webContents: AppContents;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): void;
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): void;
  on(event: 'closed', listener: () => void): void;
  show(): void;
  hide(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  close(): void;
  removeMenu(): void;
}

interface WindowOptions {
  preload: string;
  kiosk: boolean;
  version: string;
  icon?: string;
}

/**
 * Loads an address into a window. A load that fails (the server just died) or is superseded (a
 * reload after a crash) is logged, not thrown: an unhandled rejection would stop the main process,
 * and the shell's own recovery takes over from there.
 */
export function load(win: Pick<AppWindow, 'loadURL'>, url: string): void {
  win.loadURL(url).catch((error: Error) => log.warn(`No s’ha pogut carregar ${url.slice(0, 80)}: ${error.message}`));
}

/** The address where a window reopens on a new origin: same page, or the start screen if it showed none of ours. */
export function rebaseUrl(current: string, origin: string, fallbackPath: string): string {
  try {
    const url = new URL(current);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${origin}${url.pathname}${url.search}${url.hash}`;
  } catch {
    // An empty or odd address: start again.
  }
  return `${origin}${fallbackPath}`;
}

export function windowPreferences({ preload, kiosk, icon, version }: WindowOptions): Record<string, unknown> {
  return {
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 560,
    show: false,
    backgroundColor: '#f6f1e7',
    title: 'Revista Estany',
    ...(icon ? { icon } : {}),
    ...(kiosk ? { kiosk: true, fullscreen: true, autoHideMenuBar: true } : {}),
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      // Chromium's PDF viewer shows the print previews (the desk's printed pages, /edicio/{n}/pdf)
      // in staff windows; the kiosk shows no PDF.
      ...(kiosk ? {} : { plugins: true }),
      // The kiosk's own in-memory session: no staff cookie, nothing kept after it closes.
      ...(kiosk ? { partition: KIOSK_PARTITION } : {}),
      additionalArguments: [`--revista-version=${version}`, ...(kiosk ? ['--revista-kiosk'] : [])],
    },
  };
}

/** No "persist:" prefix: the partition lives in memory and dies with the app. */
export const KIOSK_PARTITION = 'kiosk';

/** The shell's local pages (error, calm) run with no preload and no JavaScript. */
export function localPagePreferences(icon?: string): Record<string, unknown> {
  return {
    width: 720,
    height: 620,
    show: false,
    backgroundColor: '#f6f1e7',
    title: 'Revista Estany',
    ...(icon ? { icon } : {}),
    webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false, javascript: false },
  };
}
