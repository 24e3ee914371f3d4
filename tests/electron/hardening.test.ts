import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../../common/bridge.js';
import { handleStaffDownloads, refuseDownloads, saveDialogOptions, safeFileName, type DownloadItemLike, type DownloadSession } from '../../electron/downloads.js';
import { guardContents, type GuardedContents } from '../../electron/guards.js';
import { CHANNEL_ROLES, UntrustedSenderError, createIpcGuard } from '../../electron/ipc.js';
import { GRANTED_PERMISSIONS, installPermissionPolicy, type PermissionSession } from '../../electron/permissions.js';
import { FakeContents, FakeIpcMain, preventable } from './double.js';

const APP = 'http://127.0.0.1:7000';

describe('permission policy', () => {
  function session() {
    const handlers: {
      request?: Parameters<PermissionSession['setPermissionRequestHandler']>[0];
      check?: Parameters<PermissionSession['setPermissionCheckHandler']>[0];
      device?: () => boolean;
    } = {};
    const s: PermissionSession = {
      setPermissionRequestHandler: (h) => void (handlers.request = h),
      setPermissionCheckHandler: (h) => void (handlers.check = h),
      setDevicePermissionHandler: (h) => void (handlers.device = h),
    };
    installPermissionPolicy(s, () => APP);
    const request = (permission: string, requestingUrl = `${APP}/redaccio`) => {
      let answer: boolean | undefined;
      handlers.request!({}, permission, (granted) => void (answer = granted), { requestingUrl });
      return answer;
    };
    return { request, check: (permission: string, origin = APP) => handlers.check!({}, permission, origin), device: () => handlers.device!() };
  }

  it('denies every device and intrusive permission the magazine does not need', () => {
    const { request, check } = session();
    for (const permission of ['geolocation', 'media', 'notifications', 'midi', 'midiSysex', 'hid', 'serial', 'usb', 'display-capture', 'clipboard-read', 'pointerLock', 'openExternal', 'idle-detection', 'storage-access']) {
      expect(request(permission), permission).toBe(false);
      expect(check(permission), permission).toBe(false);
    }
  });

  it('grants only full screen and plain clipboard writes, and only to the app itself', () => {
    const { request, check, device } = session();
    expect([...GRANTED_PERMISSIONS].sort()).toEqual(['clipboard-sanitized-write', 'fullscreen']);
    expect(request('fullscreen')).toBe(true);
    expect(check('clipboard-sanitized-write')).toBe(true);
    expect(request('fullscreen', 'https://www.youtube-nocookie.com/embed/x')).toBe(false);
    expect(check('clipboard-sanitized-write', 'https://evil.example')).toBe(false);
    expect(device()).toBe(false);
  });
});

describe('IPC sender check', () => {
  function setup() {
    const ipcMain = new FakeIpcMain();
    const staff = new FakeContents();
    const kiosk = new FakeContents();
    staff.url = `${APP}/redaccio`;
    kiosk.url = `${APP}/quiosc`;
    const guard = createIpcGuard(ipcMain, {
      appOrigin: () => APP,
      roleOf: (sender) => (sender === staff ? 'staff' : sender === kiosk ? 'kiosk' : null),
    });
    const handler = vi.fn(() => 'done');
    return { ipcMain, staff, kiosk, guard, handler };
  }

  it('answers a page of the app in a window of the right kind', async () => {
    const { ipcMain, staff, kiosk, guard, handler } = setup();
    guard.handle(IPC.getRemote, handler);
    guard.handle(IPC.exitKiosk, handler);
    await expect(ipcMain.invoke(IPC.getRemote, staff)).resolves.toBe('done');
    await expect(ipcMain.invoke(IPC.exitKiosk, kiosk, '1234')).resolves.toBe('done');
    expect(handler).toHaveBeenLastCalledWith('1234');
  });

  it('rejects a frame of another origin, a local page and an unknown window, without running the handler', async () => {
    const { ipcMain, staff, guard, handler } = setup();
    guard.handle(IPC.setRemote, handler);
    staff.url = 'https://www.youtube-nocookie.com/embed/abc';
    await expect(ipcMain.invoke(IPC.setRemote, staff, {})).rejects.toThrow(UntrustedSenderError);
    staff.url = 'data:text/html,<h1>hi</h1>';
    await expect(ipcMain.invoke(IPC.setRemote, staff, {})).rejects.toThrow(/Refused revista:set-remote/);
    const stranger = new FakeContents();
    stranger.url = `${APP}/redaccio`;
    await expect(ipcMain.invoke(IPC.setRemote, stranger, {})).rejects.toThrow(UntrustedSenderError);
    expect(handler).not.toHaveBeenCalled();
  });

  it('checks the origin the app has now, after the server moved port', async () => {
    const ipcMain = new FakeIpcMain();
    const staff = new FakeContents();
    let origin = APP;
    createIpcGuard(ipcMain, { appOrigin: () => origin, roleOf: () => 'staff' }).handle(IPC.getRemote, () => 'ok');
    staff.url = `${APP}/redaccio`;
    origin = 'http://127.0.0.1:7001';
    await expect(ipcMain.invoke(IPC.getRemote, staff)).rejects.toThrow(UntrustedSenderError);
  });

  it('keeps the kiosk to its exit and the staff out of it', async () => {
    const { ipcMain, staff, kiosk, guard, handler } = setup();
    for (const channel of Object.keys(CHANNEL_ROLES) as (keyof typeof CHANNEL_ROLES)[]) guard.handle(channel, handler);
    for (const channel of [IPC.setRemote, IPC.getRemote, IPC.setKioskPin, IPC.renewAdminSession, IPC.openExternal, IPC.startKiosk, IPC.choosePackage]) {
      await expect(ipcMain.invoke(channel, kiosk), channel).rejects.toThrow(UntrustedSenderError);
    }
    await expect(ipcMain.invoke(IPC.exitKiosk, staff, '1234')).rejects.toThrow(UntrustedSenderError);
    await expect(ipcMain.invoke(IPC.hasKioskPin, kiosk)).resolves.toBe('done');
  });
});

describe('navigation guards', () => {
  function guarded(kiosk: boolean) {
    const contents = new FakeContents();
    const openExternal = vi.fn();
    const openInPlace = vi.fn();
    guardContents(contents as unknown as GuardedContents, { appOrigin: () => APP, kiosk, openExternal, openInPlace });
    return { contents, openExternal, openInPlace };
  }

  it('keep a staff window on the app and send web links to the system browser once', () => {
    const { contents, openExternal } = guarded(false);
    expect(contents.navigate(`${APP}/arxiu`)).toBe(true);
    expect(contents.navigate('https://bsky.app/profile/revistaestany.cat')).toBe(false);
    expect(contents.frameNavigate('https://bsky.app/profile/revistaestany.cat', true)).toBe(false);
    expect(openExternal).toHaveBeenCalledTimes(1);
    expect(contents.navigate('file:///etc/passwd')).toBe(false);
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('guard every frame: a foreign iframe is stopped, the video players are let through for staff', () => {
    const { contents } = guarded(false);
    expect(contents.frameNavigate('https://ads.example/iframe', false)).toBe(false);
    expect(contents.frameNavigate('https://www.youtube-nocookie.com/embed/abc', false)).toBe(true);
    expect(contents.frameNavigate(`${APP}/edicio/48`, true)).toBe(true);
  });

  it('never open a new window: web addresses go to the browser, the app opens in place', () => {
    const { contents, openExternal, openInPlace } = guarded(false);
    expect(contents.openWindow('https://www.instagram.com/revistaestany')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://www.instagram.com/revistaestany');
    expect(contents.openWindow(`${APP}/edicio/48/pdf`)).toEqual({ action: 'deny' });
    expect(openInPlace).toHaveBeenCalledWith(`${APP}/edicio/48/pdf`);
    expect(contents.openWindow('javascript:alert(1)')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuse webviews', () => {
    const { contents } = guarded(false);
    const event = preventable();
    contents.emit('will-attach-webview', event);
    expect(event.prevented).toBe(true);
  });
});

describe('downloads', () => {
  function session() {
    let listener: Parameters<DownloadSession['on']>[1] | undefined;
    const s: DownloadSession = { on: (_event, l) => void (listener = l) };
    const download = (filename: string) => {
      const item: DownloadItemLike & { options?: unknown; cancelled: boolean } = {
        cancelled: false,
        getFilename: () => filename,
        setSaveDialogOptions(options) {
          this.options = options;
        },
        cancel() {
          this.cancelled = true;
        },
      };
      const event = preventable();
      listener!(event, item);
      return { item, event };
    };
    return { s, download };
  }
  const folders = { downloads: '/home/anna/Baixades', documents: '/home/anna/Documents', join: (...p: string[]) => p.join('/') };

  it('ask staff where to save a PDF, in Downloads, as a PDF', () => {
    const { s, download } = session();
    handleStaffDownloads(s, folders);
    const { item, event } = download('revista-estany-48.pdf');
    expect(event.prevented).toBe(false);
    expect(item.options).toEqual({
      title: 'Desa el PDF',
      defaultPath: '/home/anna/Baixades/revista-estany-48.pdf',
      buttonLabel: 'Desa',
      filters: [{ name: 'Document PDF', extensions: ['pdf'] }],
    });
  });

  it('ask where to save a backup, in Documents, as a backup (the database and media in one zip)', () => {
    expect(saveDialogOptions('revista-estany-2026-11-24.zip', folders)).toMatchObject({
      title: 'Desa la còpia de seguretat',
      defaultPath: '/home/anna/Documents/revista-estany-2026-11-24.zip',
      filters: [{ name: 'Còpia de seguretat', extensions: ['zip'] }],
    });
    expect(saveDialogOptions('paquet-48.zip', folders).title).toBe('Desa el fitxer');
    expect(saveDialogOptions('notes', folders).filters).toEqual([{ name: 'Tots els fitxers', extensions: ['*'] }]);
  });

  it('never let a suggested name point into another folder', () => {
    expect(safeFileName('../../.bashrc')).toBe('-..-.bashrc');
    expect(saveDialogOptions('..\\..\\evil.pdf', folders).defaultPath).toBe('/home/anna/Baixades/-..-evil.pdf');
    expect(safeFileName('...')).toBe('revista-estany');
  });

  it('are all cancelled in the kiosk, before any dialog', () => {
    const { s, download } = session();
    refuseDownloads(s);
    const { item, event } = download('revista-estany-48.pdf');
    expect(event.prevented).toBe(true);
    expect(item.cancelled).toBe(true);
    expect(item.options).toBeUndefined();
  });
});
