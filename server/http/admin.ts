/**
 * The staff guard (docs/decisions/0004-admin-credential.md, extended by 0019): who makes a call.
 * - `Authorization: Bearer <ADMIN_TOKEN>`: the operator, the break-glass key of scripts and of the
 *   desktop app's own server (an administrator);
 * - the session cookie: a random token whose SHA-256 the sessions table keeps (server/staff/people),
 *   so an ended session is ended on every instance; the person's role is read with it;
 * - `Authorization: Bearer estany_…`: a person's own token (server/staff/people/tokens.ts), which
 *   acts as its owner with the token's role (never above the owner's current one).
 * Every request is resolved once (`resolveAudience`); a request without a credential costs nothing
 * (no lookup), so readers' paths never touch the sessions. Each staff route's guard compares the
 * caller's role with the route's least role (common/api/route.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { ADMIN_COOKIE } from '../../common/api/admin.js';
import { READER_HEADER, READER_VALUE } from '../../common/audience.js';
import { isKioskPath } from '../../common/routes/index.js';
import { requestPath } from './requestPath.js';
import { ROLE_NAMES, roleOf, roleReaches, type Actor, type StaffRole } from '../../common/staff/actor.js';
import { TOKEN_PREFIX } from '../../common/staff/tokens.js';
import { HttpError } from './errors.js';

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
  if (requestPath(req).pathClass === 'kiosk') return true;
  const from = refererPath(req);
  return from !== null && isKioskPath(from);
}

/** A live session as the sessions table gives it back. */
export interface ResolvedSession {
  id: number;
  actor: Actor;
}

/** Finds the session a cookie's token opens (server/staff/people/sessions.ts). */
export interface SessionResolver {
  resolve(token: string): Promise<ResolvedSession | null>;
}

/** Finds who a personal token acts as (server/staff/people/tokens.ts). */
export interface TokenResolver {
  resolve(secret: string): Promise<Actor | null>;
}

/** What a request's credential turned out to be. */
export type Credential =
  | { state: 'none' }
  /** A credential that rides along with the kiosk's requests: not used (the kiosk is a reader). */
  | { state: 'reader' }
  /** A bearer token that is not ADMIN_TOKEN. */
  | { state: 'wrong' }
  /** A cookie of no live session: signed out, expired, or its person suspended. */
  | { state: 'ended' }
  /** A personal token that opens nothing: revoked, unknown, or its owner suspended. */
  | { state: 'tokenEnded' }
  | { state: 'valid'; actor: Actor; sessionId: number | null };

const NONE: Credential = { state: 'none' };

/** The credential of a request, as resolveAudience found it. */
export const credentialOf = (res: Response): Credential => (res.locals.staff as Credential | undefined) ?? NONE;

/** Who makes a call, or undefined for a reader. */
export function actorOf(res: Response): Actor | undefined {
  const credential = credentialOf(res);
  return credential.state === 'valid' ? credential.actor : undefined;
}

const elided = (role: StaffRole) => `d’${ROLE_NAMES[role]}`;

/** A role too low for a route: 403 with the roles that may. */
export function roleTooLow(needed: StaffRole): HttpError {
  const who = needed === 'admin' ? elided('admin') : needed === 'editor' ? `${elided('editor')} o ${elided('admin')}` : `${elided('contributor')} o superior`;
  return new HttpError(403, 'role_too_low', `Només ho pot fer una persona amb el rol ${who}.`);
}

const tooManyGuesses = () => new HttpError(429, 'too_many_attempts', "Massa claus incorrectes des d'aquest client. Torna-ho a provar d'aquí a uns minuts.");

/** The refusal of a staff route to a caller who may not call it, or null when they may. */
export function refusalFor(credential: Credential, needed: StaffRole): HttpError | null {
  switch (credential.state) {
    case 'none':
      return new HttpError(401, 'unauthorized', 'Cal iniciar la sessió de redacció per fer aquesta crida.');
    case 'reader':
      return new HttpError(403, 'reader_only', "El quiosc es mostra com a un lector: no fa servir la sessió d'administració.");
    case 'wrong':
      return new HttpError(403, 'forbidden', 'La credencial de redacció no és vàlida: torna a iniciar la sessió.');
    case 'ended':
      return new HttpError(401, 'session_ended', 'La sessió de redacció ha acabat: torna a iniciar la sessió.');
    case 'tokenEnded':
      return new HttpError(401, 'token_ended', 'Aquesta clau personal ja no serveix: s’ha revocat, o la persona que la va crear està suspesa.');
    case 'valid':
      return roleReaches(roleOf(credential.actor), needed) ? null : roleTooLow(needed);
  }
}

/** Wrong bearer keys one client may send in BEARER_GUESS_WINDOW_MS before every bearer of theirs is refused (429). */
export const BEARER_GUESSES = 10;
export const BEARER_GUESS_WINDOW_MS = 15 * 60_000;

/** The counts of wrong bearer keys by client (server/http/rateLimitStore.ts): the sign-in's limit, for the header. */
export interface GuessCounter {
  get(key: string): Promise<{ totalHits: number; resetTime?: Date | undefined } | undefined>;
  increment(key: string): Promise<unknown>;
}

export class StaffAuth {
  constructor(
    private readonly token: string,
    private readonly sessions: SessionResolver,
    private readonly tokens: TokenResolver,
    private readonly guesses?: GuessCounter,
  ) {}

  checkToken(candidate: string): boolean {
    return safeEqual(candidate, this.token);
  }

  async credential(req: Request): Promise<Credential> {
    const bearer = bearerToken(req);
    const cookie = readCookie(req, ADMIN_COOKIE);
    if (bearer === undefined && cookie === undefined) return NONE;
    if (servedAsReader(req)) return { state: 'reader' };
    if (bearer !== undefined) return this.bearerCredential(bearer);
    const session = await this.sessions.resolve(cookie!);
    return session ? { state: 'valid', actor: session.actor, sessionId: session.id } : { state: 'ended' };
  }

  /** The operator's key first (no lookup); a personal token by its prefix; anything else is wrong. */
  private async bearerCredential(bearer: string): Promise<Credential> {
    if (this.checkToken(bearer)) return { state: 'valid', actor: { kind: 'operator' }, sessionId: null };
    if (!bearer.startsWith(TOKEN_PREFIX)) return { state: 'wrong' };
    const actor = await this.tokens.resolve(bearer);
    return actor ? { state: 'valid', actor, sessionId: null } : { state: 'tokenEnded' };
  }

  /**
   * Marks every request with its credential (res.locals.staff) and audience (res.locals.audience):
   * a staff session previews draft editions wherever a reader would see published ones. Read with
   * `audienceOf` (http/cache.ts) and `actorOf`.
   */
  readonly resolveAudience: RequestHandler = (req, res, next) => {
    if (req.headers.authorization === undefined && readCookie(req, ADMIN_COOKIE) === undefined) {
      res.locals.audience = 'public';
      return next();
    }
    this.countedCredential(req, res).then((credential) => {
      if (credential === undefined) return next(tooManyGuesses());
      res.locals.staff = credential;
      res.locals.audience = credential.state === 'valid' ? 'preview' : 'public';
      next();
    }, next);
  };

  /**
   * The credential, with wrong bearer keys counted by client: the operator's key may be a phrase
   * of 12 characters, and a header tried on any route (a public one answers drafts to the right
   * key) must not be a faster way to guess it than the sign-in form, which is limited the same.
   * Personal tokens (256 random bits) and cookies are not worth guessing. Undefined: refused (429),
   * the right key included, until the window ends.
   */
  private async countedCredential(req: Request, res: Response): Promise<Credential | undefined> {
    if (this.guesses === undefined || bearerToken(req) === undefined) return this.credential(req);
    const client = ipKeyGenerator(req.ip ?? 'unknown');
    // Counted in the database on PostgreSQL: while it is away the count is not known, and the
    // request goes on as if none were (the operator's key needs no database; the health checks
    // answer for themselves).
    const seen = await this.guesses.get(client).catch(() => undefined);
    if (seen !== undefined && seen.totalHits >= BEARER_GUESSES) {
      const seconds = seen.resetTime ? Math.max(1, Math.ceil((seen.resetTime.getTime() - Date.now()) / 1000)) : BEARER_GUESS_WINDOW_MS / 1000;
      res.setHeader('Retry-After', String(seconds));
      return undefined;
    }
    const credential = await this.credential(req);
    if (credential.state === 'wrong') await this.guesses.increment(client).catch(() => undefined);
    return credential;
  }

  /** The guard of a staff route whose least role is `role`. */
  guard(role: StaffRole): RequestHandler {
    return (req, res, next) => next(refusalFor(credentialOf(res), role) ?? crossSiteRefusal(req));
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The token of `Authorization: Bearer <token>`; the scheme's name is case-insensitive (RFC 9110 §11.1). */
export function bearerToken(req: Request): string | undefined {
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
