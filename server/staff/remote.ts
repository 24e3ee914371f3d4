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
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { RemoteSettings } from '../../common/bridge.js';
import { HttpError } from '../http/errors.js';
import { httpUrl, parseBody } from '../http/validate.js';

export interface RemoteCredentials {
  url: string;
  credential: string;
}

/** How long a call to the public site may take before it counts as lost. */
const REMOTE_TIMEOUT_MS = 30_000;

export class RemoteSite {
  private current: RemoteCredentials | null;

  constructor(initial: { url?: string | undefined; credential?: string | undefined } = {}) {
    this.current = initial.url && initial.credential ? { url: initial.url.replace(/\/+$/, ''), credential: initial.credential } : null;
  }

  settings(): RemoteSettings | null {
    return this.current ? { url: this.current.url, hasCredential: true } : null;
  }

  set(next: RemoteCredentials | null): void {
    this.current = next ? { url: next.url.replace(/\/+$/, ''), credential: next.credential } : null;
  }

  /** Calls the public site as its admin; throws a 409 the staff can act on when none is configured. */
  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    if (!this.current) {
      throw new HttpError(409, 'remote_not_configured', 'No public site is configured: set its address and admin credential first.');
    }
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${this.current.credential}`);
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(REMOTE_TIMEOUT_MS)]) : AbortSignal.timeout(REMOTE_TIMEOUT_MS);
    try {
      return await fetch(`${this.current.url}${pathname}`, { ...init, headers, signal });
    } catch (error) {
      throw new HttpError(502, 'remote_unreachable', `The public site did not answer (${(error as Error).message}).`);
    }
  }
}

const remoteBody = z.object({
  url: httpUrl(500),
  credential: z.string().min(12, 'credential must have at least 12 characters').max(512),
});

export function remoteRoutes(remote: RemoteSite, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);
  const reply = (res: Parameters<RequestHandler>[1]) =>
    res.set('Cache-Control', 'no-store').json(remote.settings() ?? { url: null, hasCredential: false });
  r.get('/', (_req, res) => reply(res));
  r.put('/', (req, res) => {
    remote.set(parseBody(remoteBody, req));
    reply(res);
  });
  r.delete('/', (_req, res) => {
    remote.set(null);
    reply(res);
  });
  return r;
}
