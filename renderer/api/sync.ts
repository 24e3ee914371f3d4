/**
 * The staff copy's own calls: sync with the public site (GET/POST /api/admin/sync), the public
 * site's settings (GET/PUT/DELETE /api/admin/remote; the desktop keeps them through the bridge
 * instead) and the database backup (GET /api/admin/backup, a download).
 */
import type { RemoteSettings } from '../../common/bridge.js';
import type { adminApi } from '../../common/api/admin.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { PendingDeletion, SyncStatus } from '../../common/sync.js';
import { downloadExport } from './admin.js';
import { apiFetch } from './client.js';
import { staffFetch } from './desk.js';

export const syncKeys = {
  status: ['staff', 'sync'] as const,
  backups: ['staff', 'backups'] as const,
  remote: ['staff', 'remote'] as const,
};

export function fetchSyncStatus(signal?: AbortSignal): Promise<SyncStatus> {
  return apiFetch('/admin/sync', { signal });
}

/** The automatic backups (BACKUP_DIR): the last good one, the last failure, the next. */
export function fetchBackupStatus(signal?: AbortSignal): Promise<ResponseOf<typeof adminApi.backupStatus>> {
  return apiFetch('/admin/backup/status', { signal });
}

export function startSync(): Promise<SyncStatus> {
  return apiFetch('/admin/sync', { method: 'POST' });
}

/** Staff's word on what the sync would delete: these records go, the rest of the list stays. */
export function decideSyncDeletions(chosen: { kind: PendingDeletion['kind']; id: string }[]): Promise<SyncStatus> {
  return staffFetch('/admin/sync/deletions', { method: 'POST', body: { delete: chosen } });
}

/** The server's answer has `url: null` when none is configured. */
type RemoteAnswer = ResponseOf<typeof adminApi.remote>;
const settingsOf = (a: RemoteAnswer): RemoteSettings | null => (a.url ? { url: a.url, hasCredential: a.hasCredential } : null);

export async function fetchRemote(signal?: AbortSignal): Promise<RemoteSettings | null> {
  return settingsOf(await apiFetch<RemoteAnswer>('/admin/remote', { signal }));
}

export async function saveRemote(settings: { url: string; credential: string }): Promise<RemoteSettings | null> {
  return settingsOf(await apiFetch<RemoteAnswer>('/admin/remote', { method: 'PUT', body: settings }));
}

export async function clearRemote(): Promise<void> {
  await apiFetch('/admin/remote', { method: 'DELETE' });
}

/** Downloads a consistent copy of the local database (a native save dialog on the desktop). */
export function downloadBackup(): Promise<{ name: string; size: number }> {
  return downloadExport('/admin/backup', undefined, 'revista-estany.zip');
}
