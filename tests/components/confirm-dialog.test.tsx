/**
 * The confirm dialog gives the focus back when it closes (issue 26): to what opened it, or, when
 * the answer took that away, to the next control around it; never to the page's body.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../renderer/components/ConfirmDialog.js';
import { renderScreen } from './render.js';

const question = { title: 'Publicar l’edició?', text: 'Els lectors la veuran.', confirmLabel: 'Publica', tone: 'primary' as const };

function Row() {
  const [asking, setAsking] = useState(false);
  const [published, setPublished] = useState(false);
  return (
    <div role="row">
      <button type="button">Edita</button>
      {!published && (
        <button type="button" onClick={() => setAsking(true)}>
          Publica l’edició
        </button>
      )}
      <button type="button">Exporta PDF</button>
      {asking && (
        <ConfirmDialog
          question={question}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            setPublished(true);
          }}
        />
      )}
    </div>
  );
}

describe('confirm dialog', () => {
  it('opens on Cancel·la and gives the focus back to its opener when cancelled', async () => {
    const user = userEvent.setup();
    renderScreen(<Row />);
    const opener = screen.getByRole('button', { name: 'Publica l’edició' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel·la' }));
    await user.click(screen.getByRole('button', { name: 'Cancel·la' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus to the next control when the answer took the opener away', async () => {
    const user = userEvent.setup();
    renderScreen(<Row />);
    await user.click(screen.getByRole('button', { name: 'Publica l’edició' }));
    await user.click(screen.getByRole('button', { name: 'Publica' }));
    expect(screen.queryByRole('button', { name: 'Publica l’edició' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exporta PDF' })));
  });
});
