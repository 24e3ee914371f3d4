/**
 * /arxiu's filters (spec §2, §4): text (title, description) and year combine, 'Netejar filtres'
 * clears both, the count says 'N edicions disponibles' or 'N de M edicions' with M the real total;
 * the filters live in the address; the drawer closes with 'Aplicar filtres'; empty and error states.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentApi } from '../../common/api/content.js';
import ArchivePage from '../../renderer/pages/archive/ArchivePage.js';
import type { Issue } from '../../common/types.js';
import { fakeApi } from './fakeApi.js';
import { pagination } from './fixtures.js';
import { renderScreen } from './render.js';

const issue = (number: number, year: number, title: string, description = 'Una edició.'): Issue => ({
  _id: `issue-${number}`,
  number,
  publicationDate: `${year}-0${(number % 9) + 1}-01`,
  year,
  title,
  description,
  totalArticles: 5,
  sections: ['llibres'],
  pdfManual: false,
  articlesOrder: [],
});

const ISSUES = [
  issue(1, 2020, 'Paisatges del Pla'),
  issue(2, 2020, 'Memòria', 'Records de la guerra.'),
  issue(13, 2021, 'Poesia i paisatge'),
  issue(14, 2021, 'Música'),
];

function archiveApi(fail = { now: false }) {
  return fakeApi([
    [contentApi.listIssues, () => (fail.now ? new Response('{}', { status: 500 }) : { issues: ISSUES, pagination: pagination(1, ISSUES.length, 100) })],
  ]);
}

const count = () => screen.getByTestId('archive-count').textContent;
const filters = () => screen.getByRole('complementary');
const search = () => within(filters()).getByLabelText('Cerca per títol o descripció');

describe('archive filters', () => {
  it('combines text and year, counts against the real total, and clears both', async () => {
    archiveApi();
    renderScreen(<ArchivePage />, { route: '/arxiu', path: '/arxiu' });
    await screen.findByText('4 edicions disponibles');
    fireEvent.change(search(), { target: { value: 'paisatge' } });
    expect(count()).toBe('2 de 4 edicions');
    // The description counts too.
    fireEvent.change(search(), { target: { value: 'records' } });
    expect(count()).toBe('1 de 4 edicions');
    fireEvent.change(search(), { target: { value: 'paisatge' } });
    fireEvent.click(within(filters()).getByRole('button', { name: '2021' }));
    expect(count()).toBe('1 de 4 edicions');
    expect(screen.getByTestId('address').textContent).toBe('/arxiu?q=paisatge&any=2021');
    expect(within(filters()).getByRole('button', { name: '2021' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(filters()).getByRole('button', { name: 'Netejar filtres' }));
    expect(count()).toBe('4 edicions disponibles');
    expect((search() as HTMLInputElement).value).toBe('');
    expect(within(filters()).getByRole('button', { name: 'Tots els anys' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads the filters from the address and lists the editions newest first', async () => {
    archiveApi();
    renderScreen(<ArchivePage />, { route: '/arxiu?any=2020', path: '/arxiu' });
    expect(await screen.findByText('2 de 4 edicions')).toBeTruthy();
    const links = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/edicio/'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/edicio/2', '/edicio/1']);
  });

  it("says 'No s'han trobat edicions' and offers to clear the filters", async () => {
    archiveApi();
    renderScreen(<ArchivePage />, { route: '/arxiu?q=inexistent', path: '/arxiu' });
    expect(await screen.findByText("No s'han trobat edicions")).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Edicions' });
    fireEvent.click(within(results).getByRole('button', { name: 'Netejar filtres' }));
    expect(count()).toBe('4 edicions disponibles');
  });

  it("closes the filter drawer with 'Aplicar filtres', keeping what was chosen", async () => {
    archiveApi();
    renderScreen(<ArchivePage />, { route: '/arxiu', path: '/arxiu' });
    fireEvent.click(await screen.findByRole('button', { name: 'Filtres' }));
    const drawer = screen.getByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: '2021' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Aplicar filtres' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(count()).toBe('2 de 4 edicions');
    expect(screen.getByRole('button', { name: 'Filtres 1' })).toBeTruthy();
  });

  it("shows 'Error carregant l'arxiu' with a retry that loads it", async () => {
    const fail = { now: true };
    archiveApi(fail);
    renderScreen(<ArchivePage />, { route: '/arxiu', path: '/arxiu' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: "Error carregant l'arxiu" })).toBeTruthy();
    // Under the page's own title: one h1, 'Arxiu', as on every screen.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Arxiu']);
    fail.now = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tornar a provar' }));
    expect(await screen.findByText('4 edicions disponibles')).toBeTruthy();
  });
});
