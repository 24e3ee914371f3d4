/**
 * The admin guard (decisions.md): one credential from the environment, accepted as
 * `Authorization: Bearer <token>` for scripts or as a signed, HttpOnly session cookie for the
 * browser. The cookie carries no secret, only an expiry signed with a key derived from the token,
 * so any server process that knows the token can check it (no session table).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { ADMIN_COOKIE, adminApi } from '../../common/api/admin.js';
import { HttpError, errorBody } from './errors.js';
import type { RateLimitCounters } from './rateLimitStore.js';
import { parseBody } from './validate.js';

const SESSION_HOURS = 12;

function safeEqual(a: string, b: string): boolean {
  // Hash both so that the comparison takes the same time whatever the lengths.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export class AdminAuth {
  private readonly key: Buffer;

  constructor(private readonly token: string) {
    this.key = createHash('sha256').update(`revista-admin-session:${token}`).digest();
  }

  checkToken(candidate: string): boolean {
    return safeEqual(candidate, this.token);
  }

  issueSession(now = Date.now()): { value: string; maxAgeMs: number } {
    const expires = now + SESSION_HOURS * 3_600_000;
    const signature = createHmac('sha256', this.key).update(String(expires)).digest('base64url');
    return { value: `${expires}.${signature}`, maxAgeMs: expires - now };
  }

  checkSession(value: string | undefined, now = Date.now()): boolean {
    if (!value) return false;
    const [expires, signature] = value.split('.');
    if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) < now) return false;
    const expected = createHmac('sha256', this.key).update(expires).digest('base64url');
    return safeEqual(signature, expected);
  }

  isAdmin(req: Request): boolean {
    const header = req.get('Authorization');
    if (header?.startsWith('Bearer ')) return this.checkToken(header.slice(7).trim());
    return this.checkSession(readCookie(req, ADMIN_COOKIE));
  }

  /**
   * Marks every request with its audience (res.locals.audience): an admin session previews draft
   * editions wherever a reader would see published ones. Read with `audienceOf` (http/cache.ts).
   */
  readonly resolveAudience: RequestHandler = (req, res, next) => {
    res.locals.audience = this.isAdmin(req) ? 'preview' : 'public';
    next();
  };

  /** The one guard every admin route uses. */
  readonly guard: RequestHandler = (req, _res, next) => {
    if (this.isAdmin(req)) return next();
    const presented = req.get('Authorization') !== undefined || readCookie(req, ADMIN_COOKIE) !== undefined;
    next(
      presented
        ? new HttpError(403, 'forbidden', 'The admin credential is not valid.')
        : new HttpError(401, 'unauthorized', 'Sign in as admin to use this call.'),
    );
  };
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Sign-in, sign-out and session check; failed sign-ins are slowed down and then refused. Both
 * counters are in the database, so a client guessing across several server processes is counted once.
 */
export function adminSessionRoutes(auth: AdminAuth, counters: RateLimitCounters): Router {
  const r = Router();
  const failures = counters.store('admin-sign-in-failures', SIGN_IN_WINDOW_MS);
  const limiter = counters.limit('admin-sign-in', {
    windowMs: SIGN_IN_WINDOW_MS,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('too_many_attempts', 'Too many failed sign-ins. Try again in a few minutes.'));
    },
  });

  r.get('/session', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ authenticated: auth.isAdmin(req) });
  });

  r.post('/session', limiter, async (req, res) => {
    const { token } = parseBody(adminApi.signIn.body, req);
    const client = ipKeyGenerator(req.ip ?? 'unknown');
    if (!auth.checkToken(token)) {
      const { totalHits } = await failures.increment(client);
      // Each failure from the same client waits longer (up to 3 s) before the answer.
      await new Promise((resolve) => setTimeout(resolve, Math.min(3000, 250 * 2 ** (totalHits - 1))));
      throw new HttpError(401, 'invalid_credentials', 'The admin credential is not valid.');
    }
    await failures.resetKey(client);
    const session = auth.issueSession();
    res
      .cookie(ADMIN_COOKIE, session.value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: '/',
        maxAge: session.maxAgeMs,
      })
      .set('Cache-Control', 'no-store')
      .json({ authenticated: true });
  });

  r.delete('/session', (_req, res) => {
    res.clearCookie(ADMIN_COOKIE, { path: '/' }).set('Cache-Control', 'no-store').json({ authenticated: false });
  });

  return r;
}
