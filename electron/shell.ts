/**
 * The desktop shell's behaviour, with Electron passed in (main.ts only wires the real objects):
 * the bundled server's start, restarts and failures; the staff window on /redaccio, kept signed in
 * and moved to the server's new address after a restart; the kiosk window and its staff exit; the
 * menu's actions; the bridge's IPC handlers behind the sender check.
 */
import { IPC, type KioskExitResult, type MenuCommand, type PackageFile, type RemoteSettings } from '../common/bridge.js';
import { paths } from '../common/routes/index.js';
import { isScreenCommand, menuCommandPath } from '../common/staff.js';
import { keepSignedIn, type SessionKeeper } from './adminSession.js';
import { Budget } from './budget.js';
import { guardContents } from './guards.js';
import { createIpcGuard, type IpcMainLike, type WindowRole } from './ipc.js';
import { openKiosk, type KioskApi, type KioskController } from './kiosk.js';
import type { MenuActions } from './menu.js';
import { isSafeExternalUrl } from './navigation.js';
import { dataUrl, errorChoiceOf, errorPageHtml, type ErrorChoice } from './pages.js';
import type { RunningServer } from './server.js';
import { bringWindowToFront } from './singleInstance.js';
import { load, localPagePreferences, rebaseUrl, windowPreferences, type AppWindow } from './windows.js';
import { log } from './log.js';

export interface ShellApi extends KioskApi {
  ipcMain: IpcMainLike;
  /** Starts the bundled server (server.ts with Electron's utilityProcess). */
  startServer(hooks: { onRestart(url: string): void; onFatal(error: Error): void }): Promise<RunningServer>;
  /** Signs the staff session (never the kiosk's) in to the server at this address. */
  signIn(serverUrl: string): Promise<void>;
  openExternal(url: string): void;
  choosePackage(): Promise<PackageFile | null>;
  showMessage(message: string): void;
  /** The application menu is off while the kiosk runs (on macOS its shortcuts would reach the kiosk). */
  setMenuEnabled(enabled: boolean): void;
  quit(): void;
}

interface ShellOptions {
  preload: string;
  version: string;
  icon?: string;
  remote: {
    get(): Promise<RemoteSettings | null>;
    set(input: unknown): Promise<RemoteSettings>;
    clear(): Promise<void>;
    handOver(): Promise<void>;
  };
  pin: { isSet(): Promise<boolean>; set(pin: unknown): Promise<void>; check(pin: unknown): Promise<KioskExitResult> };
  /** How long the kiosk waits on its calm page before each new try at starting the server. */
  serverRetryPauseMs?: number;
  crashBudget?: () => Budget;
}

export interface Shell {
  /** Starts the server and opens the first window (the kiosk with `--kiosk`); false when the user chose to quit. */
  launch(startInKiosk: boolean): Promise<boolean>;
  menuActions(openDataFolder: () => void, showAbout: () => void): MenuActions;
  /** A second launch of the app: bring ours to the front. */
  bringToFront(): void;
  /** The app quits: let the kiosk close, stop renewing, stop the server. */
  shutdown(): void;
}

const NO_PIN_MESSAGE = 'Abans d’obrir el mode quiosc, definiu el PIN de sortida a la Redacció (de 4 a 8 xifres).';

export function createShell(api: ShellApi, options: ShellOptions): Shell {
  let server: RunningServer | null = null;
  let staff: AppWindow | null = null;
  let kiosk: KioskController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let keeper: SessionKeeper | null = null;
  const origin = () => (server ? new URL(server.url).origin : '');
  const newBudget = options.crashBudget ?? (() => new Budget({ capacity: 3, refillMs: 60_000 }));

  const report = (what: string) => (error: unknown) => log.warn(`${what}: ${(error as Error).message}`);

  /** The server runs (first start, restart on a new port, or back after a failure). */
  const serverUp = async () => {
    keeper ??= keepSignedIn(() => api.signIn(server?.url ?? ''));
    await keeper.renew();
    await options.remote.handOver().catch(report('No s’han pogut passar al servidor les dades del web públic'));
    if (staff && !staff.isDestroyed()) load(staff, rebaseUrl(staff.webContents.getURL(), origin(), paths.workspace()));
    kiosk?.reload();
  };

  /** One try at starting the server; the reason when it fails. */
  const tryStart = async (): Promise<string | null> => {
    try {
      server = await api.startServer({ onRestart: () => void serverUp(), onFatal: (error) => void serverLost(error.message) });
    } catch (error) {
      return (error as Error).message;
    }
    await serverUp();
    return null;
  };

  /** Nobody is at a kiosk to choose: it waits on its calm page while the shell keeps trying. */
  const keepTryingForKiosk = () => {
    kiosk?.hold();
    const retry = async () => {
      if ((await tryStart()) !== null && kiosk) retryTimer = setTimeout(() => void retry(), options.serverRetryPauseMs ?? 60_000);
    };
    retryTimer = setTimeout(() => void retry(), options.serverRetryPauseMs ?? 60_000);
  };

  const serverLost = async (reason: string) => {
    server = null;
    if (kiosk) return keepTryingForKiosk();
    await recoverWithErrorWindow(reason);
  };

  /** The error window until the server starts ('Torna-ho a provar') or the user leaves ('Surt'). */
  const recoverWithErrorWindow = async (firstReason: string): Promise<boolean> => {
    const win = api.createWindow(localPagePreferences(options.icon));
    let answer: ((choice: ErrorChoice) => void) | null = null;
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    win.webContents.on('will-navigate', (event, url) => {
      event.preventDefault();
      const choice = errorChoiceOf(url);
      if (choice) answer?.(choice);
    });
    win.on('closed', () => answer?.('quit'));
    win.once('ready-to-show', () => win.show());
    let reason: string | null = firstReason;
    while (reason !== null) {
      const choice = await new Promise<ErrorChoice>((resolve) => {
        answer = resolve;
        load(win, dataUrl(errorPageHtml(reason ?? '')));
      });
      if (choice === 'quit') {
        api.quit();
        return false;
      }
      reason = await tryStart();
    }
    // The next window opens before this one closes, so the app never has none (and quits).
    if (!staff && !kiosk) openStaff(paths.workspace());
    answer = null;
    win.close();
    return true;
  };

  const openStaff = (path: string): AppWindow => {
    const win = api.createWindow(windowPreferences({ preload: options.preload, kiosk: false, version: options.version, icon: options.icon }));
    staff = win;
    guardContents(win.webContents, {
      appOrigin: origin,
      kiosk: false,
      openExternal: api.openExternal,
      openInPlace: (url) => load(win, url),
    });
    const crashes = newBudget();
    // A crashed page comes back by itself, a few times a minute (not in a loop).
    win.webContents.on('render-process-gone', () => {
      if (!win.isDestroyed() && crashes.take()) load(win, rebaseUrl(win.webContents.getURL(), origin(), paths.workspace()));
    });
    win.on('closed', () => {
      if (staff === win) staff = null;
    });
    win.once('ready-to-show', () => win.show());
    load(win, `${origin()}${path}`);
    return win;
  };

  const startKiosk = async (requirePin: boolean) => {
    if (kiosk) return bringWindowToFront(kiosk.window);
    if (requirePin && !(await options.pin.isSet())) throw new Error(NO_PIN_MESSAGE);
    api.setMenuEnabled(false);
    kiosk = openKiosk(api, {
      appOrigin: origin,
      preload: options.preload,
      version: options.version,
      icon: options.icon,
      crashBudget: newBudget(),
      onClosed: () => {
        kiosk = null;
        api.setMenuEnabled(true);
      },
    });
    staff?.hide();
  };

  const exitKiosk = async (pin: unknown): Promise<KioskExitResult> => {
    const result = await options.pin.check(pin);
    if (!result.ok || !kiosk) return result;
    // The staff window first: closing the last window would quit the app.
    if (staff && !staff.isDestroyed()) bringWindowToFront(staff);
    else openStaff(paths.workspace());
    kiosk.close();
    return result;
  };

  const roleOf = (sender: unknown): WindowRole | null => {
    if (staff && sender === staff.webContents) return 'staff';
    if (kiosk && sender === kiosk.window.webContents) return 'kiosk';
    return null;
  };

  const ipc = createIpcGuard(api.ipcMain, { appOrigin: origin, roleOf });
  ipc.handle(IPC.openExternal, (url) => {
    if (typeof url === 'string' && isSafeExternalUrl(url)) api.openExternal(url);
  });
  ipc.handle(IPC.choosePackage, () => api.choosePackage());
  ipc.handle(IPC.getRemote, () => options.remote.get());
  ipc.handle(IPC.setRemote, (settings) => options.remote.set(settings));
  ipc.handle(IPC.clearRemote, () => options.remote.clear());
  ipc.handle(IPC.renewAdminSession, () => keeper?.renew() ?? false);
  ipc.handle(IPC.startKiosk, () => startKiosk(true));
  ipc.handle(IPC.hasKioskPin, () => options.pin.isSet());
  ipc.handle(IPC.setKioskPin, (pin) => options.pin.set(pin));
  ipc.handle(IPC.exitKiosk, (pin) => exitKiosk(pin));

  const send = (command: MenuCommand) => {
    if (staff && !staff.isDestroyed()) {
      bringWindowToFront(staff);
      staff.webContents.send(IPC.menuCommand, command);
    } else if (server && command.type !== 'save') {
      // Nothing is being written with only the kiosk open: 'Desa' has nothing to save, and
      // 'Nou article' starts from the workspace, where the editions are.
      openStaff(isScreenCommand(command) ? paths.workspace() : menuCommandPath(command));
    }
  };

  return {
    async launch(startInKiosk) {
      const failure = await tryStart();
      if (!startInKiosk) {
        if (failure !== null) return recoverWithErrorWindow(failure);
        openStaff(paths.workspace());
        return true;
      }
      await startKiosk(false);
      if (failure !== null) keepTryingForKiosk();
      return true;
    },
    menuActions(openDataFolder, showAbout) {
      return {
        send,
        openDataFolder,
        showAbout,
        startKiosk: () => void startKiosk(true).catch((error: Error) => api.showMessage(error.message)),
      };
    },
    bringToFront() {
      const win = kiosk?.window ?? staff;
      if (win && !win.isDestroyed()) bringWindowToFront(win);
    },
    shutdown() {
      clearTimeout(retryTimer);
      keeper?.stop();
      kiosk?.close();
      server?.stop();
    },
  };
}
