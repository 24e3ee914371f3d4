import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../common/bridge.js';
import { ERROR_ACTIONS } from '../../electron/pages.js';
import { claimSingleInstance } from '../../electron/singleInstance.js';
import { settle, shellHarness } from './shellHarness.js';

const decode = (url: string | undefined) => decodeURIComponent(url ?? '');

describe('start', () => {
  it('opens the staff window on the workspace, signed in, with the public site handed to the server', async () => {
    const h = shellHarness();
    expect(await h.shell.launch(false)).toBe(true);
    const [staff] = h.staffWindows();
    expect(staff?.loaded).toEqual(['http://127.0.0.1:7001/redaccio']);
    expect(staff?.visible).toBe(true);
    expect(h.signIns).toEqual(['http://127.0.0.1:7001']);
    expect(h.handedOver).toEqual(['http://127.0.0.1:7001']);
  });

  it('shows a clear error window, not a silent exit, when the server cannot start; Torna-ho a provar starts it', async () => {
    const h = shellHarness({ startFailures: ['The server exited before it was ready (code 1).'] });
    const launched = h.shell.launch(false);
    await settle();
    const [error] = h.errorWindows();
    expect(error?.visible).toBe(true);
    const page = decode(error?.lastUrl);
    expect(page).toMatch(/^data:text\/html/);
    expect(page).toContain('lang="ca"');
    expect(page).toContain('El servidor local no funciona');
    expect(page).toContain('The server exited before it was ready (code 1).');
    expect(page).toContain('Torna-ho a provar');
    expect(page).toContain('Surt');
    expect(h.staffWindows()).toEqual([]);

    // A try that fails again shows the new reason in the same window.
    h.failNextStarts('The server did not report ready within 30000 ms.');
    expect(error?.webContents.navigate(ERROR_ACTIONS.retry)).toBe(false);
    await settle();
    expect(decode(error?.lastUrl)).toContain('did not report ready');

    error?.webContents.navigate(ERROR_ACTIONS.retry);
    expect(await launched).toBe(true);
    expect(h.staffWindows()[0]?.lastUrl).toBe('http://127.0.0.1:7001/redaccio');
    expect(error?.destroyed).toBe(true);
    expect(h.api.quit).not.toHaveBeenCalled();
  });

  it('quits when the user chooses Surt or closes the error window', async () => {
    for (const leave of ['link', 'close'] as const) {
      const h = shellHarness({ startFailures: ['no'] });
      const launched = h.shell.launch(false);
      await settle();
      const [error] = h.errorWindows();
      if (leave === 'link') error?.webContents.navigate(ERROR_ACTIONS.quit);
      else error?.close();
      expect(await launched).toBe(false);
      expect(h.api.quit).toHaveBeenCalledTimes(1);
    }
  });

  it('keeps the error page in its window: other links and new windows are refused', async () => {
    const h = shellHarness({ startFailures: ['no'] });
    void h.shell.launch(false);
    await settle();
    const [error] = h.errorWindows();
    expect(error?.webContents.navigate('https://example.org/')).toBe(false);
    expect(error?.webContents.openWindow('https://example.org/')).toEqual({ action: 'deny' });
    expect(h.api.openExternal).not.toHaveBeenCalled();
    expect(error?.options.webPreferences).toMatchObject({ javascript: false, sandbox: true });
  });
});

describe('server restarts', () => {
  it('reload the window on the new address at the same page, signed in again there', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    staff!.webContents.url = 'http://127.0.0.1:7001/admin-connections-2024?dies=30';
    h.restart();
    await settle();
    expect(staff?.lastUrl).toBe('http://127.0.0.1:7002/admin-connections-2024?dies=30');
    expect(h.signIns).toEqual(['http://127.0.0.1:7001', 'http://127.0.0.1:7002']);
    expect(h.handedOver.at(-1)).toBe('http://127.0.0.1:7002');
    // The new origin is the one trusted now: the window's IPC still works, the old address would not.
    await expect(h.ipcMain.invoke(IPC.getRemote, staff!.webContents)).resolves.toBeNull();
  });

  it('that give up show the error window over the staff window, which comes back on Torna-ho a provar', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    h.fatal('The server keeps crashing (last exit code 139); giving up until you try again.');
    await settle();
    const [error] = h.errorWindows();
    expect(decode(error?.lastUrl)).toContain('last exit code 139');
    error?.webContents.navigate(ERROR_ACTIONS.retry);
    await settle();
    expect(staff?.lastUrl).toBe('http://127.0.0.1:7002/redaccio');
    expect(error?.destroyed).toBe(true);
    expect(h.staffWindows()).toHaveLength(1);
  });
});

describe('staff session', () => {
  it('is renewed when the renderer asks (after Tanca la sessió or a 401)', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    await expect(h.ipcMain.invoke(IPC.renewAdminSession, staff!.webContents)).resolves.toBe(true);
    expect(h.signIns).toEqual(['http://127.0.0.1:7001', 'http://127.0.0.1:7001']);
  });

  it('is renewed every hour while the app runs', async () => {
    vi.useFakeTimers();
    try {
      const h = shellHarness();
      await h.shell.launch(false);
      await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
      expect(h.signIns).toHaveLength(4);
      h.shell.shutdown();
      expect(h.server.stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
      expect(h.signIns).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('menu actions', () => {
  it('send the commands to the staff window and bring it to the front', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    staff!.minimized = true;
    const actions = h.shell.menuActions(vi.fn(), vi.fn());
    actions.send({ type: 'sync' });
    actions.send({ type: 'navigate', path: '/admin-dashboard-2024' });
    expect(staff?.webContents.sent).toEqual([
      { channel: IPC.menuCommand, args: [{ type: 'sync' }] },
      { channel: IPC.menuCommand, args: [{ type: 'navigate', path: '/admin-dashboard-2024' }] },
    ]);
    expect(staff?.minimized).toBe(false);
  });

  it('open the staff window at the right screen when only the kiosk was open', async () => {
    const h = shellHarness();
    await h.shell.launch(true);
    h.shell.menuActions(vi.fn(), vi.fn()).send({ type: 'backup' });
    expect(h.staffWindows()[0]?.lastUrl).toBe('http://127.0.0.1:7001/redaccio?accio=copia');
  });

  it("start 'Nou article' from the workspace when only the kiosk was open, and have nothing to save there", async () => {
    const h = shellHarness();
    await h.shell.launch(true);
    h.shell.menuActions(vi.fn(), vi.fn()).send({ type: 'save' });
    expect(h.staffWindows()).toEqual([]);
    h.shell.menuActions(vi.fn(), vi.fn()).send({ type: 'new-article' });
    expect(h.staffWindows()[0]?.lastUrl).toBe('http://127.0.0.1:7001/redaccio');
    const [staff] = h.staffWindows();
    h.shell.menuActions(vi.fn(), vi.fn()).send({ type: 'save' });
    expect(staff?.webContents.sent).toEqual([{ channel: IPC.menuCommand, args: [{ type: 'save' }] }]);
  });

  it('refuse the kiosk until its exit PIN is set, and say so', async () => {
    const h = shellHarness({ pinSet: false });
    await h.shell.launch(false);
    h.shell.menuActions(vi.fn(), vi.fn()).startKiosk();
    await settle();
    expect(h.kioskWindows()).toEqual([]);
    expect(h.messages).toEqual([expect.stringMatching(/definiu el PIN de sortida/)]);
    await expect(h.ipcMain.invoke(IPC.startKiosk, h.staffWindows()[0]!.webContents)).rejects.toThrow(/PIN/);
  });
});

describe('single instance', () => {
  function fakeApp(locked: boolean) {
    const listeners: (() => void)[] = [];
    return {
      listeners,
      requestSingleInstanceLock: () => locked,
      quit: vi.fn(),
      on: (_event: 'second-instance', listener: () => void) => void listeners.push(listener),
    };
  }

  it('a second launch quits at once', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalled();
    expect(app.listeners).toEqual([]);
  });

  it('the first one comes to the front, restored, when a second is launched', async () => {
    const app = fakeApp(true);
    const h = shellHarness();
    expect(claimSingleInstance(app, () => h.shell.bringToFront())).toBe(true);
    await h.shell.launch(false);
    const [staff] = h.staffWindows();
    staff!.minimized = true;
    staff!.visible = false;
    app.listeners.forEach((listener) => listener());
    expect(staff).toMatchObject({ minimized: false, visible: true, focused: 1 });
    expect(app.quit).not.toHaveBeenCalled();
  });

  it('a second launch during the kiosk brings the kiosk forward, not the staff window', async () => {
    const h = shellHarness();
    await h.shell.launch(false);
    await h.ipcMain.invoke(IPC.startKiosk, h.staffWindows()[0]!.webContents);
    h.shell.bringToFront();
    expect(h.kioskWindows()[0]?.focused).toBe(1);
    expect(h.staffWindows()[0]?.visible).toBe(false);
  });
});
