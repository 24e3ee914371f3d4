/**
 * Invitations and password resets (issue 27 item 3; base /api/admin): an administrator's links,
 * and the calls of the pages those links open (which sign the person in).
 */
import { API } from '../../common/api/addresses.js';
import type { invitationsApi } from '../../common/api/invitations.js';
import type { BodyOf } from '../../common/api/route.js';
import { announceSignIn } from './admin.js';
import { call, type CallContext } from './client.js';

export const invitationKeys = {
  pending: ['admin', 'invitations'] as const,
  invitation: (token: string) => ['admin', 'invitation', token] as const,
  reset: (token: string) => ['admin', 'password-reset', token] as const,
};

export const fetchInvitations = (ctx?: CallContext) => call(API.invitations.invitations, {}, ctx);
export const invite = (body: BodyOf<typeof invitationsApi.invite>) => call(API.invitations.invite, { body });
export const revokeInvitation = (id: number) => call(API.invitations.revokeInvitation, { params: { id } });
export const issueReset = (id: number) => call(API.invitations.issueReset, { params: { id } });

export const fetchInvitationLink = (token: string, ctx?: CallContext) => call(API.invitations.invitationLink, { params: { token } }, ctx);
export const fetchResetLink = (token: string, ctx?: CallContext) => call(API.invitations.resetLink, { params: { token } }, ctx);

export async function acceptInvitation(token: string, body: BodyOf<typeof invitationsApi.acceptInvitation>) {
  const session = await call(API.invitations.acceptInvitation, { params: { token }, body });
  announceSignIn(session);
  return session;
}

export async function resetPassword(token: string, body: BodyOf<typeof invitationsApi.useReset>) {
  const session = await call(API.invitations.useReset, { params: { token }, body });
  announceSignIn(session);
  return session;
}

export const requestReset = (email: string) => call(API.invitations.requestReset, { body: { email } });
