/**
 * Where the renderer asks whether it runs in the desktop shell: the bridge object, or null in a
 * browser. UI code branches on this, never on the user agent.
 */
import { BRIDGE_KEY, type DesktopBridge } from '../../common/bridge.js';

export function desktopBridge(): DesktopBridge | null {
  return (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_KEY] ?? null;
}
