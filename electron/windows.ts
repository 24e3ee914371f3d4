/** The app window: isolated, sandboxed renderer; foreign addresses go to the system browser. */
import { decideNavigation } from './navigation.js';

/** The slice of Electron's API this module needs, so tests can pass a double. */
export interface WindowApi {
  createWindow(options: Record<string, unknown>): AppWindow;
  openExternal(url: string): Promise<void>;
}

export interface AppWindow {
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): void;
  show(): void;
  webContents: {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
    on(event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void): void;
    on(event: 'render-process-gone', listener: () => void): void;
    reload(): void;
  };
}

export interface WindowOptions {
  appUrl: string;
  preload: string;
  kiosk: boolean;
  icon?: string;
}

export function windowPreferences({ preload, kiosk, icon }: WindowOptions): Record<string, unknown> {
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
    },
  };
}

export async function openMainWindow(api: WindowApi, options: WindowOptions): Promise<AppWindow> {
  const win = api.createWindow(windowPreferences(options));
  const origin = new URL(options.appUrl).origin;
  const route = (url: string) => {
    if (decideNavigation(url, origin, options.kiosk) === 'external') void api.openExternal(url);
  };
  win.webContents.setWindowOpenHandler(({ url }) => {
    route(url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (decideNavigation(url, origin, options.kiosk) === 'allow') return;
    event.preventDefault();
    route(url);
  });
  // A crashed renderer comes back by itself (a kiosk has nobody to press reload).
  win.webContents.on('render-process-gone', () => win.webContents.reload());
  win.once('ready-to-show', () => win.show());
  await win.loadURL(options.appUrl);
  return win;
}
