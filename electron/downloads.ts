/**
 * Downloads. Staff save what the app offers (an edition's PDF, a backup of the local database)
 * through the native save dialog, opened in a sensible folder with the right file type; a kiosk
 * downloads nothing (no file dialog may ever appear in front of a visitor).
 */
export interface DownloadItemLike {
  getFilename(): string;
  setSaveDialogOptions(options: SaveDialogOptions): void;
  cancel(): void;
}

export interface SaveDialogOptions {
  title: string;
  defaultPath: string;
  buttonLabel: string;
  filters: { name: string; extensions: string[] }[];
}

export interface DownloadSession {
  on(event: 'will-download', listener: (event: { preventDefault(): void }, item: DownloadItemLike) => void): void;
}

interface DownloadFolders {
  /** Where PDFs go by default (the user's Downloads folder). */
  downloads: string;
  /** Where backups go by default (the user's Documents folder). */
  documents: string;
  join(...parts: string[]): string;
}

/** A file name the server suggested, with anything that could name another folder replaced. */
export function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((ch) => (/[\\/:*?"<>|]/.test(ch) || ch.charCodeAt(0) < 0x20 ? '-' : ch))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return cleaned || 'revista-estany';
}

export function saveDialogOptions(filename: string, folders: DownloadFolders): SaveDialogOptions {
  const name = safeFileName(filename);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (extension === 'pdf') {
    return {
      title: 'Desa el PDF',
      defaultPath: folders.join(folders.downloads, name),
      buttonLabel: 'Desa',
      filters: [{ name: 'Document PDF', extensions: ['pdf'] }],
    };
  }
  // The backup: revista-estany-AAAA-MM-DD.zip (the database and the media).
  if (extension === 'zip' && /^revista-estany-\d{4}-\d{2}-\d{2}\.zip$/.test(name)) {
    return {
      title: 'Desa la còpia de seguretat',
      defaultPath: folders.join(folders.documents, name),
      buttonLabel: 'Desa la còpia',
      filters: [{ name: 'Còpia de seguretat', extensions: ['zip'] }],
    };
  }
  return {
    title: 'Desa el fitxer',
    defaultPath: folders.join(folders.downloads, name),
    buttonLabel: 'Desa',
    filters: [{ name: 'Tots els fitxers', extensions: ['*'] }],
  };
}

/** Staff session: every download asks where to save, starting from a sensible place. */
export function handleStaffDownloads(session: DownloadSession, folders: DownloadFolders): void {
  session.on('will-download', (_event, item) => item.setSaveDialogOptions(saveDialogOptions(item.getFilename(), folders)));
}

/** Kiosk session: every download is cancelled before anything is written or asked. */
export function refuseDownloads(session: DownloadSession): void {
  session.on('will-download', (event, item) => {
    event.preventDefault();
    item.cancel();
  });
}
