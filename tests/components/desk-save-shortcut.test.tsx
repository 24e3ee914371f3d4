/**
 * Ctrl+S in a browser on the desk's screens is 'Desa': the form in view saves at once and says so,
 * the browser's own "save page" is held back; with no form in view the note says there is nothing
 * to save; on a reader's page Ctrl+S stays the browser's.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import type { Author } from '../../common/types.js';
import { AuthorEditor } from '../../renderer/features/staff-desk/AuthorEditor.js';
import { MenuCommands, NOTHING_TO_SAVE } from '../../renderer/shell/useMenuCommands.js';
import { fakeApi, type FakeCall } from './fakeApi.js';
import { renderScreen } from './render.js';

const author: Author = {
  _id: 'f00d',
  slug: 'aina-puigdevall',
  name: 'Aina Puigdevall',
  bio: {},
  specialties: [],
  education: [],
  awards: [],
  contact: {},
  stats: { totalArticles: 0 },
  active: true,
};

/** Presses Ctrl+S (⌘S with `meta`) on the page; true when the browser's default was held back. */
const pressSave = (meta = false) => !fireEvent.keyDown(window, { key: 's', ctrlKey: !meta, metaKey: meta });

describe('Ctrl+S on the desk', () => {
  it('saves the form in view at once, holds back the browser’s save dialog, and says it saved', async () => {
    const put: FakeCall<typeof authorsApi.update>[] = [];
    fakeApi([
      [authorsApi.update, (request) => {
        put.push(request);
        return { ...author, updatedAt: '2026-11-25T13:05:09.000Z' };
      }],
    ]);
    renderScreen(
      <>
        <MenuCommands />
        <AuthorEditor saved={author} />
      </>,
      { route: '/redaccio/autor/f00d' },
    );
    expect(pressSave()).toBe(true);
    await screen.findByText(/^L’autor s’ha desat a les/);
    expect(put).toHaveLength(1);
    expect(pressSave(true)).toBe(true);
    // The note of the first save is still there: wait for the second request itself.
    await waitFor(() => expect(put).toHaveLength(2));
    await screen.findByText(/^L’autor s’ha desat a les/);
    expect(screen.queryByText(NOTHING_TO_SAVE)).toBeNull();
  });

  it('says so when the desk screen has nothing to save', async () => {
    fakeApi([]);
    renderScreen(<MenuCommands />, { route: '/redaccio/autors' });
    expect(pressSave()).toBe(true);
    expect((await screen.findByRole('status')).textContent).toContain(NOTHING_TO_SAVE);
  });

  it('leaves Ctrl+S to the browser on a reader’s page, and Ctrl+Shift+S to whoever has it', () => {
    fakeApi([]);
    renderScreen(<MenuCommands />, { route: '/arxiu' });
    expect(pressSave()).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    renderScreen(<MenuCommands />, { route: '/redaccio' });
    expect(!fireEvent.keyDown(window, { key: 'S', ctrlKey: true, shiftKey: true })).toBe(false);
  });
});
