/** Fills a database with the demo magazine (the same content on every run). */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection.js';
import type { ContentWriter } from '../content/writer.js';
import { isMediaName, type MediaSettings, type MediaStore } from '../media/store.js';
import { buildDemoMagazine } from './buildDemoMagazine.js';
import { seedDemoTraffic } from './traffic.js';

/** `writer`: the composition root's, whose events reach the other processes on the database. */
export async function seedDemo(db: Db, writer: ContentWriter): Promise<{ issues: number; articles: number; authors: number }> {
  const content = buildDemoMagazine();
  await writer.write((w) => w.replaceMagazine(content));
  await seedDemoTraffic(db, content.articles);
  return { issues: content.issues.length, articles: content.articles.length, authors: content.authors.length };
}

/**
 * Whether the demo's images must be copied to where media live: the database store starts empty,
 * and so does a media folder of its own (the desktop app keeps media in its user-data folder,
 * since the install folder is read-only).
 */
export function demoMediaNeedsCopy(config: MediaSettings & { resourcesDir: string }): boolean {
  return config.mediaStore === 'database' || path.resolve(config.mediaDir) !== path.resolve(config.resourcesDir, 'media');
}

/**
 * Copies the demo magazine's images (the folder and its small/ thumbnails) into a media store that
 * is not that folder.
 */
export async function copyDemoMedia(folder: string, media: MediaStore): Promise<number> {
  let copied = 0;
  for (const sub of ['', 'small/']) {
    const dir = path.join(folder, sub);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || !isMediaName(sub + entry.name)) continue;
      await media.put(sub + entry.name, fs.readFileSync(path.join(dir, entry.name)));
      copied += 1;
    }
  }
  return copied;
}
