/**
 * Fes una còpia de seguretat (admin): `GET /api/admin/backup` streams the backup file, a zip of a
 * consistent copy of the SQLite database and the media it shows (see archive.ts), as the download
 * revista-estany-AAAA-MM-DD.zip (the desktop shell turns it into a native save dialog). On
 * PostgreSQL: 409, pointing to pg_dump.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../db/connection.js';
import { dialectOf } from '../../db/dialect.js';
import { HttpError } from '../../http/errors.js';
import { streamAnswer } from '../../http/streamAnswer.js';
import type { adminApi, BackupStatus } from '../../../common/api/admin.js';
import { FileReply } from '../../http/answers.js';
import type { Handlers } from '../../http/mount.js';
import { backupArchiveName, type BackupSource } from './archive.js';
import { takeInChild } from './inChild.js';
import type { BackupSchedule } from './schedule.js';
import { PG_DUMP_HINT } from './snapshot.js';

const OFF: BackupStatus = { state: 'off', dir: null, lastSuccess: null, lastFailure: null, nextAt: null };

export function backupHandlers(db: Db, source: BackupSource, schedule?: BackupSchedule): Pick<Handlers<typeof adminApi>, 'backupStatus' | 'backup'> {
  return {
    backupStatus: async () => schedule?.status() ?? OFF,
    backup: async () => {
      if (!dialectOf(db).singleFile) throw new HttpError(409, 'backup_use_pg_dump', PG_DUMP_HINT);
      return FileReply.written(async (req, res) => {
        const head = { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${backupArchiveName()}"`, 'Cache-Control': 'no-store' };
        // A HEAD is answered without taking a copy: its size is known only once one is taken.
        if (req.method === 'HEAD') {
          res.set(head).end();
          return;
        }
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-backup-'));
        try {
          const file = path.join(dir, 'copy.zip');
          // Taken and verified as the automatic backups are: in a child process at the lowest CPU
          // priority, beside the readers.
          await takeInChild(source, file);
          res.set({ ...head, 'Content-Length': String(fs.statSync(file).size) });
          // Staff may cancel the download: streamAnswer ends that quietly.
          await streamAnswer(fs.createReadStream(file), res);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      });
    },
  };
}
