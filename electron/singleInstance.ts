/**
 * One app per user: two copies would each start a server on the same database file. A second
 * launch hands over to the first (which comes to the front) and quits.
 */
interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): void;
}

/** True when this process is the one that runs; false when it is a second launch (already quitting). */
export function claimSingleInstance(app: SingleInstanceApp, bringToFront: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', bringToFront);
  return true;
}

interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

export function bringWindowToFront(win: FocusableWindow): void {
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}
