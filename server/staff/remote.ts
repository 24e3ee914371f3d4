/**
 * The public site this server syncs from and publishes to (the desktop's bundled server points at
 * the magazine's public server). Its address and admin credential come from REMOTE_URL and
 * REMOTE_TOKEN, or from staff through `PUT /api/admin/remote`; the desktop app keeps them in the
 * OS keychain and hands them over at each start. The server holds them in memory only and never
 * shows the credential back.
 *
 *   GET    /api/admin/remote   { url, hasCredential } or { url: null, hasCredential: false }
 *   PUT    /api/admin/remote   { url, credential } → the same shape
 *   DELETE /api/admin/remote   forgets both
 */
import type { adminApi, RemoteAnswer } from '../../common/api/admin.js';
import type { RemoteSettings } from '../../common/bridge.js';
import { HttpError } from '../http/errors.js';
import type { Handlers } from '../http/mount.js';

interface RemoteCredentials {
  url: string;
  credential: string;
  /** The desktop app's owner: the person whose personal token this is (the shell learned it from the site). */
  owner?: string | undefined;
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

const unreachable = (error: unknown) => new HttpError(502, 'remote_unreachable', `El web públic no ha respost (${(error as Error).message}). Comprova la connexió i torna-ho a provar.`);

export class RemoteSite {
  private current: RemoteCredentials | null;
  private readonly stallMs: number;

  constructor(initial: { url?: string | undefined; credential?: string | undefined; stallMs?: number } = {}) {
    this.current = initial.url && initial.credential ? { url: initial.url.replace(/\/+$/, ''), credential: initial.credential } : null;
    this.stallMs = initial.stallMs ?? STALL_MS;
  }

  settings(): RemoteSettings | null {
    return this.current ? { url: this.current.url, hasCredential: true } : null;
  }

  set(next: RemoteCredentials | null): void {
    this.current = next ? { url: next.url.replace(/\/+$/, ''), credential: next.credential, owner: next.owner } : null;
  }

  /** The computer's owner, when the desktop app named them with their token; null otherwise. */
  owner(): string | null {
    return this.current?.owner ?? null;
  }

  /**
   * Calls the public site as its admin; throws a 409 the staff can act on when none is configured,
   * and a 502 when the site cannot be reached or a call stalls, including while its body is read.
   */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    if (!this.current) {
      throw new HttpError(409, 'remote_not_configured', 'No hi ha cap web públic configurat: indica primer la seva adreça i la credencial de redacció.');
    }
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${this.current.credential}`);
    const watch = stallWatch(this.stallMs, init.signal);
    const body = init.body instanceof Uint8Array ? uploadStream(init.body, watch.touch) : init.body;
    let res: Response;
    try {
      res = await fetch(`${this.current.url}${pathname}`, { ...init, headers, body, signal: watch.signal, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) });
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
      remote.set(body);
      return settings();
    },
    clearRemote: async () => {
      remote.set(null);
      return settings();
    },
  };
}
