/**
 * Examples of invitations and password resets (index.ts says where they come from): Laia invites
 * Marta Soler Bosch as an editor and issues Pere a reset link. The capture's server has no SMTP, so
 * no link is mailed; requestReset is written by hand, as a server with SMTP answers it.
 */
import type { OperationExamples } from './operationExample.js';

const INVITATION_TOKEN = '5ngB-ZQ_sg6XGb-AKqOJ65GzT2jRoMK_9FoL2zDq42A';
const RESET_TOKEN = 'ASbHh6i6o1-102atDe4Oh5wZKJ46Y3cDLxogV483q5s';

/** Marta's invitation: valid 7 days from when it was made. */
const INVITATION = {
  id: 1,
  email: 'marta@revistaestany.cat',
  role: 'editor',
  invitedBy: 'Laia Vilardell Puigvert',
  createdAt: '2026-11-28T23:52:29.120Z',
  expiresAt: '2026-12-05T23:52:29.120Z',
};

/** Pere's reset link: valid 24 hours. */
const RESET_EXPIRES_AT = '2026-11-29T23:52:29.180Z';

export const INVITATION_EXAMPLES: OperationExamples = {
  invitationsInvitations: { answer: { invitations: [INVITATION], mail: false } },
  invitationsInvite: {
    body: { email: 'marta@revistaestany.cat', role: 'editor' },
    answer: { invitation: INVITATION, link: `https://revistaestany.cat/redaccio/invitacio/${INVITATION_TOKEN}`, expiresAt: INVITATION.expiresAt, mailed: false },
  },
  // A second invitation, sent to the wrong address and revoked.
  invitationsRevokeInvitation: {
    parameters: { id: 2 },
    answer: { id: 2, email: 'marta@revistaestny.cat', role: 'editor', invitedBy: 'Laia Vilardell Puigvert', createdAt: '2026-11-28T23:52:29.140Z', expiresAt: '2026-12-05T23:52:29.140Z' },
  },
  invitationsInvitationLink: { parameters: { token: INVITATION_TOKEN }, answer: { email: 'marta@revistaestany.cat', role: 'editor', expiresAt: INVITATION.expiresAt } },
  invitationsAcceptInvitation: {
    parameters: { token: INVITATION_TOKEN },
    body: { name: 'Marta Soler Bosch', password: 'els nenúfars de la Draga al setembre' },
    answer: { authenticated: true, actor: { kind: 'person', id: 3, name: 'Marta Soler Bosch', role: 'editor' } },
  },
  invitationsIssueReset: {
    parameters: { id: 2 },
    answer: { name: 'Pere Roura Cases', link: `https://revistaestany.cat/redaccio/contrasenya/${RESET_TOKEN}`, expiresAt: RESET_EXPIRES_AT, mailed: false },
  },
  invitationsResetLink: { parameters: { token: RESET_TOKEN }, answer: { name: 'Pere Roura Cases', email: 'pere@revistaestany.cat', expiresAt: RESET_EXPIRES_AT } },
  invitationsUseReset: {
    parameters: { token: RESET_TOKEN },
    body: { password: 'la pedra de Banyoles és porosa' },
    answer: { authenticated: true, actor: { kind: 'person', id: 2, name: 'Pere Roura Cases', role: 'contributor' } },
  },
  invitationsRequestReset: { body: { email: 'pere@revistaestany.cat' }, answer: { requested: true } },
};
