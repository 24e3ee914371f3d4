/**
 * What a contributor may not change is not offered as a form (the server would refuse the save):
 * someone else's article, or one of a published edition, reads as readers will see it, with its
 * state and why; an edition's fields and order, and an author's profile, read as text with a note,
 * and no button saves them. An editor keeps the forms.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { authorsApi } from '../../common/api/authors.js';
import { deskApi, type DeskArticle } from '../../common/api/desk.js';
import type { StaffRole } from '../../common/staff/actor.js';
import type { Author } from '../../common/types.js';
import { ArticleEditor } from '../../renderer/features/staff-desk/ArticleEditor.js';
import { AuthorEditor } from '../../renderer/features/staff-desk/AuthorEditor.js';
import { EditionEditor } from '../../renderer/features/staff-desk/EditionEditor.js';
import DeskArticlePage from '../../renderer/pages/workspace/DeskArticlePage.js';
import DeskAuthorPage from '../../renderer/pages/workspace/DeskAuthorPage.js';
import DeskAuthorsPage from '../../renderer/pages/workspace/DeskAuthorsPage.js';
import DeskEditionPage from '../../renderer/pages/workspace/DeskEditionPage.js';
import { fakeApi, on, type FakeRoute } from './fakeApi.js';
import { deskDraftEdition } from './fixtures.js';
import { renderScreen } from './render.js';

/** Person 2, with a role. */
const signedInAs = (role: StaffRole): FakeRoute => on(adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 2, name: 'Pere Roura', role } }));
const library = on(deskApi.mediaList, () => ({ media: [] }));

const article = (createdBy: number | null, edition: 'draft' | 'published' = 'draft'): DeskArticle => ({
  article: {
    _id: 'a1',
    title: 'Les pedres del riu',
    section: 'llibres',
    url: 'les-pedres',
    text: [{ type: 'paragraph', content: 'El riu baixa ple.' }],
    authors: ['Anna Puig'],
    data: '01/02/2030',
    issueNumber: 60,
    ...(edition === 'draft' ? { status: 'draft' as const } : {}),
  },
  revision: 2,
  savedAt: '2026-11-25T08:05:09.000Z',
  edition: { number: 60, status: edition },
  pendingCorrection: false,
  review: { state: 'draft', since: null },
  createdBy,
});

describe('a contributor and an article they may not change', () => {
  it('shows someone else’s draft as a reader will see it, with its state and why, and no editor', async () => {
    fakeApi([signedInAs('contributor'), library]);
    renderScreen(<ArticleEditor saved={article(1)} editionNumber={60} />);
    const note = await screen.findByTestId('read-only-note');
    expect(note.textContent).toBe('Aquest article és d’una altra persona: un col·laborador només edita i lliura els seus propis textos. Aquí el veus com el veurà un lector.');
    expect(screen.getByTestId('review-state').textContent).toBe('Esborrany');
    // Beside it, the article as readers will see it (drawn in the preview's frame).
    const frame = screen.getByTitle(/^Previsualització \(/) as HTMLIFrameElement;
    await waitFor(() => expect(frame.contentDocument?.body.textContent).toContain('El riu baixa ple.'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lliura per revisar' })).toBeNull();
  });

  it('shows their own article of a published edition read-only: only an editor publishes a correction', async () => {
    fakeApi([signedInAs('contributor'), library]);
    renderScreen(<ArticleEditor saved={article(2, 'published')} editionNumber={60} />);
    const note = await screen.findByTestId('read-only-note');
    expect(note.textContent).toContain('Aquest article ja és publicat: només un editor en pot publicar una correcció.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the editor for their own draft, and offers to hand it in', async () => {
    fakeApi([signedInAs('contributor'), library, on(deskApi.reviewSteps, () => ({ steps: [] })), on(deskApi.edition, () => ({ issue: edition.issue, articles: [] }))]);
    renderScreen(<ArticleEditor saved={article(2)} editionNumber={60} />);
    await screen.findByRole('button', { name: 'Lliura per revisar' });
    expect(screen.getByRole('textbox', { name: 'Títol' })).toBeTruthy();
    expect(screen.queryByTestId('read-only-note')).toBeNull();
  });
});

const edition = deskDraftEdition([article(2)]);

describe('a contributor and an edition', () => {
  it('reads a draft edition’s fields and order as text, says who may change them, and offers no save', async () => {
    fakeApi([signedInAs('contributor'), library, on(deskApi.edition, () => edition)]);
    renderScreen(<EditionEditor number={60} />);
    await screen.findByText('Les dades d’una edició i l’ordre dels seus articles només els canvia un editor: aquí els veus tal com són.');
    // A disabled fieldset disables every control in it (HTML), the edition's title among them.
    const fields = screen.getByRole('group', { description: /^Les dades d’una edició i l’ordre dels seus articles només els canvia un editor/ }) as HTMLFieldSetElement;
    expect(fields.disabled).toBe(true);
    expect(within(fields).getByRole('textbox', { name: 'Títol' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desa l’edició' })).toBeNull();
    expect(screen.getByText(/^Aquest és l’ordre de l’edició; només un editor el pot canviar\./)).toBeTruthy();
    expect(screen.getByTestId('order-item').getAttribute('draggable')).toBe('false');
    // A contributor still writes new articles in a draft edition.
    expect(screen.getByRole('link', { name: 'Nou article' })).toBeTruthy();
  });

  it('keeps the form for an editor', async () => {
    const api = fakeApi([signedInAs('editor'), library, on(deskApi.edition, () => edition)]);
    renderScreen(<EditionEditor number={60} />);
    await waitFor(() => expect(api.callsTo(adminApi.session)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Desa l’edició' });
    expect(screen.getByLabelText('Títol').closest('fieldset')?.disabled).toBe(false);
  });
});

const author: Author = {
  _id: 'f00d',
  slug: 'aina-puigdevall',
  name: 'Aina Puigdevall',
  bio: { short: 'Escriu haikus.' },
  specialties: ['Poesia'],
  education: [],
  awards: [],
  contact: {},
  stats: { totalArticles: 3 },
  active: true,
};

describe('a contributor and an author', () => {
  it('reads the profile as text, says who may change it, and offers no save', async () => {
    fakeApi([signedInAs('contributor'), library, on(authorsApi.staffList, () => ({ authors: [] }))]);
    renderScreen(<AuthorEditor saved={author} />);
    await screen.findByText('El perfil d’un autor només el canvia un editor: aquí el veus tal com és, i al costat com el veuran els lectors.');
    const form = screen.getByRole('group', { description: /^El perfil d’un autor només el canvia un editor/ }) as HTMLFieldSetElement;
    expect(form.disabled).toBe(true);
    expect(within(form).getByRole('textbox', { name: 'Nom' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Treu l’especialitat 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desa l’autor' })).toBeNull();
  });

  it('keeps the form for an editor', async () => {
    const api = fakeApi([signedInAs('editor'), library]);
    renderScreen(<AuthorEditor saved={author} />);
    await waitFor(() => expect(api.callsTo(adminApi.session)).toHaveLength(1));
    await screen.findByRole('button', { name: 'Desa l’autor' });
    expect(screen.getByLabelText('Nom', { selector: 'input' }).closest('fieldset')?.disabled).toBe(false);
  });
});

describe('the article page of something a contributor may not change', () => {
  const page = (role: StaffRole, createdBy: number) => {
    fakeApi([signedInAs(role), library, on(deskApi.article, () => article(createdBy)), on(deskApi.reviewSteps, () => ({ steps: [] })), on(deskApi.edition, () => ({ issue: edition.issue, articles: [] }))]);
    renderScreen(<DeskArticlePage />, { route: '/redaccio/article/a1', path: '/redaccio/article/:id' });
  };

  it('is headed as an article to read, with no delete: the server refuses a contributor both', async () => {
    page('contributor', 1);
    await screen.findByTestId('read-only-note');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('L’article');
    expect(screen.queryByRole('button', { name: 'Esborra l’article' })).toBeNull();
  });

  it('keeps the editor’s heading and delete for an editor, and for a contributor’s own draft', async () => {
    for (const [role, createdBy] of [['editor', 1], ['contributor', 2]] as const) {
      page(role, createdBy);
      await screen.findByRole('button', { name: 'Esborra l’article' });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edita l’article');
      cleanup();
    }
  });
});

describe('the desk’s pages offer a contributor no action the server would refuse', () => {
  const pages = (role: StaffRole) => [
    signedInAs(role),
    library,
    on(authorsApi.staffList, () => ({ authors: [author] })),
    on(deskApi.edition, () => edition),
    on(deskApi.nextNumber, () => ({ number: 61 })),
  ];

  it('no Nou autor, no Desactiva, no Exporta el paquet for a contributor; all three for an editor', async () => {
    for (const role of ['contributor', 'editor'] as const) {
      const api = fakeApi(pages(role));
      const shown = role === 'editor' ? 1 : 0;
      renderScreen(<DeskAuthorsPage />, { route: '/redaccio/autors', path: '/redaccio/autors' });
      await screen.findByText(author.name);
      await waitFor(() => expect(api.callsTo(adminApi.session).length).toBeGreaterThan(0));
      await waitFor(() => expect(screen.queryAllByRole('link', { name: 'Nou autor' })).toHaveLength(shown));
      cleanup();

      renderScreen(<DeskAuthorPage />, { route: `/redaccio/autor/${author._id}`, path: '/redaccio/autor/:id' });
      await screen.findByRole('heading', { level: 1, name: author.name });
      await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Desactiva' })).toHaveLength(shown));
      cleanup();

      renderScreen(<DeskEditionPage />, { route: '/redaccio/edicio/60', path: '/redaccio/edicio/:number' });
      await screen.findByRole('link', { name: 'Previsualitza l’edició' });
      await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Exporta el paquet' })).toHaveLength(shown));
      cleanup();
    }
  });
});
