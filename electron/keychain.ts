/**
 * The public site the desktop syncs from and publishes to: its address and the person's own
 * personal token there (issue 27: not the site's shared ADMIN_TOKEN, so that the public site's
 * record names who published or synced) are kept encrypted (secrets.ts) and handed to the bundled
 * server, which holds them in memory only (`PUT /api/admin/remote`, signed with the local admin
 * token): at each start, after each server restart and whenever staff change them. The credential
 * never goes back to the renderer. A shared key stored by an older version is no longer handed
 * over: the settings screen says none is saved, and asks for the person's token. The bundled
 * server is single-user: it is told so (`operatorIsOwner`), asks the public site whose the token is
 * (refusing one the site refuses), and its record names that person, the computer's owner, for what
 * its operator key does; the shell never names them itself.
 */
import type { RemoteSettings } from '../common/bridge.js';
import { TOKENS_PAGE, isPersonalToken } from '../common/staff/tokens.js';
import type { SecretFile } from './secrets.js';

export interface StoredRemote {
  url: string;
  credential: string;
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
    // Only the address and the token (a file of an older version also kept the owner's name).
    ...(remote ? { body: JSON.stringify({ url: remote.url, credential: remote.credential, operatorIsOwner: true }) } : {}),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  throw new Error(body?.error?.message ?? `El servidor local no ha acceptat les dades del web públic (estat ${response.status}).`);
}

export class RemoteKeychain {
  constructor(
    private readonly file: SecretFile<StoredRemote>,
    private readonly server: () => LocalServer,
  ) {}

  async get(): Promise<RemoteSettings | null> {
    const stored = await this.file.read();
    return stored ? { url: stored.url, hasCredential: isPersonalToken(stored.credential) } : null;
  }

  /**
   * Refused at once without a real keychain; then the local server checks them with the public
   * site (a token it refuses is not stored); only what the server accepts is stored.
   */
  async set(input: unknown): Promise<RemoteSettings> {
    const remote = parseRemote(input);
    this.file.assertWritable();
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
