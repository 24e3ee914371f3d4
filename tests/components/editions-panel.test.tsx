/** The workspace's 'Edicions' panel: the table and its filters, Publica, Publica al web, Programa al web and Retira (asked first), Descarta (confirmed), failures. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { editionsApi } from '../../common/api/editions.js';
import type { StaffRole } from '../../common/staff/actor.js';
import type { EditionSummary } from '../../common/types.js';
import { EditionsPanel } from '../../renderer/features/staff-editions/EditionsPanel.js';
import { fakeApi, on, refusal, type FakeRoute } from './fakeApi.js';
import { renderScreen } from './render.js';

const edition = (number: number, title: string, status: EditionSummary['status']): EditionSummary => ({
  number,
  title,
  publicationDate: '2030-01-01',
  articleCount: 4,
  status,
});

/** The signed-in person the panel asks the session for (an administrator unless a test says). */
const signedInAs = (role: StaffRole): FakeRoute => on(adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Persona', role } }));

function withEditions(list: EditionSummary[], extra: FakeRoute[] = [], role: StaffRole = 'admin') {
  let editions = list;
  const api = fakeApi([
    signedInAs(role),
    [editionsApi.list, () => ({ editions })],
    [adminApi.remote, () => ({ url: null, hasCredential: false })],
    ...extra,
  ]);
  return { api, set: (next: EditionSummary[]) => (editions = next) };
}

const panel = () => renderScreen(<EditionsPanel action={null} onActionDone={() => undefined} />);
const rows = () => screen.getAllByRole('row').slice(1);

describe('editions panel', () => {
  it("offers a contributor no step of an editor's: no Publica, Publica al web, Descarta or Retira, and no import", async () => {
    withEditions([edition(60, 'Esborrany de prova', 'draft'), edition(48, 'Paisatges', 'published')], [], 'contributor');
    panel();
    await screen.findByRole('link', { name: 'Edita el número 60' });
    for (const name of ['Publica el número 60', 'Publica al web el número 60', "Descarta l'esborrany 60", 'Retira el número 48', 'Publica al web el número 48']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Exporta PDF del número 60' })).toBeTruthy();
  });

  it('lists every edition and filters by number or title and by state', async () => {
    withEditions([edition(60, 'Esborrany de prova', 'draft'), edition(48, 'Paisatges', 'published'), edition(47, 'Memòria', 'published')]);
    const user = userEvent.setup();
    panel();
    await screen.findByText('Esborrany de prova');
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('Esborrany')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Publicada')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Esborranys' }));
    expect(rows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Publicades' }));
    expect(rows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['48', '47']);
    await user.type(screen.getByPlaceholderText('Número o títol'), 'memò');
    expect(rows()).toHaveLength(1);
    await user.type(screen.getByPlaceholderText('Número o títol'), 'xyz');
    expect(screen.getByText('Cap edició no coincideix amb el filtre.')).toBeTruthy();
  });

  it('publishes a draft only after the question, and says so', async () => {
    const { api, set } = withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(editionsApi.publish, () => {
        set([edition(60, 'Esborrany de prova', 'published')]);
        return { number: 60, status: 'published' as const };
      }),
    ]);
    const user = userEvent.setup();
    panel();
    // Without a public site, 'Publica al web' is not offered: one line says where it comes from.
    expect((await screen.findByTestId('web-steps-hint')).textContent).toContain('té el web públic configurat');
    expect(screen.queryByRole('button', { name: 'Publica al web el número 60' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publica el número 60' }));
    const ask = screen.getByRole('alertdialog', { name: 'Publicar el número 60?' });
    expect(ask.textContent).toContain("Els lectors el veuran a l'instant");
    await user.click(within(ask).getByRole('button', { name: 'Cancel·la' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(editionsApi.publish)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Publica el número 60' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, publica' }));
    expect((await screen.findByRole('status')).textContent).toBe("El número 60 s'ha publicat.");
    expect(await screen.findByText('Publicada')).toBeTruthy();
    expect(api.callsTo(editionsApi.publish)).toHaveLength(1);
  });

  /** 'Publica', 'Sí, publica', and the question the publish gate's refusal asks. */
  async function gateOf(user: ReturnType<typeof userEvent.setup>, number: number): Promise<HTMLElement> {
    await user.click(await screen.findByRole('button', { name: `Publica el número ${number}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, publica' }));
    return screen.findByRole('alertdialog', { name: `Publicar el número ${number} amb articles no acceptats?` });
  }

  it('names the articles not accepted when the gate refuses, and publishes them only once the editor confirms those', async () => {
    const notAccepted = [
      { id: 'a1', title: 'Les <em>pedres</em>', state: 'submitted' as const },
      { id: 'a2', title: 'El riu', state: 'draft' as const },
    ];
    const { api, set } = withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(editionsApi.publish, ({ body }) => {
        if (!body.confirmNotAccepted) return refusal(409, 'articles_not_accepted', 'L’edició 60 té 2 articles que encara no són «Acceptat».', { notAccepted });
        set([edition(60, 'Esborrany de prova', 'published')]);
        return { number: 60, status: 'published' as const };
      }),
    ]);
    const user = userEvent.setup();
    panel();
    const gate = await gateOf(user, 60);
    expect(gate.textContent).toContain('Aquests articles encara no són «Acceptat»: «Les pedres» (Per revisar), «El riu» (Esborrany).');
    await user.click(within(gate).getByRole('button', { name: 'Cancel·la' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publica el número 60' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Publica el número 60' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, publica' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: /amb articles no acceptats/ })).getByRole('button', { name: 'Sí, publica igualment' }));
    expect((await screen.findByRole('status')).textContent).toBe("El número 60 s'ha publicat.");
    expect(api.callsTo(editionsApi.publish).map((c) => c.body.confirmNotAccepted)).toEqual([undefined, undefined, ['a1', 'a2']]);
  });

  it('speaks of one article not accepted in the singular', async () => {
    const notAccepted = [{ id: 'a1', title: 'El riu', state: 'submitted' as const }];
    withEditions([edition(61, 'Esborrany d’un article', 'draft')], [
      on(editionsApi.publish, () => refusal(409, 'articles_not_accepted', 'L’edició 61 té 1 article que encara no és «Acceptat».', { notAccepted })),
    ]);
    panel();
    const gate = await gateOf(userEvent.setup(), 61);
    expect(gate.textContent).toContain('Aquest article encara no és «Acceptat»: «El riu» (Per revisar). Si el publiques igualment, els lectors el veuran tal com és ara.');
  });

  it("sends a published edition's corrections to the public site only after the question, and says how many went", async () => {
    const { api } = withEditions([edition(48, 'Paisatges', 'published')], [
      on(adminApi.remote, () => ({ url: 'https://revistaestany.cat', hasCredential: true })),
      on(editionsApi.publishRemote, () => ({ number: 48, status: 'published' as const, remote: 'https://revistaestany.cat', report: null, corrections: ['a1', 'a2'] })),
    ]);
    const user = userEvent.setup();
    panel();
    const button = await screen.findByRole('button', { name: 'Publica al web el número 48' });
    await screen.findByTitle('Envia al web públic les correccions publicades aquí');
    await user.click(button);
    const ask = screen.getByRole('alertdialog', { name: 'Enviar al web les correccions del número 48?' });
    expect(ask.textContent).toContain("s'hi publicaran les correccions publicades aquí que encara no té");
    expect(document.activeElement).toBe(within(ask).getByRole('button', { name: 'Cancel·la' }));
    await user.click(within(ask).getByRole('button', { name: 'Sí, envia-les' }));
    expect((await screen.findByRole('status')).textContent).toBe("S'han publicat al web 2 correccions del número 48.");
    expect(api.callsTo(editionsApi.publishRemote)).toHaveLength(1);
  });

  it('says a single correction sent to the public site in the singular (issue 26)', async () => {
    withEditions([edition(48, 'Paisatges', 'published')], [
      on(adminApi.remote, () => ({ url: 'https://revistaestany.cat', hasCredential: true })),
      on(editionsApi.publishRemote, () => ({ number: 48, status: 'published' as const, remote: 'https://revistaestany.cat', report: null, corrections: ['a1'] })),
    ]);
    const user = userEvent.setup();
    panel();
    await screen.findByTitle('Envia al web públic les correccions publicades aquí');
    await user.click(await screen.findByRole('button', { name: 'Publica al web el número 48' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, envia-les' }));
    expect((await screen.findByRole('status')).textContent).toBe("S'ha publicat al web 1 correcció del número 48.");
  });

  it('sends a draft to the public site only after the question', async () => {
    const { api, set } = withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(adminApi.remote, () => ({ url: 'https://revistaestany.cat', hasCredential: true })),
      on(editionsApi.publishRemote, () => {
        set([edition(60, 'Esborrany de prova', 'published')]);
        return { number: 60, status: 'published' as const, remote: 'https://revistaestany.cat', report: null, corrections: [] };
      }),
    ]);
    const user = userEvent.setup();
    panel();
    const button = await screen.findByRole('button', { name: 'Publica al web el número 60' });
    // Enabled once the public site's settings have arrived.
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    const ask = screen.getByRole('alertdialog', { name: 'Publicar el número 60 al web?' });
    expect(ask.textContent).toContain("S'enviarà al web públic (https://revistaestany.cat) i s'hi publicarà");
    await user.click(within(ask).getByRole('button', { name: 'Cancel·la' }));
    expect(api.callsTo(editionsApi.publishRemote)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Publica al web el número 60' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, publica al web' }));
    expect(await screen.findByText('Publicada')).toBeTruthy();
    expect(api.callsTo(editionsApi.publishRemote)).toHaveLength(1);
  });

  it("'Programa al web' asks the day and minute, sends them, and says when the public site will publish it; a refusal is said as the public site said it", async () => {
    let refuse = true;
    const { api } = withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(adminApi.remote, () => ({ url: 'https://revistaestany.cat', hasCredential: true })),
      on(editionsApi.publishRemote, ({ body }) =>
        refuse
          ? refusal(400, 'time_in_past', 'El 14 de gener de 2030 a les 10:00 ja ha passat: tria una hora que encara no hagi arribat.')
          : { number: 60, status: 'scheduled' as const, remote: 'https://revistaestany.cat', report: null, scheduled: { at: '2030-01-15T09:30:00.000Z', ...body.at! } },
      ),
    ]);
    const user = userEvent.setup();
    panel();
    const button = await screen.findByRole('button', { name: 'Programa al web el número 60' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    const form = screen.getByRole('form', { name: 'Programa al web el número 60' });
    expect(form.textContent).toContain('Hora de la revista al web públic (https://revistaestany.cat)');
    // Escape closes it and sends nothing.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.callsTo(editionsApi.publishRemote)).toHaveLength(0);

    await user.click(button);
    const day = within(screen.getByRole('form')).getByLabelText('Dia');
    expect((day as HTMLInputElement).value).toBe('2030-01-01');
    await user.clear(day);
    await user.type(day, '2030-01-14');
    const hour = within(screen.getByRole('form')).getByLabelText('Hora');
    await user.clear(hour);
    await user.type(hour, '10:00');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Programa al web' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El web no ha acceptat el número 60. El 14 de gener de 2030 a les 10:00 ja ha passat: tria una hora que encara no hagi arribat.');
    expect(api.callsTo(editionsApi.publishRemote)[0]!.body).toEqual({ at: { date: '2030-01-14', time: '10:00' } });

    refuse = false;
    await user.click(button);
    await user.clear(within(screen.getByRole('form')).getByLabelText('Dia'));
    await user.type(within(screen.getByRole('form')).getByLabelText('Dia'), '2030-01-15');
    await user.clear(within(screen.getByRole('form')).getByLabelText('Hora'));
    await user.type(within(screen.getByRole('form')).getByLabelText('Hora'), '10:30');
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Programa al web' }));
    expect((await screen.findByRole('status')).textContent).toBe('Programada al web per al 15 de gener de 2030, a les 10:30: el web públic publicarà el número 60 tot sol.');
    expect(api.callsTo(editionsApi.publishRemote)[1]!.body).toEqual({ at: { date: '2030-01-15', time: '10:30' } });
    // Here it stays a draft: the public site publishes it.
    expect(within(rows()[0]!).getByText('Esborrany')).toBeTruthy();
  });

  it('discards a draft only after the confirmation, and can cancel', async () => {
    const { api, set } = withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(editionsApi.discard, () => {
        set([]);
        return { number: 60, deleted: true as const, removedMedia: [] };
      }),
    ]);
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: "Descarta l'esborrany 60" }));
    const confirm = screen.getByRole('group', { name: "Confirma que vols descartar l'esborrany 60" });
    expect(within(confirm).getByText("Descartar-lo? S'esborrarà amb les seves imatges.")).toBeTruthy();
    // The safe answer has the focus: Enter cancels.
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel·la' }));
    await user.keyboard('{Enter}');
    expect(api.callsTo(editionsApi.discard)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: "Descarta l'esborrany 60" }));
    await user.click(screen.getByRole('button', { name: 'Sí, descarta' }));
    expect((await screen.findByRole('status')).textContent).toBe("L'esborrany 60 s'ha descartat.");
    expect(api.callsTo(editionsApi.discard)).toHaveLength(1);
  });

  it('says when publishing fails', async () => {
    withEditions([edition(60, 'Esborrany de prova', 'draft')], [
      on(editionsApi.publish, () => new Response('{}', { status: 500 })),
    ]);
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: 'Publica el número 60' }));
    await user.click(screen.getByRole('button', { name: 'Sí, publica' }));
    expect((await screen.findByRole('alert')).textContent).toBe("No s'ha pogut publicar el número 60.");
  });

  it('withdraws a published edition to a draft only after the question', async () => {
    const { api, set } = withEditions([edition(48, 'Paisatges', 'published')], [
      on(editionsApi.withdraw, () => {
        set([edition(48, 'Paisatges', 'draft')]);
        return { number: 48, status: 'draft' as const };
      }),
    ]);
    const user = userEvent.setup();
    panel();
    await user.click(await screen.findByRole('button', { name: 'Retira el número 48' }));
    const ask = screen.getByRole('alertdialog', { name: 'Retirar el número 48?' });
    expect(ask.textContent).toContain('Tornarà a ser un esborrany');
    expect(ask.textContent).not.toContain("Només es retira d'aquesta còpia");
    expect(api.callsTo(editionsApi.withdraw)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Sí, retira' }));
    expect((await screen.findByRole('status')).textContent).toBe("El número 48 s'ha retirat: torna a ser un esborrany.");
    expect(await screen.findByRole('button', { name: 'Publica el número 48' })).toBeTruthy();
    expect(api.callsTo(editionsApi.withdraw)).toHaveLength(1);
  });

  it('on a staff copy, says that Retira withdraws only this copy, not the public site', async () => {
    withEditions([edition(48, 'Paisatges', 'published')], [ on(adminApi.remote, () => ({ url: 'https://revistaestany.cat', hasCredential: true })) ]);
    const user = userEvent.setup();
    panel();
    await screen.findByText('Paisatges');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Publica al web el número 48' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Retira el número 48' }));
    const ask = screen.getByRole('alertdialog', { name: 'Retirar el número 48?' });
    expect(ask.textContent).toContain("Només es retira d'aquesta còpia: el web públic (https://revistaestany.cat) el continua mostrant");
  });

  it('shows the error of the list with Tornar a provar, which loads it', async () => {
    let fail = true;
    fakeApi([
      [editionsApi.list, () => (fail ? new Response('{}', { status: 500 }) : { editions: [edition(48, 'Paisatges', 'published')] })],
      [adminApi.remote, () => ({ url: null, hasCredential: false })],
    ]);
    const user = userEvent.setup();
    panel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Error carregant les edicions. Tornar a provar');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('Paisatges')).toBeTruthy();
  });
});
