/** 'Persones': suspending someone and making them an administrator are asked first; the rest is done at once. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { invitationsApi } from '../../common/api/invitations.js';
import { peopleApi, type StaffPerson } from '../../common/api/people.js';
import { PeoplePanel } from '../../renderer/features/staff-people/PeoplePanel.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const MARTA: StaffPerson = { id: 2, name: 'Marta Vilà', email: 'marta@estany.cat', role: 'editor', status: 'active', lastSignInAt: null, createdAt: '2026-11-01T10:00:00.000Z' };

function withPeople() {
  return fakeApi([
    [adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Anna Puig', role: 'admin' as const } })],
    [peopleApi.people, () => ({ people: [MARTA] })],
    [invitationsApi.invitations, () => ({ invitations: [], mail: false })],
    [peopleApi.updatePerson, ({ body }) => ({ ...MARTA, ...body })],
  ]);
}

describe('Persones', () => {
  it('asks before suspending someone, and suspends only once confirmed', async () => {
    const api = withPeople();
    const user = userEvent.setup();
    renderScreen(<PeoplePanel />);
    await user.click(await screen.findByRole('button', { name: 'Suspèn' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspendre Marta Vilà?' });
    expect(dialog.textContent).toContain('se li tancaran ara mateix totes les sessions i les claus personals');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    expect(api.callsTo(peopleApi.updatePerson)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Suspèn' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspèn' }));
    await waitFor(() => expect(api.callsTo(peopleApi.updatePerson).map((c) => c.body)).toEqual([{ status: 'suspended' }]));
  });

  it('asks before making someone an administrator; a lower role is given at once', async () => {
    const api = withPeople();
    const user = userEvent.setup();
    renderScreen(<PeoplePanel />);
    const role = await screen.findByRole('combobox', { name: 'Rol de Marta Vilà' });
    await user.selectOptions(role, 'admin');
    const dialog = await screen.findByRole('alertdialog', { name: 'Fer administrador Marta Vilà?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    expect(api.callsTo(peopleApi.updatePerson)).toHaveLength(0);

    await user.selectOptions(role, 'contributor');
    await waitFor(() => expect(api.callsTo(peopleApi.updatePerson).map((c) => c.body)).toEqual([{ role: 'contributor' }]));
    await user.selectOptions(role, 'admin');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fes-lo administrador' }));
    await waitFor(() => expect(api.callsTo(peopleApi.updatePerson).map((c) => c.body)).toEqual([{ role: 'contributor' }, { role: 'admin' }]));
  });
});
