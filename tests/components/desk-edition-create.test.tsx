/**
 * 'Nova edició' → the edition's own address, through the app's routes: the edition's page module
 * loads on demand after the create, and what staff type while it loads stays in the form (it went
 * into the form being replaced, and was lost).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi, type DeskEdition } from '../../common/api/desk.js';
import { editionsApi } from '../../common/api/editions.js';
import { AppRoutes } from '../../renderer/routes.js';
import { fakeApi, json } from './fakeApi.js';
import { renderScreen } from './render.js';
import { outsideAct } from './slowLine.js';

/** The edition module's chunk arrives when the test says (as on a slow line), and says when it was asked for. */
const chunk = await vi.hoisted(async () => (await import('./slowLine.js')).gate());
vi.mock('../../renderer/pages/workspace/deskEdition.route.js', async (importOriginal) => {
  chunk.markAsked();
  await chunk.opened;
  return importOriginal();
});

const created = (body: { title: string; description: string; publicationDate: string }): DeskEdition => ({
  issue: {
    _id: 'issue-61',
    number: 61,
    publicationDate: body.publicationDate,
    year: 2030,
    title: body.title,
    description: body.description,
    totalArticles: 0,
    sections: [],
    pdfManual: false,
    articlesOrder: [],
    status: 'draft',
  },
  articles: [],
});

it('keeps what is typed while the edition’s screen loads after the create, and saves it to that edition', async () => {
  let saved: DeskEdition | undefined;
  const api = fakeApi([
    [adminApi.session, () => ({ authenticated: true })],
    [deskApi.nextNumber, () => ({ number: 61 })],
    [editionsApi.list, () => ({ editions: [] })],
    [deskApi.createEdition, ({ body }) => json((saved = created(body)), 201)],
    [deskApi.edition, () => saved!],
    [deskApi.updateEdition, ({ body }) => ({ ...saved!, issue: { ...saved!.issue, description: body.description ?? '' } })],
  ]);
  const user = userEvent.setup();
  await act(async () => void renderScreen(<AppRoutes />, { route: '/redaccio/nova-edicio' }));
  await screen.findByDisplayValue('61');
  await user.type(screen.getByLabelText('Títol'), 'Primavera');
  await user.click(screen.getByRole('button', { name: 'Crea l’esborrany' }));

  // Created: the edition's screen is on its way; staff go on typing meanwhile.
  await chunk.asked;
  await waitFor(() => expect(api.callsTo(deskApi.createEdition)).toHaveLength(1));
  await outsideAct(() => user.type(screen.getByLabelText('Descripció'), 'Escrita mentre arriba.'));
  await act(async () => chunk.open());

  await screen.findByRole('heading', { name: 'Edició 61', level: 1 });
  expect(screen.getByTestId('address').textContent).toBe('/redaccio/edicio/61');
  expect(screen.getByLabelText('Descripció')).toHaveProperty('value', 'Escrita mentre arriba.');
  expect(screen.getByLabelText('Títol')).toHaveProperty('value', 'Primavera');
  await user.click(screen.getByRole('button', { name: 'Desa l’edició' }));
  await screen.findByText('L’edició s’ha desat.');
  expect(api.callsTo(deskApi.createEdition)).toHaveLength(1);
  expect(api.callsTo(deskApi.updateEdition)[0]!.body).toMatchObject({ title: 'Primavera', description: 'Escrita mentre arriba.' });
});
