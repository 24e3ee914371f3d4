/**
 * CLI entry of the server: `start` (default) | `migrate` | `seed` | `import <folder>` | `backup [file]` | `restore <file>`.
 * When started by a parent process (the desktop app), it reports { type: 'ready', port }.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setMagazineTimeZone } from '../common/dates.js';
import { createServer, type RevistaServer } from './app.js';
import { shareContentChanges, type ContentBroadcast } from './content/broadcast.js';
import { ContentEventBus } from './content/events.js';
import { logDbWarnings, openDatabase } from './boot.js';
import { loadConfig, type Config } from './config.js';
import { ContentWriter } from './content/writer.js';
import { createDb, type Db } from './db/connection.js';
import { copyDemoMedia, demoMediaNeedsCopy, seedDemo } from './demo/seed.js';
import { importMagazine } from './import/importMagazine.js';
import { migrate } from './db/migrate.js';
import { createMediaStore } from './media/store.js';
import { articleIndex } from './search/engine.js';
import { backupArchiveName, restoreBackup, writeBackup } from './staff/backup/archive.js';
import { BackupSchedule } from './staff/backup/schedule.js';
import { flushLogs, log } from './log/logger.js';
import { metricsServer } from './metrics/http.js';

/** BACKUP_DIR: the daily backups, started (a folder that cannot take them is said at once, the server serving on). */
function scheduleBackups(config: Config): BackupSchedule | undefined {
  if (!config.backup.dir) return undefined;
  if (config.databaseUrl) {
    log.error('BACKUP_DIR: amb PostgreSQL la còpia es fa amb pg_dump (vegeu docs/operations.md, «Backups and restore») / with PostgreSQL, back up with pg_dump');
    return undefined;
  }
  const schedule = new BackupSchedule(config, { dir: config.backup.dir, at: config.backup.at, retention: config.backup.retention });
  schedule.start();
  return schedule;
}

/**
 * This process's content events, shared with the others on the database: its own are sent out,
 * theirs come in to the bus (`listen`: a command that writes and exits only sends).
 */
async function sharedEvents(db: Db, config: Config, listen: boolean): Promise<{ events: ContentEventBus; broadcast: ContentBroadcast }> {
  const events = new ContentEventBus();
  const broadcast = await shareContentChanges(db, { databaseUrl: config.databaseUrl, listen, heard: (change) => events.heard(change) });
  events.subscribe((change) => {
    if (change.origin === 'this-process') broadcast.send(change.events);
  });
  return { events, broadcast };
}

/** Exits once the log lines still buffered are written. */
function exit(code: number): never {
  flushLogs();
  process.exit(code);
}

/** Tells a parent process the port: child_process.fork uses process.send, Electron's utilityProcess parentPort. */
function reportReady(port: number): void {
  const message = { type: 'ready', port };
  process.send?.(message);
  (process as { parentPort?: { postMessage(m: unknown): void } }).parentPort?.postMessage(message);
}

async function start(): Promise<void> {
  const config = loadConfig();
  log.level = config.logLevel;
  // The dates this process writes itself (an invitation's expiry) are on the magazine's clock.
  setMagazineTimeZone(config.timeZone);
  const db = await openDatabase(config);
  // Listening before serving: a change made elsewhere from now on empties this process's caches.
  const { events, broadcast } = await sharedEvents(db, config, true);
  const backups = scheduleBackups(config);
  const server = createServer({ db, config, backups, events });
  // Closes inactive visitor sessions and rolls up finished days every few minutes.
  const stopMaintenance = server.startMaintenance();
  // Publishes what fell due while stopped, then looks every 15 s (SCHEDULE_CHECK_SECONDS).
  server.scheduler.start();
  // The scrape on its own port, reachable from this machine alone (a local Prometheus or agent).
  const metrics = config.metricsPort ? metricsServer().listen(config.metricsPort, '127.0.0.1', () => log.info(`Mètriques: http://127.0.0.1:${config.metricsPort}/metrics`)) : undefined;
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    log.info(`Revista Estany: http://localhost:${port}`);
    if (config.adminTokenGenerated) {
      // For the operator at the terminal, on stderr: a credential never goes into the JSON log a collector ships.
      process.stderr.write(`Token d’administració (generat per a aquesta execució; fixa ADMIN_TOKEN per triar-ne un): ${config.adminToken}\n`);
    }
    reportReady(port);
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: s’acaben les peticions en curs i després s’atura.`);
    setTimeout(() => {
      log.error(`Encara ocupat després de ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): s’atura igualment.`);
      exit(1);
    }, config.shutdownTimeoutMs).unref();
    metrics?.close();
    void backups?.stop();
    // A tick under way ends before the database closes.
    const stopPeriodic = () => Promise.all([stopMaintenance(), server.scheduler.stop()]).then(() => undefined);
    closeGracefully(server, db, stopPeriodic, () => broadcast.close()).then(
      () => exit(0),
      (err: unknown) => {
        log.error({ err }, 'No s’ha pogut aturar bé');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Stops taking connections and lets every request in flight finish, so that each view or search
 * acknowledged is committed; then commits whatever is still queued (requests whose client left)
 * and closes the pool. Keep-alive connections are closed as soon as they are idle, and answers
 * given meanwhile say `Connection: close`, so clients that keep sending move elsewhere.
 */
async function closeGracefully(
  server: RevistaServer,
  db: Db,
  stopMaintenance: () => Promise<void>,
  stopListening: () => Promise<void>,
): Promise<void> {
  server.drain();
  const maintenanceDone = stopMaintenance();
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => res.setHeader('Connection', 'close'));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
  }
  await Promise.all([server.flushWrites(), maintenanceDone, stopListening()]);
  await db.destroy();
}

/** The backup file (database + media) of the running magazine; on PostgreSQL, the pg_dump to use. */
async function backup(file: string): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(config.databaseFile)) throw new Error(`No hi ha cap base de dades a ${config.databaseFile}: no hi ha res per copiar.`);
  const db = createDb(config, logDbWarnings);
  try {
    const { mediaFiles } = await writeBackup(db, config, path.resolve(file));
    log.info(`Còpia de seguretat desada a ${path.resolve(file)} (la base de dades i ${mediaFiles} fitxers multimèdia).`);
  } finally {
    await db.destroy();
  }
}

/** Puts a backup file back into an empty place: DATABASE_FILE (which must not exist) and the media store. */
async function restore(file: string | undefined): Promise<void> {
  if (!file) throw new Error('Ús: restore <revista-estany-AAAA-MM-DD.zip>');
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('Aquest servidor funciona amb PostgreSQL: restaura amb pg_restore (vegeu docs/operations.md, «Backups and restore»).');
  const { mediaFiles } = await restoreBackup(path.resolve(file), config);
  log.info(`Restaurats ${config.databaseFile} i ${mediaFiles} fitxers multimèdia${config.mediaStore === 'folder' ? ` a ${config.mediaDir}` : ''}. Engega el servidor com sempre.`);
}

async function run(command: string): Promise<void> {
  if (command === 'start') return start();
  if (command === 'backup') return backup(process.argv[3] ?? backupArchiveName());
  if (command === 'restore') return restore(process.argv[3]);
  const config = loadConfig();
  const db = createDb(config, logDbWarnings);
  await migrate(db);
  // The running servers on the same database hear of what this command changes.
  const { events, broadcast } = await sharedEvents(db, config, false);
  try {
    if (command === 'seed') {
      const counts = await seedDemo(db, new ContentWriter(db, articleIndex, { events }));
      log.info(`Revista de demostració creada: ${counts.issues} edicions, ${counts.articles} articles, ${counts.authors} autors.`);
      if (demoMediaNeedsCopy(config)) log.info(`Imatges de demostració copiades al magatzem multimèdia: ${await copyDemoMedia(path.join(config.resourcesDir, 'media'), createMediaStore(config, db))} fitxers.`);
    } else if (command === 'import') {
      const folder = process.argv[3];
      if (!folder) throw new Error('Ús: import <carpeta amb issues.json, articles.json, authors.json i media/>');
      const report = await importMagazine(new ContentWriter(db, articleIndex, { events }), folder, createMediaStore(config, db));
      log.info(`Importats: ${report.issues} edicions, ${report.articles} articles, ${report.authors} autors, ${report.media} fitxers multimèdia.`);
      for (const r of report.rejected) log.info(`Rebutjat (${r.kind}) ${r.id}: ${r.reason}`);
      if (report.rejected.length > 0) process.exitCode = 2;
    } else if (command !== 'migrate') {
      throw new Error(`Ordre desconeguda: «${command}». Fes servir start, migrate, seed, import, backup o restore.`);
    }
  } finally {
    await broadcast.close();
    await db.destroy();
  }
}

run(process.argv[2] ?? 'start').catch((err: unknown) => {
  log.fatal(err instanceof Error ? err.message : String(err));
  exit(1);
});
