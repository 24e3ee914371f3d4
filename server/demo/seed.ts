/** Fills a database with the demo magazine (the same content on every run). */
import type { Db } from '../db/connection.js';
import { replaceMagazine } from '../content/store.js';
import { buildDemoMagazine } from './buildDemoMagazine.js';
import { seedDemoTraffic } from './traffic.js';

export async function seedDemo(db: Db): Promise<{ issues: number; articles: number; authors: number }> {
  const content = buildDemoMagazine();
  await replaceMagazine(db, content);
  await seedDemoTraffic(db, content.articles);
  return { issues: content.issues.length, articles: content.articles.length, authors: content.authors.length };
}
