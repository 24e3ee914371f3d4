/** The one typed bridge between the sandboxed renderer and the main process. */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC, type DesktopBridge } from '../common/bridge.js';

const bridge: DesktopBridge = {
  platform: 'desktop',
  kiosk: process.argv.includes('--revista-kiosk'),
  version: process.argv.find((a) => a.startsWith('--revista-version='))?.split('=')[1] ?? '',
  openExternal: (url) => ipcRenderer.invoke(IPC.openExternal, url) as Promise<void>,
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
