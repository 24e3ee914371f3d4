/**
 * /autors (spec §2, §4, §5): search (trimmed, 'Cerca' sends at once), specialty chips (the active
 * one clears itself), sort, 'Netejar filtres', paging 'Pàgina X de Y' reset to 1 by any change;
 * empty states with and without filters, the error box with 'Tornar a provar'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authorsApi } from '../../common/api/authors.js';
import AuthorsPage from '../../renderer/pages/authors/AuthorsPage.js';
import { fakeApi } from './fakeApi.js';
import { pagination } from './fixtures.js';
import { renderScreen } from './render.js';

const author = (n: number) => ({
  _id: `author-${n}`,
  slug: `autor-${n}`,
  name: `Autor ${String(n).padStart(2, '0')}`,
  profession: 'Poeta',
  bio: { short: '<p>Escriu.</p>' },
  specialties: ['Poesia'],
  education: [],
  awards: [],
  contact: {},
  stats: { totalArticles: n, lastPublication: '2024-03-01' },
  active: true,
});

/** 40 authors, 18 a page; `search` and `specialty` narrow them; `fail` answers 500. */
function directoryApi(options: { fail?: { now: boolean }; total?: number } = {}) {
  const all = Array.from({ length: options.total ?? 40 }, (_, i) => author(i + 1));
  return fakeApi([
    [authorsApi.specialties, () => ({ specialties: [{ name: 'Poesia', count: 40 }, { name: 'Teatre', count: 0 }] })],
    [authorsApi.list, ({ query }) => {
      if (options.fail?.now) return new Response('{}', { status: 500 });
      const page = query.page;
      const search = query.search;
      const specialty = query.specialty;
      const matching = all.filter((a) => (!search || a.name.includes(search)) && (!specialty || a.specialties.includes(specialty)));
      return { authors: matching.slice((page - 1) * 18, page * 18), pagination: pagination(page, matching.length, 18) };
    }],
  ]);
}

const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const lastQuery = (api: ReturnType<typeof fakeApi>) => api.callsTo(authorsApi.list).at(-1)!.query;

describe('authors directory', () => {
  it('pages with Anterior / Següent and Pàgina X de Y, and links each card to /autor/{slug}', async () => {
    const api = directoryApi();
    renderScreen(<AuthorsPage />);
    expect(await screen.findByText('Pàgina 1 de 3')).toBeTruthy();
    expect(names()).toHaveLength(18);
    expect(screen.getByRole('link', { name: 'Autor 01' }).getAttribute('href')).toBe('/autor/autor-1');
    expect(screen.getByText('Anterior').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: 'Següent' }).getAttribute('href')).toBe('/?page=2');
    fireEvent.click(screen.getByRole('link', { name: 'Següent' }));
    expect(await screen.findByText('Pàgina 2 de 3')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/?page=2');
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/');
    expect(lastQuery(api).page).toBe(2);
    expect(lastQuery(api).limit).toBe(18);
  });

  it('goes back to page 1 when a specialty is chosen; the active chip clears itself', async () => {
    const api = directoryApi();
    renderScreen(<AuthorsPage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Següent' }));
    await screen.findByText('Pàgina 2 de 3');
    const chips = screen.getByRole('group', { name: 'Especialitats' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Poesia' }));
    expect(await screen.findByText('Pàgina 1 de 3')).toBeTruthy();
    expect([lastQuery(api).specialty, lastQuery(api).page]).toEqual(['Poesia', 1]);
    // Asked once for page 1 of the new list, never for its page 2; the address follows.
    expect(api.callsTo(authorsApi.list).filter((call) => call.query.specialty === 'Poesia').map((call) => call.query.page)).toEqual([1]);
    expect(screen.getByTestId('address').textContent).toBe('/?especialitat=Poesia');
    expect(screen.getByRole('link', { name: 'Netejar filtres' }).getAttribute('href')).toBe('/');

    fireEvent.click(within(chips).getByRole('button', { name: 'Poesia' }));
    expect(within(chips).getByRole('button', { name: 'Poesia' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Netejar filtres' })).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it("searches the trimmed text on 'Cerca', and says 'Cap autor trobat' with its hint", async () => {
    const api = directoryApi();
    renderScreen(<AuthorsPage />);
    await screen.findByText('Pàgina 1 de 3');
    fireEvent.change(screen.getByLabelText('Cerca autors per nom, professió o especialitat'), { target: { value: '  Ningú  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    expect(await screen.findByText('Cap autor trobat')).toBeTruthy();
    expect(screen.getByText('Prova amb altres criteris de cerca')).toBeTruthy();
    expect(lastQuery(api).search).toBe('Ningú');
    expect(screen.getByTestId('address').textContent).toBe('/?q=Ning%C3%BA');

    fireEvent.click(screen.getByRole('link', { name: 'Netejar filtres' }));
    expect(await screen.findByText('Pàgina 1 de 3')).toBeTruthy();
    expect(screen.getByLabelText('Cerca autors per nom, professió o especialitat')).toHaveProperty('value', '');
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it('sorts by the chosen order, and the sort counts as a filter to clear', async () => {
    const api = directoryApi();
    renderScreen(<AuthorsPage />);
    await screen.findByText('Pàgina 1 de 3');
    fireEvent.change(screen.getByLabelText('Ordena per'), { target: { value: 'articles' } });
    await screen.findByRole('link', { name: 'Netejar filtres' });
    expect(lastQuery(api).sort).toBe('articles');
    expect(screen.getByTestId('address').textContent).toBe('/?ordre=articles');
  });

  it('opens with the criteria of its address, which its page links keep (a shared or form-sent address)', async () => {
    const api = directoryApi();
    renderScreen(<AuthorsPage />, { route: '/?q=Autor&especialitat=Poesia&ordre=articles' });
    expect(await screen.findByText('Pàgina 1 de 3')).toBeTruthy();
    expect([lastQuery(api).search, lastQuery(api).specialty, lastQuery(api).sort]).toEqual(['Autor', 'Poesia', 'articles']);
    expect(screen.getByLabelText('Cerca autors per nom, professió o especialitat')).toHaveProperty('value', 'Autor');
    expect(screen.getByLabelText('Ordena per')).toHaveProperty('value', 'articles');
    expect(within(screen.getByRole('group', { name: 'Especialitats' })).getByRole('button', { name: 'Poesia' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Següent' }).getAttribute('href')).toBe('/?q=Autor&especialitat=Poesia&ordre=articles&page=2');
    // The form sends the same names without the code: the box, the sort, and the active specialty.
    const form = screen.getByRole('search') as HTMLFormElement;
    expect([form.method, new URL(form.action).pathname]).toEqual(['get', '/autors']);
    expect([...new FormData(form).entries()]).toEqual([['q', 'Autor'], ['ordre', 'articles'], ['especialitat', 'Poesia']]);
  });

  it("says 'Encara no hi ha autors registrats' when there are none and no filter is on", async () => {
    directoryApi({ total: 0 });
    renderScreen(<AuthorsPage />);
    expect(await screen.findByText('Encara no hi ha autors registrats')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginació dels autors' })).toBeNull();
  });

  it("shows 'Error carregant els autors' and 'Tornar a provar' loads them", async () => {
    const fail = { now: true };
    directoryApi({ fail });
    renderScreen(<AuthorsPage />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Error carregant els autors' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Autors']);
    fail.now = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('Pàgina 1 de 3')).toBeTruthy();
  });
});
