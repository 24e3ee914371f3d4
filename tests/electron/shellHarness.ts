/** The desktop shell (electron/shell.ts) wired to the electron double, with a server the test starts, crashes and fails at will. */
import { vi } from 'vitest';
import type { KioskExitResult, RemoteSettings } from '../../common/bridge.js';
import type { RunningServer } from '../../electron/server.js';
import { createShell, type ShellApi } from '../../electron/shell.js';
import { FakeIpcMain, FakeWindow, asAppWindow, fakePowerSaveBlocker } from './double.js';

interface ServerHooks {
  onRestart(url: string): void;
  onFatal(error: Error): void;
}

export function shellHarness(options: { pinSet?: boolean; startFailures?: string[] } = {}) {
  const windows: FakeWindow[] = [];
  const ipcMain = new FakeIpcMain();
  const powerSaveBlocker = fakePowerSaveBlocker();
  const failures = [...(options.startFailures ?? [])];
  let hooks: ServerHooks | undefined;
  let port = 7000;
  const server: RunningServer & { stopped: boolean } = { port, url: '', stopped: false, stop: () => void (server.stopped = true) };
  const signIns: string[] = [];
  const handedOver: string[] = [];
  const menuEnabled: boolean[] = [];
  const messages: string[] = [];
  let pinSet = options.pinSet ?? true;

  const api: ShellApi = {
    ipcMain,
    powerSaveBlocker,
    createWindow: (windowOptions) => {
      const win = new FakeWindow(windowOptions);
      windows.push(win);
      return asAppWindow(win);
    },
    startServer: vi.fn(async (h: ServerHooks) => {
      const failure = failures.shift();
      if (failure) throw new Error(failure);
      hooks = h;
      port += 1;
      server.port = port;
      server.url = `http://127.0.0.1:${port}`;
      return server;
    }),
    signIn: vi.fn(async (url: string) => void signIns.push(url)),
    openExternal: vi.fn(),
    choosePackage: vi.fn(async () => null),
    showMessage: (message) => void messages.push(message),
    setMenuEnabled: (enabled) => void menuEnabled.push(enabled),
    quit: vi.fn(),
  };
  const pin = {
    isSet: vi.fn(async () => pinSet),
    set: vi.fn(async () => void (pinSet = true)),
    check: vi.fn(async (value: unknown): Promise<KioskExitResult> => (value === '2468' ? { ok: true, retryInMs: 0 } : { ok: false, retryInMs: 1000 })),
  };
  const remote = {
    get: vi.fn(async (): Promise<RemoteSettings | null> => null),
    set: vi.fn(async () => ({ url: 'https://revistaestany.cat', hasCredential: true })),
    clear: vi.fn(async () => undefined),
    handOver: vi.fn(async () => void handedOver.push(server.url)),
  };
  const shell = createShell(api, { preload: '/app/preload.cjs', version: '1.0.0', remote, pin, serverRetryPauseMs: 30_000 });

  return {
    shell,
    api,
    ipcMain,
    powerSaveBlocker,
    windows,
    server,
    signIns,
    handedOver,
    menuEnabled,
    messages,
    pin,
    /** The server crashed and came back on the next port. */
    restart() {
      port += 1;
      server.port = port;
      server.url = `http://127.0.0.1:${port}`;
      hooks!.onRestart(server.url);
    },
    /** The server crashed past its restart budget. */
    fatal(reason: string) {
      hooks!.onFatal(new Error(reason));
    },
    failNextStarts(...reasons: string[]) {
      failures.push(...reasons);
    },
    staffWindows: () => windows.filter((w) => !w.destroyed && (w.options.webPreferences as Record<string, unknown>).preload && !(w.options as { kiosk?: boolean }).kiosk),
    kioskWindows: () => windows.filter((w) => !w.destroyed && (w.options as { kiosk?: boolean }).kiosk),
    errorWindows: () => windows.filter((w) => !w.destroyed && (w.options.webPreferences as Record<string, unknown>).javascript === false),
  };
}

/** Lets the shell's promise chains run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
