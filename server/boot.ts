/**
 * Opens the configured database, migrates it, seeds the demo magazine into an empty one (with its
 * images, when media live elsewhere than the demo's folder) or, in an existing install, adopts the
 * media folder of an older version, and completes a search index built by an older version.
 */
import path from 'node:path';
import type { Config } from './config.js';
import { ContentEventBus } from './content/events.js';
import { ContentWriter } from './content/writer.js';
import { createDb, sortsByCodePoint, type Db, type DbWarnings } from './db/connection.js';
import { copyDemoMedia, demoMediaNeedsCopy, seedDemo } from './demo/seed.js';
import { isEmpty, migrate } from './db/migrate.js';
import { adoptLegacyMedia } from './demo/legacyMedia.js';
import { createMediaStore } from './media/store.js';
import { articleIndex, ensureSearchIndex } from './search/engine.js';
import { log } from './log/logger.js';

/** knex's own warnings (server/db/connection.ts) as the server's log lines. */
export const logDbWarnings: DbWarnings = (level, detail, repeated) => log[level](repeated > 0 ? { detail, repeated } : { detail }, 'knex');

export async function openDatabase(
  config: Pick<Config, 'databaseFile' | 'databaseUrl' | 'seedDemo'> & Partial<Pick<Config, 'databasePoolMax' | 'mediaStore' | 'mediaDir' | 'resourcesDir' | 'legacyMediaDir'>>,
): Promise<Db> {
  const db = createDb(config, logDbWarnings);
  if (!(await sortsByCodePoint(db))) {
    log.warn('La base de dades PostgreSQL no fa servir la col·lació C: els empats de les llistes poden sortir en un altre ordre que amb SQLite (vegeu docs/operations.md, «PostgreSQL»).');
  }
  await migrate(db);
  const empty = await isEmpty(db);
  const { mediaStore, mediaDir, legacyMediaDir } = config;
  if (!empty && mediaStore && mediaDir && legacyMediaDir !== undefined) {
    const adopted = await adoptLegacyMedia({ mediaStore, mediaDir, legacyMediaDir });
    if (adopted > 0) log.info(`Fitxers multimèdia copiats de ${legacyMediaDir} a ${mediaDir} (la nova carpeta per defecte): ${adopted}.`);
  }
  if (config.seedDemo && empty) {
    // Before this process serves or listens: nothing of its own holds content yet.
    const counts = await seedDemo(db, new ContentWriter(db, articleIndex, { events: new ContentEventBus() }));
    log.info(`Revista de demostració creada: ${counts.issues} edicions, ${counts.articles} articles, ${counts.authors} autors.`);
    const { resourcesDir } = config;
    if (mediaStore && mediaDir && resourcesDir && demoMediaNeedsCopy({ mediaStore, mediaDir, resourcesDir })) {
      const files = await copyDemoMedia(path.join(resourcesDir, 'media'), createMediaStore({ mediaStore, mediaDir }, db));
      log.info(`Imatges de demostració copiades al magatzem multimèdia: ${files} fitxers.`);
    }
  }
  if (await ensureSearchIndex(db)) log.info('Índex de cerca refet per a aquesta versió.');
  return db;
}
