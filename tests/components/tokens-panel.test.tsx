/** 'Claus personals' on /redaccio/sessions: roles up to one's own, the secret shown once, revoking asked first. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { tokensApi, type PersonalTokenView } from '../../common/api/tokens.js';
import type { StaffRole } from '../../common/staff/actor.js';
import { TokensPanel } from '../../renderer/features/staff-people/TokensPanel.js';
import { fakeApi, on } from './fakeApi.js';
import { renderScreen } from './render.js';

const SECRET = `estany_${'s'.repeat(43)}`;

function signedIn(role: StaffRole, kind: 'person' | 'operator' = 'person') {
  let tokens: PersonalTokenView[] = [];
  const api = fakeApi([
    on(adminApi.session, () => ({ authenticated: true, actor: { kind, id: kind === 'person' ? 4 : null, name: 'Anna Puig', role } })),
    on(tokensApi.tokens, () => ({ tokens })),
    on(tokensApi.createToken, ({ body }) => {
      const { name, role: chosen } = body as { name: string; role: StaffRole };
      const token = { id: 9, name, role: chosen, createdAt: '2026-11-28T10:00:00.000Z', lastUsedAt: null };
      tokens = [token];
      return { token, secret: SECRET };
    }),
    on(tokensApi.revokeToken, () => {
      const [revoked] = tokens;
      tokens = [];
      return revoked!;
    }),
  ]);
  return api;
}

describe('tokens panel', () => {
  it('offers roles up to the person’s own, shows the new secret once, and lists the token without it', async () => {
    const api = signedIn('editor');
    const user = userEvent.setup();
    const { unmount } = renderScreen(<TokensPanel />);
    expect(await screen.findByText('Encara no tens cap clau personal.')).toBeTruthy();
    const role = screen.getByLabelText('Rol de la clau');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Col·laborador', 'Editor']);
    expect((role as HTMLSelectElement).value).toBe('editor');

    await user.type(screen.getByLabelText('Nom de la clau personal nova'), ' Escriptori de casa ');
    await user.selectOptions(role, 'contributor');
    await user.click(screen.getByRole('button', { name: 'Crea una clau personal' }));
    expect(api.callsTo(tokensApi.createToken)[0]?.body).toEqual({ name: 'Escriptori de casa', role: 'contributor' });
    const shown = await screen.findByLabelText('S’ha creat la clau personal «Escriptori de casa». Copia-la ara: no es tornarà a mostrar.');
    expect((shown as HTMLInputElement).value).toBe(SECRET);
    expect((await screen.findByRole('list', { name: 'Claus personals' })).textContent).toContain('Escriptori de casa · Col·laborador');
    expect(screen.getByRole('list', { name: 'Claus personals' }).textContent).toContain('Darrer ús: encara no');

    // Shown once: the screen opened again has the list, not the secret.
    unmount();
    renderScreen(<TokensPanel />);
    expect(await screen.findByRole('list', { name: 'Claus personals' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('asks before revoking, then lists the token no more', async () => {
    const api = signedIn('admin');
    const user = userEvent.setup();
    renderScreen(<TokensPanel />);
    expect(within(await screen.findByLabelText('Rol de la clau')).getAllByRole('option')).toHaveLength(3);
    await user.type(screen.getByLabelText('Nom de la clau personal nova'), 'Còpies');
    await user.click(screen.getByRole('button', { name: 'Crea una clau personal' }));
    await user.click(await screen.findByRole('button', { name: 'Revoca «Còpies»' }));
    expect(api.callsTo(tokensApi.revokeToken)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoca-la' }));
    expect(await screen.findByText('Encara no tens cap clau personal.')).toBeTruthy();
    expect(api.callsTo(tokensApi.revokeToken)).toHaveLength(1);
  });

  it('tells the operator’s key it has no personal tokens', async () => {
    signedIn('admin', 'operator');
    renderScreen(<TokensPanel />);
    expect(await screen.findByText('La clau d’operador no té claus personals: inicia la sessió amb el teu compte per crear-ne.')).toBeTruthy();
    expect(screen.queryByLabelText('Nom de la clau personal nova')).toBeNull();
  });
});
