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
  // An invitee who creates a passkey instead of a password: options bound to the link, then the answer.
  invitationsInvitationPasskeyOptions: {
    parameters: { token: INVITATION_TOKEN },
    body: { name: 'Marta Soler Bosch' },
    answer: {
      challenge: 'Qm7sD2kH9wXo1yLr4aVb8cNe3fJp6gTu5iZq0tKx-_A',
      rp: { name: 'Revista Estany', id: 'redaccio.revistaestany.cat' },
      user: { id: 'c2VzLXR1LWVsLXBlcmUtcm91cmEtY2FzZXMtMjAyNg', name: 'marta@revistaestany.cat', displayName: 'Marta Soler Bosch' },
      pubKeyCredParams: [{ alg: -8, type: 'public-key' }],
      timeout: 300000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: true },
      extensions: { credProps: true },
      hints: [],
    },
  },
  invitationsAcceptInvitationWithPasskey: {
    parameters: { token: INVITATION_TOKEN },
    body: {
      name: 'Marta Soler Bosch',
      passkeyName: 'Mòbil de la Marta',
      response: {
        id: 'eUPZhBDnMfrsEd5uzh-2-g',
        rawId: 'eUPZhBDnMfrsEd5uzh-2-g',
        type: 'public-key',
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoidkVUdi1fRWVlQmhtODRQMkJ5cUhMd0VtMXhCa0lvaTR0cmdRTEpCcUxPTSIsIm9yaWdpbiI6Imh0dHBzOi8vcmVkYWNjaW8ucmV2aXN0YS50ZXN0IiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
          attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YViU2T9ZS1dXT1FQBI00ZZ2IISypQS4c3MHiADXndJSR0lVFAAAAAAAAAAAAAAAAAAAAAAAAAAAAEHlD2YQQ5zH67BHebs4ftvqlAQIDJiABIVggvpAcly23PSwrt85SFUt7DTO3DVV7sGadET0rN3dwRFwiWCCTKixMghzXVsjlliWSNNqpcvXXS-ociicNlSQB_RT5NQ',
          transports: ['internal'],
        },
        clientExtensionResults: {},
      },
    },
    answer: { authenticated: true, actor: { kind: 'person', id: 3, name: 'Marta Soler Bosch', role: 'editor' } },
  },
};
