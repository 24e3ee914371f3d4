/**
 * The desktop app signs its own bundled server in: it posts the admin token it generated and
 * stores the session cookie in the window's cookie jar, so the dashboards open without a prompt.
 */
import { log } from './log.js';

export interface CookieJar {
  set(details: { url: string; name: string; value: string; httpOnly: boolean; sameSite: 'strict'; path: string }): Promise<void>;
}

export type Fetch = (url: string, init: { method: string; headers: Record<string, string>; body: string }) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
}>;

export function parseSetCookie(header: string | null): { name: string; value: string } | null {
  if (!header) return null;
  const [pair] = header.split(';');
  const eq = pair?.indexOf('=') ?? -1;
  if (!pair || eq <= 0) return null;
  return { name: pair.slice(0, eq).trim(), value: decodeURIComponent(pair.slice(eq + 1).trim()) };
}

export async function signInToServer(serverUrl: string, token: string, fetchFn: Fetch, jar: CookieJar): Promise<void> {
  const response = await fetchFn(`${serverUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new Error(`No s’ha pogut obrir la sessió de redacció (estat ${response.status}).`);
  const cookie = parseSetCookie(response.headers.get('set-cookie'));
  if (!cookie) throw new Error('L’inici de sessió de redacció no ha tornat cap galeta de sessió.');
  await jar.set({ url: serverUrl, name: cookie.name, value: cookie.value, httpOnly: true, sameSite: 'strict', path: '/' });
}

export const SESSION_RENEWAL_MS = 60 * 60_000;

export interface SessionKeeper {
  /** Signs in again now; false (and logged) when the server refused or did not answer. */
  renew(): Promise<boolean>;
  stop(): void;
}

/**
 * Staff stay signed in while the app runs: the server's session cookie lasts 12 hours, so the
 * shell signs in again every hour, and whenever the renderer asks (after 'Tanca la sessió', a 401,
 * or a server restart). The admin token is generated per launch and never reaches the renderer.
 */
export function keepSignedIn(signIn: () => Promise<void>, intervalMs = SESSION_RENEWAL_MS): SessionKeeper {
  const renew = () =>
    signIn().then(
      () => true,
      (error: unknown) => {
        log.warn(`No s’ha pogut renovar la sessió de redacció: ${(error as Error).message}`);
        return false;
      },
    );
  const timer = setInterval(() => void renew(), intervalMs);
  timer.unref?.();
  return { renew, stop: () => clearInterval(timer) };
}
