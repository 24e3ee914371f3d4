import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskArticle, DeskEdition, MediaItem } from '../../common/api/desk.js';
import type { Article } from '../../common/types.js';
import { packageSchema } from '../../server/import/packageSchema.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN, articleFields, deskOk, newArticle, testImage, uploadMedia } from './deskFixture.js';

let source: TestServer;
let target: TestServer;
const dirs: string[] = [];

const mediaDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-desk-package-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  source = await startTestServer({ mediaDir: mediaDir() });
  target = await startTestServer({ mediaDir: mediaDir() });
});

afterAll(async () => {
  await source.close();
  await target.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function upload(name: string, bytes: Buffer, type: string, alt?: string): Promise<MediaItem> {
  const res = await uploadMedia(source, bytes, `?name=${name}${alt ? `&alt=${encodeURIComponent(alt)}` : ''}`, type);
  expect(res.status).toBe(201);
  return (await res.json()) as MediaItem;
}

/** What must survive the trip: every record field but the desk's own bookkeeping. */
const comparable = (edition: DeskEdition) => ({
  issue: edition.issue,
  articles: edition.articles.map((a: DeskArticle) => a.article),
});

describe('edition packages from the desk', () => {
  it('exports a draft that imports elsewhere as the same edition, field for field and media byte for byte', async () => {
    const cover = await upload('portada', await testImage(600, 800, 'jpeg', 3), 'image/jpeg', 'Portada');
    const card = await upload('targeta', await testImage(600, 400, 'png', 4), 'image/png', 'Targeta');
    const video = await upload('video', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(300, 7)]), 'video/mp4');

    const { number } = await deskOk<{ number: number }>(source, 'GET', '/editions/next-number');
    await deskOk(source, 'POST', '/editions', {
      number,
      title: 'Anada i tornada',
      description: 'Una edició que viatja',
      publicationDate: '2031-10-01',
      coverImage: cover.name,
      coverCredit: { artist: 'Pere Pintor', artwork: 'Viatge', profileUrl: 'https://example.org/pere' },
      pdfManual: true,
    }, 201);
    const first = await newArticle(source, number, articleFields('Anada', {
      imageCard: card.name,
      titlePdf: 'Anada (PDF)',
      authors: ['Autor Viatger', 'Marta Provatura'],
      text: [
        { type: 'paragraph', content: 'Amb <em>imatge</em>', image: { name: card.name }, className: 'image-foot', styles: '{"fontStyle":"italic"}' },
        { type: 'video', name: video.name, content: 'Vídeo' },
        { type: 'youtube', content: 'https://youtu.be/dQw4w9WgXcQ', foot: 'Peu' },
        { type: 'footnotes', notes: [{ content: 'Nota' }] },
        { type: 'image-foot', content: 'QR', path: 'https://example.org/qr', pdf: { type: 'qr', path: 'https://example.org/qr', page: 2 } },
      ],
    }));
    const second = await newArticle(source, number, articleFields('Tornada', { section: 'llibres', text: [{ type: 'biography', content: ['Un', 'Dos'] }, { type: 'list', ordered: true, items: ['Anar<sup>1</sup>', 'Tornar'] }] }));
    await deskOk(source, 'PUT', `/editions/${number}`, { title: 'Anada i tornada', description: 'Una edició que viatja', publicationDate: '2031-10-01', coverImage: cover.name, coverCredit: { artist: 'Pere Pintor', artwork: 'Viatge', profileUrl: 'https://example.org/pere' }, pdfManual: true, articlesOrder: [second.article._id, first.article._id] });

    const exported = await source.get(`/api/admin/desk/editions/${number}/package`, { headers: ADMIN });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(exported.headers.get('content-disposition')).toBe(`attachment; filename="edicio-${number}.zip"`);
    const zip = Buffer.from(await exported.arrayBuffer());

    const imported = await target.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: zip });
    expect(imported.status, await imported.clone().text()).toBe(201);

    const there = await deskOk<DeskEdition>(target, 'GET', `/editions/${number}`);
    const here = await deskOk<DeskEdition>(source, 'GET', `/editions/${number}`);
    expect(comparable(there)).toEqual(comparable(here));
    expect(there.issue.articlesOrder).toEqual([second.article._id, first.article._id]);
    const list = (await deskOk<DeskArticle>(target, 'GET', `/articles/${second.article._id}`)).article.text[1];
    expect(list).toEqual({ type: 'list', ordered: true, items: ['Anar<sup>1</sup>', 'Tornar'] });

    // The alt text travels in media.json, not in the records, and the copy there shows it to readers;
    // its library lists the video too (used by the article), without a description, as it left.
    expect(zip.includes(Buffer.from('media.json'))).toBe(true);
    const described = (await deskOk<{ media: MediaItem[] }>(target, 'GET', '/media')).media;
    expect(described.filter((m) => [cover.name, card.name, video.name].includes(m.name)).map((m) => [m.name, m.alt, m.kind]).sort()).toEqual(
      [[cover.name, 'Portada', 'image'], [card.name, 'Targeta', 'image'], [video.name, null, 'video']].sort(),
    );
    const read = (await (await target.get(`/api/articles/${first.article._id}`, { headers: ADMIN })).json()) as Article;
    expect(read.imageCardAlt).toBe('Targeta');
    expect(read.text[0]).toMatchObject({ type: 'paragraph', image: { name: card.name, alt: 'Targeta' } });

    for (const url of [`/api/images/${cover.name}`, `/api/images/${card.name}`, `/api/videos/${video.name}`]) {
      const a = Buffer.from(await (await source.get(url, { headers: ADMIN })).arrayBuffer());
      const b = Buffer.from(await (await target.get(url, { headers: ADMIN })).arrayBuffer());
      expect(b.length, url).toBeGreaterThan(0);
      expect(b.equals(a), url).toBe(true);
    }
  });

  it('exports a published edition too', async () => {
    const latest = await source.json<{ issue: { number: number } }>('/api/issues/latest');
    const res = await source.get(`/api/admin/desk/editions/${latest.issue.number}/package`, { headers: ADMIN });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });

  it('serves the package format as JSON Schema', async () => {
    expect(await source.json('/api/package.schema.json')).toEqual(packageSchema());
  });
});
