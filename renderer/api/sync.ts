/**
 * The staff copy's own calls: sync with the public site (GET/POST /api/admin/sync), the public
 * site's settings (GET/PUT/DELETE /api/admin/remote; the desktop keeps them through the bridge
 * instead) and the database backup (GET /api/admin/backup, a download).
 */
import { API } from '../../common/api/addresses.js';
import type { RemoteAnswer } from '../../common/api/admin.js';
import type { RemoteSettings } from '../../common/bridge.js';
import type { PendingDeletion, SyncStatus } from '../../common/sync.js';
import { saveDownload, type SavedFile } from './admin.js';
import { call, callFile, type CallContext } from './client.js';

export const syncKeys = {
  status: ['staff', 'sync'] as const,
  backups: ['staff', 'backups'] as const,
  remote: ['staff', 'remote'] as const,
};

export const fetchSyncStatus = (ctx?: CallContext): Promise<SyncStatus> => call(API.sync.status, {}, ctx);

/** The automatic backups (BACKUP_DIR): the last good one, the last failure, the next. */
export const fetchBackupStatus = (ctx?: CallContext) => call(API.admin.backupStatus, {}, ctx);

export const startSync = (): Promise<SyncStatus> => call(API.sync.start);

/** Staff's word on what the sync would delete: these records go, the rest of the list stays. */
export const decideSyncDeletions = (chosen: { kind: PendingDeletion['kind']; id: string }[]): Promise<SyncStatus> =>
  call(API.sync.decideDeletions, { body: { delete: chosen } });

/** The server's answer has `url: null` when none is configured. */
const settingsOf = (a: RemoteAnswer): RemoteSettings | null => (a.url ? { url: a.url, hasCredential: a.hasCredential } : null);

export async function fetchRemote(ctx?: CallContext): Promise<RemoteSettings | null> {
  return settingsOf(await call(API.admin.remote, {}, ctx));
}

export async function saveRemote(settings: { url: string; credential: string }): Promise<RemoteSettings | null> {
  return settingsOf(await call(API.admin.setRemote, { body: settings }));
}

export async function clearRemote(): Promise<void> {
  await call(API.admin.clearRemote);
}

/** Downloads a consistent copy of the local database (a native save dialog on the desktop). */
export const downloadBackup = (): Promise<SavedFile> => saveDownload(callFile(API.admin.backup), 'revista-estany.zip');
