/**
 * The public site this server syncs from and publishes to (the desktop's bundled server points at
 * the magazine's public server). Its address and a person's personal token there come from
 * REMOTE_URL and REMOTE_TOKEN, or from staff through `PUT /api/admin/remote`; the desktop app
 * keeps them in the OS keychain and hands them over at each start. The server holds them in memory
 * only and never shows the credential back. The shared operator key is refused, and the token's
 * owner is learned from the public site itself (remoteOwner.ts), never taken from the caller.
 *
 *   GET    /api/admin/remote   { url, hasCredential } or { url: null, hasCredential: false }
 *   PUT    /api/admin/remote   { url, credential } → the same shape
 *   DELETE /api/admin/remote   forgets both
 */
import type { adminApi, RemoteAnswer } from '../../common/api/admin.js';
import type { RemoteSettings } from '../../common/bridge.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';
import { assertPersonalToken, tokenOwnerAt } from './remoteOwner.js';

interface RemoteCredentials {
  url: string;
  credential: string;
  /** The desktop app's single-user server: its operator key acts for the token's owner. */
  operatorIsOwner: boolean;
  /** The token's owner as the public site named them; null until it has (offline at the start). */
  owner: string | null;
}

/** What staff (or the desktop shell) give: the address, the token, and whether this server is single-user. */
export interface RemoteInput {
  url: string;
  credential: string;
  operatorIsOwner?: boolean | undefined;
}

/**
 * How long a call to the public site may go without progress before it counts as lost: no answer,
 * or no bytes of a package going up or of a file coming down. Not a limit on the whole call: a
 * large video over a slow connection takes minutes, and keeps moving all the while.
 */
const STALL_MS = 30_000;
/** A package goes up in pieces of this size, each one progress. */
const UPLOAD_PIECE = 64 * 1024;

/** An abort that fires after `ms` without a `touch()`; `stop()` once the call is over. */
function stallWatch(ms: number, outer: AbortSignal | null | undefined) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`no ha arribat res en ${Math.round(ms / 1000)} s`)), ms);
    // A body nobody reads is let go when its watch fires; the watch never holds a stopping process.
    timer.unref();
  };
  touch();
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  return { signal, touch, stop: () => clearTimeout(timer) };
}

/** A body sent in pieces, so that each piece the connection takes counts as progress. */
function uploadStream(bytes: Uint8Array, progress: () => void): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      progress();
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(at, at + UPLOAD_PIECE));
      at += UPLOAD_PIECE;
    },
  });
}

/**
 * The public site's refusal of the desk's personal key, in words staff can act on: a 401 says the
 * key is not (or no longer) valid there; a 403 that it is, but its role does not reach this act,
 * which revoking and saving the same key again would not mend. The site's own reason is kept.
 */
export function keyRefused(status: 401 | 403, siteReason?: string): HttpError {
  if (status === 401) return new HttpError(502, 'remote_unauthorized', "El web públic no ha acceptat la teva clau personal (potser s'ha revocat o ha caducat): desa'n una de nova a Configuració.");
  const reason = siteReason?.trim() ? ` Hi diu: «${siteReason.trim()}»` : '';
  return new HttpError(502, 'remote_unauthorized', `El web públic no deixa fer això amb la teva clau personal: el seu rol no hi arriba.${reason} Crea'n una amb un rol que hi arribi i desa-la a Configuració.`);
}

const unreachable = (error: unknown) => new HttpError(502, 'remote_unreachable', `El web públic no ha respost (${(error as Error).message}). Comprova la connexió i torna-ho a provar.`);

export class RemoteSite {
  private current: RemoteCredentials | null;
  private readonly stallMs: number;

  /** REMOTE_URL and REMOTE_TOKEN (server/config.ts has refused a token that is not a personal one). */
  constructor(initial: { url?: string | undefined; credential?: string | undefined; stallMs?: number } = {}) {
    this.current = initial.url && initial.credential ? { url: initial.url.replace(/\/+$/, ''), credential: initial.credential, operatorIsOwner: false, owner: null } : null;
    this.stallMs = initial.stallMs ?? STALL_MS;
  }

  settings(): RemoteSettings | null {
    return this.current ? { url: this.current.url, hasCredential: true } : null;
  }

  /**
   * Refuses the operator key and a token the public site refuses; keeps one the site cannot be
   * asked about now (offline), whose owner is then learned at its first answer.
   */
  async set(next: RemoteInput | null): Promise<void> {
    if (!next) {
      this.current = null;
      return;
    }
    const url = next.url.replace(/\/+$/, '');
    assertPersonalToken(url, next.credential);
    const owner = await tokenOwnerAt(url, next.credential);
    this.current = { url, credential: next.credential, operatorIsOwner: next.operatorIsOwner === true, owner };
  }

  /** The computer's owner on the desktop's single-user server, as the public site named them; null otherwise. */
  owner(): string | null {
    return this.current?.operatorIsOwner ? this.current.owner : null;
  }

  /** Before a call to the public site, once it answers: whose token this server holds, if still unknown. */
  private async learnOwner(current: RemoteCredentials): Promise<void> {
    if (!current.operatorIsOwner || current.owner !== null) return;
    // A refusal is the call's own to report (remote_unauthorized); here it only leaves the owner unknown.
    const owner = await tokenOwnerAt(current.url, current.credential, this.stallMs).catch(() => null);
    if (this.current === current) current.owner = owner;
  }

  /**
   * Calls the public site as the token's owner; throws a 409 the staff can act on when none is
   * configured, and a 502 when the site cannot be reached or a call stalls, including while its
   * body is read.
   */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const current = this.current;
    if (!current) {
      throw new HttpError(409, 'remote_not_configured', 'No hi ha cap web públic configurat: indica primer la seva adreça i la teva clau personal.');
    }
    await this.learnOwner(current);
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${current.credential}`);
    const watch = stallWatch(this.stallMs, init.signal);
    const body = init.body instanceof Uint8Array ? uploadStream(init.body, watch.touch) : init.body;
    let res: Response;
    try {
      res = await fetch(`${current.url}${pathname}`, { ...init, headers, body, signal: watch.signal, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) });
    } catch (error) {
      watch.stop();
      throw unreachable(error);
    }
    if (!res.body) {
      watch.stop();
      return res;
    }
    // The body keeps the watch: every piece that arrives is progress; a stalled one fails as unreachable.
    const reader = res.body.getReader();
    const watched = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            watch.stop();
            controller.close();
            return;
          }
          watch.touch();
          controller.enqueue(value);
        } catch (error) {
          watch.stop();
          controller.error(unreachable(error));
        }
      },
      cancel(reason) {
        watch.stop();
        return reader.cancel(reason);
      },
    });
    return new Response(watched, { status: res.status, statusText: res.statusText, headers: res.headers });
  }
}

export function remoteHandlers(remote: RemoteSite): Pick<Handlers<typeof adminApi>, 'remote' | 'setRemote' | 'clearRemote'> {
  const settings = (): RemoteAnswer => remote.settings() ?? { url: null, hasCredential: false };
  return {
    remote: async () => settings(),
    setRemote: async ({ body }) => {
      await remote.set(body);
      return settings();
    },
    clearRemote: async () => {
      await remote.set(null);
      return settings();
    },
  };
}
