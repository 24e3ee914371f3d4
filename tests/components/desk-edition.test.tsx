/**
 * The desk's edition screen: 'Nova edició' with the next number proposed and its fields checked
 * as typed, and a draft's article order by keyboard with the home grid's card sizes, announced
 * and saved.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deskApi } from '../../common/api/desk.js';
import { editionsApi } from '../../common/api/editions.js';
import type { DeskArticle, DeskEdition } from '../../common/api/desk.js';
import { EditionEditor } from '../../renderer/features/staff-desk/EditionEditor.js';
import { fakeApi, json, type FakeCall } from './fakeApi.js';
import { deskDraftEdition } from './fixtures.js';
import { renderScreen } from './render.js';

const deskArticle = (n: number): DeskArticle => ({
  article: { _id: `a${n}`, title: `Article <em>${n}</em>`, section: 'llibres', url: `article-${n}`, text: [], authors: [], data: '01/02/2030', issueNumber: 60, status: 'draft' as const },
  revision: 1,
  savedAt: '2026-11-25T08:05:09.000Z',
  edition: { number: 60, status: 'draft' as const },
  pendingCorrection: false,
  review: { state: 'draft', since: null },
  createdBy: 1,
});

const draftEdition = (count: number): DeskEdition => deskDraftEdition(Array.from({ length: count }, (_, i) => deskArticle(i + 1)));

const rows = () => screen.getAllByTestId('order-item');
const titles = () => rows().map((r) => within(r).getByRole('link').textContent);

describe('desk: a draft edition', () => {
  it('shows the articles in order with the card each will get on the home grid', async () => {
    fakeApi([[deskApi.edition, () => draftEdition(4)]]);
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    expect(rows().map((r) => r.lastElementChild?.textContent)).toEqual(['Gran', 'Mitjana', 'Petita', 'Petita']);
    expect(rows()[0]!.getAttribute('aria-label')).toBe('Article 1. Esborrany. Posició 1, targeta gran');
    expect(within(rows()[0]!).getByTestId('review-state').textContent).toBe('Esborrany');
    expect(screen.getByRole('link', { name: 'Nou article' }).getAttribute('href')).toBe('/redaccio/edicio/60/nou-article');
  });

  it('moves an article with Alt+↓ and Alt+Inici, announces it and saves the new order', async () => {
    const saved: FakeCall<typeof deskApi.updateEdition>[] = [];
    fakeApi([
      [deskApi.edition, () => draftEdition(3)],
      [deskApi.updateEdition, (request) => {
        saved.push(request);
        const order = request.body.articlesOrder!;
        const edition = draftEdition(3);
        return { issue: { ...edition.issue, articlesOrder: order }, articles: order.map((id) => edition.articles.find((a) => a.article._id === id)!) };
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    rows()[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(titles()).toEqual(['Article 2', 'Article 1', 'Article 3']);
    expect(screen.getByText('«Article 1» ara és a la posició 2 de 3 (targeta mitjana).')).toBeTruthy();
    await screen.findByText('L’ordre dels articles s’ha desat.');
    expect(saved[0]!.body).toMatchObject({ title: 'Esborrany de febrer', publicationDate: '2030-02-01', articlesOrder: ['a2', 'a1', 'a3'] });

    rows()[2]!.focus();
    await user.keyboard('{Alt>}{Home}{/Alt}');
    expect(titles()).toEqual(['Article 3', 'Article 2', 'Article 1']);
    expect(rows()[0]!.lastElementChild?.textContent).toBe('Gran');
    await screen.findByText('«Article 3» ara és a la posició 1 de 3 (targeta gran).');
    expect(saved).toHaveLength(2);
  });

  it('moves the same article twice on two Alt+↑ in a row, the focus following it, and saves the moves in turn', async () => {
    const orders: string[][] = [];
    const answers: (() => void)[] = [];
    fakeApi([
      [deskApi.edition, () => draftEdition(5)],
      // The server answers when the test says: the second move comes while the first is being saved.
      [
        deskApi.updateEdition,
        async (request) => {
          const order = request.body.articlesOrder!;
          orders.push(order);
          await new Promise<void>((resolve) => answers.push(resolve));
          const edition = draftEdition(5);
          return { issue: { ...edition.issue, articlesOrder: order }, articles: order.map((id) => edition.articles.find((a) => a.article._id === id)!) };
        },
      ],
    ]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    const moving = rows()[3]!;
    moving.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Article 1', 'Article 2', 'Article 4', 'Article 3', 'Article 5']);
    await waitFor(() => expect(document.activeElement).toBe(rows()[2]));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Article 4. Esborrany. Posició 3, targeta petita');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Article 1', 'Article 4', 'Article 2', 'Article 3', 'Article 5']);
    await waitFor(() => expect(document.activeElement).toBe(rows()[1]));
    expect(screen.getByText('«Article 4» ara és a la posició 2 de 5 (targeta mitjana).')).toBeTruthy();

    // One save at a time, in the order of the moves; the order shown stays the last one moved.
    await waitFor(() => expect(orders).toHaveLength(1));
    answers.shift()!();
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(titles()).toEqual(['Article 1', 'Article 4', 'Article 2', 'Article 3', 'Article 5']);
    answers.shift()!();
    await screen.findByText('L’ordre dels articles s’ha desat.');
    expect(orders).toEqual([
      ['a1', 'a2', 'a4', 'a3', 'a5'],
      ['a1', 'a4', 'a2', 'a3', 'a5'],
    ]);
    expect(titles()).toEqual(['Article 1', 'Article 4', 'Article 2', 'Article 3', 'Article 5']);
    expect(document.activeElement).toBe(rows()[1]);
  });

  it('puts the saved order back and says why when the server refuses it', async () => {
    fakeApi([
      [deskApi.edition, () => draftEdition(2)],
      [deskApi.updateEdition, () => json({ error: { code: 'edition_published', message: 'Aquesta edició ja és publicada.' } }, 409)],
    ]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    rows()[1]!.focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Aquesta edició ja és publicada.');
    await screen.findByText('Article 1');
    expect(titles()).toEqual(['Article 1', 'Article 2']);
  });
});

describe('desk: a published edition', () => {
  it('shows its fields as read-only, saying why and how to change them, and offers no save', async () => {
    const edition = draftEdition(3);
    fakeApi([[deskApi.edition, () => ({ ...edition, issue: { ...edition.issue, status: undefined } })]]);
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    const fields = screen.getByRole('group', { description: /^Aquesta edició ja és publicada i les seves dades no es poden canviar aquí\. Per corregir-les, retira-la/ });
    expect((fields as HTMLFieldSetElement).disabled).toBe(true);
    // A disabled fieldset disables every control in it (HTML), the edition's title among them.
    expect(within(fields).getByRole('textbox', { name: 'Títol' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Desa l’edició' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the order readers see, with nothing to drag or move and no new article', async () => {
    const edition = draftEdition(3);
    const api = fakeApi([[deskApi.edition, () => ({ ...edition, issue: { ...edition.issue, status: undefined } })]]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Article 1');
    expect(screen.getByText(/^L’edició està publicada: aquest és l’ordre que veuen els lectors\./)).toBeTruthy();
    expect(screen.queryByText('⋮⋮')).toBeNull();
    expect(rows().every((row) => row.getAttribute('draggable') === 'false' && !row.hasAttribute('tabindex'))).toBe(true);
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Nou article' })).toBeNull();
    rows()[0]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(titles()).toEqual(['Article 1', 'Article 2', 'Article 3']);
    expect(api.callsTo(deskApi.updateEdition)).toHaveLength(0);
  });
});

describe("desk: 'Nova edició'", () => {
  it('proposes the next number, checks the fields as typed in Catalan and creates the draft', async () => {
    const api = fakeApi([
      [deskApi.nextNumber, () => ({ number: 61 })],
      [deskApi.createEdition, () => json({ ...draftEdition(0), issue: { ...draftEdition(0).issue, number: 61 } }, 201)],
    ]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={null} />);
    expect(await screen.findByDisplayValue('61')).toBeTruthy();
    const title = screen.getByLabelText('Títol');
    await user.type(title, 'x');
    await user.clear(title);
    expect(screen.getByText('cal un títol')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Il·lustració: enllaç de l’artista'), 'no-és-una-adreça');
    expect(screen.getByText('ha de ser una adreça http(s)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Crea l’esborrany' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(title, 'Primavera');
    await user.clear(screen.getByLabelText('Il·lustració: enllaç de l’artista'));
    await user.type(screen.getByLabelText('Il·lustració: artista'), 'Anna Roca');
    await user.click(screen.getByLabelText(/Maquetació manual del PDF/));
    await user.click(screen.getByRole('button', { name: 'Crea l’esborrany' }));
    await screen.findByText('/redaccio/edicio/61');
    expect(api.callsTo(deskApi.createEdition)[0]!.body).toMatchObject({
      number: 61,
      title: 'Primavera',
      pdfManual: true,
      coverCredit: { artist: 'Anna Roca', artwork: '', profileUrl: '' },
    });
  });

  it('flags a number or a title already taken, and a title too long, while typing (issue 26)', async () => {
    fakeApi([
      [deskApi.nextNumber, () => ({ number: 61 })],
      [editionsApi.list, () => ({ editions: [
          { number: 48, title: 'Paisatges', publicationDate: '2024-01-01', articleCount: 3, status: 'published' as const },
          { number: 60, title: 'Esborrany de febrer', publicationDate: '2025-02-01', articleCount: 0, status: 'draft' as const },
        ] })],
    ]);
    const user = userEvent.setup();
    renderScreen(<EditionEditor number={null} />);
    const number = await screen.findByDisplayValue('61');
    await user.clear(number);
    await user.type(number, '48');
    expect(await screen.findByText('ja hi ha una edició número 48')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.type(number, '9');
    expect(screen.queryByText('ja hi ha una edició número 48')).toBeNull();

    const title = screen.getByLabelText('Títol');
    await user.type(title, 'paisatges');
    expect(screen.getByText('9 de 120 caràcters · Ja hi ha una edició amb aquest títol: la número 48.')).toBeTruthy();
    await user.clear(title);
    await user.click(title);
    await user.paste('T'.repeat(121));
    expect(screen.getByText('121 de 120 caràcters')).toBeTruthy();
    expect(screen.getByText('com a màxim 120 caràcters')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Crea l’esborrany' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
