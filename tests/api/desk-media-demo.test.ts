/**
 * Pictures that never came through the media library (the demo's, a package's without media.json)
 * are still the magazine's: the library lists them where they are used, staff describe them there
 * for readers and the PDF, replace them, and cannot delete what content uses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MediaItem, MediaUse } from '../../common/api/desk.js';
import type { Article } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN, desk, deskOk, testImage, uploadMedia, type ErrorAnswer } from './deskFixture.js';

let server: TestServer;
let root: string;

beforeAll(async () => {
  // A copy of the demo's pictures: replacing one must not touch the repository's.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-desk-demo-media-'));
  fs.cpSync(path.resolve('resources/media'), root, { recursive: true });
  server = await startTestServer({ mediaDir: root });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Issues {
  issues: { number: number; coverImage: string }[];
}

it('lists the demo’s pictures where they are used, without alt text until staff write it', async () => {
  const { issues } = await server.json<Issues>('/api/issues?limit=1');
  const cover = issues[0]!.coverImage;
  const { media } = await deskOk<{ media: MediaItem[] }>(server, 'GET', '/media');
  const listed = media.find((m) => m.name === cover);
  expect(listed).toMatchObject({ name: cover, kind: 'image', alt: null, url: `/api/images/${cover}` });
  expect(listed!.size).toBe(fs.statSync(path.join(root, cover)).size);
  expect(listed!.usedBy).toContainEqual<MediaUse>(expect.objectContaining({ kind: 'edition-cover', id: String(issues[0]!.number), published: true }));
  // Only what content uses, and nothing twice.
  expect(media.every((m) => m.usedBy.length > 0)).toBe(true);
  expect(new Set(media.map((m) => m.name)).size).toBe(media.length);
  expect(media.length).toBeGreaterThan(100);
  expect((await deskOk<MediaItem>(server, 'GET', `/media/${cover}`)).name).toBe(cover);
});

it('describes a demo picture for readers, measured, and keeps it public', async () => {
  const article = (await server.json<{ articles: Article[] }>('/api/articles?limit=20')).articles.find((a) => a.imageCard)!;
  const card = article.imageCard!;
  const described = await deskOk<MediaItem>(server, 'PATCH', `/media/${card}`, { alt: 'Un camp de blat a l’estiu' });
  expect(described).toMatchObject({ name: card, alt: 'Un camp de blat a l’estiu' });
  expect(described.width).toBeGreaterThan(0);
  expect(described.height).toBeGreaterThan(0);
  const read = (await (await server.get(`/api/articles/${article._id}`, { headers: ADMIN })).json()) as Article;
  expect(read.imageCardAlt).toBe('Un camp de blat a l’estiu');
  // Described, it is still a published article's picture: readers keep getting it.
  expect((await server.get(`/api/images/${card}`)).status).toBe(200);
  const again = (await deskOk<{ media: MediaItem[] }>(server, 'GET', '/media')).media.filter((m) => m.name === card);
  expect(again).toHaveLength(1);
  expect(again[0]!.alt).toBe('Un camp de blat a l’estiu');
});

it('replaces a demo picture under its name, and refuses to delete one content uses', async () => {
  const { issues } = await server.json<Issues>('/api/issues?limit=2');
  const cover = issues[1]!.coverImage;
  const refused = await desk<ErrorAnswer>(server, 'DELETE', `/media/${cover}`);
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe('media_in_use');
  expect(fs.existsSync(path.join(root, cover))).toBe(true);

  const format = cover.endsWith('.png') ? 'png' : 'jpeg';
  const res = await uploadMedia(server, await testImage(640, 400, format), '', `image/${format}`, 'PUT', `/${cover}`);
  expect(res.status, await res.clone().text()).toBe(200);
  expect((await res.json()) as MediaItem).toMatchObject({ name: cover, width: 640, height: 400 });
});

it('answers 404 for a name neither the library nor the store has', async () => {
  const missing = await desk<ErrorAnswer>(server, 'PATCH', '/media/no-hi-es.jpg', { alt: 'Res' });
  expect(missing.status).toBe(404);
  expect(missing.body.error.code).toBe('media_not_found');
});
