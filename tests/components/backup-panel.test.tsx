/** The workspace's 'Còpia de seguretat' panel: the download, its progress and its failures. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { BackupPanel } from '../../renderer/features/staff-backup/BackupPanel.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

describe('backup panel', () => {
  it('downloads the copy and says its name and size', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    const api = fakeApi([
      [adminApi.backup, () =>
        new Response(new Uint8Array(2 * 1_048_576), { headers: { 'Content-Disposition': 'attachment; filename="revista-2026.sqlite"' } })],
    ]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Còpia de seguretat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect(await screen.findByText(/revista-2026\.sqlite \(2 MB\)/)).toBeTruthy();
    expect(screen.getByText('Còpia feta.')).toBeTruthy();
    expect(api.callsTo(adminApi.backup)).toHaveLength(1);
  });

  it('explains that a PostgreSQL server is copied with the database’s own tools, in words staff read', async () => {
    fakeApi([[adminApi.backup, () => new Response('{}', { status: 409 })]]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Aquest servidor fa servir PostgreSQL: la còpia de seguretat la fa qui en té cura, amb les eines de la base de dades (ho explica la guia tècnica de la revista).',
    );
  });

  it('asks to try again after any other failure', async () => {
    fakeApi([[adminApi.backup, () => new Response('{}', { status: 500 })]]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fes una còpia de seguretat' }));
    expect((await screen.findByRole('alert')).textContent).toBe("No s'ha pogut fer la còpia de seguretat. Torna-ho a provar.");
  });

  it("starts by itself from the desktop menu's 'copia' command, once", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    const api = fakeApi([[adminApi.backup, () => new Response(new Uint8Array(10))]]);
    const done = vi.fn();
    const { rerender } = renderScreen(<BackupPanel action="copia" onActionDone={done} />);
    expect(await screen.findByText('Còpia feta.')).toBeTruthy();
    rerender(<BackupPanel action="copia" onActionDone={done} />);
    expect(done).toHaveBeenCalledTimes(1);
    expect(api.callsTo(adminApi.backup)).toHaveLength(1);
  });

  const status = (body: object) => () => Response.json({ state: 'off', dir: null, lastSuccess: null, lastFailure: null, nextAt: null, ...body });
  const good = { at: '2026-03-10T02:00:00.000Z', file: 'revista-estany-auto-20260310-030000.zip', bytes: 3 * 1_048_576, durationMs: 2100 };

  it('shows the last automatic backup, verified, and the next', async () => {
    fakeApi([[adminApi.backupStatus, status({ state: 'ok', dir: '/srv/copies', lastSuccess: good, nextAt: '2026-03-11T02:00:00.000Z' })]]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    expect((await screen.findByText(/Còpies automàtiques:/)).parentElement!.textContent).toMatch(/l'última, del 10 de març de 2026, 03:00, verificada \(3 MB\)\. La propera, l’11 de març de 2026, 03:00/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failed automatic backup to administrators, with its reason', async () => {
    fakeApi([
      [adminApi.backupStatus, status({ state: 'failed', dir: '/srv/copies', lastSuccess: good, lastFailure: { at: '2026-03-11T02:00:00.000Z', message: 'La còpia de seguretat automàtica ha fallat / the automatic backup failed: el disc és ple / the disk is full' } })],
    ]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^L'última còpia automàtica ha fallat \(11 de març de 2026, 03:00\).*el disc és ple.*Còpies bones: l'última, del 10 de març de 2026, 03:00/);
  });

  it('shows a day gone by without an automatic backup', async () => {
    fakeApi([[adminApi.backupStatus, status({ state: 'missing', dir: '/srv/copies', lastSuccess: good })]]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Fa més d'un dia que no es fa cap còpia automàtica \(l'última, del 10 de març de 2026, 03:00/);
  });

  it('says nothing of automatic backups when they are off', async () => {
    const api = fakeApi([[adminApi.backupStatus, status({})]]);
    renderScreen(<BackupPanel action={null} onActionDone={() => undefined} />);
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    expect(screen.queryByText(/automàtica/)).toBeNull();
  });
});
