/**
 * The workspace's 'Mode quiosc' panel: in a browser it opens /quiosc in a new tab; on the desktop
 * it asks the shell (a bridge double here: the shell is this panel's only outside world) to start
 * the kiosk window and to keep the staff exit PIN.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_KEY } from '../../common/bridge.js';
import { KioskPanel } from '../../renderer/features/staff-kiosk/KioskPanel.js';
import { renderScreen } from './render.js';

function desktopDouble({ failSave = false } = {}) {
  let pin = false;
  const bridge = {
    platform: 'desktop',
    kiosk: false,
    startKiosk: vi.fn(() => Promise.resolve()),
    hasKioskPin: vi.fn(() => Promise.resolve(pin)),
    setKioskPin: vi.fn((value: string) => {
      if (failSave) return Promise.reject(new Error('safeStorage unavailable'));
      pin = value.length > 0;
      return Promise.resolve();
    }),
  };
  vi.stubGlobal(BRIDGE_KEY, bridge);
  return bridge;
}

describe('kiosk panel', () => {
  it('in a browser, opens /quiosc in a new tab and explains Chromium’s kiosk', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen(<KioskPanel />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Obre el mode quiosc' }));
    expect(open).toHaveBeenCalledWith('/quiosc', '_blank', 'noopener');
    expect(screen.getByText(/chromium --kiosk --incognito --app=.*\/quiosc/)).toBeTruthy();
    // The kiosk is a reader whatever this browser holds; a clean kiosk is a profile or private window with no session.
    expect(screen.getByText(/El quiosc sempre es mostra com a un lector/)).toBeTruthy();
    expect(screen.getByText(/perfil del navegador sense sessió o en una finestra privada/)).toBeTruthy();
    expect(screen.queryByLabelText(/PIN/)).toBeNull();
  });

  it('on the desktop, starts the kiosk window and saves a PIN of 4 to 8 digits', async () => {
    const bridge = desktopDouble();
    const user = userEvent.setup();
    renderScreen(<KioskPanel />);
    expect(await screen.findByText('Encara no hi ha cap PIN: el quiosc no es pot deixar sense tancar l’aplicació.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Obre el mode quiosc' }));
    expect(bridge.startKiosk).toHaveBeenCalledTimes(1);

    const field = screen.getByLabelText('PIN (de 4 a 8 xifres)');
    await user.type(field, '12a');
    expect((field as HTMLInputElement).value).toBe('12');
    expect(screen.getByRole('button', { name: 'Desa el PIN' }).hasAttribute('disabled')).toBe(true);
    await user.type(field, '3456');
    await user.click(screen.getByRole('button', { name: 'Desa el PIN' }));
    expect(await screen.findByText('PIN desat.')).toBeTruthy();
    expect(bridge.setKioskPin).toHaveBeenCalledWith('123456');
    expect(await screen.findByText('Hi ha un PIN desat.')).toBeTruthy();
    expect(screen.getByLabelText('PIN nou (de 4 a 8 xifres)')).toBeTruthy();
  });

  it('says so when the PIN cannot be saved', async () => {
    desktopDouble({ failSave: true });
    const user = userEvent.setup();
    renderScreen(<KioskPanel />);
    await user.type(await screen.findByLabelText('PIN (de 4 a 8 xifres)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Desa el PIN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No s’ha pogut desar el PIN.');
  });
});
