/**
 * Invitations and password resets (issue 27 item 3): an administrator makes a one-time link and
 * copies it (the server mails it too when SMTP is configured); whoever opens it joins with the
 * invited role, or sets a new password, and is signed in. A refused link (unknown, used, expired,
 * revoked) is recorded and counted by the sign-in's per-client limiter; it is not slowed as a
 * wrong password is (a 256-bit token is not guessed, and the limiter caps a client's tries).
 * With SMTP a person may ask for a reset by e-mail: the same answer, in the same time, whether
 * the address is known or not.
 */
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { invitationsApi } from '../../../common/api/invitations.js';
import { paths } from '../../../common/routes/index.js';
import { OPERATOR_NAME } from '../../../common/record.js';
import type { StaffPerson } from '../../../common/api/people.js';
import { ROLE_NAMES, type Actor } from '../../../common/staff/actor.js';
import type { Db } from '../../db/connection.js';
import { HttpError, errorBody } from '../../http/errors.js';
import type { Handlers } from '../../http/mount.js';
import type { RateLimitCounters } from '../../http/rateLimitStore.js';
import { LinkRefused, type LinkKind, type StaffLinks } from './links.js';
import { invitationPasskeys } from './invitationPasskey.js';
import { invitationMail, resetMail, type Mailer } from './mail.js';
import type { StaffPasskeys } from './passkeys.js';
import type { StaffPeople } from './people.js';
import { exchangeOf, personActor, type Attempter, type SessionJournal, type SignInSteps } from './signIn.js';

/** A request for a reset by e-mail takes at least this long, whether the address is known or not. */
const REQUEST_FLOOR_MS = 400;

const issuerName = (actor: Actor | undefined) => (!actor || actor.kind === 'operator' ? OPERATOR_NAME : actor.name);
const clientOf = (req: Request) => ipKeyGenerator(req.ip ?? 'unknown');

export interface LinkServices {
  links: StaffLinks;
  people: StaffPeople;
  passkeys: StaffPasskeys;
  steps: SignInSteps;
  journal: SessionJournal;
  counters: RateLimitCounters;
  /** None: links are copied by hand, and nobody asks for a reset by e-mail. */
  mailer: Mailer | undefined;
  publicUrl: string;
}

export function linkHandlers({ links, people, passkeys, steps, journal, counters, mailer, publicUrl }: LinkServices) {
  const ceremony = invitationPasskeys(passkeys, publicUrl);
  const linkTo = (kind: LinkKind, token: string) => publicUrl + (kind === 'invitation' ? paths.deskInvitation(token) : paths.deskPasswordReset(token));
  const requestLimiter = counters.limit('password-reset-request', {
    windowMs: 15 * 60_000,
    limit: 5,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(errorBody('too_many_attempts', "Massa peticions. Torna-ho a provar d'aquí a uns minuts."));
    },
  });

  /** A refused link: recorded as its kind's refusal, by whom it was for when known (unknown: 'Enllaç desconegut'). */
  async function refused(kind: LinkKind, error: unknown): Promise<never> {
    if (!(error instanceof LinkRefused)) throw error;
    const person = error.link?.personId ? await people.byId(error.link.personId) : null;
    const who: Attempter = person ? personActor(person) : { unknown: error.link?.email ?? 'Enllaç desconegut' };
    const subject = kind === 'invitation' ? { kind: 'invitation' as const, id: error.link ? String(error.link.id) : null, name: error.reason } : { kind: 'person' as const, id: person ? String(person.id) : null, name: error.reason };
    await journal.act(kind === 'invitation' ? 'invitation.refused' : 'reset.refused', who, subject);
    throw error;
  }

  /** Opens a link for its page or its use, or answers its refusal. */
  async function opened(kind: LinkKind, token: string) {
    try {
      return await links.open(kind, token);
    } catch (error) {
      return refused(kind, error);
    }
  }

  const handlers: Handlers<typeof invitationsApi> = {
    invitations: async () => ({ invitations: await links.pendingInvitations(), mail: mailer !== undefined }),
    invite: async ({ body: { email, role } }, ctx) => {
      const issuer = issuerName(ctx.actor);
      const { token, invitation } = await links.invite(email, role, issuer);
      const link = linkTo('invitation', token);
      const mailed = mailer ? await mailer.send(invitationMail(invitation.email, role, ctx.actor?.kind === 'operator' ? null : issuer, link, invitation.expiresAt)) : false;
      return { invitation, link, expiresAt: invitation.expiresAt, mailed };
    },
    revokeInvitation: ({ params: { id } }) => links.revokeInvitation(id),
    issueReset: async ({ params: { id } }, ctx) => {
      const person = await people.byId(id);
      if (!person) throw new HttpError(404, 'person_not_found', 'No hi ha cap persona de l’equip amb aquest identificador.');
      if (person.status !== 'active') throw new HttpError(409, 'person_suspended', 'Aquest compte està suspès: reactiva’l abans de donar-li una contrasenya nova.');
      const { token, expiresAt } = await links.issueReset(id, issuerName(ctx.actor));
      const link = linkTo('reset', token);
      const mailed = mailer ? await mailer.send(resetMail(person.email, person.name, link, expiresAt)) : false;
      return { name: person.name, link, expiresAt, mailed };
    },
    invitationLink: async ({ params: { token } }) => {
      const link = await opened('invitation', token);
      return { email: link.email ?? '', role: link.role ?? 'contributor', expiresAt: link.expiresAt };
    },
    acceptInvitation: async ({ params: { token }, body: { name, password } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const link = await opened('invitation', token);
      const added = await people
        .add({ name, email: link.email ?? '', role: link.role ?? 'contributor', password }, { within: async (trx, person) => void (await links.take(trx, 'invitation', token, person.id)) })
        .catch((error: unknown) => refused('invitation', error));
      await journal.act('invitation.accept', personActor(added), { kind: 'person', id: String(added.id), name: ROLE_NAMES[added.role] });
      return steps.enter(req, res, clientOf(req), added);
    },
    invitationPasskeyOptions: async ({ params: { token }, body: { name } }) => ceremony.options(await opened('invitation', token), name),
    acceptInvitationWithPasskey: async ({ params: { token }, body: { name, passkeyName, response } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const link = await opened('invitation', token);
      const passkey = await ceremony.verify(link, response, passkeyName);
      // One transaction: the person (no password), their passkey, and the link used up.
      const within = async (trx: Db, person: StaffPerson) => {
        await links.take(trx, 'invitation', token, person.id);
        await passkeys.add(person.id, passkey, trx);
      };
      const added = await people.add({ name, email: link.email ?? '', role: link.role ?? 'contributor', password: null }, { within }).catch((error: unknown) => refused('invitation', error));
      await journal.act('invitation.accept', personActor(added), { kind: 'person', id: String(added.id), name: ROLE_NAMES[added.role] });
      return steps.enter(req, res, clientOf(req), added);
    },
    resetLink: async ({ params: { token } }) => {
      const link = await opened('reset', token);
      const person = link.personId ? await people.byId(link.personId) : null;
      if (!person) throw new HttpError(404, 'person_not_found', 'No hi ha cap persona de l’equip amb aquest identificador.');
      return { name: person.name, email: person.email, expiresAt: link.expiresAt };
    },
    useReset: async ({ params: { token }, body: { password } }, ctx) => {
      const { req, res } = exchangeOf(ctx);
      const link = await opened('reset', token);
      const person = link.personId ? await people.byId(link.personId) : null;
      if (!person) throw new HttpError(404, 'person_not_found', 'No hi ha cap persona de l’equip amb aquest identificador.');
      const actor = personActor(person);
      if (person.status !== 'active') return steps.failed(clientOf(req), new HttpError(401, 'person_suspended', 'Aquest compte està suspès: parla amb un administrador de la revista.'), actor);
      await people.setPassword(person.id, password, (trx) => links.take(trx, 'reset', token).then(() => undefined)).catch((error: unknown) => refused('reset', error));
      await journal.act('reset.use', actor, { kind: 'person', id: String(person.id), name: person.name });
      return steps.enter(req, res, clientOf(req), person);
    },
    requestReset: async ({ body: { email } }) => {
      if (!mailer) throw new HttpError(409, 'mail_unavailable', 'Aquest servidor no envia correus: demana a un administrador de la revista un enllaç per canviar la contrasenya.');
      const started = Date.now();
      const person = await people.byEmail(email);
      if (person?.status === 'active') {
        const { token, expiresAt } = await links.issueReset(person.id, person.name);
        // Sent after the answer: how long the mail server takes must not tell a known address apart.
        void mailer.send(resetMail(person.email, person.name, linkTo('reset', token), expiresAt));
      }
      await journal.act('reset.request', person ? personActor(person) : { unknown: email.trim().toLowerCase() }, { kind: 'person', id: person ? String(person.id) : null, name: null });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, REQUEST_FLOOR_MS - (Date.now() - started))));
      return { requested: true as const };
    },
  };
  return { handlers, before: { invitationLink: [steps.limiter], acceptInvitation: [steps.limiter], invitationPasskeyOptions: [steps.limiter], acceptInvitationWithPasskey: [steps.limiter], resetLink: [steps.limiter], useReset: [steps.limiter], requestReset: [requestLimiter] } };
}
