/**
 * The desk's media library: uploads with one progress bar per file, alt text required for images
 * before anything is sent, the server's refusals shown with the file kept, alt text edited, and
 * deletion refused for a file in use. The network is the fetch double plus an XMLHttpRequest
 * double (uploads use XHR for its progress events), driven step by step by each test.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { deskApi } from '../../common/api/desk.js';
import type { MediaItem } from '../../common/api/desk.js';
import { MediaLibrary } from '../../renderer/features/staff-desk/MediaLibrary.js';
import { fakeApi, json } from './fakeApi.js';
import { renderScreen } from './render.js';

/** One upload as the browser would send it: the test says how far it got and what the server answered. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  get query() {
    return new URL(this.url, 'http://localhost').searchParams;
  }
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const item = (name: string, change: Partial<MediaItem> = {}): MediaItem => ({
  name,
  kind: 'image',
  contentType: 'image/png',
  alt: `Alt de ${name}`,
  size: 120_000,
  width: 1200,
  height: 800,
  createdAt: '2030-01-01T10:00:00.000Z',
  replacedAt: null,
  url: `/api/images/${name}`,
  smallUrl: `/api/images/small/${name}`,
  usedBy: [],
  ...change,
});

const png = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const uploadRow = (name: string) => within(screen.getByRole('list', { name: 'Fitxers per pujar' })).getByRole('listitem', { name });
const card = (name: string) => within(screen.getByRole('list', { name: 'Fitxers de la mediateca' })).getByRole('listitem', { name });

describe('desk: the media library', () => {
  it('asks each image for its alt text before sending it, and shows one progress bar per file', async () => {
    const library: MediaItem[] = [];
    const api = fakeApi([[deskApi.mediaList, () => ({ media: library })]]);
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    await screen.findByText('La mediateca és buida: puja-hi la primera imatge.');

    await user.upload(screen.getByLabelText('Tria fitxers…'), [png('Plaça.png'), png('riu.png')]);
    expect(FakeXhr.sent).toHaveLength(0);

    // Sent without alt text: refused on the spot, nothing leaves, the file stays.
    await user.click(within(uploadRow('Plaça.png')).getByRole('button', { name: 'Puja «Plaça.png»' }));
    expect(within(uploadRow('Plaça.png')).getByRole('alert').textContent).toMatch(/^Cal un text alternatiu per a cada imatge/);
    expect(screen.getByLabelText('Text alternatiu de «Plaça.png»').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.sent).toHaveLength(0);

    await user.type(screen.getByLabelText('Text alternatiu de «Plaça.png»'), 'La plaça al vespre');
    await user.click(screen.getByRole('button', { name: 'Puja «Plaça.png»' }));
    await user.type(screen.getByLabelText('Text alternatiu de «riu.png»'), 'El riu{Enter}');
    expect(FakeXhr.sent.map((x) => [x.method, x.query.get('name'), x.query.get('alt'), x.headers['Content-Type']])).toEqual([
      ['POST', 'Plaça.png', 'La plaça al vespre', 'image/png'],
      ['POST', 'riu.png', 'El riu', 'image/png'],
    ]);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];

    first.progress(512, 2048);
    second.progress(1536, 2048);
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Pujada de «Plaça.png»' }).getAttribute('value')).toBe('25'));
    expect(screen.getByRole('progressbar', { name: 'Pujada de «riu.png»' }).getAttribute('value')).toBe('75');

    library.push(item('placa.png', { alt: 'La plaça al vespre' }));
    first.respond(201, library[0]);
    expect(await within(uploadRow('Plaça.png')).findByText('Pujat com a «placa.png».')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Pujada de «Plaça.png»' }).getAttribute('value')).toBe('100');
    // The grid asks the server again and shows the new file with its thumbnail and alt text.
    const shown = await waitFor(() => card('placa.png'));
    expect(within(shown).getByRole('img', { name: 'La plaça al vespre' }).getAttribute('src')).toBe('/api/images/small/placa.png');
    expect(api.callsTo(deskApi.mediaList).length).toBeGreaterThan(1);
    // The other is still on its way.
    expect(within(uploadRow('riu.png')).queryByText(/^Pujat/)).toBeNull();
  });

  it('shows each picture beside the field that asks for its alt text (issue 26)', async () => {
    fakeApi([[deskApi.mediaList, () => ({ media: [] })]]);
    const made = vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    await screen.findByText('La mediateca és buida: puja-hi la primera imatge.');
    await user.upload(screen.getByLabelText('Tria fitxers…'), [png('Plaça.png'), png('riu.png')]);
    expect(within(uploadRow('Plaça.png')).getByTestId('upload-thumbnail').getAttribute('src')).toBe('blob:Plaça.png');
    expect(within(uploadRow('riu.png')).getByTestId('upload-thumbnail').getAttribute('src')).toBe('blob:riu.png');
    expect(made).toHaveBeenCalledTimes(2);
    // A dismissed row lets its picture go.
    await user.click(within(uploadRow('riu.png')).getByRole('button', { name: 'Descarta «riu.png»' }));
    expect(revoked).toHaveBeenCalledWith('blob:riu.png');
  });

  it('shows the server’s reason when it refuses a file, and keeps the file and its alt text to try again', async () => {
    fakeApi([[deskApi.mediaList, () => ({ media: [] })]]);
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<MediaLibrary />);
    await screen.findByText('La mediateca és buida: puja-hi la primera imatge.');

    // Not an image or a video by the browser's word: sent at once, the server decides by its bytes.
    await user.upload(screen.getByLabelText('Tria fitxers…'), new File(['hola'], 'notes.txt', { type: 'text/plain' }));
    expect(FakeXhr.sent).toHaveLength(1);
    const notAccepted = 'Aquest fitxer no és una imatge (JPEG, PNG, GIF, WebP, AVIF) ni un vídeo (MP4, WebM, Ogg): la mediateca no l’accepta.';
    FakeXhr.sent[0]!.respond(415, { error: { code: 'media_not_accepted', message: notAccepted } });
    expect((await within(uploadRow('notes.txt')).findByRole('alert')).textContent).toBe(notAccepted);

    await user.upload(screen.getByLabelText('Tria fitxers…'), png('gran.png'));
    await user.type(screen.getByLabelText('Text alternatiu de «gran.png»'), 'Una foto gran{Enter}');
    const tooLarge = 'La imatge passa de 205 kB, el màxim que accepta la mediateca. Redueix-ne la mida i torna-ho a provar.';
    FakeXhr.sent[1]!.respond(413, { error: { code: 'media_too_large', message: tooLarge } });
    expect((await within(uploadRow('gran.png')).findByRole('alert')).textContent).toBe(tooLarge);
    expect((screen.getByLabelText('Text alternatiu de «gran.png»') as HTMLInputElement).value).toBe('Una foto gran');

    // Trying again sends the same file with the same alt text.
    await user.click(screen.getByRole('button', { name: 'Torna a pujar «gran.png»' }));
    expect(FakeXhr.sent).toHaveLength(3);
    expect(FakeXhr.sent[2]!.query.get('alt')).toBe('Una foto gran');
    expect((FakeXhr.sent[2]!.body as File).name).toBe('gran.png');
  });

  it('keeps delete disabled, with the reason, for a file in use, and shows the server’s refusal when one came into use meanwhile', async () => {
    const conflict = '«lliure.png» no es pot esborrar: el fan servir Article «Nou» (número 60).';
    const api = fakeApi([
      [deskApi.mediaList, () => ({
        media: [
          item('usada.png', { usedBy: [{ kind: 'article', id: 'a1', label: 'Article «Vell» (número 59)', published: true }, { kind: 'edition-cover', id: '59', label: 'Portada del número 59: Vell', published: true }] }),
          item('lliure.png'),
        ],
      })],
      [deskApi.mediaDelete, () => json({ error: { code: 'media_in_use', message: conflict }, usedBy: [] }, 409)],
    ]);
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    const used = await waitFor(() => card('usada.png'));

    const remove = within(used).getByRole('button', { name: 'Esborra' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe('No es pot esborrar mentre es faci servir.');
    expect(within(used).getByRole('link', { name: 'Article «Vell» (número 59)' }).getAttribute('href')).toBe('/redaccio/article/a1');
    expect(within(used).getByRole('link', { name: 'Portada del número 59: Vell' }).getAttribute('href')).toBe('/redaccio/edicio/59');

    const free = card('lliure.png');
    expect(within(free).getByText('Enlloc.')).toBeTruthy();
    await user.click(within(free).getByRole('button', { name: 'Esborra' }));
    await user.click(within(free).getByRole('button', { name: 'Esborra-ho per sempre' }));
    expect((await within(card('lliure.png')).findByRole('alert')).textContent).toBe(conflict);
    expect(api.callsTo(deskApi.mediaDelete)).toHaveLength(1);
  });

  it('takes files dropped on the screen, once each, wherever they land', async () => {
    fakeApi([[deskApi.mediaList, () => ({ media: [] })]]);
    renderScreen(<MediaLibrary />);
    await screen.findByText('La mediateca és buida: puja-hi la primera imatge.');
    const drop = (target: Element, file: File) => fireEvent.drop(target, { dataTransfer: { types: ['Files'], files: [file] } });

    drop(screen.getByRole('heading', { name: 'Puja imatges i vídeos' }), png('a-la-zona.png'));
    drop(document.body, png('al-marge.png'));
    const names = within(screen.getByRole('list', { name: 'Fitxers per pujar' })).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'));
    expect(names).toEqual(['a-la-zona.png', 'al-marge.png']);
    // Images wait for their alt text: nothing was sent.
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('narrows a large library by search or to the images without alt text, and shows it a page at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => item(`foto-${String(i + 1).padStart(2, '0')}.jpg`, i % 10 === 0 ? { alt: null } : {}));
    fakeApi([[deskApi.mediaList, () => ({ media: [...many, item('riu.jpg', { alt: 'El riu entre pollancres' })] })]]);
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    const grid = await screen.findByRole('list', { name: 'Fitxers de la mediateca' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(24);
    expect(screen.getByText('Se’n mostren 24 de 31.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostra’n més' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(31);
    expect(screen.queryByRole('button', { name: 'Mostra’n més' })).toBeNull();

    await user.type(screen.getByLabelText('Cerca per nom, text alternatiu o on es fa servir'), 'pollancres');
    expect(within(grid).getAllByRole('heading').map((h) => h.textContent)).toEqual(['riu.jpg']);
    await user.clear(screen.getByLabelText('Cerca per nom, text alternatiu o on es fa servir'));
    await user.click(screen.getByLabelText('Només les imatges sense text alternatiu (3)'));
    expect(within(screen.getByRole('list', { name: 'Fitxers de la mediateca' })).getAllByRole('heading').map((h) => h.textContent)).toEqual(['foto-01.jpg', 'foto-11.jpg', 'foto-21.jpg']);
    await user.type(screen.getByLabelText('Cerca per nom, text alternatiu o on es fa servir'), 'res d’això');
    expect(screen.getByText('Cap fitxer no coincideix amb la cerca.')).toBeTruthy();
  });

  it('says which pictures have no alt text yet (the demo’s, a package’s), and takes one', async () => {
    const api = fakeApi([
      [deskApi.mediaList, () => ({ media: [item('portada-48.jpg', { alt: null }), item('placa.png', { alt: 'La plaça' })] })],
      [deskApi.mediaAlt, (request) => item('portada-48.jpg', { alt: (request.body as { alt: string }).alt })],
    ]);
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    const bare = await waitFor(() => card('portada-48.jpg'));
    const missing = 'Falta el text alternatiu: el web i el PDF la mostren sense descripció.';
    expect(within(bare).getByText(missing)).toBeTruthy();
    expect(within(bare).getByLabelText('Text alternatiu').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card('placa.png')).queryByText(missing)).toBeNull();

    await user.type(within(bare).getByLabelText('Text alternatiu'), 'Una barca a l’estany de Banyoles');
    await user.click(within(bare).getByRole('button', { name: 'Desa el text alternatiu' }));
    expect(await within(bare).findByText('Text alternatiu desat.')).toBeTruthy();
    expect(api.callsTo(deskApi.mediaAlt)[0]?.body).toEqual({ alt: 'Una barca a l’estany de Banyoles' });
  });

  it('edits a file’s alt text, and refuses to leave an image without one', async () => {
    const api = fakeApi([
      [deskApi.mediaList, () => ({ media: [item('placa.png', { alt: 'La plaça' })] })],
      [deskApi.mediaAlt, (request) => item('placa.png', { alt: (request.body as { alt: string }).alt })],
    ]);
    const user = userEvent.setup();
    renderScreen(<MediaLibrary />);
    const shown = await waitFor(() => card('placa.png'));
    const field = within(shown).getByLabelText('Text alternatiu');

    await user.clear(field);
    await user.click(within(shown).getByRole('button', { name: 'Desa el text alternatiu' }));
    expect(within(shown).getByRole('alert').textContent).toMatch(/^Cal un text alternatiu/);
    expect(api.callsTo(deskApi.mediaAlt)).toHaveLength(0);

    await user.type(field, 'La plaça del Vi, plena de gent');
    await user.click(within(shown).getByRole('button', { name: 'Desa el text alternatiu' }));
    expect(await within(shown).findByText('Text alternatiu desat.')).toBeTruthy();
    expect(api.callsTo(deskApi.mediaAlt)[0]?.body).toEqual({ alt: 'La plaça del Vi, plena de gent' });
  });
});

describe('desk: the media library for a contributor', () => {
  it('reads each file’s alt text as text and offers no change: readers see alt text at once, and files are the desk’s', async () => {
    fakeApi([
      [adminApi.session, () => ({ authenticated: true, actor: { kind: 'person' as const, id: 2, name: 'Carla Col', role: 'contributor' as const } })],
      [deskApi.mediaList, () => ({ media: [item('placa.png', { alt: 'La plaça' }), item('riu.png', { alt: null })] })],
    ]);
    renderScreen(<MediaLibrary />);
    const shown = await waitFor(() => card('placa.png'));
    await waitFor(() => expect(within(shown).queryByRole('textbox')).toBeNull());
    expect(within(shown).getByText('La plaça')).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Desa el text alternatiu' })).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Esborra' })).toBeNull();
    expect(within(shown).queryByText('Substitueix el fitxer…')).toBeNull();
    expect(within(shown).getByText('Només un editor canvia el text alternatiu, substitueix o esborra un fitxer.')).toBeTruthy();
    expect(within(card('riu.png')).getByText(/^Falta el text alternatiu/)).toBeTruthy();
    // Uploading stays hers: a picture for her draft.
    expect(screen.getAllByText('Tria fitxers…').length).toBeGreaterThan(0);
  });
});
