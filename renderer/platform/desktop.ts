/**
 * Where the renderer asks whether it runs in the desktop shell: the bridge object, or null in a
 * browser. UI code branches on this, never on the user agent.
 */
import { BRIDGE_KEY, type DesktopBridge } from '../../common/bridge.js';

export function desktopBridge(): DesktopBridge | null {
  return (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_KEY] ?? null;
}

/**
 * The desktop app keeps its staff signed in: asks the shell to sign this window in again (after
 * 'Tanca la sessió' or an expiry). False on the web and in the kiosk, which is never signed in.
 */
export async function renewDesktopSession(): Promise<boolean> {
  const bridge = desktopBridge();
  if (!bridge || bridge.kiosk) return false;
  return bridge.renewAdminSession().catch(() => false);
}
