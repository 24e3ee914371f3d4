/**
 * The kiosk shell: a full-screen window on /quiosc in its own session partition (kiosk.ts never
 * signs it in), with no menu, no way out of the app's origin, no downloads, the display kept
 * awake while it runs, and a renderer that comes back by itself after a crash or a hang (a few
 * times a minute; past that, a calm 'Tornem de seguida' page that tries again after a pause).
 */
import { paths } from '../common/routes/index.js';
import { Budget } from './budget.js';
import { guardContents } from './guards.js';
import { calmPageHtml, dataUrl } from './pages.js';
import { load, windowPreferences, type AppWindow } from './windows.js';

export interface PowerSaveBlockerLike {
  start(type: 'prevent-display-sleep'): number;
  stop(id: number): void;
}

export interface KioskApi {
  createWindow(options: Record<string, unknown>): AppWindow;
  powerSaveBlocker: PowerSaveBlockerLike;
}

interface KioskOptions {
  appOrigin(): string;
  preload: string;
  version: string;
  icon?: string;
  /** Reloads allowed after crashes; by default 3 a minute. */
  crashBudget?: Budget;
  /** How long the calm page stays before the kiosk is tried again. */
  calmPauseMs?: number;
  /** The kiosk window is gone (its exit, or the app quitting). */
  onClosed(): void;
}

export interface KioskController {
  window: AppWindow;
  /** Loads the kiosk again on the current origin (after a server restart). */
  reload(): void;
  /** Shows the calm page until `reload` (while the server is being brought back). */
  hold(): void;
  /** Closes the kiosk window: the only way out (the staff exit, or quitting). */
  close(): void;
}

const DEFAULT_CRASH_BUDGET = { capacity: 3, refillMs: 60_000 };

export function openKiosk(api: KioskApi, options: KioskOptions): KioskController {
  const win = api.createWindow(windowPreferences({ preload: options.preload, kiosk: true, version: options.version, icon: options.icon }));
  const budget = options.crashBudget ?? new Budget(DEFAULT_CRASH_BUDGET);
  const kioskUrl = () => `${options.appOrigin()}${paths.kiosk()}`;
  let leaving = false;
  let calmTimer: ReturnType<typeof setTimeout> | undefined;

  win.removeMenu();
  guardContents(win.webContents, {
    appOrigin: options.appOrigin,
    kiosk: true,
    openExternal: () => undefined,
    openInPlace: (url) => load(win, url),
  });
  // Pinch zoom would leave the next visitor a zoomed-in page.
  void win.webContents.setVisualZoomLevelLimits(1, 1);

  const blocker = api.powerSaveBlocker.start('prevent-display-sleep');

  const reload = () => {
    clearTimeout(calmTimer);
    calmTimer = undefined;
    load(win, kioskUrl());
  };
  const hold = () => {
    clearTimeout(calmTimer);
    calmTimer = undefined;
    load(win, dataUrl(calmPageHtml()));
  };
  const recover = () => {
    if (leaving || win.isDestroyed()) return;
    if (budget.take()) return reload();
    hold();
    calmTimer = setTimeout(reload, options.calmPauseMs ?? 60_000);
  };
  win.webContents.on('render-process-gone', recover);
  // A hung page is killed; its 'render-process-gone' then brings it back.
  win.webContents.on('unresponsive', () => win.webContents.forcefullyCrashRenderer());

  // Alt+F4 and the like: a visitor cannot close the kiosk, only the staff exit can.
  win.on('close', (event) => {
    if (!leaving) event.preventDefault();
  });
  win.on('closed', () => {
    clearTimeout(calmTimer);
    api.powerSaveBlocker.stop(blocker);
    options.onClosed();
  });
  win.once('ready-to-show', () => win.show());
  // No server yet (it failed to start): the calm page until the shell brings it up.
  if (options.appOrigin()) load(win, kioskUrl());
  else hold();

  return {
    window: win,
    reload,
    hold,
    close() {
      leaving = true;
      win.close();
    },
  };
}
