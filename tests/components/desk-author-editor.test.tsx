/**
 * The desk's author form: every field of the spec, refused as typed with the contract's Catalan
 * messages (nothing is sent while a field is wrong), the lists edited row by row, a new author
 * created with every field and an existing one changed (an emptied text is removed, not kept).
 * 'Crea l’autor' → her own address, through the app's routes: what staff type while the create is
 * on its way, and then while her page module loads, stays in the form (it went into the form being
 * replaced, and was lost).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { authorsApi, type AuthorInput, type DeskAuthor } from '../../common/api/authors.js';
import { deskApi } from '../../common/api/desk.js';
import type { Author } from '../../common/types.js';
import { AuthorEditor } from '../../renderer/features/staff-desk/AuthorEditor.js';
import { createRequestOf, emptyAuthorForm, formOfAuthor, updateRequestOf } from '../../renderer/features/staff-desk/authorForm.js';
import { AppRoutes } from '../../renderer/routes.js';
import { fakeApi, json, type FakeCall } from './fakeApi.js';
import { renderScreen } from './render.js';
import { gate, outsideAct } from './slowLine.js';

/** The author module's chunk arrives when the test says (creating an author, below). */
const chunk = await vi.hoisted(async () => (await import('./slowLine.js')).gate());
vi.mock('../../renderer/pages/workspace/deskAuthor.route.js', async (importOriginal) => {
  chunk.markAsked();
  await chunk.opened;
  return importOriginal();
});

const saved: Author = {
  _id: 'f00d',
  slug: 'aina-puigdevall',
  name: 'Aina Puigdevall',
  profession: 'Poeta',
  location: 'Olot',
  bio: { short: 'Escriu haikus.', full: '<p>Viu a la Garrotxa.</p>' },
  specialties: ['Poesia', 'Traducció'],
  education: [{ degree: 'Filologia Catalana', institution: 'Universitat de Girona', year: 2009 }],
  awards: [{ name: 'Premi de la Garrotxa' }],
  contact: { website: 'https://ainapuigdevall.cat' },
  stats: { totalArticles: 3, firstPublication: '2021-01-01', lastPublication: '2024-05-01' },
  active: true,
};

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, textarea' });

describe('desk: the author form', () => {
  it('refuses, as typed and in Catalan, a missing name, a word for a year and contacts that are not addresses, and sends nothing', async () => {
    const api = fakeApi([]);
    const user = userEvent.setup();
    renderScreen(<AuthorEditor saved={null} />);

    await user.click(screen.getByRole('button', { name: 'Crea l’autor' }));
    expect(screen.getByText('cal el nom')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Cal corregir els camps marcats abans de desar.');

    await user.type(field('Nom'), 'Aina Puigdevall i Roca');
    expect(screen.queryByText('cal el nom')).toBeNull();
    expect(screen.getByText('/autor/aina-puigdevall-i-roca')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Afegeix una formació' }));
    await user.type(field('Títol 1'), 'Filologia');
    await user.type(field('Any de la formació 1'), 'vint');
    expect(screen.getByText('cal la institució')).toBeTruthy();
    expect(screen.getByText('l’any ha de ser un nombre, per exemple 2009')).toBeTruthy();

    await user.type(field('Web'), 'ainapuigdevall.cat');
    await user.type(field('Twitter'), 'aina puig');
    await user.type(field('LinkedIn'), 'linkedin.com/in/aina');
    expect(screen.getAllByText('ha de ser una adreça http(s), per exemple https://…')).toHaveLength(2);
    expect(screen.getByText('ha de ser un nom d’usuari, per exemple @revistaestany')).toBeTruthy();
    expect(field('Web').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Crea l’autor' }));
    expect(api.calls).toEqual([]);
  });

  it('creates an author with every field, lists edited row by row, and hands her to the page', async () => {
    const posted: FakeCall<typeof authorsApi.create>[] = [];
    fakeApi([
      [authorsApi.create, (request) => {
        posted.push(request);
        return json({ ...saved, _id: 'nova', updatedAt: '2026-11-25T13:05:09.120Z' }, 201);
      }],
    ]);
    const user = userEvent.setup();
    const onCreated = vi.fn();
    renderScreen(<AuthorEditor saved={null} onCreated={onCreated} />);

    await user.type(field('Nom'), 'Aina Puigdevall');
    await user.type(field('Adreça del perfil'), 'aina');
    await user.type(field('Professió'), 'Poeta');
    await user.type(field('Lloc'), 'Olot');
    await user.type(field('Biografia breu'), 'Escriu haikus.');
    await user.type(field('Biografia completa'), 'Viu a la Garrotxa.');
    for (const name of ['Poesia', 'Assaig', 'Traducció']) {
      await user.click(screen.getByRole('button', { name: 'Afegeix una especialitat' }));
      const inputs = screen.getAllByLabelText(/^Especialitat \d$/);
      await user.type(inputs.at(-1)!, name);
    }
    await user.click(screen.getByRole('button', { name: 'Treu l’especialitat 2' }));
    await user.click(screen.getByRole('button', { name: 'Afegeix una formació' }));
    await user.type(field('Títol 1'), 'Filologia Catalana');
    await user.type(field('Institució 1'), 'Universitat de Girona');
    await user.type(field('Any de la formació 1'), '2009');
    await user.click(screen.getByRole('button', { name: 'Afegeix un premi' }));
    await user.type(field('Premi 1'), 'Premi de la Garrotxa');
    await user.type(field('Web'), 'https://ainapuigdevall.cat');
    await user.type(field('Twitter'), '@ainapuig');
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/in/ainapuig');
    await user.click(screen.getByRole('button', { name: 'Crea l’autor' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ _id: 'nova' })));
    expect(posted[0]!.body).toEqual({
      name: 'Aina Puigdevall',
      slug: 'aina',
      profession: 'Poeta',
      location: 'Olot',
      bio: { short: 'Escriu haikus.', full: 'Viu a la Garrotxa.' },
      specialties: ['Poesia', 'Traducció'],
      education: [{ degree: 'Filologia Catalana', institution: 'Universitat de Girona', year: 2009 }],
      awards: [{ name: 'Premi de la Garrotxa' }],
      contact: { website: 'https://ainapuigdevall.cat', twitter: '@ainapuig', linkedin: 'https://www.linkedin.com/in/ainapuig' },
    });
  });

  it('changes an author: an emptied text is removed, a removed row is gone, and the save is said at the server’s time', async () => {
    const put: FakeCall<typeof authorsApi.update>[] = [];
    fakeApi([
      [authorsApi.update, (request) => {
        put.push(request);
        return { ...saved, location: undefined, updatedAt: '2026-11-25T13:05:09.120Z' };
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<AuthorEditor saved={saved} />);
    expect((field('Nom') as HTMLInputElement).value).toBe('Aina Puigdevall');
    expect((field('Any de la formació 1') as HTMLInputElement).value).toBe('2009');

    await user.clear(field('Lloc'));
    await user.click(screen.getByRole('button', { name: 'Treu l’especialitat 1' }));
    await user.click(screen.getByRole('button', { name: 'Desa l’autor' }));
    // The time the server recorded, at the magazine's clock (Europe/Madrid, an hour ahead of UTC in November).
    await screen.findByText('L’autor s’ha desat a les 14:05:09.');
    expect(put[0]!.body).toMatchObject({ location: null, profession: 'Poeta', photo: null, specialties: ['Traducció'], slug: 'aina-puigdevall' });
  });

  it('shows the server’s refusal, such as an address already taken, and keeps what was typed', async () => {
    fakeApi([[authorsApi.update, () => json({ error: { code: 'slug_taken', message: 'L’adreça «maria» ja és d’un altre autor: tria’n una altra.' } }, 409)]]);
    const user = userEvent.setup();
    renderScreen(<AuthorEditor saved={saved} />);
    await user.clear(field('Adreça del perfil'));
    await user.type(field('Adreça del perfil'), 'maria');
    fireEvent.submit(screen.getByRole('button', { name: 'Desa l’autor' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('L’adreça «maria» ja és d’un altre autor: tria’n una altra.');
    expect((field('Adreça del perfil') as HTMLInputElement).value).toBe('maria');
    expect(within(screen.getByRole('group', { name: 'Foto' })).getByText('Cap fitxer triat')).toBeTruthy();
  });
});

describe('desk: the author form’s requests', () => {
  it('leaves empty texts out of a new author and sends null for them when changing one', () => {
    const form = { ...emptyAuthorForm(), name: ' Joan Sala ' };
    expect(createRequestOf(form)).toEqual({ name: ' Joan Sala ', slug: 'joan-sala', bio: {}, specialties: [], education: [], awards: [], contact: {} });
    expect(updateRequestOf(form)).toMatchObject({ photo: null, profession: null, location: null });
    const again = createRequestOf(formOfAuthor(saved));
    expect(again).not.toHaveProperty('photo');
    expect(again).toMatchObject({ slug: 'aina-puigdevall', awards: [{ name: 'Premi de la Garrotxa' }], education: [{ year: 2009 }] });
  });

  it('previews the bio as saving will keep it, in a frame without scripts, and says when something will go (issue 26)', async () => {
    const asked: FakeCall<typeof deskApi.sanitize>[] = [];
    fakeApi([
      [deskApi.sanitize, (request) => {
        asked.push(request);
        const { html } = request.body as { html: string };
        return { html: html.replace(/<script>.*<\/script>/, ''), removed: html.includes('<script>') };
      }],
    ]);
    const user = userEvent.setup();
    renderScreen(<AuthorEditor saved={saved} />);
    for (const frame of screen.getAllByTestId('preview-frame')) expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(screen.queryByTestId('bio-removed')).toBeNull();
    const full = field('Biografia completa');
    await user.clear(full);
    await user.click(full);
    await user.paste('<p>Viu a Olot.<script>alert(1)</script></p>');
    expect((await screen.findByRole('note')).textContent).toContain('En desar, la biografia perdrà el que el web no mostra');
    expect(asked.at(-1)!.body).toEqual({ kind: 'rich', html: '<p>Viu a Olot.<script>alert(1)</script></p>' });
  });
});

const authorOf = (input: AuthorInput): DeskAuthor & { updatedAt: string } => ({
  ...input,
  _id: 'nova',
  slug: input.slug ?? 'aina-puigdevall',
  bio: input.bio ?? {},
  specialties: input.specialties ?? [],
  education: input.education ?? [],
  awards: input.awards ?? [],
  contact: input.contact ?? {},
  stats: { totalArticles: 0 },
  active: true,
  updatedAt: '2026-11-25T13:05:09.120Z',
});

describe('desk: creating an author', () => {
  it('keeps what is typed while she is created and her screen loads, and saves it to her', async () => {
    const answer = gate();
    let stored: DeskAuthor | undefined;
    const api = fakeApi([
      [adminApi.session, () => ({ authenticated: true })],
      [authorsApi.create, async ({ body }) => {
        answer.markAsked();
        await answer.opened;
        return json((stored = authorOf(body)), 201);
      }],
      [authorsApi.staffList, () => ({ authors: stored ? [stored] : [] })],
      [authorsApi.update, ({ body }) => ({ ...stored!, profession: body.profession ?? undefined, location: body.location ?? undefined, updatedAt: '2026-11-25T13:06:00.000Z' })],
    ]);
    const user = userEvent.setup();
    await act(async () => void renderScreen(<AppRoutes />, { route: '/redaccio/nou-autor' }));
    await screen.findByRole('heading', { name: 'Nou autor', level: 1 });
    await user.type(field('Nom'), 'Aina Puigdevall');
    await user.click(screen.getByRole('button', { name: 'Crea l’autor' }));

    // The create is on its way: staff go on filling the form.
    await answer.asked;
    await user.type(field('Professió'), 'Poeta');
    // Created: her screen is on its way; staff go on typing meanwhile.
    answer.open();
    await chunk.asked;
    await outsideAct(() => user.type(field('Lloc'), 'Olot'));
    // Still at the new author's address, the form is hers already.
    expect(screen.getByTestId('address').textContent).toBe('/redaccio/nou-autor');
    expect(screen.getByRole('heading', { name: 'Aina Puigdevall', level: 1 })).toBeTruthy();
    await act(async () => chunk.open());

    // Her screen is in: her address shows, and the form is the one staff typed in.
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/redaccio/autor/nova'));
    await screen.findByRole('heading', { name: 'Aina Puigdevall', level: 1 });
    expect(field('Professió')).toHaveProperty('value', 'Poeta');
    expect(field('Lloc')).toHaveProperty('value', 'Olot');
    expect(field('Adreça del perfil')).toHaveProperty('value', 'aina-puigdevall');
    await user.click(screen.getByRole('button', { name: 'Desa l’autor' }));
    await screen.findByText('L’autor s’ha desat a les 14:06:00.');
    expect(api.callsTo(authorsApi.create)).toHaveLength(1);
    expect(api.callsTo(authorsApi.create)[0]!.body).not.toHaveProperty('profession');
    expect(api.callsTo(authorsApi.update)[0]).toMatchObject({ params: { id: 'nova' }, body: { name: 'Aina Puigdevall', slug: 'aina-puigdevall', profession: 'Poeta', location: 'Olot' } });
  });
});
