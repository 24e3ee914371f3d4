/**
 * The public site the desktop syncs from and publishes to: its address and the person's own
 * personal token there (issue 27: not the site's shared ADMIN_TOKEN, so that the public site's
 * record names who published or synced) are kept encrypted (secrets.ts) and handed to the bundled
 * server, which holds them in memory only (`PUT /api/admin/remote`, signed with the local admin
 * token): at each start, after each server restart and whenever staff change them. The credential
 * never goes back to the renderer. A shared key stored by an older version is no longer handed
 * over: the settings screen says none is saved, and asks for the person's token. The token's owner,
 * as the public site names them, goes with it: the bundled server is single-user, and its record
 * names the computer's owner for what its operator key does.
 */
import type { RemoteSettings } from '../common/bridge.js';
import { TOKENS_PAGE, isPersonalToken } from '../common/staff/tokens.js';
import type { SecretFile } from './secrets.js';

export interface StoredRemote {
  url: string;
  credential: string;
  /** The token's owner as the public site named them: the computer's owner, whom the local record names. */
  owner?: string;
}

export type ServerFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface LocalServer {
  url: string;
  adminToken: string;
  fetch: ServerFetch;
}

/** Hands the settings (or their absence) to the bundled server; throws with the server's reason. */
export async function pushRemote(server: LocalServer, remote: StoredRemote | null): Promise<void> {
  const response = await server.fetch(`${server.url}/api/admin/remote`, {
    method: remote ? 'PUT' : 'DELETE',
    headers: { Authorization: `Bearer ${server.adminToken}`, 'Content-Type': 'application/json' },
    ...(remote ? { body: JSON.stringify(remote) } : {}),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? `El servidor local no ha acceptat les dades del web públic (estat ${response.status}).`);
}

/**
 * Whose a personal token is, as the public site says (`GET /api/admin/session` with it): the
 * owner's name; null when the site cannot be reached (saved unnamed: the desktop works offline);
 * refused when the site does not take it (revoked, mistyped, or its owner suspended).
 */
export async function tokenOwner(site: string, token: string, fetchFn: ServerFetch): Promise<string | null> {
  let response: Awaited<ReturnType<ServerFetch>>;
  try {
    response = await fetchFn(`${site}/api/admin/session`, { method: 'GET', headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return null;
  }
  const body = (await response.json().catch(() => null)) as { authenticated?: boolean; actor?: { kind?: string; name?: unknown } } | null;
  if (!response.ok || body?.authenticated !== true) {
    throw new Error(`El web públic no accepta aquesta clau personal (potser s'ha revocat): crea'n una de nova a ${site}${TOKENS_PAGE}.`);
  }
  return body.actor?.kind === 'token' && typeof body.actor.name === 'string' ? body.actor.name : null;
}

export class RemoteKeychain {
  constructor(
    private readonly file: SecretFile<StoredRemote>,
    private readonly server: () => LocalServer,
    /** Calls to the public site itself (to learn whose the token is). */
    private readonly site: ServerFetch,
  ) {}

  async get(): Promise<RemoteSettings | null> {
    const stored = await this.file.read();
    return stored ? { url: stored.url, hasCredential: isPersonalToken(stored.credential) } : null;
  }

  /** Refused at once without a real keychain; then the local server checks them; only what it accepts is stored. */
  async set(input: unknown): Promise<RemoteSettings> {
    const parsed = parseRemote(input);
    this.file.assertWritable();
    const owner = await tokenOwner(parsed.url, parsed.credential, this.site);
    const remote: StoredRemote = owner ? { ...parsed, owner } : parsed;
    await pushRemote(this.server(), remote);
    await this.file.write(remote);
    return { url: remote.url, hasCredential: true };
  }

  async clear(): Promise<void> {
    await this.file.remove();
    await pushRemote(this.server(), null);
  }

  /** At start and after a server restart: the server forgot what it was given. */
  async handOver(): Promise<void> {
    const stored = await this.file.read();
    if (stored && isPersonalToken(stored.credential)) await pushRemote(this.server(), stored);
  }
}

function parseRemote(input: unknown): StoredRemote {
  const { url, credential } = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/i.test(url)) throw new Error("L'adreça del lloc públic ha de començar per http:// o https://.");
  const site = url.replace(/\/+$/, '');
  if (typeof credential !== 'string' || !isPersonalToken(credential.trim())) {
    throw new Error(`Enganxa la teva clau personal del web públic (comença per estany_), no la clau d'operador: la crees a ${site}${TOKENS_PAGE}.`);
  }
  return { url: site, credential: credential.trim() };
}
