/**
 * Invitations and password resets (issue 27 item 3; base /api/admin): one-time links an
 * administrator copies (and the server mails when SMTP is configured). An invitation is for an
 * e-mail address and a role, good for 7 days; the invitee opens /redaccio/invitacio/{token}, gives
 * a name and a password, or creates a passkey instead (then has no password), and is signed in. A reset is for a person, good for 24 hours, issued by an
 * administrator or (with SMTP) asked for by the person; using it ends their other sessions.
 * Each link is used once; a used, expired, revoked or unknown one is refused (404 link_unknown,
 * 410 link_used, link_expired, link_revoked) and the attempt is recorded.
 */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff/actor.js';
import { adminSession, staffEmail } from './admin.js';
import { passkeyName, registrationOptions, registrationResponse } from './passkeys.js';
import { idParams } from './params.js';
import { route } from './route.js';
import { isoTime } from './wireDates.js';

/** A link's secret: 32 random bytes, base64url (the server keeps only its SHA-256). */
const tokenParams = z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]*$/, 'ha de ser base64url') });
const name = z.string().trim().min(1, 'cal el nom').max(200);
/** Checked for length and commonness by the server (passwords.ts), whose refusal says why. */
const password = z.string().max(1024);

export const invitation = z
  .strictObject({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    invitedBy: z.string().meta({ description: 'Who invited, by name as it was then.' }),
    createdAt: isoTime(),
    expiresAt: isoTime(),
  })
  .meta({ id: 'StaffInvitation', description: 'A pending invitation: not used, revoked or expired yet.' });
export type StaffInvitation = z.infer<typeof invitation>;

/** A link just made: the address to copy (shown once: only its hash is kept), and whether it was mailed. */
const issuedLink = {
  link: z.string().meta({ description: 'The one-time address to hand over; it is never shown again.' }),
  expiresAt: isoTime(),
  mailed: z.boolean().meta({ description: 'True when the server sent it by e-mail (SMTP configured and the message accepted).' }),
};

export const invitationsApi = {
  invitations: route({
    method: 'get',
    path: '/admin/invitations', cache: 'no-store',
    summary: 'The pending invitations, the newest first, and whether this server sends mail',
    role: 'admin',
    responses: { 200: z.strictObject({ invitations: z.array(invitation), mail: z.boolean() }) },
  }),
  invite: route({
    method: 'post',
    path: '/admin/invitations', cache: 'no-store',
    summary: 'Invites an e-mail address with a role: a one-time link valid 7 days, mailed when SMTP is configured',
    description: 'Refused: an address that already has an account (409 email_taken) or a pending invitation (409 invitation_pending).',
    role: 'admin',
    record: { action: 'invitation.create', subject: 'invitation', id: 'answer.invitation.id', name: 'body.email' },
    body: z.strictObject({ email: staffEmail, role: z.enum(STAFF_ROLES) }),
    responses: { 201: z.strictObject({ invitation, ...issuedLink }) },
  }),
  revokeInvitation: route({
    method: 'delete',
    path: '/admin/invitations/{id}', cache: 'no-store',
    summary: 'Revokes a pending invitation: its link is refused from now on (410 link_revoked)',
    role: 'admin',
    record: { action: 'invitation.revoke', subject: 'invitation', id: 'params.id', name: 'answer.email' },
    params: idParams,
    responses: { 200: invitation },
  }),
  issueReset: route({
    method: 'post',
    path: '/admin/people/{id}/password-reset', cache: 'no-store',
    summary: "A one-time link (24 hours) for a person to choose a new password; the person's earlier reset links stop working",
    role: 'admin',
    record: { action: 'reset.issue', subject: 'person', id: 'params.id', name: 'answer.name' },
    params: idParams,
    responses: { 201: z.strictObject({ name: z.string(), ...issuedLink }) },
  }),
  invitationLink: route({
    method: 'get',
    path: '/admin/invitation/{token}', cache: 'no-store',
    summary: "What an invitation link is for (the address and role), for the invitee's page",
    description: 'Refused, and recorded: an unknown link (404 link_unknown), a used, expired or revoked one (410). Rate-limited as the sign-in.',
    params: tokenParams,
    responses: { 200: z.strictObject({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: isoTime() }) },
  }),
  acceptInvitation: route({
    method: 'post',
    path: '/admin/invitation/{token}', cache: 'no-store',
    summary: 'Accepts an invitation: the new person with their name, password and the invited role, signed in',
    description: 'The link is used up. Refused as the link itself (404, 410), or for the password (400). Rate-limited as the sign-in.',
    params: tokenParams,
    body: z.strictObject({ name, password }),
    responses: { 201: adminSession },
  }),
  invitationPasskeyOptions: route({
    method: 'post',
    path: '/admin/invitation/{token}/passkey/options', cache: 'no-store',
    summary: "'Crea una clau d’accés': the options for navigator.credentials.create(), for the invitee named in the body",
    description:
      'The challenge is bound to this link (its answer is refused with any other link, or as a signed-in person’s passkey), and the link stays unused. Refused as the link itself (404, 410), and recorded; 409 passkeys_unavailable without a domain in PUBLIC_URL. Rate-limited as the sign-in.',
    params: tokenParams,
    body: z.strictObject({ name }),
    responses: { 200: registrationOptions },
  }),
  acceptInvitationWithPasskey: route({
    method: 'post',
    path: '/admin/invitation/{token}/passkey', cache: 'no-store',
    summary: 'Accepts an invitation with a passkey instead of a password: the new person, with the invited role and this passkey and no password, signed in',
    description:
      'The passkey is verified (a challenge of this link, this site, a user-verified key); the person, the passkey and the link used up are one transaction. Refused as the link itself (404, 410, recorded), for the challenge (400 passkey_challenge), another site (400 passkey_other_site) or an answer that does not verify (400 passkey_invalid). Rate-limited as the sign-in.',
    params: tokenParams,
    body: z.strictObject({ name, passkeyName, response: registrationResponse }),
    responses: { 201: adminSession },
  }),
  resetLink: route({
    method: 'get',
    path: '/admin/password-reset/{token}', cache: 'no-store',
    summary: 'Whose password a reset link changes, for its page',
    description: 'Refused, and recorded: an unknown link (404 link_unknown), a used, expired or revoked one (410). Rate-limited as the sign-in.',
    params: tokenParams,
    responses: { 200: z.strictObject({ name: z.string(), email: z.string(), expiresAt: isoTime() }) },
  }),
  useReset: route({
    method: 'post',
    path: '/admin/password-reset/{token}', cache: 'no-store',
    summary: "Sets a new password with a reset link: the person's other sessions end, and this browser is signed in",
    description: 'The link is used up. Refused as the link itself (404, 410), for the password (400), or for a suspended person (401 person_suspended).',
    params: tokenParams,
    body: z.strictObject({ password }),
    responses: { 200: adminSession },
  }),
  requestReset: route({
    method: 'post',
    path: '/admin/password-reset', cache: 'no-store',
    summary: "'He oblidat la contrasenya': mails a reset link to the address if it is a person's (SMTP only)",
    description: 'The same answer, in the same time, whether or not the address is known. Without SMTP: 409 mail_unavailable. Rate-limited per client.',
    body: z.strictObject({ email: staffEmail }),
    responses: { 202: z.strictObject({ requested: z.literal(true) }) },
  }),
} as const;
