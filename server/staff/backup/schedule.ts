/**
 * Automatic backups (BACKUP_DIR): one a day at a local time (BACKUP_TIME, 03:00), taken online as
 * the download is (VACUUM INTO and the media, archive.ts), written beside its place as `.partial`,
 * read back and verified (verify.ts) in a child process at the lowest CPU priority (inChild.ts),
 * then renamed into place and the rotation applied
 * (rotation.ts). Each outcome is recorded in BACKUP_DIR/backups.json (so a restart still knows),
 * in the log and in the metrics, and the workspace shows it (GET /api/admin/backup/status). A
 * failure (the folder missing or read-only, the disk filling, a copy that does not verify)
 * removes the partial file and keeps every earlier backup. Time comes from a Clock, which a test
 * drives.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BackupStatus } from '../../../common/api/admin.js';
import { log } from '../../log/logger.js';
import { backupFailures, backupLastDuration, backupLastFailure, backupLastSize, backupLastSuccess } from '../../metrics/registry.js';
import type { BackupSource } from './archive.js';
import { takeInChild } from './inChild.js';
import { automaticBackupName, automaticBackupTime, backupsToDelete, type Retention } from './rotation.js';

export interface Clock {
  now(): Date;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface ScheduleOptions {
  dir: string;
  /** Local time of day. */
  at: { hour: number; minute: number };
  retention: Retention;
  clock?: Clock;
  /**
   * Writes the archive to the file and verifies it (a child process, inChild.ts; a test's stands in
   * for a disk that fills or an archive that lacks what it says it holds).
   */
  take?: (file: string) => Promise<unknown>;
}

type Record = Pick<BackupStatus, 'lastSuccess' | 'lastFailure'>;

const STATE_FILE = 'backups.json';
const PARTIAL = '.partial';
const DAY_MS = 86_400_000;

/** The first time of day `at` after `now`, local time. */
export function nextRun(now: Date, at: { hour: number; minute: number }): Date {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate(), at.hour, at.minute, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/** Why the folder cannot take backups, or null when it can. */
function folderProblem(dir: string): string | null {
  try {
    if (!fs.statSync(dir).isDirectory()) return `BACKUP_DIR (${dir}) no és una carpeta / is not a folder`;
    fs.accessSync(dir, fs.constants.W_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `BACKUP_DIR (${dir}) no existeix: crea-la / does not exist: create it`;
    return `No es pot escriure a BACKUP_DIR (${dir}) / cannot write to BACKUP_DIR: ${code ?? (error as Error).message}`;
  }
}

export class BackupSchedule {
  private readonly clock: Clock;
  private readonly take: (file: string) => Promise<unknown>;
  private record: Record = { lastSuccess: null, lastFailure: null };
  private timer: unknown = null;
  private next: Date | null = null;
  private readonly startedAt: Date;
  private running: Promise<void> | null = null;
  /** The timed run under way and the scheduling of the next. */
  private cycle: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    source: BackupSource,
    private readonly options: ScheduleOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.take = options.take ?? ((file) => takeInChild(source, file));
    this.startedAt = this.clock.now();
  }

  /** Checks the folder (a clear error, the server serving on) and waits for the first time of day. */
  start(): void {
    try {
      this.record = JSON.parse(fs.readFileSync(path.join(this.options.dir, STATE_FILE), 'utf8')) as Record;
    } catch {
      // No backup recorded yet (or the folder is missing: said just below).
    }
    const { lastSuccess } = this.record;
    if (lastSuccess) {
      backupLastSuccess.set(Date.parse(lastSuccess.at) / 1000);
      backupLastDuration.set(lastSuccess.durationMs / 1000);
      backupLastSize.set(lastSuccess.bytes);
    }
    const problem = folderProblem(this.options.dir);
    if (problem) this.fail(problem);
    else this.removeLeftovers();
    this.schedule();
  }

  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.next = null;
    return this.cycle;
  }

  /** One backup now: written, verified, renamed into place, rotated; the outcome recorded. */
  runNow(): Promise<void> {
    this.running ??= this.takeBackup().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once a timed run that began has ended and the next is scheduled. */
  settled(): Promise<void> {
    return this.cycle;
  }

  status(): BackupStatus {
    const now = this.clock.now().getTime();
    const { lastSuccess, lastFailure } = this.record;
    const successAt = lastSuccess ? Date.parse(lastSuccess.at) : null;
    const failedLast = lastFailure !== null && (successAt === null || Date.parse(lastFailure.at) > successAt);
    const sinceSuccess = now - (successAt ?? this.startedAt.getTime());
    const state = failedLast ? 'failed' : sinceSuccess > DAY_MS + 3_600_000 ? 'missing' : successAt === null ? 'pending' : 'ok';
    return { state, dir: this.options.dir, lastSuccess, lastFailure, nextAt: this.next?.toISOString() ?? null };
  }

  private schedule(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    this.next = nextRun(now, this.options.at);
    this.timer = this.clock.setTimeout(() => {
      this.cycle = this.runNow().then(() => this.schedule());
    }, this.next.getTime() - now.getTime());
  }

  private async takeBackup(): Promise<void> {
    const started = this.clock.now();
    const problem = folderProblem(this.options.dir);
    if (problem) return this.fail(problem);
    const name = automaticBackupName(started);
    const file = path.join(this.options.dir, name);
    const partial = `${file}${PARTIAL}`;
    const timer = process.hrtime.bigint();
    try {
      await this.take(partial);
      fs.renameSync(partial, file);
      const durationMs = Math.round(Number(process.hrtime.bigint() - timer) / 1e6);
      const bytes = fs.statSync(file).size;
      this.save({ ...this.record, lastSuccess: { at: started.toISOString(), file: name, bytes, durationMs } });
      backupLastSuccess.set(started.getTime() / 1000);
      backupLastDuration.set(durationMs / 1000);
      backupLastSize.set(bytes);
      log.info({ file: name, bytes, durationMs }, 'Còpia de seguretat automàtica feta i verificada');
      this.rotate();
    } catch (error) {
      fs.rmSync(partial, { force: true });
      const reason = (error as NodeJS.ErrnoException).code === 'ENOSPC' ? 'el disc és ple / the disk is full' : (error as Error).message;
      this.fail(`La còpia de seguretat automàtica ha fallat / the automatic backup failed: ${reason}`);
    }
  }

  /** A backup cut short by the server's end (its child stops with it) leaves its `.partial` file. */
  private removeLeftovers(): void {
    for (const name of fs.readdirSync(this.options.dir)) {
      if (name.endsWith(PARTIAL) && automaticBackupTime(name.slice(0, -PARTIAL.length))) fs.rmSync(path.join(this.options.dir, name), { force: true });
    }
  }

  private rotate(): void {
    for (const name of backupsToDelete(fs.readdirSync(this.options.dir), this.options.retention)) {
      fs.rmSync(path.join(this.options.dir, name), { force: true });
    }
  }

  private fail(message: string): void {
    const at = this.clock.now();
    this.save({ ...this.record, lastFailure: { at: at.toISOString(), message } });
    backupFailures.inc();
    backupLastFailure.set(at.getTime() / 1000);
    log.error(message);
  }

  /** Recorded in the folder when it can be written, in memory always. */
  private save(record: Record): void {
    this.record = record;
    try {
      fs.writeFileSync(path.join(this.options.dir, STATE_FILE), `${JSON.stringify(record, null, 2)}\n`);
    } catch {
      // The folder is the problem being recorded: the status still says it.
    }
  }
}
