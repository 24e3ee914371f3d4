/**
 * Admin calls of the renderer: the sign-in session (GET/POST/DELETE /api/admin/session), the
 * search-analytics reads of the dashboard (base /api/analytics) and the dashboards' file exports.
 */
import { API } from '../../common/api/addresses.js';
import type { AdminSession, adminApi } from '../../common/api/admin.js';
import type { GroupBy, analyticsApi } from '../../common/api/analytics.js';
import type { BodyOf } from '../../common/api/route.js';
import { renewDesktopSession } from '../platform/desktop.js';
import { saveFile } from '../platform/saveFile.js';
import { call, callFile, type CallContext, type FileBody } from './client.js';

export const adminKeys = {
  session: ['admin', 'session'] as const,
  search: (call: string, params: Record<string, unknown>) => ['admin', 'search-analytics', call, params] as const,
};

export async function fetchAdminSession(ctx?: CallContext): Promise<AdminSession> {
  const session = await call(API.admin.session, {}, ctx);
  // In the desktop app a lapsed session is renewed by the shell, never left to expire under staff.
  if (!session.authenticated && (await renewDesktopSession())) return call(API.admin.session, {}, ctx);
  return session;
}

/** Every tab of this browser hears a sign-in (and a desk waiting to save sends its text at once). */
const SESSION_CHANNEL = 'revista-estany:sessio';

/** A person's e-mail and password, or the operator's key. */
export type SignInRequest = BodyOf<typeof adminApi.signIn>;

export async function signIn(body: SignInRequest): Promise<AdminSession> {
  const session = await call(API.admin.signIn, { body });
  announceSignIn(session);
  return session;
}

/** Tells the other tabs of this browser (a desk waiting to save sends its text at once). */
export function announceSignIn(session: AdminSession): void {
  if (session.authenticated && typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.postMessage('signed-in');
    channel.close();
  }
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
  return call(API.admin.signOut);
}

// ---------------------------------------------------------------- search analytics (spec §3)

export const fetchSearchStats = (days: number, ctx?: CallContext) => call(API.analytics.stats, { query: { days } }, ctx);

export const fetchSearchTimeline = (days: number, groupBy: GroupBy, ctx?: CallContext) => call(API.analytics.timeline, { query: { days, groupBy } }, ctx);

// ---------------------------------------------------------------- downloads

/** A saved download (a file answer, FileBody, once in the browser's downloads): the name it was saved under and its size. */
export interface SavedFile {
  name: string;
  size: number;
}

/** Saves a file answer under the server's suggested name (`fallbackName` when it suggests none). */
export async function saveDownload(answer: Promise<FileBody>, fallbackName: string): Promise<SavedFile> {
  const { blob, name } = await answer;
  saveFile(blob, name ?? fallbackName);
  return { name: name ?? fallbackName, size: blob.size };
}

/** What the dashboards' 'Exporta CSV' / 'Exporta JSON' send: the period and the format, as the contract reads them. */
export type ExportRequest = BodyOf<typeof analyticsApi.export>;

/** The dashboards' exports: every search record, or every page view, of the period, saved as a file. */
export const exportFiles = {
  searches: (body: ExportRequest) => callFile(API.analytics.export, { body }),
  connections: (body: ExportRequest) => callFile(API.connections.export, { body }),
};
