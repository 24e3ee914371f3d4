import { afterEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../../common/bridge.js';
import { Budget } from '../../electron/budget.js';
import { openKiosk } from '../../electron/kiosk.js';
import { FakeWindow, asAppWindow, fakePowerSaveBlocker, preventable } from './double.js';
import { settle, shellHarness } from './shellHarness.js';

afterEach(() => {
  vi.useRealTimers();
});

const APP = 'http://127.0.0.1:7001';

function kiosk(options: { budget?: Budget; calmPauseMs?: number } = {}) {
  const powerSaveBlocker = fakePowerSaveBlocker();
  let win: FakeWindow | undefined;
  const onClosed = vi.fn();
  const controller = openKiosk(
    {
      powerSaveBlocker,
      createWindow: (o) => {
        win = new FakeWindow(o);
        return asAppWindow(win);
      },
    },
    { appOrigin: () => APP, preload: '/p.cjs', version: '1.0.0', crashBudget: options.budget, calmPauseMs: options.calmPauseMs, onClosed },
  );
  return { controller, win: win!, powerSaveBlocker, onClosed };
}

describe('kiosk window', () => {
  it('opens /quiosc full screen, in kiosk mode, with no menu and no pinch zoom', () => {
    const { win } = kiosk();
    expect(win.loaded).toEqual([`${APP}/quiosc`]);
    expect(win.options).toMatchObject({ kiosk: true, fullscreen: true });
    expect(win.menuRemoved).toBe(true);
    expect(win.webContents.zoomLimits).toEqual([1, 1]);
    expect(win.visible).toBe(true);
  });

  it('runs in its own in-memory session partition, never signed in with the staff cookie', async () => {
    const h = shellHarness();
    await h.shell.launch(true);
    const [k] = h.kioskWindows();
    expect(k?.options.webPreferences).toMatchObject({ partition: 'kiosk', sandbox: true, contextIsolation: true });
    expect(h.staffWindows()).toEqual([]);
    // The only sign-in is the staff session's (the default one, which the kiosk partition does not share).
    expect(h.api.signIn).toHaveBeenCalledTimes(1);
  });

  it('keeps the display awake while it runs and lets it sleep when it leaves', () => {
    const { controller, powerSaveBlocker, onClosed } = kiosk();
    expect(powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
    expect(powerSaveBlocker.active.size).toBe(1);
    controller.close();
    expect(powerSaveBlocker.active.size).toBe(0);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed by a visitor (Alt+F4), only by the staff exit', () => {
    const { win, powerSaveBlocker } = kiosk();
    win.close();
    expect(win.destroyed).toBe(false);
    expect(powerSaveBlocker.active.size).toBe(1);
  });

  it('refuses every way out of the app: links, frames, new windows', () => {
    const { win } = kiosk();
    expect(win.webContents.navigate(`${APP}/quiosc/edicio/48`)).toBe(true);
    // The reader's site of the same app has no attract loop and no reset: not a way out either.
    expect(win.webContents.navigate(`${APP}/edicio/48`)).toBe(false);
    expect(win.webContents.navigate(`${APP}/redaccio`)).toBe(false);
    expect(win.webContents.navigate('https://www.instagram.com/revistaestany')).toBe(false);
    expect(win.webContents.frameNavigate('https://www.instagram.com/revistaestany', true)).toBe(false);
    expect(win.webContents.frameNavigate('https://www.youtube-nocookie.com/embed/abc', false)).toBe(false);
    expect(win.webContents.frameNavigate(`${APP}/quiosc`, false)).toBe(true);
    expect(win.webContents.openWindow('https://www.youtube.com/@revistaestany')).toEqual({ action: 'deny' });
    expect(win.webContents.openWindow('mailto:redaccio@revistaestany.cat')).toEqual({ action: 'deny' });
    const webview = preventable();
    win.webContents.emit('will-attach-webview', webview);
    expect(webview.prevented).toBe(true);
    // Nothing reached the system: no browser, no mail client, no new page in the kiosk.
    expect(win.loaded).toEqual([`${APP}/quiosc`]);
  });

  it('comes back into /quiosc after a crash or a hang, a bounded number of times a minute, then says Tornem de seguida and retries', async () => {
    vi.useFakeTimers();
    const budget = new Budget({ capacity: 3, refillMs: 60_000, now: () => Date.now() });
    const { win } = kiosk({ budget, calmPauseMs: 60_000 });
    win.webContents.emit('render-process-gone');
    win.webContents.emit('unresponsive');
    win.webContents.emit('render-process-gone');
    expect(win.loaded).toEqual(Array(4).fill(`${APP}/quiosc`));
    // The fourth within the minute: the calm page, not a reload loop.
    win.webContents.emit('render-process-gone');
    const calm = decodeURIComponent(win.lastUrl ?? '');
    expect(calm).toMatch(/^data:text\/html/);
    expect(calm).toContain('Tornem de seguida');
    expect(calm).toContain('lang="ca"');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(win.lastUrl).toMatch(/^data:/);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(win.lastUrl).toBe(`${APP}/quiosc`);
    // By then the budget has refilled: the next crash reloads at once.
    win.webContents.emit('render-process-gone');
    expect(win.lastUrl).toBe(`${APP}/quiosc`);
  });

  it('stops recovering once it is leaving', () => {
    const { controller, win } = kiosk();
    controller.close();
    win.webContents.emit('render-process-gone');
    expect(win.loaded).toEqual([`${APP}/quiosc`]);
  });
});

describe('kiosk in the desktop app', () => {
  it('starts from the menu or the bridge with the menu off, the staff window hidden behind it', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    await h.ipcMain.invoke(IPC.startKiosk, staff!.webContents);
    expect(h.kioskWindows()).toHaveLength(1);
    expect(h.menuEnabled).toEqual([false]);
    expect(staff?.visible).toBe(false);
    // Asking twice does not open a second kiosk.
    await h.ipcMain.invoke(IPC.startKiosk, staff!.webContents);
    expect(h.kioskWindows()).toHaveLength(1);
  });

  it('leaves with the right PIN: kiosk closed, display released, staff window back, menu back', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    await h.ipcMain.invoke(IPC.startKiosk, staff!.webContents);
    const [k] = h.kioskWindows();
    await expect(h.ipcMain.invoke(IPC.exitKiosk, k!.webContents, '0000')).resolves.toEqual({ ok: false, retryInMs: 1000 });
    expect(k?.destroyed).toBe(false);
    expect(h.powerSaveBlocker.active.size).toBe(1);
    await expect(h.ipcMain.invoke(IPC.exitKiosk, k!.webContents, '2468')).resolves.toEqual({ ok: true, retryInMs: 0 });
    expect(k?.destroyed).toBe(true);
    expect(h.powerSaveBlocker.active.size).toBe(0);
    expect(staff?.visible).toBe(true);
    expect(h.menuEnabled).toEqual([false, true]);
  });

  it('started with --kiosk, opens the staff window only on the staff exit', async () => {
    const h = shellHarness();
    await h.shell.launch(true);
    expect(h.staffWindows()).toEqual([]);
    const [k] = h.kioskWindows();
    await h.ipcMain.invoke(IPC.exitKiosk, k!.webContents, '2468');
    expect(h.staffWindows()[0]?.lastUrl).toBe('http://127.0.0.1:7001/redaccio');
  });

  it('follows the server to its new address after a restart', async () => {
    const h = shellHarness();
    await h.shell.launch(true);
    h.restart();
    await settle();
    expect(h.kioskWindows()[0]?.lastUrl).toBe('http://127.0.0.1:7002/quiosc');
  });

  it('waits on Tornem de seguida when the server is lost, and keeps trying to start it, no error window for visitors', async () => {
    vi.useFakeTimers();
    const h = shellHarness();
    await h.shell.launch(true);
    const [k] = h.kioskWindows();
    h.failNextStarts('still broken');
    h.fatal('The server keeps crashing');
    expect(decodeURIComponent(k?.lastUrl ?? '')).toContain('Tornem de seguida');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(h.errorWindows()).toEqual([]);
    expect(k?.lastUrl).toMatch(/^data:/);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k?.lastUrl).toBe('http://127.0.0.1:7002/quiosc');
    expect(h.errorWindows()).toEqual([]);
  });

  it('started with --kiosk while the server cannot start, waits calmly and comes up when it does', async () => {
    vi.useFakeTimers();
    const h = shellHarness({ startFailures: ['The server exited before it was ready (code 1).'] });
    expect(await h.shell.launch(true)).toBe(true);
    const [k] = h.kioskWindows();
    // Never an address on a server that is not there: only the calm page.
    expect(k?.loaded.every((url) => url.startsWith('data:text/html'))).toBe(true);
    expect(decodeURIComponent(k?.lastUrl ?? '')).toContain('Tornem de seguida');
    expect(h.errorWindows()).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(k?.lastUrl).toBe('http://127.0.0.1:7001/quiosc');
    expect(h.powerSaveBlocker.active.size).toBe(1);
  });
});
