/**
 * Right-sized images (issue 19): `/api/images/x.jpg?w=800` answers the picture at that width, WebP
 * for a browser that accepts it, says it depends on Accept, and keeps a draft's images hidden.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { editionPackage } from './packageFixture.js';
import { startSeoServer } from './seoFixture.js';

const DRAFT = 241;
const WEBP = { Accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' };
let server: TestServer;
let cleanup: () => void;

beforeAll(async () => {
  let mediaDir: string;
  ({ server, cleanup, mediaDir } = await startSeoServer());
  // Real pictures in place of the fixture's bare JPEG headers: a 3:4 cover and a 600 px portrait.
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
  fs.writeFileSync(path.join(mediaDir, 'cover-48.jpg'), await photo(1200, 1600));
  fs.writeFileSync(path.join(mediaDir, 'author-01.jpg'), await photo(600, 600));
  const upload = await server.get('/api/admin/packages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/zip', Authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    body: Buffer.from(editionPackage({ number: DRAFT, tag: 'variantdraft', word: 'variantdraft', year: 2036 })),
  });
  expect(upload.status).toBe(201);
});

afterAll(async () => {
  await server.close();
  cleanup();
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('right-sized images', () => {
  it('answers a WebP of the asked width to a browser that accepts WebP, smaller than the original', async () => {
    const original = await bytesOf(await server.get('/api/images/cover-48.jpg'));
    const res = await server.get('/api/images/cover-48.jpg?w=480', { headers: WEBP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    expect(res.headers.get('cache-control')).toMatch(/max-age=2592000/);
    const bytes = await bytesOf(res);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
    // The cover is 3:4; the variant keeps its proportions.
    expect(meta.height).toBe(640);
    expect(bytes.length).toBeLessThan(original.length / 3);
  });

  it('answers the original format, resized, to a browser that does not take WebP', async () => {
    const res = await server.get('/api/images/cover-48.jpg?w=800', { headers: { Accept: 'image/jpeg,*/*;q=0.5' } });
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('vary')).toMatch(/Accept/);
    expect((await sharp(await bytesOf(res)).metadata()).width).toBe(800);
  });

  it('never enlarges: a 600 px portrait asked at 1200 stays 600 px', async () => {
    const res = await server.get('/api/images/author-01.jpg?w=1200', { headers: WEBP });
    expect((await sharp(await bytesOf(res)).metadata()).width).toBe(600);
  });

  it('revalidates a variant by its own ETag, which differs by format', async () => {
    const webp = await server.get('/api/images/cover-48.jpg?w=800', { headers: WEBP });
    const jpeg = await server.get('/api/images/cover-48.jpg?w=800', { headers: { Accept: 'image/jpeg' } });
    const etag = webp.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(jpeg.headers.get('etag')).not.toBe(etag);
    const again = await server.get('/api/images/cover-48.jpg?w=800', { headers: { ...WEBP, 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });
    expect([200, 304]).toContain(again.status);
    if (again.status === 200) expect(again.headers.get('etag')).toBe(etag);
  });

  it('refuses a width outside the set with a 400 and a Catalan message', async () => {
    const res = await server.get('/api/images/cover-48.jpg?w=333', { headers: WEBP });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toMatch(/amplada/);
  });

  it('hides a draft edition’s images from readers at every width, and answers a missing one 404', async () => {
    expect((await server.get('/api/images/variantdraft-portada.jpg')).status).toBe(404);
    expect((await server.get('/api/images/variantdraft-portada.jpg?w=480', { headers: WEBP })).status).toBe(404);
    expect((await server.get('/api/images/no-hi-es.jpg?w=480', { headers: WEBP })).status).toBe(404);
  });

  it('sends the stored file when it cannot be resized (not a picture sharp reads)', async () => {
    // The fixture's other images are bare JPEG headers.
    const stored = await bytesOf(await server.get('/api/images/cover-47.jpg'));
    const res = await server.get('/api/images/cover-47.jpg?w=480', { headers: WEBP });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect((await bytesOf(res)).equals(stored)).toBe(true);
  });
});
