import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/api/desk.js';
import { filterMedia, isUndescribed } from '../../renderer/features/staff-desk/mediaFilter.js';

const file = (name: string, change: Partial<MediaItem> = {}): MediaItem => ({
  name,
  kind: 'image',
  contentType: 'image/jpeg',
  alt: null,
  size: 1000,
  width: null,
  height: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  replacedAt: null,
  url: `/api/images/${name}`,
  smallUrl: `/api/images/small/${name}`,
  usedBy: [],
  ...change,
});

const library = [
  file('portada-48.jpg', { usedBy: [{ kind: 'edition-cover', id: '48', label: 'Portada del número 48: Quatre anys', published: true }] }),
  file('placa.jpg', { alt: 'La plaça Major de Banyoles' }),
  file('entrevista.mp4', { kind: 'video', contentType: 'video/mp4', smallUrl: null }),
  file('buida.jpg', { alt: '   ' }),
];
const names = (items: MediaItem[]) => items.map((i) => i.name);

describe('which files the media library shows', () => {
  it('shows everything without a query', () => {
    expect(names(filterMedia(library, { query: '  ', undescribedOnly: false }))).toEqual(names(library));
  });

  it('finds a file by its name, its alt text or where it is used, whatever the accents and case', () => {
    expect(names(filterMedia(library, { query: 'PLAÇA banyoles', undescribedOnly: false }))).toEqual(['placa.jpg']);
    expect(names(filterMedia(library, { query: 'numero 48', undescribedOnly: false }))).toEqual(['portada-48.jpg']);
    expect(names(filterMedia(library, { query: 'mp4', undescribedOnly: false }))).toEqual(['entrevista.mp4']);
    expect(filterMedia(library, { query: 'plaça 48', undescribedOnly: false })).toEqual([]);
  });

  it('narrows to the images still without alt text (a video may go without; blank is none)', () => {
    expect(library.filter(isUndescribed).map((i) => i.name)).toEqual(['portada-48.jpg', 'buida.jpg']);
    expect(names(filterMedia(library, { query: 'portada', undescribedOnly: true }))).toEqual(['portada-48.jpg']);
  });
});
