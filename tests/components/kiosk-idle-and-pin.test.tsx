/**
 * The kiosk left alone and the staff exit (issue 13): after 60 s without a touch the attract loop,
 * a tap ends it; after 90 s the visitor is forgotten and the kiosk starts over, as it does for the
 * visitor who wakes the loop before then; any touch re-arms the wait. On the desktop kiosk a 5 s press on the masthead opens the PIN pad, and a wrong PIN
 * locks it for as long as the shell says. Fake timers move the clock; the shell is a bridge double.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../common/api/content.js';
import { BRIDGE_KEY } from '../../common/bridge.js';
import { KIOSK } from '../../common/kiosk.js';
import { buildBeacon } from '../../renderer/features/tracking/beacon.js';
import KioskApp from '../../renderer/shell/kiosk/KioskApp.js';
import { fakeApi } from './fakeApi.js';
import { latestIssue } from './fixtures.js';
import { renderScreen } from './render.js';

function kiosk() {
  // The clock moves by itself as well, so the app's own short waits still pass.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fakeApi([
    [contentApi.latestIssue, () => latestIssue(48)],
  ]);
  return renderScreen(<KioskApp />, { route: '/' });
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const attractCall = () => screen.queryByRole('button', { name: 'Toca la pantalla per començar' });
/** The key the page views of the visitor now at the screen are counted under. */
const visitor = () => buildBeacon('/quiosc', '').kiosk;

describe('kiosk left alone', () => {
  it('starts the attract loop after 60 s untouched, and a tap ends it', async () => {
    kiosk();
    expect(await screen.findByRole('heading', { level: 1, name: /Número 48/ })).toBeTruthy();
    await wait(KIOSK.attractAfterMs - 1_000);
    expect(attractCall()).toBeNull();
    await wait(1_000);
    expect(attractCall()).not.toBeNull();
    expect(await screen.findByText('Número 48', { selector: 'p' })).toBeTruthy();
    fireEvent.click(attractCall()!);
    expect(attractCall()).toBeNull();
  });

  it('re-arms the wait on every touch', async () => {
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    await wait(50_000);
    fireEvent.pointerDown(document.body);
    await wait(50_000);
    expect(attractCall()).toBeNull();
    await wait(10_000);
    expect(attractCall()).not.toBeNull();
  });

  it('after 90 s forgets the visitor and goes back to the start', async () => {
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    localStorage.setItem('revista-search-history', '[{"query":"poesia","timestamp":1,"resultCount":1}]');
    await wait(KIOSK.resetAfterMs);
    expect(localStorage.getItem('revista-search-history')).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it('a tap on the attract loop before the 90 s reset starts the next visitor afresh, as the reset would', async () => {
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    localStorage.setItem('revista-search-history', '[{"query":"poesia","timestamp":1,"resultCount":1}]');
    sessionStorage.setItem('visitant', 'u');
    fireEvent.click(screen.getByRole('button', { name: 'Cercar' }));
    expect(await screen.findByRole('dialog', { name: 'Cercar' })).toBeTruthy();
    const first = visitor();
    expect(first).toMatch(/^[0-9a-f]{32}$/);

    await wait(KIOSK.attractAfterMs + 10_000);
    fireEvent.click(attractCall()!);

    expect(attractCall()).toBeNull();
    expect(localStorage.getItem('revista-search-history')).toBeNull();
    expect(sessionStorage.getItem('visitant')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Cercar' })).toBeNull();
    expect(visitor()).toMatch(/^[0-9a-f]{32}$/);
    expect(visitor()).not.toBe(first);
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it('a tap after the 90 s reset keeps the visitor that reset started: one new visitor, not two', async () => {
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    const first = visitor();
    await wait(KIOSK.resetAfterMs);
    const next = visitor();
    expect(next).not.toBe(first);
    fireEvent.click(attractCall()!);
    expect(attractCall()).toBeNull();
    expect(visitor()).toBe(next);
  });
});

describe('the staff exit of the desktop kiosk', () => {
  function desktopKiosk(answers: { ok: boolean; retryInMs: number }[]) {
    const exitKiosk = vi.fn((_pin: string) => Promise.resolve(answers.shift() ?? { ok: false, retryInMs: 0 }));
    vi.stubGlobal(BRIDGE_KEY, { platform: 'desktop', kiosk: true, exitKiosk });
    return exitKiosk;
  }
  const masthead = () => screen.getByTestId('kiosk-masthead');
  const press = (digits: string) => {
    for (const d of digits) fireEvent.click(screen.getByRole('button', { name: d }));
  };

  it('opens the PIN pad only after a 5 s press on the masthead', async () => {
    desktopKiosk([]);
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    fireEvent.pointerDown(masthead());
    await wait(KIOSK.longPressMs - 1_000);
    fireEvent.pointerUp(masthead());
    await wait(2_000);
    expect(screen.queryByTestId('pin-pad')).toBeNull();

    fireEvent.pointerDown(masthead());
    await wait(KIOSK.longPressMs);
    expect(screen.getByRole('dialog', { name: 'Sortida del personal' })).toBeTruthy();
    expect(screen.getByText('Introdueix el PIN del personal per sortir del quiosc.')).toBeTruthy();
  });

  it('locks the pad after a wrong PIN for the time the shell says, then lets the right one out', async () => {
    const exitKiosk = desktopKiosk([
      { ok: false, retryInMs: 5_000 },
      { ok: true, retryInMs: 0 },
    ]);
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    fireEvent.pointerDown(masthead());
    await wait(KIOSK.longPressMs);
    const enter = () => screen.getByRole('button', { name: 'Entra' });
    press('123');
    expect(enter().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('img', { name: '3 xifres introduïdes' })).toBeTruthy();
    press('4');
    fireEvent.click(enter());
    expect(await screen.findByText('PIN incorrecte. Espera 5 s i torna-ho a provar.')).toBeTruthy();
    expect(exitKiosk).toHaveBeenCalledWith('1234');
    expect(screen.getByRole('button', { name: '1' }).hasAttribute('disabled')).toBe(true);

    await wait(5_000);
    expect(await screen.findByText('Ja pots tornar-ho a provar.')).toBeTruthy();
    press('9876');
    fireEvent.click(enter());
    expect(await screen.findByText('Sortint del quiosc…')).toBeTruthy();
    expect(exitKiosk).toHaveBeenLastCalledWith('9876');
  });

  it('has no staff exit in a browser kiosk', async () => {
    kiosk();
    await screen.findByRole('heading', { level: 1, name: /Número 48/ });
    fireEvent.pointerDown(masthead());
    await wait(KIOSK.longPressMs + 1_000);
    expect(screen.queryByTestId('pin-pad')).toBeNull();
  });
});
