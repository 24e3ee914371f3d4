/**
 * 'Convida una persona': what is wrong with the address is said in a sentence about the 'Adreça
 * electrònica', beside the field, never as the API's field key ('email: …'); an address the
 * server's own rule refuses is not sent; a refusal of the server keeps its code but reads the same.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { invitationsApi } from '../../common/api/invitations.js';
import { InvitePanel } from '../../renderer/features/staff-people/InvitePanel.js';
import { fakeApi, on, refusal, type FakeRoute } from './fakeApi.js';
import { renderScreen } from './render.js';

const pending = on(invitationsApi.invitations, () => ({ invitations: [], mail: false }));

async function invite(address: string) {
  const user = userEvent.setup();
  renderScreen(<InvitePanel />);
  await user.type(screen.getByLabelText('Adreça electrònica'), address);
  await user.click(screen.getByRole('button', { name: 'Convida' }));
}

describe('an invitation refused for its address', () => {
  it('says, beside the field, that the address is not valid, and sends nothing', async () => {
    const api = fakeApi([pending]);
    await invite('anna.puig');
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe("L'adreça electrònica no és vàlida.");
    expect(screen.getByLabelText('Adreça electrònica').getAttribute('aria-describedby')).toBe(said.id);
    expect(screen.getByLabelText('Adreça electrònica').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(invitationsApi.invite)).toHaveLength(0);
  });

  it('names the field of a refusal of the server instead of its key', async () => {
    const refused: FakeRoute = on(invitationsApi.invite, () => refusal(400, 'invalid_input', 'email: ha de tenir com a màxim 320 caràcters; role: ha de ser contributor, editor o admin'));
    const api = fakeApi([pending, refused]);
    await invite('anna@estany.cat');
    await waitFor(() => expect(api.callsTo(invitationsApi.invite)).toHaveLength(1));
    const said = await screen.findByRole('alert');
    expect(said.textContent).toBe('L’adreça electrònica ha de tenir com a màxim 320 caràcters. El rol ha de ser contributor, editor o admin.');
    expect(said.textContent).not.toMatch(/\b(email|role):/);
  });

  it('keeps a refusal that is already a sentence, as the server wrote it', async () => {
    const api = fakeApi([pending, on(invitationsApi.invite, () => refusal(409, 'email_taken', 'Ja hi ha una persona de l’equip amb l’adreça anna@estany.cat.'))]);
    await invite('anna@estany.cat');
    expect((await screen.findByRole('alert')).textContent).toBe('Ja hi ha una persona de l’equip amb l’adreça anna@estany.cat.');
    expect(api.callsTo(invitationsApi.invite)).toHaveLength(1);
  });
});

describe('the pending invitations', () => {
  it('say whose invitation each is without giving the invited person a gender: Invitació d’Anna', async () => {
    fakeApi([
      on(invitationsApi.invitations, () => ({
        invitations: [{ id: 1, email: 'pere@estany.cat', role: 'editor' as const, invitedBy: 'Anna Admin', createdAt: '2026-12-01T08:00:00.000Z', expiresAt: '2026-12-08T08:00:00.000Z' }],
        mail: false,
      })),
    ]);
    renderScreen(<InvitePanel />);
    expect(await screen.findByText(/^Editor · Invitació d’Anna Admin · Caduca /)).toBeTruthy();
    expect(screen.queryByText(/Convidada per/)).toBeNull();
  });
});
