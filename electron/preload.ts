/** The one typed bridge between the sandboxed renderer and the main process (common/bridge.ts). */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC, type DesktopBridge, type MenuCommand } from '../common/bridge.js';

const invoke = <T>(channel: string, ...args: unknown[]) => ipcRenderer.invoke(channel, ...args) as Promise<T>;

const bridge: DesktopBridge = {
  platform: 'desktop',
  kiosk: process.argv.includes('--revista-kiosk'),
  version: process.argv.find((a) => a.startsWith('--revista-version='))?.split('=')[1] ?? '',
  openExternal: (url) => invoke(IPC.openExternal, url),
  onMenuCommand: (listener) => {
    const handler = (_event: unknown, command: MenuCommand) => listener(command);
    ipcRenderer.on(IPC.menuCommand, handler);
    return () => void ipcRenderer.removeListener(IPC.menuCommand, handler);
  },
  choosePackage: () => invoke(IPC.choosePackage),
  getRemote: () => invoke(IPC.getRemote),
  setRemote: (settings) => invoke(IPC.setRemote, settings),
  clearRemote: () => invoke(IPC.clearRemote),
  renewAdminSession: () => invoke(IPC.renewAdminSession),
  startKiosk: () => invoke(IPC.startKiosk),
  hasKioskPin: () => invoke(IPC.hasKioskPin),
  setKioskPin: (pin) => invoke(IPC.setKioskPin, pin),
  exitKiosk: (pin) => invoke(IPC.exitKiosk, pin),
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
