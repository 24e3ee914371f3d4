/**
 * 'Copia l'enllaç' on a staff copy reached over plain HTTP (its address on the local network):
 * there the browser has no Clipboard API, and the button threw instead of saying anything. It now
 * leaves the link selected and says to copy it by hand; where the API exists it copies.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IssuedLink } from '../../renderer/features/staff-people/IssuedLink.js';

const issued = { link: 'http://192.0.2.2:3000/redaccio/invitacio/abc', expiresAt: '2026-12-08T10:00:00.000Z', mailed: false };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Copia l'enllaç'", () => {
  it('without a Clipboard API (plain HTTP), selects the link and says to copy it', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(<IssuedLink issued={issued} label="Enllaç d’invitació" delivery="" />);
    await userEvent.click(screen.getByRole('button', { name: "Copia l'enllaç" }));
    expect(await screen.findByText("No s'ha pogut copiar: l'enllaç és seleccionat, copia'l tu (Ctrl+C o ⌘C).")).toBeTruthy();
    const field = screen.getByLabelText('Enllaç d’invitació') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, issued.link.length]);
  });

  it('copies where the browser lets it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<IssuedLink issued={issued} label="Enllaç d’invitació" delivery="" />);
    await userEvent.click(screen.getByRole('button', { name: "Copia l'enllaç" }));
    expect(await screen.findByText('Enllaç copiat.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(issued.link);
  });
});
