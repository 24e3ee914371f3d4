/** The workspace's 'Configuració' panel: the public site's address and the person's own token there, in a browser. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { SettingsPanel } from '../../renderer/features/staff-settings/SettingsPanel.js';
import { fakeApi, refusal } from './fakeApi.js';
import { renderScreen } from './render.js';

const CREDENTIAL = `estany_${'x'.repeat(43)}`;

describe('settings panel', () => {
  it('saves the address and the credential, and never shows the credential back', async () => {
    let saved: { url: string | null; hasCredential: boolean } = { url: null, hasCredential: false };
    const api = fakeApi([
      [adminApi.remote, () => saved],
      [adminApi.setRemote, ({ body }) => {
        saved = { url: (body as { url: string }).url, hasCredential: true };
        return saved;
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<SettingsPanel />);
    expect(await screen.findByText('Cap de configurat')).toBeTruthy();
    expect(screen.getByText('Cap de desada')).toBeTruthy();
    await user.type(screen.getByLabelText('Adreça del web públic'), ' https://revista.example ');
    await user.type(screen.getByLabelText('La teva clau personal del web públic'), CREDENTIAL);
    await user.click(screen.getByRole('button', { name: 'Desa' }));
    expect((await screen.findByRole('status')).textContent).toBe('Desat. La clau queda guardada i no es tornarà a mostrar.');
    expect(api.callsTo(adminApi.setRemote)[0]?.body).toEqual({ url: 'https://revista.example', credential: CREDENTIAL });
    expect(await screen.findByText('Desada')).toBeTruthy();
    expect((screen.getByLabelText('La teva clau personal del web públic') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('https://revista.example')).toBeTruthy();
  });

  it('says which token to paste and where, at the address typed, to make it', async () => {
    fakeApi([[adminApi.remote, () => ({ url: null, hasCredential: false })]]);
    const user = userEvent.setup();
    renderScreen(<SettingsPanel />);
    const hint = () => screen.getByText(/Crea-la al web públic/);
    expect((await screen.findByText(/Crea-la al web públic/)).textContent).toContain(
      "Les meves sessions › Claus personals, i enganxa-la aquí: comença per estany_. La clau d'operador compartida del web públic no s'accepta.",
    );
    expect(hint().querySelector('a')).toBeNull();
    await user.type(screen.getByLabelText('Adreça del web públic'), 'https://revista.example/');
    expect(screen.getByRole('link', { name: 'https://revista.example/redaccio/sessions#claus-personals' }).getAttribute('href')).toBe('https://revista.example/redaccio/sessions#claus-personals');
  });

  it.each([
    ['the shared operator key', 400, 'remote_personal_token_required', "El web públic ha de rebre la teva clau personal (comença per estany_), no la clau d'operador compartida: així hi consta qui publica o sincronitza."],
    ['a token the public site refuses', 422, 'remote_token_refused', "El web públic no accepta aquesta clau personal (potser s'ha revocat o no s'ha copiat sencera)."],
  ])('gives the server’s own reason for refusing %s', async (_what, status, code, message) => {
    fakeApi([
      [adminApi.remote, () => ({ url: null, hasCredential: false })],
      [adminApi.setRemote, () => refusal(status, code, message)],
    ]);
    const user = userEvent.setup();
    renderScreen(<SettingsPanel />);
    await user.type(await screen.findByLabelText('Adreça del web públic'), 'https://revista.example');
    await user.type(screen.getByLabelText('La teva clau personal del web públic'), CREDENTIAL);
    await user.click(screen.getByRole('button', { name: 'Desa' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByText('Cap de desada')).toBeTruthy();
  });

  it('explains a refused address or credential', async () => {
    fakeApi([
      [adminApi.remote, () => ({ url: null, hasCredential: false })],
      [adminApi.setRemote, () => new Response('{}', { status: 400 })],
    ]);
    const user = userEvent.setup();
    renderScreen(<SettingsPanel />);
    await user.type(await screen.findByLabelText('Adreça del web públic'), 'https://revista.example');
    await user.type(screen.getByLabelText('La teva clau personal del web públic'), CREDENTIAL);
    await user.click(screen.getByRole('button', { name: 'Desa' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Revisa les dades: l'adreça ha de començar per http:// o https:// i la clau ha de tenir almenys 12 caràcters.",
    );
  });

  it('forgets the public site', async () => {
    let saved: { url: string | null; hasCredential: boolean } = { url: 'https://revista.example', hasCredential: true };
    fakeApi([
      [adminApi.remote, () => saved],
      [adminApi.clearRemote, () => {
        saved = { url: null, hasCredential: false };
        return saved;
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<SettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Oblida el web públic' }));
    expect((await screen.findByRole('status')).textContent).toBe("S'ha oblidat el web públic i la teva clau.");
    expect(await screen.findByText('Cap de configurat')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Oblida el web públic' })).toBeNull();
  });

  it('says so when the settings cannot be read', async () => {
    fakeApi([[adminApi.remote, () => new Response('{}', { status: 500 })]]);
    renderScreen(<SettingsPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe("No s'ha pogut llegir la configuració.");
  });
});
