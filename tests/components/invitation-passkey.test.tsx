/**
 * The invitation page's choice (issue 27 item 3): with a password (the default: its two fields),
 * or 'Crea una clau d’accés' (a name only). The passkey's way asks the server for options bound
 * to the link, hands them to the browser's authenticator (SimpleWebAuthn's browser library, faked
 * here: jsdom has no WebAuthn), sends its answer with the name, and goes to the desk; a browser
 * without passkeys is told so and nothing is sent.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { invitationsApi } from '../../common/api/invitations.js';
import { InvitationScreen } from '../../renderer/features/staff-people/LinkScreen.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const webAuthn = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webAuthn.supported,
  startRegistration: webAuthn.startRegistration,
  startAuthentication: vi.fn(),
}));

const TOKEN = 'q1w2-E3_r4q1w2-E3_r4q1w2';
const LINK = { email: 'pau@revista.test', role: 'editor' as const, expiresAt: '2026-12-06T00:00:00.000Z' };
const OPTIONS = {
  challenge: 'Qm7sD2kH9wXo1yLr4aVb8cNe3fJp6gTu5iZq0tKx-_A',
  rp: { name: 'Revista', id: 'redaccio.revista.test' },
  user: { id: 'dXNlcg', name: 'pau@revista.test', displayName: 'Pau' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' as const }],
};
const ANSWER = { id: 'aWQ', rawId: 'aWQ', type: 'public-key' as const, response: { clientDataJSON: 'e30', attestationObject: 'o2M' }, clientExtensionResults: {} };

beforeEach(() => {
  webAuthn.supported = true;
  webAuthn.startRegistration.mockReset().mockResolvedValue(ANSWER);
});

describe("the invitation page's choice", () => {
  it('offers a password first, then a passkey: the authenticator answers the options of this link and the invitee goes to the desk', async () => {
    const api = fakeApi([
      [invitationsApi.invitationLink, () => LINK],
      [invitationsApi.invitationPasskeyOptions, () => OPTIONS],
      [invitationsApi.acceptInvitationWithPasskey, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 7, name: 'Pau', role: 'editor' as const } })],
    ]);
    const user = userEvent.setup();
    renderScreen(<InvitationScreen token={TOKEN} />, { route: `/redaccio/invitacio/${TOKEN}`, path: '/redaccio/invitacio/:token' });
    expect(((await screen.findByLabelText('Amb una contrasenya')) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Repeteix la contrasenya')).toBeTruthy();

    await user.click(screen.getByLabelText("Amb una clau d'accés"));
    expect(screen.queryByLabelText('Repeteix la contrasenya')).toBeNull();
    await user.click(screen.getByRole('button', { name: "Crea una clau d'accés" }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escriu el teu nom.');
    expect(api.callsTo(invitationsApi.invitationPasskeyOptions)).toHaveLength(0);

    await user.type(screen.getByLabelText('Nom'), ' Pau ');
    await user.click(screen.getByRole('button', { name: "Crea una clau d'accés" }));
    await waitFor(() => expect(screen.getAllByTestId('address').at(-1)!.textContent).toBe('/redaccio'));
    expect(api.callsTo(invitationsApi.invitationPasskeyOptions)[0]).toMatchObject({ params: { token: TOKEN }, body: { name: 'Pau' } });
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(api.callsTo(invitationsApi.acceptInvitationWithPasskey)[0]).toMatchObject({ params: { token: TOKEN }, body: { name: 'Pau', response: ANSWER } });
    expect(api.callsTo(invitationsApi.acceptInvitation)).toHaveLength(0);
  });

  it('keeps the name typed when the invitee switches between a password and a passkey', async () => {
    fakeApi([[invitationsApi.invitationLink, () => LINK]]);
    const user = userEvent.setup();
    renderScreen(<InvitationScreen token={TOKEN} />);
    const name = () => screen.getByLabelText('Nom') as HTMLInputElement;
    await user.type(await screen.findByLabelText('Nom'), 'Pau Riera');
    await user.click(screen.getByLabelText("Amb una clau d'accés"));
    expect(name().value).toBe('Pau Riera');
    await user.type(name(), ' i Soler');
    await user.click(screen.getByLabelText('Amb una contrasenya'));
    expect(screen.getByLabelText('Repeteix la contrasenya')).toBeTruthy();
    expect(name().value).toBe('Pau Riera i Soler');
  });

  it('tells a browser without passkeys so, and sends nothing', async () => {
    webAuthn.supported = false;
    const api = fakeApi([[invitationsApi.invitationLink, () => LINK]]);
    const user = userEvent.setup();
    renderScreen(<InvitationScreen token={TOKEN} />);
    await user.click(await screen.findByLabelText("Amb una clau d'accés"));
    await user.type(screen.getByLabelText('Nom'), 'Pau');
    await user.click(screen.getByRole('button', { name: "Crea una clau d'accés" }));
    expect((await screen.findByRole('alert')).textContent).toBe('Aquest navegador o dispositiu no admet claus d’accés.');
    expect(api.callsTo(invitationsApi.invitationPasskeyOptions)).toHaveLength(0);
  });
});
