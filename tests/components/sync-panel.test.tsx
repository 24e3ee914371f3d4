/** The workspace's 'Sincronització' panel: its states, a run's progress and its summary, a refusal. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
};

const panel = () => renderScreen(<SyncPanel action={null} onActionDone={() => undefined} />);

describe('sync panel', () => {
  it('without a public site, points to the settings and cannot start', async () => {
    fakeApi({ 'GET /api/admin/sync': () => ({ ...idle, remoteUrl: null }) });
    panel();
    expect(await screen.findByText(/Cap de configurat\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configura el web públic' }).getAttribute('href')).toBe('#configuracio');
    expect(screen.getByText("Primer cal indicar l'adreça i la credencial del web públic a Configuració.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sincronitza' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Encara no se n’ha fet cap')).toBeTruthy();
  });

  it('shows the progress of a run, then its summary', async () => {
    const running: SyncStatus = { ...idle, state: 'running', phase: 'media', done: 3, total: 12 };
    let answers = 0;
    const api = fakeApi({
      'GET /api/admin/sync': () => {
        answers += 1;
        return answers === 1 ? idle : { ...idle, state: 'done', summary: '2 articles nous', lastSyncAt: '2026-11-25T10:00:00Z' };
      },
      'POST /api/admin/sync': () => running,
    });
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
    expect(api.callsTo('POST /api/admin/sync')).toHaveLength(1);
  });

  it('shows why the last run stopped', async () => {
    fakeApi({ 'GET /api/admin/sync': () => ({ ...idle, state: 'failed', lastError: 'El web públic no respon.' }) });
    panel();
    expect((await screen.findByRole('alert')).textContent).toBe('El web públic no respon.');
  });

  it('says so when the status cannot be read', async () => {
    fakeApi({ 'GET /api/admin/sync': () => new Response('{}', { status: 500 }) });
    panel();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("No s'ha pogut llegir l'estat de la sincronització.")).toBeTruthy();
  });
});
