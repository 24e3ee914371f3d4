/**
 * The staff's editions (admin): every edition with its state, edition packages, Publica, Retira,
 * Descarta and Publica al web (base /api/admin), and the public site's settings it depends on.
 */
import type { adminApi } from '../../common/api/admin.js';
import type { editionsApi } from '../../common/api/editions.js';
import type { ResponseOf } from '../../common/api/route.js';
import type { PackageReport } from '../../common/types.js';
import { apiFetch, apiUrl } from './client.js';

export const editionKeys = {
  list: ['admin', 'editions'] as const,
  remote: ['admin', 'remote'] as const,
};

export function fetchEditions(signal?: AbortSignal): Promise<ResponseOf<typeof editionsApi.list>> {
  return apiFetch('/admin/editions', { signal });
}

export function fetchRemote(signal?: AbortSignal): Promise<ResponseOf<typeof adminApi.remote>> {
  return apiFetch('/admin/remote', { signal });
}

/** The answer to an upload: the report either way (201 stored, 422 refused), or the status of another failure. */
type UploadOutcome = { stored: boolean; report: PackageReport } | { stored: false; report: null; status: number };

export async function uploadPackage(bytes: Blob | Uint8Array): Promise<UploadOutcome> {
  const response = await fetch(apiUrl('/admin/packages'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/zip' },
    body: bytes instanceof Blob ? bytes : new Blob([bytes as BlobPart], { type: 'application/zip' }),
    credentials: 'same-origin',
  });
  if (response.status === 201 || response.status === 422) {
    const body = (await response.json()) as ResponseOf<typeof editionsApi.upload, 201 | 422>;
    return { stored: response.status === 201, report: body.report };
  }
  return { stored: false, report: null, status: response.status };
}

export function publishEdition(number: number): Promise<ResponseOf<typeof editionsApi.publish>> {
  return apiFetch(`/admin/editions/${number}/publish`, { method: 'POST' });
}

/** 'Retira': a published edition back to draft. */
export function withdrawEdition(number: number): Promise<ResponseOf<typeof editionsApi.withdraw>> {
  return apiFetch(`/admin/editions/${number}/withdraw`, { method: 'POST' });
}

export function discardEdition(number: number): Promise<ResponseOf<typeof editionsApi.discard>> {
  return apiFetch(`/admin/editions/${number}`, { method: 'DELETE' });
}

/** 'Publica al web'; a refusal of the public site comes back with its report. */
/** 'Publica al web'. `corrections`: the public site already had the edition, and these articles' corrections went up. */
export async function publishToWeb(
  number: number,
): Promise<{ ok: true; corrections: string[] | null } | { ok: false; status: number; message: string | null; report: PackageReport | null }> {
  const response = await fetch(apiUrl(`/admin/editions/${number}/publish-remote`), { method: 'POST', credentials: 'same-origin' });
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ResponseOf<typeof editionsApi.publishRemote>> | null;
    return { ok: true, corrections: body?.corrections ?? null };
  }
  const body = (await response.json().catch(() => null)) as Partial<ResponseOf<typeof editionsApi.publishRemote, 422>> | null;
  return { ok: false, status: response.status, message: body?.error?.message ?? null, report: body?.report ?? null };
}

