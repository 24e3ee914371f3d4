/** 'Registre' (/redaccio/registre): the table in Catalan, the filters and paging in the address, the CSV download, the empty states. */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordApi, type RecordEntry } from '../../common/api/record.js';
import { pagination } from '../../common/api/pagination.js';
import { RecordScreen } from '../../renderer/features/staff-record/RecordScreen.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const entry = (id: number, over: Partial<RecordEntry> = {}): RecordEntry => ({
  id,
  at: '2026-11-25T19:31:00.000Z',
  actor: { kind: 'person', personId: 7, name: 'Anna Puig' },
  action: 'article.save',
  subject: { kind: 'article', id: 'art-1' },
  summary: 'Ha desat l’article «Primer».',
  ...over,
});

const people = [recordApi.people, () => ({ people: [{ id: 7, name: 'Anna Puig' }] })] as const;

describe('the record screen', () => {
  it('shows who did what, on what and when, newest first, with links to the desk', async () => {
    fakeApi([
      [
        recordApi.list,
        () => ({
          entries: [
            entry(2, { actor: { kind: 'operator', personId: null, name: 'Clau d’operador' }, action: 'edition.publish', subject: { kind: 'edition', id: '12' }, summary: 'Ha publicat l’edició 12.' }),
            entry(1, { actor: { kind: 'token', personId: 7, name: 'Anna Puig, amb la clau personal «Script»' } }),
          ],
          pagination: pagination({ page: 1, limit: 50, total: 2 }),
          moreThanTotal: false,
        }),
      ],
      people,
    ]);
    renderScreen(<RecordScreen />);
    const table = await screen.findByRole('table', { name: 'Entrades del registre, de la més recent a la més antiga' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Quan', 'Qui', 'Què', 'Sobre què', 'Resum']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['25 de novembre de 2026, 20:31', 'Clau d’operador', 'Publica una edició', 'Edició 12', 'Ha publicat l’edició 12.'],
      ['25 de novembre de 2026, 20:31', 'Anna Puig, amb la clau personal «Script»', 'Desa un article', 'Article art-1', 'Ha desat l’article «Primer».'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '12' }).getAttribute('href')).toBe('/redaccio/edicio/12');
    expect(within(rows[1]!).getByRole('link', { name: 'art-1' }).getAttribute('href')).toBe('/redaccio/article/art-1');
    expect(screen.getByText('2 entrades')).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pàgines del registre' })).toBeNull();
  });

  it('filters by person, action and days, and pages, keeping the view in the address', async () => {
    const api = fakeApi([
      [recordApi.list, ({ query }) => ({ entries: [entry(query.page * 100)], pagination: pagination({ page: query.page, limit: 50, total: 120 }), moreThanTotal: false })],
      people,
    ]);
    renderScreen(<RecordScreen />, { route: '/redaccio/registre', path: '/redaccio/registre' });
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Anna Puig' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Persona' }), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Acció' }), { target: { value: 'edition.publish' } });
    fireEvent.change(screen.getByLabelText('Des del dia'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Fins al dia'), { target: { value: '2026-11-30' } });
    const pager = await screen.findByRole('navigation', { name: 'Pàgines del registre' });
    expect(pager.textContent).toContain('Pàgina 1 de 3');
    fireEvent.click(within(pager).getByRole('button', { name: 'Següent' }));
    expect(await within(pager).findByText('Pàgina 2 de 3')).toBeTruthy();
    expect(screen.getAllByTestId('address').at(-1)!.textContent).toBe('/redaccio/registre?persona=7&accio=edition.publish&des=2026-11-01&fins=2026-11-30&pagina=2');
    expect(api.callsTo(recordApi.list).at(-1)!.query).toEqual({ person: 7, action: 'edition.publish', from: '2026-11-01', to: '2026-11-30', page: 2, limit: 50 });

    // A filter changed goes back to the first page; 'Treu els filtres' shows everything again.
    fireEvent.change(screen.getByRole('combobox', { name: 'Acció' }), { target: { value: '' } });
    expect(await within(pager).findByText('Pàgina 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Treu els filtres' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('address').at(-1)!.textContent).toBe('/redaccio/registre'));
    expect((screen.getByRole('combobox', { name: 'Persona' }) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Treu els filtres' })).toBeNull();
  });

  it("'Exporta CSV' downloads what the filters keep", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record');
    const api = fakeApi([
      [recordApi.list, () => ({ entries: [entry(1)], pagination: pagination({ page: 1, limit: 50, total: 1 }), moreThanTotal: false })],
      [recordApi.export, () => new Response('id,at\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="registre-2026-11-28.csv"' } })],
      people,
    ]);
    renderScreen(<RecordScreen />, { route: '/redaccio/registre?accio=article.save&pagina=2', path: '/redaccio/registre' });
    fireEvent.click(await screen.findByRole('button', { name: 'Exporta CSV' }));
    expect(await screen.findByText('Desat: registre-2026-11-28.csv')).toBeTruthy();
    expect(api.callsTo(recordApi.export).map((c) => c.query)).toEqual([{ action: 'article.save' }]);
  });

  it('says when the record is empty, and when the filters keep nothing', async () => {
    fakeApi([[recordApi.list, () => ({ entries: [], pagination: pagination({ page: 1, limit: 50, total: 0 }), moreThanTotal: false })], people]);
    renderScreen(<RecordScreen />, { route: '/redaccio/registre', path: '/redaccio/registre' });
    expect(await screen.findByText('El registre encara no té cap entrada.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Acció' }), { target: { value: 'media.delete' } });
    expect(await screen.findByText('Cap entrada del registre amb aquests filtres.')).toBeTruthy();
    expect(screen.getByText('0 entrades')).toBeTruthy();
  });

  it('says when more entries match than it counts', async () => {
    fakeApi([[recordApi.list, () => ({ entries: [entry(1)], pagination: pagination({ page: 1, limit: 50, total: 10_000 }), moreThanTotal: true })], people]);
    renderScreen(<RecordScreen />);
    expect(await screen.findByText('Més de 10.000 entrades')).toBeTruthy();
    expect((await screen.findByRole('navigation', { name: 'Pàgines del registre' })).textContent).toContain('Pàgina 1 de 200');
  });

  it('shows the server’s Catalan reason when the list is refused', async () => {
    fakeApi([[recordApi.list, () => Response.json({ error: { code: 'forbidden', message: 'Només els administradors poden llegir el registre.' } }, { status: 403 })], people]);
    renderScreen(<RecordScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Només els administradors poden llegir el registre.');
  });
});
