/**
 * 'Crea l’article' → the article's own address, through the app's routes: what staff type while
 * the create is on its way, and then while the article's page module loads, stays in the editor
 * and is saved to the new article (it went into the editor being replaced, and was lost).
 */
import type { Editor } from '@tiptap/core';
import { act, configure, getConfig, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi, type ArticleInput, type DeskArticle } from '../../common/api/desk.js';
import { AppRoutes } from '../../renderer/routes.js';
import { fakeApi, json } from './fakeApi.js';
import { renderScreen } from './render.js';

/** Something that happens when the test says (as on a slow line), and says when it was asked for. */
function gate() {
  let open = () => {};
  let asked = () => {};
  return {
    opened: new Promise<void>((resolve) => (open = resolve)),
    asked: new Promise<void>((resolve) => (asked = resolve)),
    open: () => open(),
    markAsked: () => asked(),
  };
}

/** The article module's chunk arrives when the test says. */
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  let asked = () => {};
  return {
    arrived: new Promise<void>((resolve) => (arrive = resolve)),
    asked: new Promise<void>((resolve) => (asked = resolve)),
    arrive: () => arrive(),
    markAsked: () => asked(),
  };
});
vi.mock('../../renderer/pages/workspace/deskArticle.route.js', async (importOriginal) => {
  chunk.markAsked();
  await chunk.arrived;
  return importOriginal();
});

/**
 * Events as a browser delivers them, outside act(): an act scope would take over the pending
 * navigation's render, which React then finishes only when that act call is awaited, not when the
 * module arrives.
 */
async function outsideAct(events: () => Promise<void>) {
  const { eventWrapper } = getConfig();
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  configure({ eventWrapper: (dispatch) => dispatch() });
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await events();
  } finally {
    configure({ eventWrapper });
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

const articleOf = (input: ArticleInput, revision: number): DeskArticle => ({
  article: { _id: 'a7', ...input, url: input.url ?? 'dues-veus', text: input.text ?? [], authors: input.authors ?? [], author: '', issueNumber: 60, status: 'draft' },
  revision,
  savedAt: '2030-02-01T09:00:00.000Z',
  edition: { number: 60, status: 'draft' },
  pendingCorrection: false,
  review: { state: 'draft', since: null },
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
  await act(async () => chunk.arrive());

  await screen.findByRole('heading', { name: 'Edita l’article', level: 1 });
  expect(screen.getByTestId('address').textContent).toBe('/redaccio/article/a7');
  expect(screen.getByRole('textbox', { name: 'Text (Paràgraf 1)' }).textContent).toBe('Primer paràgraf. Escrit mentre arriba.');
  await waitFor(() => expect(screen.getByTestId('save-status').textContent).toMatch(/^Desat a les/));
  expect(api.callsTo(deskApi.createArticle)).toHaveLength(1);
  expect(api.callsTo(deskApi.createArticle)[0]!.body).toMatchObject({ title: 'Dues veus', text: [{ type: 'paragraph', content: '' }] });
  expect(saves.at(-1)).toMatchObject({ title: 'Dues veus', url: 'dues-veus', text: [{ type: 'paragraph', content: 'Primer paràgraf. Escrit mentre arriba.' }] });
  expect(api.callsTo(deskApi.saveArticle)[0]).toMatchObject({ params: { id: 'a7' }, body: { baseRevision: 1 } });
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
