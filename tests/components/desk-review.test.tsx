/**
 * Review at the desk (issue 28): the workspace's queue ('Per revisar (N)', oldest first, with
 * author, edition and waiting time) and a contributor's own texts with their notes; the state bar
 * above an article with the steps each role may take, a return that needs its note, and a refusal
 * said in the server's words.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi, type DeskArticle } from '../../common/api/desk.js';
import type { ReviewItem, ReviewStepEntry } from '../../common/api/review.js';
import type { StaffRole } from '../../common/staff/actor.js';
import { ReviewBar } from '../../renderer/features/staff-desk/ReviewBar.js';
import { ReviewQueue } from '../../renderer/features/staff-desk/ReviewQueue.js';
import { fakeApi, on, refusal, type FakeRoute } from './fakeApi.js';
import { renderScreen } from './render.js';

const signedInAs = (role: StaffRole): FakeRoute => on(adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Persona', role } }));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const item = (id: string, title: string, state: ReviewItem['review']['state'], extra: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  title,
  section: 'llibres',
  edition: { number: 60, title: 'Esborrany de febrer' },
  review: { state, since: hoursAgo(3) },
  author: 'Anna Revisada',
  note: null,
  ...extra,
});

const article = (state: DeskArticle['review']['state']): DeskArticle => ({
  article: { _id: 'a1', title: 'Les pedres', section: 'llibres', url: 'les-pedres', text: [], authors: ['Anna'], data: '01/02/2030', issueNumber: 60, status: 'draft' },
  revision: 2,
  savedAt: '2026-11-25T08:05:09.000Z',
  edition: { number: 60, status: 'draft' },
  pendingCorrection: false,
  review: { state, since: '2026-11-28T10:00:00.000Z' },
  createdBy: 1,
});

describe('the review queue on the workspace', () => {
  it("shows an editor 'Per revisar (N)' oldest first, with author, edition and waiting time", async () => {
    fakeApi([
      signedInAs('editor'),
      on(deskApi.reviewQueue, () => ({
        queue: [item('a1', 'Lliurat <em>primer</em>', 'submitted', { review: { state: 'submitted', since: hoursAgo(50) } }), item('a2', 'Lliurat després', 'submitted', { author: 'Biel', edition: { number: 61, title: 'Març' } })],
        mine: [],
      })),
    ]);
    renderScreen(<ReviewQueue />);
    const queue = await screen.findByRole('region', { name: 'Per revisar (2)' });
    const entries = within(queue).getAllByRole('listitem');
    expect(entries.map((e) => within(e).getByRole('link').textContent)).toEqual(['Lliurat primer', 'Lliurat després']);
    expect(within(entries[0]!).getByRole('link').getAttribute('href')).toBe('/redaccio/article/a1');
    expect(entries[0]!.textContent).toContain('Anna Revisada · Edició 60 · Esborrany de febrer');
    expect(entries[0]!.textContent).toContain('Lliurat fa 2 dies');
    expect(entries[1]!.textContent).toContain('Biel · Edició 61 · Març');
    expect(entries[1]!.textContent).toContain('Lliurat fa 3 hores');
    expect(screen.queryByRole('region', { name: 'Els meus textos' })).toBeNull();
  });

  it('shows a contributor no queue, and their own texts with their state and the note of a return', async () => {
    fakeApi([
      signedInAs('contributor'),
      on(deskApi.reviewQueue, () => ({ queue: [], mine: [item('a3', 'Retornat', 'draft', { note: 'Falta la conclusió.' }), item('a4', 'Lliurat', 'submitted')] })),
    ]);
    renderScreen(<ReviewQueue />);
    const mine = await screen.findByRole('region', { name: 'Els meus textos' });
    const [returned, handed] = within(mine).getAllByRole('listitem');
    expect(within(returned!).getByTestId('review-state').textContent).toBe('Esborrany');
    expect(returned!.textContent).toContain('Nota de l’editor:Falta la conclusió.');
    expect(within(handed!).getByTestId('review-state').textContent).toBe('Per revisar');
    expect(screen.queryByRole('region', { name: /Per revisar/ })).toBeNull();
  });
});

const STEPS: ReviewStepEntry[] = [
  { id: 1, action: 'handIn', state: 'submitted', by: 'Anna', at: '2026-11-28T09:00:00.000Z', note: null },
  { id: 2, action: 'return', state: 'draft', by: 'Carme Lectora', at: '2026-11-28T10:00:00.000Z', note: 'Falta la conclusió.' },
];

describe('the state bar above an article', () => {
  it('says its dates and names as Catalan does: des de l’1, des del 28, Nota d’Enric', async () => {
    const firstOfMonth = { ...article('draft'), review: { state: 'draft' as const, since: '2026-12-01T08:20:00.000Z' } };
    fakeApi([signedInAs('contributor'), on(deskApi.reviewSteps, () => ({ steps: [{ ...STEPS[1]!, by: 'Enric Editor' }] }))]);
    renderScreen(<ReviewBar saved={firstOfMonth} settle={vi.fn(async () => true)} onMoved={vi.fn()} />);
    expect((await screen.findByTestId('review-note')).textContent).toMatch(/^Nota d’Enric Editor, /);
    expect(screen.getByText(/^des de l’1 de desembre de 2026, 09:20$/)).toBeTruthy();
    cleanup();
    renderScreen(<ReviewBar saved={article('draft')} settle={vi.fn(async () => true)} onMoved={vi.fn()} />);
    expect(await screen.findByText(/^des del 28 de novembre de 2026, 11:00$/)).toBeTruthy();
  });

  it('lets the author hand a draft in, after saving what is typed, and shows the note it was returned with', async () => {
    const api = fakeApi([
      signedInAs('contributor'),
      on(deskApi.reviewSteps, () => ({ steps: STEPS })),
      on(deskApi.handIn, () => article('submitted')),
    ]);
    const settle = vi.fn(async () => true);
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ReviewBar saved={article('draft')} settle={settle} onMoved={onMoved} />);
    expect((await screen.findByTestId('review-note')).textContent).toMatch(/^Nota de Carme Lectora, .+:Falta la conclusió\.$/);
    expect(screen.getByTestId('review-state').textContent).toBe('Esborrany');
    expect(screen.queryByRole('button', { name: 'Accepta' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lliura per revisar' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(article('submitted')));
    expect(settle).toHaveBeenCalled();
    expect(api.callsTo(deskApi.handIn)).toHaveLength(1);
  });

  it('offers an editor Accepta and Retorna amb una nota on a text handed in; a return needs its note', async () => {
    const api = fakeApi([signedInAs('editor'), on(deskApi.returnWithNote, () => article('draft'))]);
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ReviewBar saved={article('submitted')} settle={async () => true} onMoved={onMoved} />);
    expect((await screen.findByRole('button', { name: 'Accepta' })).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Lliura per revisar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retorna amb una nota' }));
    await user.click(screen.getByRole('button', { name: 'Retorna amb aquesta nota' }));
    expect(screen.getByRole('alert').textContent).toBe('Escriu una nota que digui a l’autor què ha de canviar.');
    expect(api.callsTo(deskApi.returnWithNote)).toHaveLength(0);
    await user.type(screen.getByLabelText('Nota per a l’autor'), 'Escurça la introducció.');
    await user.click(screen.getByRole('button', { name: 'Retorna amb aquesta nota' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledWith(article('draft')));
    expect(api.callsTo(deskApi.returnWithNote).map((c) => c.body.note)).toEqual(['Escurça la introducció.']);
  });

  it("says the server's reason when a step is refused (another editor acted first), and moves nothing", async () => {
    const message = 'Aquest text ara és «Acceptat» (l’últim canvi és de Dani Lector): «Accepta» només es pot fer amb un text «Per revisar». No s’ha canviat res; torna a carregar-lo per veure’n l’estat.';
    fakeApi([signedInAs('editor'), on(deskApi.accept, () => refusal(409, 'review_step_not_allowed', message))]);
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ReviewBar saved={article('submitted')} settle={async () => true} onMoved={onMoved} />);
    await user.click(await screen.findByRole('button', { name: 'Accepta' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('shows a contributor only the state of a text handed in, and nothing for a published edition', async () => {
    fakeApi([signedInAs('contributor')]);
    const { unmount } = renderScreen(<ReviewBar saved={article('submitted')} settle={async () => true} onMoved={() => undefined} />);
    expect((await screen.findByTestId('review-state')).textContent).toBe('Per revisar');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    renderScreen(<ReviewBar saved={{ ...article('accepted'), edition: { number: 60, status: 'published' } }} settle={async () => true} onMoved={() => undefined} />);
    expect(screen.queryByTestId('review-bar')).toBeNull();
  });
});
