/**
 * The one typed bridge between the sandboxed renderer and the desktop shell, exposed by the
 * preload as `window.revistaDesktop` (absent on the web; renderer/platform gives web fallbacks).
 * Everything a staff member or a kiosk visitor does is a server + renderer feature; the bridge
 * only adds what needs the operating system: the menu, dialogs, the keychain and the kiosk shell.
 */

/** What the native menu asks the renderer to do (the renderer owns the screens). */
export type MenuCommand =
  /** Tauler de cerques, tauler de connexions, redacció: open a screen of the app. */
  | { type: 'navigate'; path: string }
  /** Fitxer › Obre un paquet d'edició…: the workspace asks the shell to choose one, then uploads it. */
  | { type: 'open-package' }
  /** Fitxer › Sincronitza: the workspace starts a sync with the configured public site. */
  | { type: 'sync' }
  /** Fitxer › Exporta PDF…: the edition on screen, or the workspace lets staff pick one. */
  | { type: 'export-pdf' }
  /** Fitxer › Fes una còpia de seguretat…: the workspace downloads a backup (a native save dialog). */
  | { type: 'backup' }
  /** Fitxer › Nova edició: the desk's 'Nova edició' form. */
  | { type: 'new-edition' }
  /** Fitxer › Nou article: 'Nou article' in the edition being edited, or else in the latest draft edition. */
  | { type: 'new-article' }
  /** Fitxer › Desa: the article, edition or author form in view saves at once and says so. */
  | { type: 'save' };

/** An edition package chosen in a native dialog: a .zip as it is, or a folder zipped by the shell. */
export interface PackageFile {
  name: string;
  bytes: Uint8Array;
}

/** The public site the desktop syncs from and publishes to; the credential never leaves the shell and the local server. */
export interface RemoteSettings {
  url: string;
  hasCredential: boolean;
}

export interface KioskExitResult {
  ok: boolean;
  /** Wrong PINs are slowed down: how long the next attempt must wait. */
  retryInMs: number;
}

export interface DesktopBridge {
  platform: 'desktop';
  /** True in the kiosk window (its own session partition, never signed in). */
  kiosk: boolean;
  version: string;
  /** Opens an address in the system browser (the app itself never leaves its own origin). */
  openExternal(url: string): Promise<void>;
  /** Subscribes to the native menu; returns the unsubscribe. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /** Native open dialog for an edition package (folder or .zip); null when cancelled. */
  choosePackage(): Promise<PackageFile | null>;
  /** The configured public site, kept in the OS keychain (Electron safeStorage). */
  getRemote(): Promise<RemoteSettings | null>;
  /** Stores the public site and its admin credential encrypted, and hands them to the local server. */
  setRemote(settings: { url: string; credential: string }): Promise<RemoteSettings>;
  clearRemote(): Promise<void>;
  /** Signs the staff window in to the bundled server again (after 'Tanca la sessió' or an expiry). */
  renewAdminSession(): Promise<boolean>;
  /** Opens the kiosk window (Visualització › Mode quiosc). */
  startKiosk(): Promise<void>;
  /** Whether the staff exit PIN of the kiosk is set. */
  hasKioskPin(): Promise<boolean>;
  /** Sets the kiosk's staff exit PIN (4–8 digits), kept with safeStorage. */
  setKioskPin(pin: string): Promise<void>;
  /** The kiosk's hidden staff exit: leaves the kiosk when the PIN is right. */
  exitKiosk(pin: string): Promise<KioskExitResult>;
}

export const BRIDGE_KEY = 'revistaDesktop';

/** IPC channels: invoke (renderer → main) unless noted. */
export const IPC = {
  openExternal: 'revista:open-external',
  /** main → renderer */
  menuCommand: 'revista:menu-command',
  choosePackage: 'revista:choose-package',
  getRemote: 'revista:get-remote',
  setRemote: 'revista:set-remote',
  clearRemote: 'revista:clear-remote',
  renewAdminSession: 'revista:renew-admin-session',
  startKiosk: 'revista:start-kiosk',
  hasKioskPin: 'revista:has-kiosk-pin',
  setKioskPin: 'revista:set-kiosk-pin',
  exitKiosk: 'revista:exit-kiosk',
} as const;

/** The kiosk PIN's rule: 4 to 8 digits. */
export const KIOSK_PIN = /^\d{4,8}$/;
