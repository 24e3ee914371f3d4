/** The workspace's 'Sincronització' panel: its states, a run's progress and its summary, a refusal. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { syncApi } from '../../common/api/sync.js';
import type { SyncStatus } from '../../common/sync.js';
import { SyncPanel } from '../../renderer/features/staff-sync/SyncPanel.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const idle: SyncStatus = {
  state: 'idle',
  phase: null,
  done: 0,
  total: 0,
  counts: {} as SyncStatus['counts'],
  summary: '',
  lastSyncAt: null,
  lastError: null,
  remoteUrl: 'https://revista.example',
  pendingDeletions: [],
};

const panel = () => renderScreen(<SyncPanel action={null} onActionDone={() => undefined} />);

describe('sync panel', () => {
  it('without a public site, points to the settings and cannot start', async () => {
    fakeApi([[syncApi.status, () => ({ ...idle, remoteUrl: null })]]);
    panel();
    expect(await screen.findByText(/Cap de configurat\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configura el web públic' }).getAttribute('href')).toBe('#configuracio');
    expect(screen.getByText("Primer cal indicar l'adreça del web públic i la teva clau personal a Configuració.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronitza' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Encara no se n’ha fet cap')).toBeTruthy();
  });

  it('shows the progress of a run, then its summary', async () => {
    const running: SyncStatus = { ...idle, state: 'running' as const, phase: 'media', done: 3, total: 12 };
    let answers = 0;
    const api = fakeApi([
      [syncApi.status, () => {
        answers += 1;
        return answers === 1 ? idle : { ...idle, state: 'done' as const, summary: '2 articles nous', lastSyncAt: '2026-11-25T10:00:00Z' };
      }],
      [syncApi.start, () => running],
    ]);
    panel();
    fireEvent.click(await screen.findByRole('button', { name: 'Sincronitza' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progrés de la sincronització' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuetext')).toBe('Imatges i vídeos: 3 de 12');
    expect(screen.getByText('Pas 2 de 3 · Imatges i vídeos')).toBeTruthy();
    expect(screen.getByText('Pots continuar treballant mentre es copia.')).toBeTruthy();
    // Polling follows the run until it is done.
    const summary = await screen.findByText('Sincronització completa.');
    expect(summary.parentElement?.textContent).toBe('Sincronització completa. 2 articles nous.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo(syncApi.start)).toHaveLength(1);
  });

  it('shows why the last run stopped', async () => {
    fakeApi([[syncApi.status, () => ({ ...idle, state: 'failed' as const, lastError: 'El web públic no respon.' })]]);
    panel();
    expect((await screen.findByRole('alert')).textContent).toBe('El web públic no respon.');
  });

  it('says so when the status cannot be read', async () => {
    fakeApi([[syncApi.status, () => new Response('{}', { status: 500 })]]);
    panel();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("No s'ha pogut llegir l'estat de la sincronització.")).toBeTruthy();
  });

  it('shows the last sync on the magazine’s clock, the Catalan way (issue 26)', async () => {
    fakeApi([[syncApi.status, () => ({ ...idle, state: 'done' as const, summary: '2 articles nous', lastSyncAt: '2026-11-25T10:05:00Z' })]]);
    panel();
    // 10:05 UTC is 11:05 in Banyoles; 'de 2026', not ICU's 'del 2026'.
    expect((await screen.findByText('25 de novembre de 2026, 11:05')).tagName).toBe('TIME');
  });

  it('deletes nothing by itself: lists what a sync would delete, and deletes only what staff tick and confirm (issue 26)', async () => {
    const pendingDeletions: SyncStatus['pendingDeletions'] = [
      { kind: 'article', id: 'a9', label: 'Un article retirat', reason: 'gone' },
      { kind: 'author', id: 'au1', label: 'Laia Sureda i Pous', reason: 'only-here' },
    ];
    const api = fakeApi([
      [syncApi.status, () => ({ ...idle, state: 'done' as const, summary: '1 autor actualitzat', pendingDeletions })],
      [syncApi.decideDeletions, () => ({ ...idle, state: 'done' as const, summary: '1 autor actualitzat, 1 article esborrat' })],
    ]);
    panel();
    const list = await screen.findByRole('region', { name: 'Esperant la teva decisió: 2 elements per esborrar' });
    const gone = within(list).getByRole('group', { name: 'Ja no són al web públic' });
    const onlyHere = within(list).getByRole('group', { name: 'Només són en aquesta còpia (el web públic no els té)' });
    // What the public site deleted comes ticked; what exists only here does not.
    expect((within(gone).getByRole('checkbox', { name: 'Article: Un article retirat' }) as HTMLInputElement).checked).toBe(true);
    expect((within(onlyHere).getByRole('checkbox', { name: 'Autor: Laia Sureda i Pous' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(list).getByRole('button', { name: 'Esborra els marcats (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Esborrar 1 element d’aquesta còpia?' });
    expect(dialog.textContent).toContain('S’esborrarà: article Un article retirat.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    expect(api.callsTo(syncApi.decideDeletions)).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: 'Esborra els marcats (1)' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Esborra' }));
    await waitFor(() => expect(api.callsTo(syncApi.decideDeletions)).toHaveLength(1));
    expect(api.callsTo(syncApi.decideDeletions)[0]!.body).toEqual({ delete: [{ kind: 'article', id: 'a9' }] });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Esperant la teva decisió/ })).toBeNull());
  });
});
