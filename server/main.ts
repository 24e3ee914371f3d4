/**
 * CLI entry of the server: `start` (default) | `migrate` | `seed` | `import <folder>` | `backup [file]`.
 * When started by a parent process (the desktop app), it reports { type: 'ready', port }.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer } from './app.js';
import { startConnectionMaintenance } from './connections/maintenance.js';
import { openDatabase } from './boot.js';
import { loadConfig } from './config.js';
import { createDb } from './db/connection.js';
import { seedDemo } from './demo/seed.js';
import { importMagazine } from './import/importMagazine.js';
import { migrate } from './db/migrate.js';
import { createMediaStore } from './media/store.js';
import { backupFileName, snapshotDatabase } from './staff/backup/snapshot.js';

/** Tells a parent process the port: child_process.fork uses process.send, Electron's utilityProcess parentPort. */
function reportReady(port: number): void {
  const message = { type: 'ready', port };
  process.send?.(message);
  (process as { parentPort?: { postMessage(m: unknown): void } }).parentPort?.postMessage(message);
}

async function start(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const server = createServer({ db, config });
  // Closes inactive visitor sessions and rolls up finished days every few minutes.
  const stopMaintenance = startConnectionMaintenance(db);
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    console.info(`Revista Estany: http://localhost:${port}`);
    if (config.adminTokenGenerated) {
      console.info(`Admin token (generated for this run; set ADMIN_TOKEN to choose one): ${config.adminToken}`);
    }
    reportReady(port);
  });
  const stop = () => {
    stopMaintenance();
    server.close(() => void db.destroy().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** An online copy of the SQLite database (the server may keep running); on PostgreSQL, the pg_dump to use. */
async function backup(file: string): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !fs.existsSync(config.databaseFile)) throw new Error(`No database at ${config.databaseFile}: nothing to back up.`);
  const db = createDb(config);
  try {
    await snapshotDatabase(db, path.resolve(file));
    console.info(`Backup written to ${path.resolve(file)}.`);
  } finally {
    await db.destroy();
  }
}

async function run(command: string): Promise<void> {
  if (command === 'start') return start();
  if (command === 'backup') return backup(process.argv[3] ?? backupFileName());
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrate(db);
    if (command === 'seed') {
      const counts = await seedDemo(db);
      console.info(`Seeded ${counts.issues} editions, ${counts.articles} articles, ${counts.authors} authors.`);
    } else if (command === 'import') {
      const folder = process.argv[3];
      if (!folder) throw new Error('Usage: import <folder with issues.json, articles.json, authors.json and media/>');
      const report = await importMagazine(db, folder, createMediaStore(config));
      console.info(`Imported ${report.issues} editions, ${report.articles} articles, ${report.authors} authors, ${report.media} media files.`);
      for (const r of report.rejected) console.info(`Rejected ${r.kind} ${r.id}: ${r.reason}`);
      if (report.rejected.length > 0) process.exitCode = 2;
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command '${command}'. Use start, migrate, seed, import or backup.`);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2] ?? 'start').catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
