/**
 * Sign-in, sign-out and the session check (issue 27), and the first administrator of an install.
 * A person signs in with e-mail and password; the operator (scripts, the desktop app's own server)
 * with ADMIN_TOKEN. Either opens a new server-side session (the one the browser held is ended:
 * the session is rotated) and sets its cookie; signing out deletes the session's row.
 *
 * Guessing is slowed and then refused per client (as before) and per account, with counters in the
 * database (server/http/rateLimitStore.ts), so every instance counts together. An unknown e-mail is
 * checked against a dummy hash: it is refused with the same answer, in the same time, as a wrong password.
 */
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { ADMIN_COOKIE, type ActorView, type AdminSession, type adminApi } from '../../../common/api/admin.js';
import type { StaffPerson, peopleApi } from '../../../common/api/people.js';
import type { RecordSubject } from '../../../common/record.js';
import type { Actor } from '../../../common/staff/actor.js';
import { credentialOf, readCookie, type StaffAuth } from '../../http/admin.js';
import { HttpError, errorBody } from '../../http/errors.js';
import type { CallContext, Handlers } from '../../http/mount.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { setupDone, type StaffPeople } from './people.js';
import type { StaffSessions } from './sessions.js';

const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Sign-ins one account may try in the window, whoever tries them. */
const ACCOUNT_ATTEMPTS = 10;

/** The exchange a handler that sets or clears the cookie needs (the mount gives it over HTTP). */
export function exchangeOf(ctx: CallContext): { req: Request; res: Response } {
  if (!ctx.http) throw new HttpError(400, 'bad_request', 'La sessió de redacció només s’obre i es tanca per HTTP.');
  return ctx.http;
}

export const actorView = (actor: Actor): ActorView =>
  actor.kind === 'operator'
    ? { kind: 'operator', id: null, name: 'Clau d’operador (ADMIN_TOKEN)', role: 'admin' }
    : { kind: actor.kind, id: actor.kind === 'token' ? actor.personId : actor.id, name: actor.name, role: actor.role };

/** Who tried a sign-in that was refused: a known person (or the operator's key), or the e-mail typed. */
export type Attempter = Actor | { unknown: string };

/** Where sign-ins, refused sign-ins, sign-outs and the first administrator are recorded (server/record/recorder.ts). */
export interface SessionJournal {
  act(action: JournalAction, who: Attempter, subject?: JournalSubject): Promise<void>;
}

/** The acts no route's declaration covers: sign-ins and what a one-time link does (linkRoutes.ts). */
export type JournalAction =
  | 'session.signIn'
  | 'session.signInFailed'
  | 'session.signOut'
  | 'person.firstAdmin'
  | 'invitation.accept'
  | 'invitation.refused'
  | 'reset.request'
  | 'reset.use'
  | 'reset.refused';
export type JournalSubject = { kind: RecordSubject; id: string | null; name: string | null };

const OPERATOR: Actor = { kind: 'operator' };
export const personActor = (person: StaffPerson): Actor => ({ kind: 'person', id: person.id, name: person.name, role: person.role });

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'L’adreça electrònica o la contrasenya no són correctes.');

/**
 * What every way of signing a person in shares (a password, a passkey: passkeyRoutes.ts), so that
 * each is limited, slowed and ends in the same kind of session.
 */
export interface SignInSteps {
  /** The per-client limiter of failed sign-ins, run before the handler. */
  limiter: RequestHandler;
  /** A failed attempt from `client` by `who`: recorded, counted, answered after a growing delay. */
  failed(client: string, error: HttpError, who: Attempter): Promise<never>;
  /** Counts an attempt on the account of `email` (429 past the limit); the account's key. */
  countAccount(email: string): Promise<string>;
  /** A person proven by a credential: refused if suspended, else a new session (rotated) and its cookie; recorded either way. */
  admit(req: Request, res: Response, client: string, person: StaffPerson, account: string): Promise<AdminSession>;
  /** Signs in a person proven otherwise (a one-time link): a new session (rotated) and its cookie, recorded. */
  enter(req: Request, res: Response, client: string, person: StaffPerson): Promise<AdminSession>;
}

export function signInHandlers(auth: StaffAuth, sessions: StaffSessions, people: StaffPeople, counters: RateLimitCounters, journal: SessionJournal, mail: boolean) {
  const failures = counters.store('admin-sign-in-failures', SIGN_IN_WINDOW_MS);
  const accounts = counters.store('staff-sign-in-account', SIGN_IN_WINDOW_MS);
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

  /** A failed attempt, in the record: each one from the same client waits longer (up to 3 s) before the answer. */
  async function failed(client: string, error: HttpError, who: Attempter): Promise<never> {
    await journal.act('session.signInFailed', who);
    const { totalHits } = await failures.increment(client);
    await new Promise((resolve) => setTimeout(resolve, Math.min(3000, 250 * 2 ** (totalHits - 1))));
    throw error;
  }

  /** Opens a session for `personId` (null: the operator), ending the one the browser held. */
  async function openSession(req: Request, res: Response, personId: number | null): Promise<void> {
    const previous = readCookie(req, ADMIN_COOKIE);
    if (previous) await sessions.end(previous);
    const opened = await sessions.open(personId, req.get('User-Agent'));
    res.cookie(ADMIN_COOKIE, opened.token, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', maxAge: opened.maxAgeMs });
  }

  async function countAccount(email: string): Promise<string> {
    // The account's counter is keyed by a hash: the limiter's table holds no e-mail address.
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    if ((await accounts.increment(account)).totalHits > ACCOUNT_ATTEMPTS) {
      throw new HttpError(429, 'too_many_attempts', "Massa intents fallits per a aquest compte. Torna-ho a provar d'aquí a uns minuts.");
    }
    return account;
  }

  async function admit(req: Request, res: Response, client: string, found: StaffPerson, account: string): Promise<AdminSession> {
    const actor = personActor(found);
    if (found.status !== 'active') return failed(client, new HttpError(401, 'person_suspended', 'Aquest compte està suspès: parla amb un administrador de la revista.'), actor);
    await accounts.resetKey(account);
    return enter(req, res, client, found);
  }

  async function enter(req: Request, res: Response, client: string, person: StaffPerson): Promise<AdminSession> {
    const actor = personActor(person);
    await failures.resetKey(client);
    await openSession(req, res, person.id);
    await people.signedIn(person.id);
    await journal.act('session.signIn', actor);
    return { authenticated: true, actor: actorView(actor) };
  }

  async function signInPerson(req: Request, res: Response, client: string, email: string, password: string) {
    const account = await countAccount(email);
    const found = await people.byEmail(email);
    const matches = await verifyPassword(password, found?.passwordHash ?? (await dummyHash()));
    if (!found || !matches) return failed(client, invalidCredentials(), found ? personActor(found) : { unknown: email.trim().toLowerCase() });
    return admit(req, res, client, found, account);
  }

  const handlers: Pick<Handlers<typeof adminApi>, 'session' | 'signIn' | 'signOut'> & Pick<Handlers<typeof peopleApi>, 'setup' | 'createFirstAdmin'> = {
    session: async (_input, { actor }) => (actor ? { authenticated: true, actor: actorView(actor) } : { authenticated: false }),
    signIn: async ({ body }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const client = ipKeyGenerator(req.ip ?? 'unknown');
      if ('email' in body) return signInPerson(req, res, client, body.email, body.password);
      if (!auth.checkToken(body.token)) return failed(client, new HttpError(401, 'invalid_credentials', 'La clau de redacció no és correcta.'), OPERATOR);
      await failures.resetKey(client);
      await openSession(req, res, null);
      await journal.act('session.signIn', OPERATOR);
      return { authenticated: true, actor: actorView({ kind: 'operator' }) };
    },
    signOut: async (_input, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const token = readCookie(req, ADMIN_COOKIE);
      if (token) await sessions.end(token);
      res.clearCookie(ADMIN_COOKIE, { path: '/' });
      // Only a session that was open is closed, by whoever held it.
      if (token && ctx.actor) await journal.act('session.signOut', ctx.actor);
      return { authenticated: false };
    },
    setup: async () => ({ needed: !(await people.anyone()), mail }),
    createFirstAdmin: async ({ body: { token, ...person } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      if (await people.anyone()) throw setupDone();
      const client = ipKeyGenerator(req.ip ?? 'unknown');
      if (!auth.checkToken(token)) return failed(client, new HttpError(401, 'invalid_credentials', 'La clau de redacció (ADMIN_TOKEN) no és correcta.'), OPERATOR);
      const created = await people.add({ ...person, role: 'admin' }, { onlyIfNobody: true });
      await openSession(req, res, created.id);
      await people.signedIn(created.id);
      const actor = personActor(created);
      await journal.act('person.firstAdmin', actor, { kind: 'person', id: String(created.id), name: created.name });
      return { authenticated: true, actor: actorView(actor) };
    },
  };
  const steps: SignInSteps = { limiter, failed, countAccount, admit, enter };
  return { handlers, before: { signIn: [limiter], createFirstAdmin: [limiter] }, steps };
}

/** The session a call was made with (none for a bearer call). */
export const sessionIdOf = (ctx: CallContext): number | null => {
  const credential = ctx.http ? credentialOf(ctx.http.res) : undefined;
  return credential?.state === 'valid' ? credential.sessionId : null;
};
