/** Electron main process: wiring only. The behaviour lives in the plain modules beside it (shell.ts first). */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BrowserWindow, Menu, app, dialog, ipcMain, powerSaveBlocker, safeStorage, session, shell, utilityProcess } from 'electron';
import { signInToServer } from './adminSession.js';
import { handleStaffDownloads, refuseDownloads } from './downloads.js';
import { RemoteKeychain, type StoredRemote } from './keychain.js';
import { KioskPin, type StoredPin } from './kioskPin.js';
import { log } from './log.js';
import { menuTemplate } from './menu.js';
import { choosePackage } from './packages.js';
import { installPermissionPolicy } from './permissions.js';
import { SecretFile } from './secrets.js';
import { startServer, type RunningServer, type ServerChild } from './server.js';
import { createShell, type Shell } from './shell.js';
import { claimSingleInstance } from './singleInstance.js';
import { KIOSK_PARTITION, type AppWindow } from './windows.js';

const here = import.meta.dirname;
// Generated per launch, known only to this process and its server; the renderer never sees it.
const adminToken = randomBytes(24).toString('base64url');
let running: RunningServer | null = null;
let desktop: Shell | null = null;

async function boot(): Promise<void> {
  const userData = app.getPath('userData');
  const origin = () => (running ? new URL(running.url).origin : '');
  const kioskSession = session.fromPartition(KIOSK_PARTITION);
  for (const s of [session.defaultSession, kioskSession]) installPermissionPolicy(s, origin);
  handleStaffDownloads(session.defaultSession, { downloads: app.getPath('downloads'), documents: app.getPath('documents'), join: path.join });
  refuseDownloads(kioskSession);

  const remote = new RemoteKeychain(
    new SecretFile<StoredRemote>(path.join(userData, 'public-site.bin'), safeStorage),
    () => ({ url: running?.url ?? '', adminToken, fetch }),
  );
  const pin = new KioskPin(new SecretFile<StoredPin>(path.join(userData, 'kiosk-pin.bin'), safeStorage));

  let menu: Menu | null = null;
  const desktopShell = createShell(
    {
      ipcMain,
      powerSaveBlocker,
      createWindow: (options) => new BrowserWindow(options) as unknown as AppWindow,
      startServer: async (hooks) => {
        running = await startServer({
          entry: path.join(here, '..', 'server', 'main.js'),
          userDataDir: userData,
          adminToken,
          join: path.join,
          parentEnv: process.env,
          fork: (entry, env) => utilityProcess.fork(entry, ['start'], { env, serviceName: 'Revista server' }) as unknown as ServerChild,
          ...hooks,
        });
        return running;
      },
      signIn: (url) => signInToServer(url, adminToken, fetch, session.defaultSession.cookies),
      openExternal: (url) => void shell.openExternal(url),
      choosePackage: () => choosePackage(dialog, process.platform),
      showMessage: (message) => void dialog.showMessageBox({ type: 'info', message, buttons: ["D'acord"] }),
      setMenuEnabled: (enabled) => Menu.setApplicationMenu(enabled ? menu : null),
      quit: () => app.quit(),
    },
    {
      preload: path.join(here, 'preload.cjs'),
      version: app.getVersion(),
      icon: path.join(here, '..', '..', 'resources', 'icons', 'icon.png'),
      remote,
      pin,
    },
  );

  desktop = desktopShell;
  menu = Menu.buildFromTemplate(
    menuTemplate(
      { isPackaged: app.isPackaged, platform: process.platform },
      desktopShell.menuActions(
        () => void shell.openPath(userData),
        () => void dialog.showMessageBox({ type: 'info', message: 'Revista Estany', detail: `Versió ${app.getVersion()}\nRevista de cultura, literatura i pensament en català.`, buttons: ["D'acord"] }),
      ),
    ),
  );
  Menu.setApplicationMenu(menu);
  app.on('before-quit', () => desktopShell.shutdown());
  await desktopShell.launch(process.argv.includes('--kiosk'));
}

// The staff app is Catalan whatever the computer's language: date fields (dd/mm/aaaa), spelling
// and the built-in menus of text fields follow Chromium's locale, which only this switch sets.
app.commandLine.appendSwitch('lang', 'ca');

// A second launch only brings the first one to the front, before it starts anything.
if (claimSingleInstance(app, () => desktop?.bringToFront())) {
  app.whenReady().then(boot).catch((error: unknown) => {
    log.fatal({ err: error }, 'L’aplicació no ha pogut arrencar');
    app.exit(1);
  });
  app.on('window-all-closed', () => app.quit());
}
