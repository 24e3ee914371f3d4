/**
 * The invitation's page (issue 27 item 3): the link is read first; a refused one shows the
 * server's sentence and no form; the password is typed twice and two that differ are never sent;
 * the server's refusal of the password is shown; once accepted, the browser goes to the desk.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitationsApi } from '../../common/api/invitations.js';
import { InvitationScreen } from '../../renderer/features/staff-people/LinkScreen.js';
import { fakeApi, refusal } from './fakeApi.js';
import { renderScreen } from './render.js';

const TOKEN = 'q1w2-E3_r4q1w2-E3_r4q1w2';
const LINK = { email: 'pau@revista.test', role: 'editor' as const, expiresAt: '2026-12-06T00:00:00.000Z' };

describe('the invitation screen', () => {
  it('sends nothing while the two passwords differ, shows the server’s refusal, then goes to the desk', async () => {
    let tries = 0;
    const api = fakeApi([
      [invitationsApi.invitationLink, () => LINK],
      [
        invitationsApi.acceptInvitation,
        () => (++tries === 1 ? refusal(400, 'password_common', 'Aquesta contrasenya és a la llista de les més utilitzades: tria’n una altra.') : { authenticated: true, actor: { kind: 'person' as const, id: 7, name: 'Pau', role: 'editor' as const } }),
      ],
    ]);
    const user = userEvent.setup();
    renderScreen(<InvitationScreen token={TOKEN} />, { route: `/redaccio/invitacio/${TOKEN}`, path: '/redaccio/invitacio/:token' });
    expect(await screen.findByText(/amb el rol de Editor i l'adreça pau@revista\.test/)).toBeTruthy();

    await user.type(screen.getByLabelText('Nom'), ' Pau ');
    await user.type(screen.getByLabelText('Contrasenya (com a mínim 12 caràcters)'), 'una frase prou llarga');
    await user.type(screen.getByLabelText('Repeteix la contrasenya'), 'una frase prou llargA');
    await user.click(screen.getByRole('button', { name: 'Entra a la redacció' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Les dues contrasenyes no coincideixen.');
    expect(api.callsTo(invitationsApi.acceptInvitation)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeteix la contrasenya'));
    await user.type(screen.getByLabelText('Repeteix la contrasenya'), 'una frase prou llarga');
    await user.click(screen.getByRole('button', { name: 'Entra a la redacció' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Aquesta contrasenya és a la llista de les més utilitzades: tria’n una altra.');
    await user.click(screen.getByRole('button', { name: 'Entra a la redacció' }));
    await waitFor(() => expect(screen.getAllByTestId('address').at(-1)!.textContent).toBe('/redaccio'));
    expect(api.callsTo(invitationsApi.acceptInvitation)[1]).toMatchObject({ params: { token: TOKEN }, body: { name: 'Pau', password: 'una frase prou llarga' } });
  });

  it('shows why a refused link opens nothing, with no form', async () => {
    fakeApi([[invitationsApi.invitationLink, () => refusal(410, 'link_expired', 'Aquesta invitació ha caducat. Demana’n una de nova a un administrador de la revista.')]]);
    renderScreen(<InvitationScreen token={TOKEN} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Aquesta invitació ha caducat. Demana’n una de nova a un administrador de la revista.');
    expect(screen.queryByLabelText('Repeteix la contrasenya')).toBeNull();
    expect(screen.getByRole('link', { name: "Ves a la pàgina d'entrada de la redacció" }).getAttribute('href')).toBe('/redaccio');
  });
});
