/**
 * A double of the slices of Electron's API the shell modules take: windows and their web
 * contents (event emitters that record what was loaded and sent), ipcMain, safeStorage,
 * powerSaveBlocker, sessions and the bundled server's child process. Tests drive them by emitting
 * the events Electron would.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { IpcEvent, IpcMainLike } from '../../electron/ipc.js';
import type { PowerSaveBlockerLike } from '../../electron/kiosk.js';
import type { SafeStorageLike } from '../../electron/secrets.js';
import type { ServerChild } from '../../electron/server.js';
import type { AppContents, AppWindow } from '../../electron/windows.js';

export class FakeChild extends EventEmitter implements ServerChild {
  killed = false;
  kill(): boolean {
    this.killed = true;
    return true;
  }
}

interface Prevented {
  prevented: boolean;
  preventDefault(): void;
}

export function preventable(extra: Record<string, unknown> = {}): Prevented & Record<string, unknown> {
  return {
    ...extra,
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

export class FakeContents extends EventEmitter {
  url = '';
  sent: { channel: string; args: unknown[] }[] = [];
  openHandler: ((details: { url: string }) => { action: 'deny' | 'allow' }) | undefined;
  zoomLimits: [number, number] | undefined;

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void {
    this.openHandler = handler;
  }
  getURL(): string {
    return this.url;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  forcefullyCrashRenderer(): void {
    this.emit('render-process-gone');
  }
  async setVisualZoomLevelLimits(minimum: number, maximum: number): Promise<void> {
    this.zoomLimits = [minimum, maximum];
  }

  /** A link click or location change in the page: true when the shell let it happen. */
  navigate(url: string): boolean {
    const event = preventable();
    this.emit('will-navigate', event, url);
    return !event.prevented;
  }
  /** Any frame starting a navigation: true when the shell let it happen. */
  frameNavigate(url: string, isMainFrame: boolean): boolean {
    const event = preventable({ url, isMainFrame });
    this.emit('will-frame-navigate', event);
    return !event.prevented;
  }
  openWindow(url: string): { action: 'deny' | 'allow' } {
    if (!this.openHandler) throw new Error('No window open handler installed');
    return this.openHandler({ url });
  }
}

export class FakeWindow extends EventEmitter {
  readonly webContents = new FakeContents();
  loaded: string[] = [];
  visible = false;
  focused = 0;
  minimized = false;
  destroyed = false;
  menuRemoved = false;

  constructor(readonly options: Record<string, unknown>) {
    super();
  }
  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.webContents.url = url;
    // Electron's first paint: shown windows wait for it.
    this.emit('ready-to-show');
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {
    this.focused += 1;
  }
  restore(): void {
    this.minimized = false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  removeMenu(): void {
    this.menuRemoved = true;
  }
  /** Closes unless a 'close' listener prevents it, as Electron does. */
  close(): void {
    const event = preventable();
    this.emit('close', event);
    if (event.prevented) return;
    this.destroyed = true;
    this.emit('closed');
  }
  get lastUrl(): string | undefined {
    return this.loaded.at(-1);
  }
}

/** The double as the modules' AppWindow type (the event methods are EventEmitter's). */
export function asAppWindow(win: FakeWindow): AppWindow {
  return win as unknown as AppWindow & { webContents: AppContents };
}

export class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: IpcEvent, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown): void {
    this.handlers.set(channel, listener);
  }
  /** What ipcRenderer.invoke would get, from the given web contents showing the given page. */
  async invoke(channel: string, sender: FakeContents, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler({ sender, senderFrame: { url: sender.url } }, ...args);
  }
}

/** safeStorage as on a machine with a keychain: reversible, and never the plain text. */
export function fakeSafeStorage(options: { available?: boolean; backend?: string } = {}): SafeStorageLike & { encrypted: string[] } {
  const encrypted: string[] = [];
  return {
    encrypted,
    isEncryptionAvailable: () => options.available ?? true,
    encryptString: (plain) => {
      encrypted.push(plain);
      return Buffer.from(`enc:${Buffer.from(plain).reverse().toString('base64')}`);
    },
    decryptString: (data) => Buffer.from(data.toString().replace(/^enc:/, ''), 'base64').reverse().toString(),
    ...(options.backend ? { getSelectedStorageBackend: () => options.backend! } : {}),
  };
}

export function fakePowerSaveBlocker(): PowerSaveBlockerLike & { active: Set<number> } {
  const active = new Set<number>();
  let next = 0;
  return {
    active,
    start: vi.fn(() => {
      next += 1;
      active.add(next);
      return next;
    }),
    stop: vi.fn((id: number) => void active.delete(id)),
  };
}
