/**
 * The desk's article editor: saved as typed on the revision it holds; a save refused because
 * someone else saved first shows the other's version and keeps this text until staff choose;
 * the address made from the title, with a clash explained. 'Crea l’article' → the article's own
 * address, through the app's routes: what staff type while the create is on its way, and then
 * while the article's page module loads, stays in the editor and is saved to the new article (it
 * went into the editor being replaced, and was lost). One file with the editor's other tests, so
 * the editor's code is imported once.
 */
import type { Editor } from '@tiptap/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi } from '../../common/api/desk.js';
import type { ArticleInput, DeskArticle } from '../../common/api/desk.js';
import { ArticleEditor } from '../../renderer/features/staff-desk/ArticleEditor.js';
import { saveFormInView } from '../../renderer/platform/saveCommand.js';
import { AppRoutes } from '../../renderer/routes.js';
import { fakeApi, json, type FakeCall } from './fakeApi.js';
import { renderScreen } from './render.js';
import { gate, outsideAct } from './slowLine.js';

/** The article module's chunk arrives when the test says (creating an article, below). */
const chunk = await vi.hoisted(async () => (await import('./slowLine.js')).gate());
vi.mock('../../renderer/pages/workspace/deskArticle.route.js', async (importOriginal) => {
  chunk.markAsked();
  await chunk.opened;
  return importOriginal();
});

const saved = (revision: number, title = 'Les pedres', url = 'les-pedres'): DeskArticle => ({
  article: {
    _id: 'a1',
    title,
    section: 'llibres',
    url,
    text: [{ type: 'paragraph', content: 'El riu <em>baixa</em>.' }],
    authors: ['Marta Puig'],
    author: 'Marta Puig',
    data: '01/02/2030',
    issueNumber: 60,
    status: 'draft',
  },
  revision,
  savedAt: '2026-11-25T08:05:09.000Z',
  edition: { number: 60, status: 'draft' },
  pendingCorrection: false,
  review: { state: 'draft', since: null },
  createdBy: 1,
});

const slugFree = (request: FakeCall<typeof deskApi.slug>) => ({ url: request.body.title, available: true, message: null });

/** A server that takes every save of article a1 as the next revision; returns the saves it got. */
function recordSaves(): FakeCall<typeof deskApi.saveArticle>[] {
  const puts: FakeCall<typeof deskApi.saveArticle>[] = [];
  fakeApi([
    [deskApi.slug, slugFree],
    [deskApi.saveArticle, (request) => {
      puts.push(request);
      const body = request.body as { url: string; baseRevision: number };
      return saved(body.baseRevision + 1, 'Les pedres', body.url);
    }],
  ]);
  return puts;
}

describe('desk: the article editor', () => {
  it('saves a change after a pause on the revision it holds, then on the new one', async () => {
    const puts = recordSaves();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    expect(screen.getByTestId('save-status').textContent).toBe('Tot desat');
    const address = screen.getByLabelText('Adreça de l’article');
    await user.type(address, '-i-el-riu');
    expect(screen.getByTestId('save-status').textContent).toBe('Canvis per desar…');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ baseRevision: 3, url: 'les-pedres-i-el-riu', title: 'Les pedres', authors: ['Marta Puig'], text: [{ type: 'paragraph', content: 'El riu <em>baixa</em>.' }] });

    await user.type(address, '-2');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toMatchObject({ baseRevision: 4, url: 'les-pedres-i-el-riu-2' });
  });

  it('says when the server recorded the save, at the magazine’s time (Europe/Madrid), not by this computer’s clock', async () => {
    // A July night in UTC is the next morning's 00:30 in Banyoles (summer time, UTC+2).
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, (request) => ({ ...saved((request.body as { baseRevision: number }).baseRevision + 1), savedAt: '2026-07-01T22:30:15.000Z' })],
    ]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-i-el-riu');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Desat a les 00:30:15'), { timeout: 3000 });
  });

  it('saves a change that follows an invalid one, whatever was saved before it', async () => {
    const puts = recordSaves();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    const address = screen.getByLabelText('Adreça de l’article');
    await user.type(address, 'x');
    await waitFor(() => expect(puts).toHaveLength(1));
    // An address with a capital is refused as typed; taking it back makes the text valid again, and it is saved.
    await user.type(address, 'A');
    expect(screen.getByTestId('save-status').textContent).toMatch(/^No es desa fins que es corregeixi/);
    await user.type(address, '{Backspace}');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toMatchObject({ baseRevision: 4, url: 'les-pedresx' });
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
  });

  it('shows the other’s version on a stale save, keeps this text, and saves it over theirs when asked', async () => {
    const puts: FakeCall<typeof deskApi.saveArticle>[] = [];
    const theirs = saved(5, 'Les pedres <em>antigues</em>');
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, (request) => {
        puts.push(request);
        if (puts.length === 1) {
          return json({ error: { code: 'stale_revision', message: 'Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió 5).' }, current: theirs }, 409);
        }
        return saved(6, 'Les pedres', 'la-meva-adreca');
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    const address = screen.getByLabelText('Adreça de l’article');
    await user.clear(address);
    await user.type(address, 'la-meva-adreca');
    expect(await screen.findByRole('heading', { name: 'Conflicte de versions' })).toBeTruthy();
    expect(screen.getByText('Algú altre ha desat aquest article mentre l’editaves (ara és a la revisió 5).')).toBeTruthy();
    expect(screen.getByText('La versió desada per l’altra persona (revisió 5)')).toBeTruthy();
    expect(screen.getByText('antigues')).toBeTruthy();
    expect(screen.getByTestId('save-status').textContent).toBe('No desat: algú altre ha canviat l’article.');
    // The status that says it leads to the panel.
    await user.click(screen.getByRole('button', { name: 'Vés al conflicte' }));
    expect(document.activeElement).toBe(screen.getByRole('alert', { name: 'Conflicte de versions' }));
    // Nothing typed is lost, and nothing more is sent until staff choose.
    expect((address as HTMLInputElement).value).toBe('la-meva-adreca');
    await user.type(address, 'x');
    await user.type(address, '{Backspace}');
    expect(puts).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Desa la meva versió' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toMatchObject({ baseRevision: 5, url: 'la-meva-adreca' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Conflicte de versions' })).toBeNull());
  });

  it('takes the other’s version when asked, without saving it again', async () => {
    const puts: FakeCall<typeof deskApi.saveArticle>[] = [];
    fakeApi([
      [deskApi.slug, slugFree],
      [deskApi.saveArticle, (request) => {
        puts.push(request);
        return json({ error: { code: 'stale_revision', message: 'Algú altre ha desat aquest article.' }, current: saved(5, 'Les pedres', 'la-seva') }, 409);
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    await user.type(screen.getByLabelText('Adreça de l’article'), '-meva');
    await user.click(await screen.findByRole('button', { name: 'Descarta la meva i agafa la seva' }));
    expect((screen.getByLabelText('Adreça de l’article') as HTMLInputElement).value).toBe('la-seva');
    expect(screen.getByTestId('save-status').textContent).toBe('Tot desat');
    expect(puts).toHaveLength(1);
  });

  it('explains an address already used in the section and does not save it, even when the check answers after the autosave’s pause', async () => {
    // The clock is the test's: the check's answer comes when the test says, well after the pause.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const check = gate();
    const api = fakeApi([
      [deskApi.slug, async (request) => {
        if (request.body.title !== 'ocupada') return slugFree(request);
        check.markAsked();
        await check.opened;
        return { url: 'ocupada', available: false, message: 'Ja hi ha un article a llibres amb l’adreça «ocupada».' };
      }],
      [deskApi.saveArticle, () => saved(4)],
    ]);
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    const address = screen.getByLabelText('Adreça de l’article');
    // One input that replaces the address, as a paste over it.
    fireEvent.change(address, { target: { value: 'ocupada' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await check.asked;
    // The pause is over and the address is still being checked: nothing is sent.
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.callsTo(deskApi.saveArticle)).toHaveLength(0);
    expect(screen.getByTestId('save-status').textContent).toBe('Canvis per desar…');
    check.open();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Ja hi ha un article a llibres amb l’adreça «ocupada».')).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('save-status').textContent).toMatch(/^No es desa fins que es corregeixi: Adreça/);
    expect(api.callsTo(deskApi.saveArticle)).toHaveLength(0);
  });

  it('goes on from the title to the body on Enter, making its first paragraph when the body is empty', async () => {
    recordSaves();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={{ ...saved(3), article: { ...saved(3).article, text: [] } }} editionNumber={60} />);
    expect(screen.queryByRole('textbox', { name: 'Text (Paràgraf 1)' })).toBeNull();
    const title = () => screen.getByRole('textbox', { name: 'Títol' });
    title().focus();
    await waitFor(() => expect(title().getAttribute('contenteditable')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(title()));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' })));
    expect(screen.getAllByTestId('block')).toHaveLength(1);
    // The title kept its text whole.
    expect(title().textContent).toBe('Les pedres');
  });

  it('shows a new block’s messages only once the person has left it, or asked to save', async () => {
    recordSaves();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    const addTitle = async () => {
      await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), 'Títol');
      await user.click(screen.getByRole('button', { name: 'Afegeix el bloc' }));
    };
    await addTitle();
    await waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(2));
    expect(screen.queryByText('Text: no pot ser buit')).toBeNull();
    // The status says the article waits for the block, without naming a fault yet.
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Es desarà quan el bloc nou estigui complet.'));
    // In the block, then out of it.
    await user.click(screen.getByRole('textbox', { name: 'Text (Títol 2)' }));
    expect(screen.queryByText('Text: no pot ser buit')).toBeNull();
    await user.click(screen.getByLabelText('Adreça de l’article'));
    await screen.findByText('Text: no pot ser buit');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('No es desa fins que es corregeixi: bloc 2: no pot ser buit'));

    await addTitle();
    await waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(3));
    expect(screen.getAllByText('Text: no pot ser buit')).toHaveLength(1);
    // 'Desa' (Ctrl+S, or the desktop app's menu).
    act(() => void saveFormInView());
    await waitFor(() => expect(screen.getAllByText('Text: no pot ser buit')).toHaveLength(2));
  });

  it('leaves what is under the pointer still while a press leaves a new empty block: its message shows once the click is done', async () => {
    recordSaves();
    const user = userEvent.setup();
    renderScreen(<ArticleEditor saved={saved(3)} editionNumber={60} />);
    const add = screen.getByRole('button', { name: 'Afegeix el bloc' });
    await user.selectOptions(screen.getByLabelText('Tipus de bloc nou'), 'Títol');
    await user.click(add);
    await waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(2));
    await user.click(screen.getByRole('textbox', { name: 'Text (Títol 2)' }));
    // The mouse goes down on 'Afegeix el bloc': the empty block is left, and its message (above the
    // button) waits, for it pushed the button ~24 px down under the pointer and the click was lost.
    await user.pointer({ keys: '[MouseLeft>]', target: add });
    expect(document.activeElement).toBe(add);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Text: no pot ser buit')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: add });
    await waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(3));
    await screen.findByText('Text: no pot ser buit');
    // Left by the keyboard (from its text on to the block type's field), a block shows its message at once.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Tipus de bloc nou'));
    await waitFor(() => expect(screen.getAllByText('Text: no pot ser buit')).toHaveLength(2));
  });

  it('counts the title’s characters against its limit, and warns of an article with no author before it is published (issue 26)', () => {
    recordSaves();
    const withAuthor = renderScreen(<ArticleEditor saved={saved(3, 'Les <em>pedres</em>')} editionNumber={60} />);
    expect(screen.getByTestId('title-count').textContent).toBe('10 de 200 caràcters');
    expect(screen.queryByTestId('no-author')).toBeNull();
    withAuthor.unmount();
    const nobody = saved(3);
    renderScreen(<ArticleEditor saved={{ ...nobody, article: { ...nobody.article, authors: [], author: undefined } }} editionNumber={60} />);
    expect(screen.getByRole('note').textContent).toBe('⚠ Sense autor: els lectors hi veurien «Autor desconegut». Afegeix-ne un abans de publicar l’edició.');
  });
});

const articleOf = (input: ArticleInput, revision: number): DeskArticle => ({
  article: { _id: 'a7', ...input, url: input.url ?? 'dues-veus', text: input.text ?? [], authors: input.authors ?? [], author: '', issueNumber: 60, status: 'draft' },
  revision,
  savedAt: '2030-02-01T09:00:00.000Z',
  edition: { number: 60, status: 'draft' },
  pendingCorrection: false,
  review: { state: 'draft', since: null },
  createdBy: 1,
});

type Editable = HTMLElement & { editor?: Editor };

/**
 * Writes at the end of a text field as a person would, the caret put there first. The text goes in
 * as the editor's own input (jsdom has no text input for contenteditable that ProseMirror reads).
 */
async function writeAtEnd(name: string, text: string) {
  const field = () => screen.getByRole('textbox', { name }) as Editable;
  field().focus();
  await waitFor(() => expect(field().editor).toBeDefined());
  field().editor!.chain().focus('end').insertContent(text).run();
  await waitFor(() => expect(field().textContent).toMatch(new RegExp(`${text}$`)));
}

describe('desk: creating an article', () => {
  it('keeps what is typed while the article is created and its screen loads, and saves it to that article', async () => {
    const answer = gate();
    const saves: ArticleInput[] = [];
    const api = fakeApi([
      [adminApi.session, () => ({ authenticated: true })],
      [deskApi.slug, ({ body }) => ({ url: body.title.toLowerCase().replace(/\W+/g, '-'), available: true, message: null })],
      [deskApi.createArticle, async ({ body }) => {
        answer.markAsked();
        await answer.opened;
        return json(articleOf(body, 1), 201);
      }],
      [deskApi.saveArticle, ({ body: { baseRevision, ...input } }) => {
        saves.push(input);
        return articleOf(input, baseRevision + 1);
      }],
    ]);
    const user = userEvent.setup();
    await act(async () => void renderScreen(<AppRoutes />, { route: '/redaccio/edicio/60/nou-article' }));
    await screen.findByRole('heading', { name: 'Nou article', level: 1 });
    await writeAtEnd('Títol', 'Dues veus');
    await waitFor(() => expect(screen.getByLabelText('Adreça de l’article')).toHaveProperty('value', 'dues-veus'));
    await user.click(screen.getByRole('button', { name: 'Crea l’article' }));

    // The create is on its way: staff go on writing the body.
    await answer.asked;
    await writeAtEnd('Text (Paràgraf 1)', 'Primer paràgraf.');
    // Created: the article's screen is on its way; staff go on typing meanwhile.
    answer.open();
    await chunk.asked;
    await waitFor(() => expect(api.callsTo(deskApi.createArticle)).toHaveLength(1));
    await outsideAct(() => writeAtEnd('Text (Paràgraf 1)', ' Escrit mentre arriba.'));
    // Still at the new article's address, the editor is the article's already.
    expect(screen.getByTestId('address').textContent).toBe('/redaccio/edicio/60/nou-article');
    expect(screen.getByRole('heading', { name: 'Edita l’article', level: 1 })).toBeTruthy();
    await act(async () => chunk.open());

    // The article's screen is in: its address shows, and the editor is the one staff wrote in.
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/redaccio/article/a7'));
    expect(screen.getByRole('heading', { name: 'Edita l’article', level: 1 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' }).textContent).toBe('Primer paràgraf. Escrit mentre arriba.');
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
    expect(api.callsTo(deskApi.createArticle)).toHaveLength(1);
    expect(api.callsTo(deskApi.createArticle)[0]!.body).toMatchObject({ title: 'Dues veus', text: [{ type: 'paragraph', content: '' }] });
    expect(saves.at(-1)).toMatchObject({ title: 'Dues veus', url: 'dues-veus', text: [{ type: 'paragraph', content: 'Primer paràgraf. Escrit mentre arriba.' }] });
    expect(api.callsTo(deskApi.saveArticle)[0]).toMatchObject({ params: { id: 'a7' }, body: { baseRevision: 1 } });
  });

  it('creates the article at the address its whole title makes, the last keystrokes not yet checked', async () => {
    const api = fakeApi([
      [adminApi.session, () => ({ authenticated: true })],
      [deskApi.slug, ({ body }) => ({ url: body.title.toLowerCase().replace(/\W+/g, '-'), available: true, message: null })],
      [deskApi.createArticle, ({ body }) => json(articleOf(body, 1), 201)],
    ]);
    const user = userEvent.setup();
    await act(async () => void renderScreen(<AppRoutes />, { route: '/redaccio/edicio/60/nou-article' }));
    await screen.findByRole('heading', { name: 'Nou article', level: 1 });
    // A pause in the typing: the title so far is checked, and its address shown.
    await writeAtEnd('Títol', 'Una vida');
    await waitFor(() => expect(api.callsTo(deskApi.slug).map((call) => call.body.title)).toContain('Una vida'));
    await waitFor(() => expect(screen.getByLabelText('Adreça de l’article')).toHaveProperty('value', 'una-vida'));
    // The rest of the title, and 'Crea l’article' before its check is even asked.
    await writeAtEnd('Títol', ' escrita');
    await user.click(screen.getByRole('button', { name: 'Crea l’article' }));
    await waitFor(() => expect(api.callsTo(deskApi.createArticle)).toHaveLength(1));
    expect(api.callsTo(deskApi.createArticle)[0]!.body).toMatchObject({ title: 'Una vida escrita', url: 'una-vida-escrita' });
  });

  it('saves nothing more after the create when nothing was typed since it was sent', async () => {
    const api = fakeApi([
      [adminApi.session, () => ({ authenticated: true })],
      [deskApi.slug, () => ({ url: 'dues-veus', available: true, message: null })],
      [deskApi.createArticle, ({ body }) => json(articleOf(body, 1), 201)],
    ]);
    const user = userEvent.setup();
    await act(async () => void renderScreen(<AppRoutes />, { route: '/redaccio/edicio/60/nou-article' }));
    await screen.findByRole('heading', { name: 'Nou article', level: 1 });
    await writeAtEnd('Títol', 'Dues veus');
    await writeAtEnd('Text (Paràgraf 1)', 'Primer paràgraf.');
    await user.click(screen.getByRole('button', { name: 'Crea l’article' }));
    await screen.findByRole('heading', { name: 'Edita l’article', level: 1 });
    // A change handed to the autosave would read 'Canvis per desar…' at once: the article was created with this very text.
    expect(screen.getByTestId('save-status').textContent).toBe('Tot desat');
    expect(api.callsTo(deskApi.saveArticle)).toHaveLength(0);
    expect(screen.getByLabelText('Adreça de l’article')).toHaveProperty('value', 'dues-veus');
  });
});
