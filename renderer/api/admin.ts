/**
 * Admin calls of the renderer: the sign-in session (GET/POST/DELETE /api/admin/session), the
 * search-analytics reads of the dashboard (base /api/analytics) and file exports.
 */
import type { adminApi } from '../../common/api/admin.js';
import type { analyticsApi, GroupBy } from '../../common/api/analytics.js';
import type { ResponseOf } from '../../common/api/route.js';
import { renewDesktopSession } from '../platform/desktop.js';
import { saveFile } from '../platform/saveFile.js';
import { apiFetch, apiUrl, HttpStatusError } from './client.js';

type AdminSession = ResponseOf<typeof adminApi.session>;

export const adminKeys = {
  session: ['admin', 'session'] as const,
  search: (call: string, params: Record<string, unknown>) => ['admin', 'search-analytics', call, params] as const,
};

export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession> {
  const session = await apiFetch<AdminSession>('/admin/session', { signal });
  // In the desktop app a lapsed session is renewed by the shell, never left to expire under staff.
  if (!session.authenticated && (await renewDesktopSession())) return apiFetch('/admin/session', { signal });
  return session;
}

/** Every tab of this browser hears a sign-in (and a desk waiting to save sends its text at once). */
const SESSION_CHANNEL = 'revista-estany:sessio';

export async function signIn(token: string): Promise<AdminSession> {
  const session = await apiFetch<AdminSession>('/admin/session', { method: 'POST', body: { token } });
  if (session.authenticated && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage('signed-in');
    channel.close();
  }
  return session;
}

/** Calls `listener` when another tab of this browser signs in; returns the way to stop listening. */
export function onSignInElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'signed-in') listener();
  };
  return () => channel.close();
}

export function signOut(): Promise<AdminSession> {
  return apiFetch('/admin/session', { method: 'DELETE' });
}

// ---------------------------------------------------------------- search analytics (spec §3)

export function fetchSearchStats(days: number, signal?: AbortSignal): Promise<ResponseOf<typeof analyticsApi.stats>> {
  return apiFetch('/analytics/stats', { query: { days }, signal });
}

export function fetchSearchTimeline(days: number, groupBy: GroupBy, signal?: AbortSignal): Promise<ResponseOf<typeof analyticsApi.timeline>> {
  return apiFetch('/analytics/timeline', { query: { days, groupBy }, signal });
}

// ---------------------------------------------------------------- exports

/**
 * Saves an export call's answer as a file under the server's suggested name (a POST with the
 * body, or a GET without one); returns the name and size saved.
 */
export async function downloadExport(path: string, body: unknown, fallbackName: string): Promise<{ name: string; size: number }> {
  const response = await fetch(apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new HttpStatusError(response.status);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  const blob = await response.blob();
  saveFile(blob, name);
  return { name, size: blob.size };
}
