/** The workspace's 'Còpia de seguretat' panel: the download, its progress and its failures. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackupPanel } from '../../renderer/features/staff-backup/BackupPanel.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

describe('backup panel', () => {
  it('downloads the copy and says its name and size', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    const api = fakeApi({
      'GET /api/admin/backup': () =>
        new Response(new Uint8Array(2 * 1_048_576), { headers: { 'Content-Disposition': 'attachment; filename="revista-2026.sqlite"' } }),
    });
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Còpia de seguretat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect(await screen.findByText(/revista-2026\.sqlite \(2 MB\)/)).toBeTruthy();
    expect(screen.getByText('Còpia feta.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('explains that a PostgreSQL server is copied with the database’s own tools, in words staff read', async () => {
    fakeApi({ 'GET /api/admin/backup': () => new Response('{}', { status: 409 }) });
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aquest servidor fa servir PostgreSQL: la còpia de seguretat la fa qui en té cura, amb les eines de la base de dades (ho explica la guia tècnica de la revista).',
    );
  });

  it('asks to try again after any other failure', async () => {
    fakeApi({ 'GET /api/admin/backup': () => new Response('{}', { status: 500 }) });
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect((await screen.findByRole('alert')).textContent).toBe("No s'ha pogut fer la còpia de seguretat. Torna-ho a provar.");
  });

  it("starts by itself from the desktop menu's 'copia' command, once", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    const api = fakeApi({ 'GET /api/admin/backup': () => new Response(new Uint8Array(10)) });
    const done = vi.fn();
    const { rerender } = renderScreen(<BackupPanel action="copia" onActionDone={done} />);
    expect(await screen.findByText('Còpia feta.')).toBeTruthy();
    rerender(<BackupPanel action="copia" onActionDone={done} />);
    expect(done).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(1);
  });
});
