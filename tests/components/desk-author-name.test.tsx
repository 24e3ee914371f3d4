/**
 * The author form cuts nothing without a word: a name past the contract's 200 characters stays as
 * pasted, the field counts it and says the limit, and saving is refused until it is shortened.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTHOR_NAME_MAX_CHARS } from '../../common/api/authors.js';
import { AuthorEditor } from '../../renderer/features/staff-desk/AuthorEditor.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

describe('desk: an author’s name past its limit', () => {
  it('keeps the whole name pasted, counts it, says the limit and saves nothing', async () => {
    const api = fakeApi([]);
    const user = userEvent.setup();
    renderScreen(<AuthorEditor saved={null} />);
    const name = screen.getByLabelText('Nom', { selector: 'input' }) as HTMLInputElement;
    expect(screen.getByText(`0 de ${AUTHOR_NAME_MAX_CHARS} caràcters`)).toBeTruthy();

    const long = `Maria ${'Puigdevall '.repeat(20)}i Roca`;
    expect(long.length).toBeGreaterThan(AUTHOR_NAME_MAX_CHARS);
    await user.click(name);
    await user.paste(long);
    expect(name.value).toBe(long);
    expect(screen.getByText(`${long.trim().length} de ${AUTHOR_NAME_MAX_CHARS} caràcters`)).toBeTruthy();
    // The limit said as the name's own message (the address made from it says its own too).
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = (name.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(`com a màxim ${AUTHOR_NAME_MAX_CHARS} caràcters`);

    await user.click(screen.getByRole('button', { name: 'Crea l’autor' }));
    expect(screen.getByRole('alert').textContent).toBe('Cal corregir els camps marcats abans de desar.');
    expect(api.calls).toHaveLength(0);
  });
});
