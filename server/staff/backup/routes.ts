/**
 * Fes una còpia de seguretat (admin): `GET /api/admin/backup` streams a consistent copy of the
 * SQLite database as the download revista-estany-AAAA-MM-DD.sqlite (the desktop shell turns it
 * into a native save dialog). On PostgreSQL: 409, pointing to pg_dump.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler } from 'express';
import type { Db } from '../../db/connection.js';
import { backupFileName, snapshotDatabase } from './snapshot.js';

export function backupRoutes(db: Db, adminGuard: RequestHandler): Router {
  const r = Router();
  r.use(adminGuard);
  r.get('/', async (_req, res) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-backup-'));
    try {
      const file = path.join(dir, 'copy.sqlite');
      await snapshotDatabase(db, file);
      res.set({
        'Content-Type': 'application/vnd.sqlite3',
        'Content-Length': String(fs.statSync(file).size),
        'Content-Disposition': `attachment; filename="${backupFileName()}"`,
        'Cache-Control': 'no-store',
      });
      await pipeline(fs.createReadStream(file), res);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  return r;
}
