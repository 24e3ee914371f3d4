import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, MediaItem, MediaUse } from '../../common/api/desk.js';
import type { Article } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN, articleFields, confirmingAll, desk, deskOk, newArticle, newEdition, testImage, uploadMedia, type ErrorAnswer } from './deskFixture.js';

const IMAGE_MAX = 200 * 1024;
let server: TestServer;
let root: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-desk-media-'));
  server = await startTestServer({ mediaDir: root, mediaImageMaxBytes: IMAGE_MAX, mediaVideoMaxBytes: 400 * 1024 });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function uploaded(bytes: Uint8Array, query: string, type = 'image/jpeg'): Promise<MediaItem> {
  const res = await uploadMedia(server, bytes, query, type);
  const body = (await res.json()) as MediaItem;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body;
}

describe('uploads to the media library', () => {
  it('stores an image with its alt text and pixel size, and makes the 480 px version the site uses for thumbnails', async () => {
    const item = await uploaded(await testImage(1200, 800), `?name=${encodeURIComponent('Plaça del Vi.JPG')}&alt=${encodeURIComponent('La plaça al vespre')}`);
    expect(item).toMatchObject({ name: 'placa-del-vi.jpg', kind: 'image', contentType: 'image/jpeg', alt: 'La plaça al vespre', width: 1200, height: 800, usedBy: [] });
    const small = await server.get(`/api/images/small/${item.name}`, { headers: ADMIN });
    expect(small.status).toBe(200);
    expect(await sharp(Buffer.from(await small.arrayBuffer())).metadata()).toMatchObject({ width: 480, height: 320, format: 'jpeg' });
    // The same name again gets a name of its own.
    const again = await uploaded(await testImage(40, 40), '?name=placa-del-vi.jpg&alt=Una%20altra');
    expect(again.name).toBe('placa-del-vi-2.jpg');
  });

  it('brings a very wide image down to 2400 px and names the file by what it is, not by its extension', async () => {
    const item = await uploaded(await testImage(3000, 1000, 'png'), '?name=panoramica.jpg&alt=Panor%C3%A0mica');
    expect(item).toMatchObject({ name: 'panoramica.png', contentType: 'image/png', width: 2400, height: 800 });
  });

  it('requires alt text for images, not for videos', async () => {
    const res = await uploadMedia(server, await testImage(20, 20), '?name=sense-alt.jpg');
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({ code: 'alt_required', message: expect.stringContaining('Cal un text alternatiu') });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
    const video = await uploaded(mp4, '?name=entrevista.mp4', 'video/mp4');
    expect(video).toMatchObject({ name: 'entrevista.mp4', kind: 'video', contentType: 'video/mp4', alt: null, smallUrl: null });
  });

  it('refuses what is not an image or video by its content, whatever its name or declared type', async () => {
    for (const [bytes, name] of [
      [Buffer.from('%PDF-1.7 un document'), 'document.jpg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'dibuix.svg'],
      [Buffer.from('#!/bin/sh\necho hola'), 'video.mp4'],
    ] as const) {
      const res = await uploadMedia(server, bytes, `?name=${name}&alt=x`);
      expect(res.status, name).toBe(415);
      expect(((await res.json()) as ErrorAnswer).error.code, name).toBe('media_not_accepted');
    }
    expect(fs.readdirSync(root).filter((n) => n.startsWith('document') || n.startsWith('dibuix'))).toEqual([]);
  });

  it('says why it refuses an empty file and an SVG drawing, each in its own words (issue 26)', async () => {
    const reason = async (bytes: Uint8Array, name: string) => {
      const res = await uploadMedia(server, bytes, `?name=${name}&alt=x`);
      expect(res.status, name).toBe(415);
      return ((await res.json()) as ErrorAnswer).error;
    };
    const text = await reason(Buffer.from('Només text.'), 'nota.jpg');
    expect(text.message).toMatch(/no és una imatge/);
    const empty = await reason(Buffer.alloc(0), 'buit.jpg');
    expect(empty).toMatchObject({ code: 'media_not_accepted', message: expect.stringMatching(/^El fitxer és buit \(0 B\)/) });
    const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Created with Inkscape (http://www.inkscape.org/) -->\n\n<svg\n   width="210mm"\n   height="297mm"></svg>`;
    for (const svg of [inkscape, '<svg xmlns="http://www.w3.org/2000/svg"/>']) {
      const drawing = await reason(Buffer.from(svg), 'dibuix.svg');
      expect(drawing).toMatchObject({ code: 'media_not_accepted', message: expect.stringMatching(/^És un dibuix SVG: .*Exporta’l com a PNG/) });
    }
  });

  it('refuses a file over its limit with 413 and a Catalan reason, while it streams', async () => {
    const big = Buffer.alloc(IMAGE_MAX + 1024, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const res = await uploadMedia(server, big, '?name=gran.jpg&alt=gran');
    expect(res.status).toBe(413);
    const body = (await res.json()) as ErrorAnswer;
    expect(body.error.code).toBe('media_too_large');
    // Sizes as Catalan readers write them (205 kB, 1,5 MB), never with a decimal point.
    expect(body.error.message).toMatch(/^La imatge passa de 205 kB, el màxim que accepta la mediateca/);
  });
});

describe('what readers get of the library', () => {
  it('hides an unused upload and one only a draft uses, and shows it once a published edition uses it', async () => {
    const item = await uploaded(await testImage(300, 200, 'jpeg', 5), '?name=privada.jpg&alt=Privada');
    expect((await server.get(`/api/images/${item.name}`)).status).toBe(404);
    expect((await server.get(`/api/images/small/${item.name}`)).status).toBe(404);
    expect((await server.get(`/api/images/${item.name}`, { headers: ADMIN })).status).toBe(200);

    const edition = await newEdition(server, 'Amb imatge');
    await newArticle(server, edition.issue.number, articleFields('Amb la imatge', { imageCard: item.name }));
    expect((await server.get(`/api/images/${item.name}`)).status).toBe(404);

    const publish = await server.send('POST', `/api/admin/editions/${edition.issue.number}/publish`, await confirmingAll(server, edition.issue.number), { admin: true });
    expect(publish.status).toBe(200);
    expect((await server.get(`/api/images/${item.name}`)).status).toBe(200);
  });
});

describe('managing the library', () => {
  it('lists where each file is used, and deletes only what nothing uses', async () => {
    const item = await uploaded(await testImage(300, 200, 'jpeg', 9), '?name=usada.jpg&alt=Usada');
    const edition = await newEdition(server, 'Usos');
    const article: DeskArticle = await newArticle(server, edition.issue.number, articleFields('Usa la imatge', { text: [{ type: 'image', name: item.name, content: 'Peu' }] }));
    await deskOk(server, 'PUT', `/editions/${edition.issue.number}`, { title: 'Usos', publicationDate: '2031-03-01', coverImage: item.name });

    const { media } = await deskOk<{ media: MediaItem[] }>(server, 'GET', '/media');
    const listed = media.find((m) => m.name === item.name)!;
    expect(listed.usedBy.map((u) => [u.kind, u.id, u.published])).toEqual([
      ['edition-cover', String(edition.issue.number), false],
      ['article', article.article._id, false],
    ]);

    const refused = await desk<ErrorAnswer & { usedBy: MediaUse[] }>(server, 'DELETE', `/media/${item.name}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('media_in_use');
    expect(refused.body.error.message).toContain('Article «Usa la imatge»');
    expect(refused.body.usedBy).toHaveLength(2);
    expect(fs.existsSync(path.join(root, item.name))).toBe(true);

    const unused = await uploaded(await testImage(30, 30), '?name=sobrant.jpg&alt=Sobrant');
    expect(await deskOk(server, 'DELETE', `/media/${unused.name}`)).toEqual({ name: unused.name, deleted: true });
    expect(fs.existsSync(path.join(root, unused.name))).toBe(false);
    expect(fs.existsSync(path.join(root, 'small', unused.name))).toBe(false);
    expect((await desk<ErrorAnswer>(server, 'GET', `/media/${unused.name}`)).body.error.code).toBe('media_not_found');
  });

  it("names an author's photo with the elided preposition: Foto d'Anna, Foto de Joan", async () => {
    const photos = await Promise.all(['anna', 'joan'].map(async (who, i) => uploaded(await testImage(40, 40, 'jpeg', 20 + i), `?name=retrat-${who}.jpg&alt=Retrat`)));
    for (const [name, photo] of [['Anna Grau Elisa', photos[0]!], ['Joan Vives Pla', photos[1]!]] as const) {
      const author = { name, profession: 'Poeta', bio: { short: 'Escriu.', full: '<p>Escriu.</p>' }, specialties: ['Poesia'], photo: photo.name };
      const created = await server.send('POST', '/api/authors', author, { admin: true });
      expect(created.status, await created.clone().text()).toBe(201);
    }
    const { media } = await deskOk<{ media: MediaItem[] }>(server, 'GET', '/media');
    const label = (file: MediaItem) => media.find((m) => m.name === file.name)?.usedBy.find((u) => u.kind === 'author-photo')?.label;
    expect([label(photos[0]!), label(photos[1]!)]).toEqual(["Foto d'Anna Grau Elisa", 'Foto de Joan Vives Pla']);
  });

  it('gives readers each image’s alt text from the library, and a corrected one at once', async () => {
    const item = await uploaded(await testImage(300, 200, 'jpeg', 11), '?name=descrita.jpg&alt=Un%20pont%20de%20pedra');
    const edition = await newEdition(server, 'Textos alternatius');
    const made: DeskArticle = await newArticle(server, edition.issue.number, articleFields('Amb descripcions', {
      imageCard: item.name,
      text: [{ type: 'image', name: item.name, content: 'Peu <em>del pont</em>' }, { type: 'paragraph', content: 'Text', image: { name: item.name } }],
    }));
    const read = async () => (await (await server.get(`/api/articles/${made.article._id}`, { headers: ADMIN })).json()) as Article;
    const before = await read();
    expect(before.imageCardAlt).toBe('Un pont de pedra');
    expect(before.text).toMatchObject([{ type: 'image', alt: 'Un pont de pedra' }, { type: 'paragraph', image: { name: item.name, alt: 'Un pont de pedra' } }]);

    await deskOk(server, 'PATCH', `/media/${item.name}`, { alt: 'El pont vell sobre el Ter' });
    const after = await read();
    expect(after.imageCardAlt).toBe('El pont vell sobre el Ter');
    expect(after.text[0]).toMatchObject({ alt: 'El pont vell sobre el Ter' });

    // The print PDF carries it over the picture as text (selectable and read aloud, not printed).
    const pdf = await server.send('GET', `/api/pdf/edition/${edition.issue.number}`, undefined, { admin: true });
    expect(pdf.status).toBe(200);
    const file = path.join(root, 'alt.pdf');
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')).toContain('El pont vell sobre el Ter');
    // The article itself keeps no copy: one place to correct it.
    const stored = (await server.db('articles').where({ id: made.article._id }).first('body', 'image_card')) as { body: string; image_card: string };
    expect(stored.image_card).toBe(item.name);
    expect(stored.body).not.toContain('"alt"');
  });

  it('replaces a file under its name in the same format, and edits its alt text', async () => {
    const item = await uploaded(await testImage(300, 200), '?name=substituible.jpg&alt=Primera');
    const res = await uploadMedia(server, await testImage(600, 300), '', 'image/jpeg', 'PUT', `/${item.name}`);
    const replaced = (await res.json()) as MediaItem;
    expect(res.status).toBe(200);
    expect(replaced).toMatchObject({ name: item.name, width: 600, height: 300 });
    expect(replaced.replacedAt).not.toBeNull();
    const png = await uploadMedia(server, await testImage(60, 30, 'png'), '', 'image/png', 'PUT', `/${item.name}`);
    expect(png.status).toBe(409);
    expect(((await png.json()) as ErrorAnswer).error.code).toBe('media_kind_changed');

    expect(await deskOk<MediaItem>(server, 'PATCH', `/media/${item.name}`, { alt: 'Segona' })).toMatchObject({ alt: 'Segona' });
    expect((await desk<ErrorAnswer>(server, 'PATCH', `/media/${item.name}`, { alt: ' ' })).body.error.code).toBe('invalid_input');
  });
});
