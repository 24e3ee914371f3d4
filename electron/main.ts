/** Electron main process: lifecycle only. The logic lives in plain modules beside it. */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BrowserWindow, app, ipcMain, session, shell, utilityProcess } from 'electron';
import { IPC } from '../common/bridge.js';
import { signInToServer } from './adminSession.js';
import { isSafeExternalUrl } from './navigation.js';
import { startServer, type ServerChild } from './server.js';
import { openMainWindow } from './windows.js';

const kiosk = process.argv.includes('--kiosk');
const here = import.meta.dirname;

async function boot(): Promise<void> {
  const adminToken = randomBytes(24).toString('base64url');
  const server = await startServer({
    entry: path.join(here, '..', 'server', 'main.js'),
    userDataDir: app.getPath('userData'),
    adminToken,
    join: path.join,
    fork: (entry, env) =>
      utilityProcess.fork(entry, ['start'], { env: { ...process.env, ...env }, serviceName: 'Revista server' }) as unknown as ServerChild,
    onRestart: () => void signInToServer(server.url, adminToken, fetch, session.defaultSession.cookies),
    onFatal: (error) => {
      console.error(error.message);
      app.exit(1);
    },
  });
  await signInToServer(server.url, adminToken, fetch, session.defaultSession.cookies);

  ipcMain.handle(IPC.openExternal, async (_event, url: unknown) => {
    if (typeof url === 'string' && isSafeExternalUrl(url) && !kiosk) await shell.openExternal(url);
  });

  await openMainWindow(
    {
      createWindow: (options) => new BrowserWindow({
        ...options,
        webPreferences: {
          ...(options.webPreferences as object),
          additionalArguments: [`--revista-version=${app.getVersion()}`, ...(kiosk ? ['--revista-kiosk'] : [])],
        },
      }),
      openExternal: (url) => shell.openExternal(url),
    },
    {
      appUrl: server.url,
      preload: path.join(here, 'preload.cjs'),
      kiosk,
      icon: path.join(here, '..', '..', 'resources', 'icons', 'icon.png'),
    },
  );
  app.on('before-quit', () => server.stop());
}

app.whenReady().then(boot, (error: unknown) => {
  console.error(error);
  app.exit(1);
});
app.on('window-all-closed', () => app.quit());
