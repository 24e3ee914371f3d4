// Run: npx tsx scripts/make-small-media.ts
// Small versions (480 px wide) of the demo images, for thumbnails such as archive covers: a
// phone then downloads a fifth of the bytes. Served at /api/images/small/{name}.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const media = path.resolve('resources', 'media');
const small = path.join(media, 'small');
fs.mkdirSync(small, { recursive: true });
for (const name of fs.readdirSync(media).filter((n) => /^(cover|card)-\d+\.jpg$/.test(n)).sort()) {
  const target = path.join(small, name);
  if (fs.existsSync(target)) continue;
  await sharp(path.join(media, name)).resize({ width: 480 }).jpeg({ quality: 74, progressive: true, mozjpeg: true }).toFile(target);
}
console.info(`small images in ${small}: ${fs.readdirSync(small).length}`);
