/**
 * Whose credential the public site is given (issue 27: every change there says who made it). Only
 * a person's personal token is accepted: the shared operator key (ADMIN_TOKEN) would make the
 * public site's record name nobody. Its owner is what the public site answers to
 * `GET /api/admin/session` with it, never what the caller claims.
 */
import type { AdminSession } from '../../common/api/admin.js';
import { TOKENS_PAGE, isPersonalToken } from '../../common/staff/tokens.js';
import { HttpError } from '../http/errors.js';

/** How long the public site may take to say whose a token is before the desk goes on without knowing. */
export const IDENTIFY_MS = 10_000;

const operatorKeyRefused = (site: string) =>
  new HttpError(
    400,
    'remote_personal_token_required',
    `El web públic ha de rebre la teva clau personal (comença per estany_), no la clau d'operador compartida: així hi consta qui publica o sincronitza. Crea-la a ${site}${TOKENS_PAGE}.`,
  );

/** Refuses, before any call, a credential that is not shaped as a personal token. */
export function assertPersonalToken(site: string, credential: string): void {
  if (!isPersonalToken(credential)) throw operatorKeyRefused(site);
}

/**
 * The token's owner as the public site names them; null when the site cannot say now (not
 * reachable, or an answer that is not its session's), so that the desktop works offline. Throws
 * when the site refuses the token (revoked, mistyped, its owner suspended) or takes it as its
 * operator key (an ADMIN_TOKEN that happens to look like a personal token).
 */
export async function tokenOwnerAt(site: string, credential: string, timeoutMs = IDENTIFY_MS): Promise<string | null> {
  let res: Response;
  let body: Partial<AdminSession> | null;
  try {
    res = await fetch(`${site}/api/admin/session`, { headers: { Authorization: `Bearer ${credential}` }, signal: AbortSignal.timeout(timeoutMs) });
    body = (await res.json().catch(() => null)) as Partial<AdminSession> | null;
  } catch {
    return null;
  }
  if (res.status === 401 || (res.ok && body?.authenticated === false)) {
    throw new HttpError(422, 'remote_token_refused', `El web públic no accepta aquesta clau personal (potser s'ha revocat o no s'ha copiat sencera): crea'n una de nova a ${site}${TOKENS_PAGE}.`);
  }
  if (!res.ok || body?.authenticated !== true || !body.actor) return null;
  if (body.actor.kind !== 'token') throw operatorKeyRefused(site);
  return body.actor.name;
}
