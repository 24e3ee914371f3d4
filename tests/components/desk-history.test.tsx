/**
 * The desk's history, corrections and lost connections: the revisions listed and read as readers
 * would see them, a restore asked first (and what is typed saved first); a correction published
 * or discarded only when confirmed; text typed while the server is out of reach kept in this
 * computer and offered back on reopening; the reader's page says when an article was corrected.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi, type DeskArticle, type RevisionDetail } from '../../common/api/desk.js';
import { pagination } from '../../common/api/pagination.js';
import { peopleApi } from '../../common/api/people.js';
import { recordApi } from '../../common/api/record.js';
import type { Article } from '../../common/types.js';
import { ArticleEditor } from '../../renderer/features/staff-desk/ArticleEditor.js';
import { RevisionHistory } from '../../renderer/features/staff-desk/RevisionHistory.js';
import { ArticleView } from '../../renderer/views/article/ArticleView.js';
import { fakeApi, json, type FakeCall } from './fakeApi.js';
import { renderScreen } from './render.js';

const record = (title: string, paragraph: string): Article => ({
  _id: 'a1',
  title,
  section: 'llibres',
  url: 'les-pedres',
  text: [{ type: 'paragraph', content: paragraph }],
  authors: ['Marta Puig'],
  author: 'Marta Puig',
  data: '01/02/2030',
  issueNumber: 60,
});

const deskArticle = (revision: number, article: Article, edition: 'draft' | 'published' = 'draft', pendingCorrection = false): DeskArticle => ({
  article: edition === 'draft' ? { ...article, status: 'draft' } : article,
  revision,
  savedAt: '2026-11-25T08:05:09.000Z',
  edition: { number: 60, status: edition },
  pendingCorrection,
  review: { state: 'draft', since: null },
  createdBy: 1,
});

const REVISIONS = [
  { revision: 3, savedBy: 'Marta Puig', savedAt: '2026-11-25T19:31:00.000Z', title: 'Les pedres del riu' },
  { revision: 2, savedBy: null, savedAt: '2026-11-24T08:05:00.000Z', title: 'Les pedres' },
  { revision: 1, savedBy: 'Joan Vila', savedAt: '2026-11-23T10:00:00.000Z', title: 'Pedres' },
];

const detail = (revision: number, paragraph: string): RevisionDetail => ({ ...REVISIONS.find((r) => r.revision === revision)!, article: record('Les pedres', paragraph) });

const slugFree = (request: FakeCall<typeof deskApi.slug>) => ({ url: request.body.title, available: true, message: null });

describe('desk: the revision history', () => {
  it('lists the revisions with when and who, and shows one as readers would see it', async () => {
    fakeApi([
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, ({ params }) => (params.revision === 2 ? detail(2, 'El riu <em>baixava</em> ple.') : detail(3, 'Text.'))],
    ]);
    const user = userEvent.setup();
    renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={async () => true} baseRevision={() => 3} onRestored={vi.fn()} onClose={vi.fn()} />);

    const list = await screen.findByRole('list', { name: 'Revisions, de la més nova a la més antiga' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Revisió 3 · l’actual25 de novembre de 2026, 20:31 · Marta PuigLes pedres del riu',
      'Revisió 224 de novembre de 2026, 09:05Les pedres',
      'Revisió 123 de novembre de 2026, 11:00 · Joan VilaPedres',
    ]);
    await user.click(items[1]!);
    const view = await screen.findByTestId('revision-view');
    expect(within(view).getByRole('heading', { level: 1, name: 'Les pedres' })).toBeTruthy();
    expect(within(view).getByText('baixava')).toBeTruthy();
    expect(within(view).getByText('Marta Puig')).toBeTruthy();
    // The newest revision is the text already in the editor: nothing to restore.
    await user.click(items[0]!);
    expect(screen.queryByRole('button', { name: 'Restaura aquesta revisió' })).toBeNull();
  });

  it('shows a revision saved while its edition was a draft without the draft mark: that is the edition’s state now, not the text’s', async () => {
    fakeApi([
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, () => ({ ...detail(2, 'Text d’abans.'), article: { ...record('Les pedres', 'Text d’abans.'), status: 'draft' as const } })],
    ]);
    const user = userEvent.setup();
    renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={async () => true} baseRevision={() => 3} onRestored={vi.fn()} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /^Revisió 2/ }));
    const view = await screen.findByTestId('revision-view');
    expect(within(view).getByText('Text d’abans.')).toBeTruthy();
    expect(view.textContent).not.toContain('edició en esborrany');
  });

  it("shows the article's entries in the record to an administrator, and to nobody else (the record is theirs to read)", async () => {
    for (const role of ['admin', 'editor', 'contributor'] as const) {
      const api = fakeApi([
        [adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 1, name: 'Persona', role } })],
        [deskApi.revisions, () => ({ revisions: REVISIONS })],
        [recordApi.list, () => ({ entries: [], pagination: pagination({ page: 1, limit: 20, total: 0 }), moreThanTotal: false })],
      ]);
      const { unmount } = renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={async () => true} baseRevision={() => 3} onRestored={vi.fn()} onClose={vi.fn()} />);
      await screen.findByRole('list', { name: 'Revisions, de la més nova a la més antiga' });
      if (role === 'admin') {
        expect(await screen.findByText('El registre encara no té res d’aquest article.')).toBeTruthy();
        expect(api.callsTo(recordApi.list)).toHaveLength(1);
      } else {
        await waitFor(() => expect(api.callsTo(adminApi.session).length).toBeGreaterThan(0));
        expect(screen.queryByRole('heading', { name: 'Al registre' }), role).toBeNull();
        expect(api.callsTo(recordApi.list), role).toHaveLength(0);
      }
      unmount();
    }
  });

  it('restores a revision only once confirmed, saving what is typed first, on the revision the editor holds', async () => {
    const api = fakeApi([
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, () => detail(1, 'El primer text.')],
      [deskApi.restoreRevision, () => deskArticle(5, record('Pedres', 'El primer text.'))],
    ]);
    const settle = vi.fn(async () => true);
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={settle} baseRevision={() => 4} onRestored={onRestored} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /^Revisió 1/ }));
    await user.click(await screen.findByRole('button', { name: 'Restaura aquesta revisió' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Restaurar la revisió 1?' });
    expect(settle).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo(deskApi.restoreRevision)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Restaura aquesta revisió' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaura' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledOnce());
    expect(api.callsTo(deskApi.restoreRevision)[0]!.body).toEqual({ baseRevision: 4 });
    expect(onRestored.mock.calls[0]![0]).toMatchObject({ revision: 5, article: { title: 'Pedres' } });
  });

  it('warns before a restore when typed changes could not be saved, and says why a refused restore failed', async () => {
    fakeApi([
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, () => detail(2, 'Text.')],
      [deskApi.restoreRevision, () =>
        json({ error: { code: 'stale_revision', message: 'Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió 6).' }, current: deskArticle(6, record('X', 'Y')) }, 409)],
    ]);
    const onRestored = vi.fn();
    const user = userEvent.setup();
    renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={async () => false} baseRevision={() => 3} onRestored={onRestored} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /^Revisió 2/ }));
    await user.click(await screen.findByRole('button', { name: 'Restaura aquesta revisió' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Hi ha canvis que encara no s’han pogut desar');
    await user.click(within(dialog).getByRole('button', { name: 'Restaura igualment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió 6).');
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('opens from the editor, which says when there is no history yet (an imported article)', async () => {
    fakeApi([[deskApi.slug, slugFree], [deskApi.revisions, () => ({ revisions: [] })]]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(0, record('Les pedres', 'Text.'), 'published')} editionNumber={60} />);
    await user.click(screen.getByRole('button', { name: 'Historial de revisions' }));
    expect(await screen.findByText('Aquest article encara no té cap revisió desada a la redacció: el text és el de la importació.')).toBeTruthy();
  });
});

describe('desk: what changed, and what was restored (issue 26)', () => {
  it('compares a revision with the current one word by word, saying who saved it', async () => {
    fakeApi([
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, ({ params }) => (params.revision === 1 ? detail(1, 'El riu baixa ple.') : detail(3, 'El riu baixa tranquil.'))],
    ]);
    const user = userEvent.setup();
    renderScreen(<RevisionHistory id="a1" currentRevision={3} settle={async () => true} baseRevision={() => 3} onRestored={vi.fn()} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: /^Revisió 1/ }));
    const changes = await screen.findByRole('region', { name: 'Què ha canviat de la revisió 1 a la 3 (l’actual), desada per Marta Puig' });
    expect(within(changes).getByTitle('Tret').textContent?.trim()).toBe('ple.');
    expect(within(changes).getByTitle('Afegit').textContent?.trim()).toBe('tranquil.');
  });

  it('says after a restore which revision was restored', async () => {
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.revisions, () => ({ revisions: REVISIONS })],
      [deskApi.revision, ({ params }) => (params.revision === 1 ? detail(1, 'El primer text.') : detail(3, 'Text.'))],
      [deskApi.restoreRevision, () => deskArticle(4, record('Pedres', 'El primer text.'))],
    ]);
    const onReplaced = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} onReplaced={onReplaced} />);
    await user.click(screen.getByRole('button', { name: 'Historial de revisions' }));
    await user.click(await screen.findByRole('button', { name: /^Revisió 1/ }));
    await user.click(await screen.findByRole('button', { name: 'Restaura aquesta revisió' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restaura' }));
    await waitFor(() => expect(onReplaced).toHaveBeenCalledOnce());
    expect(onReplaced.mock.calls[0]![1]).toBe('S’ha restaurat la revisió 1: ara és la revisió 4.');
    // The page opens the restored text with that word.
    renderScreen(<ArticleEditor saved={deskArticle(4, record('Pedres', 'El primer text.'))} editionNumber={60} notice={onReplaced.mock.calls[0]![1] as string} />);
    expect(screen.getByTestId('replaced-notice').textContent).toBe('S’ha restaurat la revisió 1: ara és la revisió 4.');
  });
});

describe('desk: corrections of a published article', () => {
  it('says that changes make a pending correction, and publishes it only once confirmed', async () => {
    const api = fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.publishCorrection, () => deskArticle(4, { ...record('Les pedres', 'Corregit.'), correctedAt: '2026-11-25T19:40:00.000Z' }, 'published')],
    ]);
    const user = userEvent.setup();
    const { rerender } = renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'), 'published')} editionNumber={60} />);
    expect(screen.getByTestId('correction-bar').textContent).toContain('el que hi canviïs serà una correcció pendent, que els lectors no veuran fins que la publiquis');
    expect(screen.queryByRole('button', { name: 'Publica la correcció' })).toBeNull();

    rerender(<ArticleEditor saved={deskArticle(4, record('Les pedres', 'Corregit.'), 'published', true)} editionNumber={60} />);
    expect(screen.getByTestId('correction-bar').textContent).toContain('Correcció pendent: els lectors encara veuen el text publicat');
    await user.click(screen.getByRole('button', { name: 'Publica la correcció' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publicar la correcció?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel·la' }));
    expect(api.callsTo(deskApi.publishCorrection)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publica la correcció' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publica la correcció' }));
    expect(await screen.findByText('Correcció publicada: els lectors ja veuen el text corregit.')).toBeTruthy();
    expect(api.callsTo(deskApi.publishCorrection)).toHaveLength(1);
  });

  it('discards a pending correction once confirmed, handing the published text back to the page', async () => {
    const published = deskArticle(5, record('Les pedres', 'Text publicat.'), 'published');
    const api = fakeApi([[deskApi.slug, slugFree], [deskApi.discardCorrection, () => published]]);
    const onReplaced = vi.fn();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(4, record('Les pedres', 'Corregit.'), 'published', true)} editionNumber={60} onReplaced={onReplaced} />);
    await user.click(screen.getByRole('button', { name: 'Descarta la correcció' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Descartar la correcció?' })).getByRole('button', { name: 'Descarta la correcció' }));
    await waitFor(() => expect(onReplaced).toHaveBeenCalledWith(published));
    expect(api.callsTo(deskApi.discardCorrection)).toHaveLength(1);
  });
});

describe('desk: a lost server loses nothing typed', () => {
  it('keeps the text in this computer while the server is out of reach, and offers it back on reopening', async () => {
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, () => {
        throw new TypeError('Failed to fetch');
      }],
    ]);
    const user = userEvent.setup();
    const first = renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-del-riu');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Sense connexió amb el servidor: el text es guarda en aquest ordinador i es desarà quan torni.'));
    first.unmount();

    // Reopened later, with the server back: the text is offered, and saved on the revision it was typed on.
    const puts: FakeCall<typeof deskApi.saveArticle>[] = [];
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, (request) => {
        puts.push(request);
        return deskArticle(4, { ...record('Les pedres', 'Text.'), url: 'les-pedres-del-riu' });
      }],
    ]);
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    const offer = screen.getByTestId('unsaved-offer');
    expect(offer.textContent).toMatch(/Hi ha text d’aquest article escrit en aquest ordinador que no s’havia desat/);
    await user.click(within(offer).getByRole('button', { name: 'Recupera el text no desat' }));
    expect((screen.getByLabelText('Adreça de l’article') as HTMLInputElement).value).toBe('les-pedres-del-riu');
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ baseRevision: 3, url: 'les-pedres-del-riu', title: 'Les pedres' });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
    expect(Object.keys(localStorage).filter((k) => k.includes('sense-desar'))).toEqual([]);
  });

  it('tries no more once the editor is closed with the server away: the text waits here for reopening', async () => {
    const api = fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, () => {
        throw new TypeError('Failed to fetch');
      }],
    ]);
    const first = renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    fireEvent.change(screen.getByLabelText('Adreça de l’article'), { target: { value: 'les-pedres-del-riu' } });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Sense connexió amb el servidor/));
    fireEvent.change(screen.getByLabelText('Adreça de l’article'), { target: { value: 'les-pedres-del-riu-2' } });
    const timers = vi.spyOn(window, 'setTimeout');
    first.unmount();
    // Closing sends what is pending once; that it fails too leaves no retry behind (a later editor of the article would get it).
    await waitFor(() => expect(api.callsTo(deskApi.saveArticle).at(-1)?.body.url).toBe('les-pedres-del-riu-2'));
    await act(async () => undefined);
    expect(timers.mock.calls.filter(([, ms]) => ms === 5_000)).toEqual([]);
    expect(Object.entries(localStorage).find(([key]) => key.includes('sense-desar'))?.[1]).toContain('"url":"les-pedres-del-riu-2"');
  });

  it('counts a proxy’s “service unavailable” as a server out of reach, and keeps the text here', async () => {
    fakeApi([[deskApi.slug, slugFree], [deskApi.saveArticle, () => new Response('<html>503</html>', { status: 503 })]]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-b');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Sense connexió amb el servidor/));
    expect(Object.entries(localStorage).find(([key]) => key.includes('sense-desar'))?.[1]).toContain('"url":"les-pedres-b"');
  });

  it('sends what is pending at once, outliving the page, when the window is hidden', async () => {
    const puts: RequestInit[] = [];
    fakeApi([[deskApi.slug, slugFree], [deskApi.saveArticle, () => deskArticle(4, { ...record('Les pedres', 'Text.'), url: 'les-pedres-2' })]]);
    const fetchDouble = globalThis.fetch as ReturnType<typeof vi.fn>;
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-2');
    expect(screen.getByTestId('save-status').textContent).toBe('Canvis per desar…');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    for (const [input, init] of fetchDouble.mock.calls as [string, RequestInit][]) if (String(input).endsWith('/articles/a1') && init.method === 'PUT') puts.push(init);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.keepalive).toBe(true);
  });
});

describe('desk: a window closed just after typing (issue 26)', () => {
  const KEY = 'revista-estany:desk:sense-desar:a1';

  it('offers nothing when the save sent as the window closed reached the server, spelt as the server stores it', () => {
    fakeApi([[deskApi.slug, slugFree]]);
    // What the closed window left here: the text, and the save it sent on revision 3 as it closed.
    const typed = record('Les pedres', 'El&nbsp;riu, <a href="https://riu.cat">el riu</a>.');
    const input = { section: typed.section, title: typed.title, url: typed.url, authors: ['Marta Puig'], data: typed.data, text: typed.text };
    localStorage.setItem(KEY, JSON.stringify({ input, baseRevision: 3, at: '2026-11-25T08:05:09.000Z', sent: input }));
    // The server took it as revision 4, sanitised: a no-break space as a character, links opening apart.
    const stored = record('Les pedres', 'El\u00a0riu, <a href="https://riu.cat" target="_blank" rel="noopener noreferrer">el riu</a>.');
    renderScreen(<ArticleEditor saved={deskArticle(4, stored)} editionNumber={60} />);
    expect(screen.queryByTestId('unsaved-offer')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('offers what was typed after the save on its way, on the revision that save made: recovering it is no conflict with oneself', async () => {
    const puts: FakeCall<typeof deskApi.saveArticle>[] = [];
    fakeApi([
      [deskApi.slug, slugFree],
      // The server takes the save, but the window is gone before its answer arrives.
      [deskApi.saveArticle, (request) => {
        puts.push(request);
        return new Promise(() => {});
      }],
    ]);
    const user = userEvent.setup();
    const first = renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    // Each change at once (typed key by key on a loaded machine, a pause could make a save of half a word).
    fireEvent.change(screen.getByLabelText('Adreça de l’article'), { target: { value: 'les-pedres-2' } });
    await waitFor(() => expect(puts).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Adreça de l’article'), { target: { value: 'les-pedres-2-b' } });
    first.unmount();

    const later: FakeCall<typeof deskApi.saveArticle>[] = [];
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, (request) => {
        later.push(request);
        return deskArticle(5, { ...record('Les pedres', 'Text.'), url: 'les-pedres-2-b' });
      }],
    ]);
    renderScreen(<ArticleEditor saved={deskArticle(4, { ...record('Les pedres', 'Text.'), url: 'les-pedres-2' })} editionNumber={60} />);
    await user.click(within(screen.getByTestId('unsaved-offer')).getByRole('button', { name: 'Recupera el text no desat' }));
    await waitFor(() => expect(later).toHaveLength(1));
    expect(later[0]!.body).toMatchObject({ baseRevision: 4, url: 'les-pedres-2-b' });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
  });
});

describe('desk: a tab whose session ended (issue 26)', () => {
  const signedOut = () => json({ error: { code: 'unauthorized', message: 'Cal iniciar la sessió de redacció per fer aquesta crida.' } }, 401);

  it('offers sign-in right there, and saves the waiting text the moment staff are in', async () => {
    let signedIn = false;
    const api = fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, () => (signedIn ? deskArticle(4, { ...record('Les pedres', 'Text.'), url: 'les-pedres-2' }) : signedOut())],
      [peopleApi.setup, () => ({ needed: false, mail: false })],
      [adminApi.signIn, (request) => {
        const body = request.body as { email: string; password: string };
        signedIn = body.email === 'anna@revista.test' && body.password === 'la contrasenya de l’Anna';
        return signedIn ? { authenticated: true } : json({ error: { code: 'unauthorized', message: 'No.' } }, 401);
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-2');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('La sessió de redacció s’ha tancat: el text es guarda en aquest ordinador i es desarà tan bon punt tornis a entrar.'));
    expect(Object.entries(localStorage).find(([key]) => key.includes('sense-desar'))?.[1]).toContain('"url":"les-pedres-2"');

    await user.click(screen.getByRole('button', { name: 'Inicia la sessió' }));
    const dialog = screen.getByRole('dialog', { name: 'Torna a iniciar la sessió' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Adreça electrònica'));
    await user.type(within(dialog).getByLabelText('Adreça electrònica'), 'anna@revista.test');
    await user.type(within(dialog).getByLabelText('Contrasenya'), 'la contrasenya de l’Anna');
    await user.click(within(dialog).getByRole('button', { name: 'Entra' }));
    // No keystroke needed: the text goes as soon as the session is back.
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
    expect(screen.queryByRole('dialog')).toBeNull();
    const puts = api.callsTo(deskApi.saveArticle);
    expect(puts.at(-1)!.body).toMatchObject({ baseRevision: 3, url: 'les-pedres-2' });
  });

  it('saves the waiting text when staff sign in in another tab', async () => {
    let signedIn = false;
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, () => (signedIn ? deskArticle(4, { ...record('Les pedres', 'Text.'), url: 'les-pedres-3' }) : signedOut())],
    ]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={deskArticle(3, record('Les pedres', 'Text.'))} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-3');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^La sessió de redacció s’ha tancat/));
    // Another tab of this browser signs in and says so.
    signedIn = true;
    const otherTab = new BroadcastChannel('revista-estany:sessio');
    otherTab.postMessage('signed-in');
    otherTab.close();
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
  });
});

describe('the reader’s article page', () => {
  it('says when a published article was corrected, by the magazine’s calendar', () => {
    renderScreen(<ArticleView article={{ ...record('Les pedres', 'Text.'), correctedAt: '2026-11-25T23:30:00.000Z' }} />);
    // 23:30 UTC is already the 26th at the magazine (Europe/Madrid).
    expect(screen.getByTestId('corrected-at').textContent).toBe('Corregit el 26 de novembre de 2026');
  });

  it('says nothing of corrections for an article never corrected', () => {
    renderScreen(<ArticleView article={record('Les pedres', 'Text.')} />);
    expect(screen.queryByTestId('corrected-at')).toBeNull();
  });
});
