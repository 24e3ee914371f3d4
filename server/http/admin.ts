/**
 * The admin guard (docs/decisions/0004-admin-credential.md): one credential from the environment, accepted as
 * `Authorization: Bearer <token>` for scripts or as a signed, HttpOnly session cookie for the
 * browser. The cookie carries no secret, only an expiry signed with a key derived from the token,
 * so any server process that knows the token can check it (no session table).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { ADMIN_COOKIE, type adminApi } from '../../common/api/admin.js';
import type { Actor } from '../../common/staff/actor.js';
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';
import { isKioskPath } from '../../common/routes/index.js';
import { HttpError, errorBody } from './errors.js';
import type { RateLimitCounters } from './rateLimitStore.js';
import type { CallContext, Handlers } from './mount.js';

const SESSION_HOURS = 12;

/** Today's one credential, ADMIN_TOKEN, as a bearer or the session it opened, is the operator's key. */
const OPERATOR: Actor = { kind: 'operator' };

function safeEqual(a: string, b: string): boolean {
  // Hash both so that the comparison takes the same time whatever the lengths.
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

function readCookie(req: Request, name: string): string | undefined {
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

/** The path of a Referer header, or null when there is none or it is not an address. */
function refererPath(req: Request): string | null {
  const referer = req.get('Referer');
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/**
 * Whether a request is to be answered as to a reader whatever credential it carries (docs/decisions/0008-the-kiosk-is-a-reader.md:
 * "the kiosk is a reader: whatever session the browser or app holds, it never shows staff content").
 * A browser that runs the kiosk may hold a staff cookie (the kiosk opened from the workspace, in the
 * same profile): HttpOnly and valid for hours, it rides along with every request of the kiosk. The
 * cookie cannot be scoped away (the kiosk's calls go to the same /api paths the workspace uses), so
 * the server recognises the kiosk's requests instead, by three signs, any one of which suffices:
 * - the kiosk page itself: a path under /quiosc;
 * - every call, image and video the kiosk page makes: the browser names the page in Referer (the
 *   site's Referrer-Policy, strict-origin-when-cross-origin, sends the full path to its own origin),
 *   which also covers a `fetch('/api/admin/…')` typed into the page;
 * - the reader marker the kiosk's fetch client adds to each call (common/audience.ts), which a
 *   staff copy's sync sends as well when it copies the public site's media.
 * A script that strips both Referer and the marker could still use a cookie the browser holds: one
 * origin is one principal. That is why the desktop kiosk runs in its own session partition, and the
 * workspace tells staff to open a browser kiosk in a profile or private window with no session.
 */
function servedAsReader(req: Request): boolean {
  if (req.get(READER_HEADER)?.toLowerCase() === READER_VALUE) return true;
  // originalUrl: inside a mounted router req.path is relative to the mount point.
  if (isKioskPath(req.originalUrl.split('?')[0] ?? '')) return true;
  const from = refererPath(req);
  return from !== null && isKioskPath(from);
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
    if (servedAsReader(req)) return false;
    const token = bearerToken(req);
    if (token !== undefined) return this.checkToken(token);
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
  readonly guard: RequestHandler = (req, res, next) => {
    if (this.isAdmin(req)) {
      res.locals.actor = OPERATOR;
      return next(crossSiteRefusal(req));
    }
    const presented = req.get('Authorization') !== undefined || readCookie(req, ADMIN_COOKIE) !== undefined;
    if (!presented) return next(new HttpError(401, 'unauthorized', 'Cal iniciar la sessió de redacció per fer aquesta crida.'));
    // A credential the kiosk carries is not used: the kiosk is a reader.
    if (servedAsReader(req)) return next(new HttpError(403, 'reader_only', "El quiosc es mostra com a un lector: no fa servir la sessió d'administració."));
    next(new HttpError(403, 'forbidden', 'La credencial de redacció no és vàlida: torna a iniciar la sessió.'));
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of `Authorization: Bearer <token>`; the scheme's name is case-insensitive (RFC 9110 §11.1). */
function bearerToken(req: Request): string | undefined {
  const match = /^bearer +(.*)$/i.exec(req.get('Authorization') ?? '');
  return match ? match[1]!.trim() : undefined;
}

/**
 * A signed-in cookie must not work from another site: a page elsewhere could make the browser send
 * it with a form or a fetch. So a state-changing call that rests on the cookie must come from this
 * site: the browser's Sec-Fetch-Site says 'same-origin' (or 'none', typed by the user), or, from
 * an older browser, Origin names this host. Calls with a bearer token (scripts, another server)
 * cannot be forged by a page, and a client that sends neither header is not a browser.
 */
function crossSiteRefusal(req: Request): HttpError | undefined {
  if (SAFE_METHODS.has(req.method) || bearerToken(req) !== undefined) return undefined;
  const refusal = new HttpError(403, 'cross_site_request', 'Aquesta petició ve d’un altre lloc web: per seguretat, només s’accepta des de la mateixa aplicació.');
  const site = req.get('Sec-Fetch-Site');
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? undefined : refusal;
  const origin = req.get('Origin');
  if (origin === undefined) return undefined;
  try {
    return new URL(origin).host === req.get('Host') ? undefined : refusal;
  } catch {
    return refusal;
  }
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** The exchange a handler that sets or clears the cookie needs (the mount gives it over HTTP). */
function exchangeOf(ctx: CallContext): { req: Request; res: Response } {
  if (!ctx.http) throw new HttpError(400, 'bad_request', 'La sessió de redacció només s’obre i es tanca per HTTP.');
  return ctx.http;
}

/** Where sign-ins, refused sign-ins and sign-outs are recorded (server/record/recorder.ts). */
export interface SessionJournal {
  session(action: 'session.signIn' | 'session.signInFailed' | 'session.signOut', actor: Actor): Promise<void>;
}

/**
 * Sign-in, sign-out and session check; failed sign-ins are slowed down and then refused. Both
 * counters are in the database, so a client guessing across several server processes is counted once.
 * Each sign-in, refused sign-in and sign-out goes to the record; today's one key is the operator's.
 */
export function adminSessionHandlers(auth: AdminAuth, counters: RateLimitCounters, journal?: SessionJournal) {
  const failures = counters.store('admin-sign-in-failures', SIGN_IN_WINDOW_MS);
  const limiter = counters.limit('admin-sign-in', {
    windowMs: SIGN_IN_WINDOW_MS,
    limit: 10,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('too_many_attempts', "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts."));
    },
  });
  const handlers: Pick<Handlers<typeof adminApi>, 'session' | 'signIn' | 'signOut'> = {
    // The audience is the admin check of this request (resolveAudience).
    session: async (_input, { audience }) => ({ authenticated: audience === 'preview' }),
    signIn: async ({ body: { token } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const client = ipKeyGenerator(req.ip ?? 'unknown');
      if (!auth.checkToken(token)) {
        await journal?.session('session.signInFailed', OPERATOR);
        const { totalHits } = await failures.increment(client);
        // Each failure from the same client waits longer (up to 3 s) before the answer.
        await new Promise((resolve) => setTimeout(resolve, Math.min(3000, 250 * 2 ** (totalHits - 1))));
        throw new HttpError(401, 'invalid_credentials', 'La clau de redacció no és correcta.');
      }
      await failures.resetKey(client);
      const session = auth.issueSession();
      res.cookie(ADMIN_COOKIE, session.value, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: session.maxAgeMs });
      await journal?.session('session.signIn', OPERATOR);
      return { authenticated: true };
    },
    signOut: async (_input, ctx) => {
      exchangeOf(ctx).res.clearCookie(ADMIN_COOKIE, { path: '/' });
      // Only a session that was open is closed (the audience is this request's admin check).
      if (ctx.audience === 'preview') await journal?.session('session.signOut', OPERATOR);
      return { authenticated: false };
    },
  };
  return { handlers, before: { signIn: [limiter] } };
}
