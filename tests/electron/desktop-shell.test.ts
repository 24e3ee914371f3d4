import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { parseSetCookie, signInToServer, type CookieJar } from '../../electron/adminSession.js';
import { decideNavigation, isAppUrl, isSafeExternalUrl } from '../../electron/navigation.js';
import { serverEnvironment, startServer, type ServerChild } from '../../electron/server.js';
import { openMainWindow, windowPreferences, type AppWindow } from '../../electron/windows.js';

/** A child process double: emits what the real server would. */
class FakeChild extends EventEmitter implements ServerChild {
  killed = false;
  kill(): boolean {
    this.killed = true;
    return true;
  }
}

describe('navigation policy', () => {
  const origin = 'http://127.0.0.1:41234';
  it('keeps the app origin inside the window', () => {
    expect(isAppUrl('http://127.0.0.1:41234/autors', origin)).toBe(true);
    expect(decideNavigation('http://127.0.0.1:41234/arxiu', origin, false)).toBe('allow');
  });
  it('sends web addresses to the system browser, and blocks them in a kiosk', () => {
    expect(decideNavigation('https://www.instagram.com/revistaestany', origin, false)).toBe('external');
    expect(decideNavigation('https://www.instagram.com/revistaestany', origin, true)).toBe('block');
  });
  it('never hands file: or javascript: addresses to the system', () => {
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(decideNavigation('file:///etc/passwd', origin, false)).toBe('block');
    expect(isAppUrl('not a url', origin)).toBe(false);
  });
});

describe('bundled server', () => {
  it('starts on a free loopback port with its database in the user-data folder', async () => {
    const child = new FakeChild();
    const fork = vi.fn(() => child);
    const pending = startServer({ fork, entry: '/app/server/main.js', userDataDir: '/home/u/.config/Revista', adminToken: 'tok' });
    child.emit('message', { type: 'log' });
    child.emit('message', { type: 'ready', port: 41234 });
    const server = await pending;
    expect(server.url).toBe('http://127.0.0.1:41234');
    expect(fork).toHaveBeenCalledWith('/app/server/main.js', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: '/home/u/.config/Revista/revista.sqlite',
      ADMIN_TOKEN: 'tok',
      SEED_DEMO: 'true',
    });
    server.stop();
    expect(child.killed).toBe(true);
  });

  it('fails with a clear message when the server never reports ready', async () => {
    const child = new FakeChild();
    await expect(
      startServer({ fork: () => child, entry: 'x', userDataDir: '/d', adminToken: 't', readyTimeoutMs: 20 }),
    ).rejects.toThrow(/did not report ready/);
    expect(child.killed).toBe(true);
  });

  it('fails when the server exits before it is ready', async () => {
    const child = new FakeChild();
    const pending = startServer({ fork: () => child, entry: 'x', userDataDir: '/d', adminToken: 't' });
    child.emit('exit', 1);
    await expect(pending).rejects.toThrow(/exited before it was ready \(code 1\)/);
  });

  it('restarts the server after a crash and reports the new port', async () => {
    const children = [new FakeChild(), new FakeChild()];
    let n = 0;
    const onRestart = vi.fn();
    const pending = startServer({ fork: () => children[n++]!, entry: 'x', userDataDir: '/d', adminToken: 't', onRestart });
    children[0]!.emit('message', { type: 'ready', port: 5001 });
    const server = await pending;
    children[0]!.emit('exit', 139);
    await Promise.resolve();
    children[1]!.emit('message', { type: 'ready', port: 5002 });
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledWith(5002));
    expect(server.url).toBe('http://127.0.0.1:5002');
  });

  it('gives up after too many crashes', async () => {
    const first = new FakeChild();
    const onFatal = vi.fn();
    const pending = startServer({ fork: () => first, entry: 'x', userDataDir: '/d', adminToken: 't', maxRestarts: 0, onFatal });
    first.emit('message', { type: 'ready', port: 5001 });
    await pending;
    first.emit('exit', 1);
    expect(onFatal).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/keeps crashing/) }));
  });

  it('uses the platform path joiner for the database file', () => {
    expect(serverEnvironment('C:\\Users\\u', 't', (...p) => p.join('\\')).DATABASE_FILE).toBe('C:\\Users\\u\\revista.sqlite');
  });
});

describe('main window', () => {
  function fakeWindow() {
    const handlers: Record<string, (...args: never[]) => void> = {};
    let openHandler: ((d: { url: string }) => { action: 'deny' | 'allow' }) | undefined;
    const win: AppWindow & { shown: boolean; reloaded: number } = {
      shown: false,
      reloaded: 0,
      loadURL: vi.fn(async () => undefined),
      once: (_e, listener) => listener(),
      show() {
        this.shown = true;
      },
      webContents: {
        setWindowOpenHandler: (h) => {
          openHandler = h;
        },
        on: ((event: string, listener: (...args: never[]) => void) => {
          handlers[event] = listener;
        }) as AppWindow['webContents']['on'],
        reload() {
          win.reloaded += 1;
        },
      },
    };
    return { win, handlers, open: (url: string) => openHandler!({ url }) };
  }

  it('is isolated and sandboxed', () => {
    const prefs = windowPreferences({ appUrl: 'http://127.0.0.1:1', preload: '/p.cjs', kiosk: false });
    expect(prefs.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: '/p.cjs' });
    expect(windowPreferences({ appUrl: 'http://127.0.0.1:1', preload: '/p.cjs', kiosk: true })).toMatchObject({ kiosk: true, fullscreen: true });
  });

  it('opens foreign links in the system browser and keeps the window on the app', async () => {
    const { win, handlers, open } = fakeWindow();
    const openExternal = vi.fn(async () => undefined);
    await openMainWindow({ createWindow: () => win, openExternal }, { appUrl: 'http://127.0.0.1:7000', preload: '/p', kiosk: false });
    expect(win.loadURL).toHaveBeenCalledWith('http://127.0.0.1:7000');
    expect(win.shown).toBe(true);
    expect(open('https://bsky.app/profile/revistaestany.cat')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://bsky.app/profile/revistaestany.cat');

    const prevented = vi.fn();
    (handlers['will-navigate'] as (e: { preventDefault(): void }, url: string) => void)({ preventDefault: prevented }, 'https://example.org/');
    expect(prevented).toHaveBeenCalled();
    const allowed = vi.fn();
    (handlers['will-navigate'] as (e: { preventDefault(): void }, url: string) => void)({ preventDefault: allowed }, 'http://127.0.0.1:7000/arxiu');
    expect(allowed).not.toHaveBeenCalled();

    (handlers['render-process-gone'] as () => void)();
    expect(win.reloaded).toBe(1);
  });

  it('opens nothing outside the app in kiosk mode', async () => {
    const { win, open } = fakeWindow();
    const openExternal = vi.fn(async () => undefined);
    await openMainWindow({ createWindow: () => win, openExternal }, { appUrl: 'http://127.0.0.1:7000', preload: '/p', kiosk: true });
    open('https://www.youtube.com/@revistaestany');
    expect(openExternal).not.toHaveBeenCalled();
  });
});

describe('admin sign-in of the bundled server', () => {
  it('reads the session cookie out of Set-Cookie', () => {
    expect(parseSetCookie('revista_admin=123.abc%3D; Path=/; HttpOnly; SameSite=Strict')).toEqual({ name: 'revista_admin', value: '123.abc=' });
    expect(parseSetCookie(null)).toBeNull();
    expect(parseSetCookie('garbage')).toBeNull();
  });

  it('posts the token and stores the cookie for the app origin', async () => {
    const set = vi.fn<CookieJar['set']>(async () => undefined);
    const fetchFn = vi.fn(async () => ({ ok: true, status: 200, headers: { get: () => 'revista_admin=1.sig; Path=/; HttpOnly' } }));
    await signInToServer('http://127.0.0.1:7000', 'secret', fetchFn, { set });
    expect(fetchFn).toHaveBeenCalledWith('http://127.0.0.1:7000/api/admin/session', expect.objectContaining({ method: 'POST', body: '{"token":"secret"}' }));
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://127.0.0.1:7000', name: 'revista_admin', value: '1.sig', httpOnly: true }));
  });

  it('reports a refused sign-in', async () => {
    const fetchFn = async () => ({ ok: false, status: 401, headers: { get: () => null } });
    await expect(signInToServer('http://x', 't', fetchFn, { set: async () => undefined })).rejects.toThrow(/401/);
  });
});
