/**
 * The article's authors field (issue 26): suggests the directory's names as one types (a
 * combobox), takes the directory's author however her name is typed, and makes a new author only
 * once the person confirms it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import { spellingKey } from '../../common/authors.js';
import { AuthorsField } from '../../renderer/features/staff-desk/AuthorsField.js';
import { fakeApi, type FakeCall } from './fakeApi.js';
import { renderScreen } from './render.js';

const DIRECTORY = ["Anna d'Olot i Vilà", 'Anna Puig', 'Pere Calders'];

/** The directory's search: every typed word within the name, as the server matches names. */
const directory = (request: FakeCall<typeof authorsApi.list>) => {
  const words = spellingKey(request.query.search ?? '').split(' ');
  const found = DIRECTORY.filter((name) => words.every((w) => spellingKey(name).includes(w)));
  return { authors: found.map((name, i) => ({ _id: `au${i}`, slug: `s${i}`, name, bio: {}, stats: { totalArticles: 1 } })), pagination: { page: 1, pages: 1, total: found.length, limit: 12 } };
};

function Field({ onChange }: { onChange(authors: string[]): void }) {
  const [authors, setAuthors] = useState<string[]>([]);
  return (
    <AuthorsField
      authors={authors}
      onChange={(next) => {
        setAuthors(next);
        onChange(next);
      }}
    />
  );
}

describe('desk: the authors field', () => {
  it('suggests the directory’s names as one types, picked with the arrows and Enter', async () => {
    fakeApi([[authorsApi.list, directory]]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderScreen(<Field onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Autors' });
    await user.type(box, 'anna d’olot');
    const list = await screen.findByRole('listbox', { name: 'Autors del directori' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(["Anna d'Olot i Vilà"]);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(["Anna d'Olot i Vilà"]);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('takes the directory’s author for her name typed with another apostrophe, case or accents', async () => {
    fakeApi([[authorsApi.list, directory]]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderScreen(<Field onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Autors' }), 'anna d’olot i vila{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(["Anna d'Olot i Vilà"]));
    expect(screen.queryByRole('button', { name: 'Crea l’autor nou' })).toBeNull();
  });

  it('makes a new author only once the person confirms it', async () => {
    fakeApi([[authorsApi.list, directory]]);
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderScreen(<Field onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Autors' }), 'Quima Nova{Enter}');
    expect(await screen.findByText('«Quima Nova» no és al directori d’autors. Vols crear un autor nou amb aquest nom?')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel·la' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Afegeix l’autor' }));
    await user.click(await screen.findByRole('button', { name: 'Crea l’autor nou' }));
    expect(onChange).toHaveBeenLastCalledWith(['Quima Nova']);
  });
});
