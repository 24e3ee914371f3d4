/**
 * Phone photos stored upright (issue 26, defect 4): a JPEG whose pixels lie on their side with an
 * EXIF orientation is turned once, when it comes in (desk upload, replacement, edition package),
 * so the library, the 480 px versions, the right-sized variants and the PDF all see the picture
 * as readers do. Pictures made here with sharp, and a real camera photo (tests/fixtures/exif-orientation).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/api/desk.js';
import type { PackageReport } from '../../common/types.js';
import { startTestServer, type TestServer } from './harness.js';
import { ADMIN, uploadMedia } from './deskFixture.js';
import { packageRecords, zipPackage } from './packageFixture.js';

let server: TestServer;
let root: string;
let mediaDir: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-orientation-'));
  mediaDir = path.join(root, 'media');
  fs.mkdirSync(mediaDir);
  server = await startTestServer({ mediaDir });
});

afterAll(async () => {
  await server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/**
 * A phone's portrait photo: 1200×800 pixels, red on the left half and blue on the right, tagged
 * orientation 6 (turn 90° clockwise). Upright it is 800×1200, red on top.
 */
function phonePhoto(): Promise<Buffer> {
  const red = { create: { width: 600, height: 800, channels: 3 as const, background: { r: 220, g: 20, b: 20 } } };
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 20, b: 220 } } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const REAL_PHOTO = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/exif-orientation/Portrait_6.jpg'));

/** Size, orientation tag and whether the top is red, of stored or served bytes. */
async function looks(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { data } = await sharp(bytes).extract({ left: Math.floor(meta.width / 2), top: 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { width: meta.width, height: meta.height, orientation: meta.orientation, redOnTop: data[0]! > 150 && data[2]! < 100 };
}

async function fetched(pathname: string): Promise<Buffer> {
  const res = await server.get(pathname, { headers: { ...ADMIN, Accept: 'image/jpeg' } });
  expect(res.status, pathname).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a phone photo uploaded to the media library', () => {
  it('is stored upright with its true size, tag removed, and so are its small and right-sized versions', async () => {
    const res = await uploadMedia(server, await phonePhoto(), '?name=retrat.jpg&alt=Un%20retrat');
    const item = (await res.json()) as MediaItem;
    expect(res.status, JSON.stringify(item)).toBe(201);
    expect(item).toMatchObject({ width: 800, height: 1200 });
    expect(await looks(fs.readFileSync(path.join(mediaDir, item.name)))).toEqual({ width: 800, height: 1200, orientation: undefined, redOnTop: true });
    expect(await looks(await fetched(`/api/images/small/${item.name}`))).toEqual({ width: 480, height: 720, orientation: undefined, redOnTop: true });
    expect(await looks(await fetched(`/api/images/${item.name}?w=480`))).toMatchObject({ width: 480, height: 720, redOnTop: true });
    const listed = ((await (await server.get('/api/admin/desk/media', { headers: ADMIN })).json()) as { media: MediaItem[] }).media.find((m) => m.name === item.name);
    expect(listed).toMatchObject({ width: 800, height: 1200 });
  });

  it('a real camera photo with orientation 6 too', async () => {
    const res = await uploadMedia(server, REAL_PHOTO, '?name=camera.jpg&alt=Una%20F');
    const item = (await res.json()) as MediaItem;
    expect(res.status, JSON.stringify(item)).toBe(201);
    expect(item).toMatchObject({ width: 1200, height: 1800 });
    const stored = await sharp(fs.readFileSync(path.join(mediaDir, item.name))).metadata();
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({ width: 1200, height: 1800, orientation: undefined });
  });

  it('a replacement (PUT) is turned upright as well', async () => {
    const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888888' } }).jpeg().toBuffer();
    const first = (await (await uploadMedia(server, plain, '?name=substituida.jpg&alt=Gris')).json()) as MediaItem;
    const res = await uploadMedia(server, await phonePhoto(), '', 'image/jpeg', 'PUT', `/${first.name}`);
    const item = (await res.json()) as MediaItem;
    expect(res.status, JSON.stringify(item)).toBe(200);
    expect(item).toMatchObject({ name: first.name, width: 800, height: 1200 });
    expect(await looks(fs.readFileSync(path.join(mediaDir, first.name)))).toEqual({ width: 800, height: 1200, orientation: undefined, redOnTop: true });
  });
});

describe('a phone photo that comes in an edition package', () => {
  it('is stored upright with its 480 px version, counted in the report, and printed upright in the PDF', async () => {
    const records = packageRecords({ number: 321, tag: 'gir', articles: 1 });
    records.media['gir-figura.jpg'] = await phonePhoto();
    records.media['gir-card-1.jpg'] = REAL_PHOTO;
    const res = await server.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: Buffer.from(zipPackage(records)) });
    const { report } = (await res.json()) as { report: PackageReport };
    expect(res.status, JSON.stringify(report)).toBe(201);
    expect(report.media).toBe(Object.keys(records.media).length);
    expect(await looks(fs.readFileSync(path.join(mediaDir, 'gir-figura.jpg')))).toEqual({ width: 800, height: 1200, orientation: undefined, redOnTop: true });
    expect(await looks(fs.readFileSync(path.join(mediaDir, 'small', 'gir-figura.jpg')))).toEqual({ width: 480, height: 720, orientation: undefined, redOnTop: true });
    expect((await sharp(fs.readFileSync(path.join(mediaDir, 'small', 'gir-card-1.jpg'))).metadata()).height).toBe(720);

    const pdf = await server.send('GET', '/api/pdf/edition/321', undefined, { admin: true });
    expect(pdf.status).toBe(200);
    const file = path.join(root, 'gir.pdf');
    fs.writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
    // pdfimages lists each embedded picture with its pixel size and its drawn resolution: the
    // figure is 800×1200 pixels and drawn at the same resolution both ways, so it prints upright.
    const figures = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '800' && cols[4] === '1200');
    expect(figures.length).toBeGreaterThan(0);
    for (const cols of figures) expect(Number(cols[12])).toBeCloseTo(Number(cols[13]), 0);
  });

  it('a package brought again reports every file it holds, not 0', async () => {
    const records = packageRecords({ number: 322, tag: 'torna', articles: 1 });
    const zip = Buffer.from(zipPackage(records));
    const send = () => server.get('/api/admin/packages', { method: 'POST', headers: { ...ADMIN, 'Content-Type': 'application/zip' }, body: zip });
    expect(((await (await send()).json()) as { report: PackageReport }).report.media).toBe(3);
    const again = (await (await send()).json()) as { report: PackageReport };
    expect(again.report).toMatchObject({ media: 3, rejected: [] });
  });
});
