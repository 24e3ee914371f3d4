/**
 * Automatic backups (issue 30) on a clock the test drives: taken at the configured local time,
 * verified, recorded (status, backups.json, metrics), rotated; a disk that fills during one leaves
 * no partial file and every earlier backup, and is shown; a BACKUP_DIR that does not exist is said
 * at start while the server serves. The restore drill puts the latest automatic backup into an
 * empty folder and serves every kind of page from it.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../common/api/admin.js';
import { PAGE_ROUTES, ROUTE_CLASS, paths, type PageRoute } from '../../common/routes/index.js';
import { createServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { createDb } from '../../server/db/connection.js';
import { setLogSink } from '../../server/log/logger.js';
import { registry } from '../../server/metrics/registry.js';
import { restoreBackup, writeBackup } from '../../server/staff/backup/archive.js';
import { BackupSchedule, type Clock } from '../../server/staff/backup/schedule.js';
import { verifyBackup } from '../../server/staff/backup/verify.js';
import { startTestServer, TEST_ADMIN_TOKEN, type TestServer } from './harness.js';
import { FIXTURE_INDEX_HTML } from './seoFixture.js';

/** Time as the test says: timers run when the test moves the clock past them. */
class TestClock implements Clock {
  private timers: { at: number; run: () => void }[] = [];
  constructor(private time: Date) {}
  now = () => new Date(this.time);
  setTimeout(run: () => void, ms: number) {
    const timer = { at: this.time.getTime() + ms, run };
    this.timers.push(timer);
    return timer;
  }
  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((t) => t !== handle);
  }
  /** Moves to `to`, running each timer that falls due on the way, and the run it starts, to its end. */
  async advanceTo(to: Date, schedule: BackupSchedule) {
    for (;;) {
      const due = this.timers.filter((t) => t.at <= to.getTime()).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.clearTimeout(due);
      this.time = new Date(due.at);
      due.run();
      await schedule.settled();
    }
    this.time = to;
  }
}

const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);
const RETENTION = { daily: 7, weekly: 4, monthly: 12 };
const files = (dir: string) => fs.readdirSync(dir).sort();
const metric = async (name: string) => Number((await registry.metrics()).match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1]);

describe('automatic backups (SQLite)', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-auto-backup-'));
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Backups are taken by the server's own child process, unless a test's writer stands in (in this
  // process, read back by the same verification).
  const scheduleIn = (dir: string, clock: Clock, write?: typeof writeBackup) => {
    const take = write && (async (file: string) => verifyBackup(file, await write(server.db, server.config, file)));
    return new BackupSchedule(server.config, { dir, at: { hour: 3, minute: 0 }, retention: RETENTION, clock, take });
  };

  it('takes one at 03:00 local time, verified and recorded, and rotates 7 daily, 4 weekly and 12 monthly', async () => {
    const dir = path.join(root, 'rotated');
    fs.mkdirSync(dir);
    // Earlier automatic backups: one a day for 20 days back, one a month for 14 months back, and a file of the operator's.
    const earlier: string[] = [];
    for (let d = 1; d <= 20; d++) earlier.push(`revista-estany-auto-202603${String(10 - d > 0 ? 10 - d : 1).padStart(2, '0')}-0300${String(d).padStart(2, '0')}.zip`);
    const old = (y: number, m: number) => `revista-estany-auto-${y}${String(m).padStart(2, '0')}15-030000.zip`;
    for (let back = 1; back <= 14; back++) {
      const at = local(2026, 3 - back, 15);
      earlier.push(old(at.getFullYear(), at.getMonth() + 1));
    }
    for (const name of [...earlier, 'nota-de-l-operador.zip']) fs.writeFileSync(path.join(dir, name), 'x');

    const clock = new TestClock(local(2026, 3, 10, 1, 30));
    const schedule = scheduleIn(dir, clock);
    schedule.start();
    expect(schedule.status()).toMatchObject({ state: 'pending', lastSuccess: null, nextAt: local(2026, 3, 10, 3, 0).toISOString() });

    await clock.advanceTo(local(2026, 3, 10, 2, 59), schedule);
    expect(files(dir).filter((f) => f.includes('20260310-03'))).toEqual([]);
    const failuresBefore = await metric('revista_backup_failures_total');
    await clock.advanceTo(local(2026, 3, 10, 3, 5), schedule);

    const status = schedule.status();
    expect(status).toMatchObject({ state: 'ok', lastFailure: null, nextAt: local(2026, 3, 11, 3, 0).toISOString() });
    expect(status.lastSuccess).toMatchObject({ at: local(2026, 3, 10, 3, 0).toISOString(), file: 'revista-estany-auto-20260310-030000.zip' });
    expect(status.lastSuccess!.bytes).toBe(fs.statSync(path.join(dir, status.lastSuccess!.file)).size);
    // How long it took is measured, not judged, here: its speed is the bench's (`npm run bench -- ops-backup`).
    expect(status.lastSuccess!.durationMs).toBeGreaterThan(0);
    expect(await metric('revista_backup_last_duration_seconds')).toBe(status.lastSuccess!.durationMs / 1000);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'backups.json'), 'utf8'))).toEqual({ lastSuccess: status.lastSuccess, lastFailure: null });
    expect(await metric('revista_backup_last_success_timestamp_seconds')).toBe(local(2026, 3, 10, 3, 0).getTime() / 1000);
    expect(await metric('revista_backup_last_size_bytes')).toBe(status.lastSuccess!.bytes);
    expect(await metric('revista_backup_failures_total')).toBe(failuresBefore);

    // Rotation: the 7 newest days (today's and 6 before), then the newest of 4 ISO weeks, then of 12 months.
    const kept = files(dir).filter((f) => f.startsWith('revista-estany-auto-'));
    const days = new Set(kept.map((f) => f.slice(20, 28)));
    expect([...days].filter((d) => d >= '20260304').sort()).toEqual(['20260304', '20260305', '20260306', '20260307', '20260308', '20260309', '20260310']);
    const months = new Set(kept.map((f) => f.slice(20, 26)));
    expect(months.size).toBe(12);
    expect(kept.length).toBeLessThan(7 + 4 + 12);
    expect(files(dir)).toContain('nota-de-l-operador.zip');
    expect(files(dir).some((f) => f.endsWith('.partial'))).toBe(false);
    await schedule.stop();
  });

  it('a disk that fills during one: the partial file removed, earlier backups kept, the failure recorded and shown', async () => {
    const dir = path.join(root, 'full');
    fs.mkdirSync(dir);
    const clock = new TestClock(local(2026, 5, 1, 2, 0));
    let fill = false;
    // The archive writer, on a disk that fills half-way through when told to.
    const write: typeof writeBackup = async (db, media, file) => {
      if (!fill) return writeBackup(db, media, file);
      fs.writeFileSync(file, Buffer.alloc(64 * 1024));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const schedule = scheduleIn(dir, clock, write);
    schedule.start();
    await clock.advanceTo(local(2026, 5, 1, 4, 0), schedule);
    const first = schedule.status().lastSuccess!;
    const failuresBefore = await metric('revista_backup_failures_total');

    fill = true;
    await clock.advanceTo(local(2026, 5, 2, 4, 0), schedule);
    expect(files(dir)).toEqual(['backups.json', first.file]);
    const status = schedule.status();
    expect(status).toMatchObject({ state: 'failed', lastSuccess: first, lastFailure: { at: local(2026, 5, 2, 3, 0).toISOString() } });
    expect(status.lastFailure!.message).toMatch(/el disc és ple/);
    expect(await metric('revista_backup_failures_total')).toBe(failuresBefore + 1);
    expect(await metric('revista_backup_last_failure_timestamp_seconds')).toBe(local(2026, 5, 2, 3, 0).getTime() / 1000);

    // Two days without a good one: still failed; then the next good one clears it.
    fill = false;
    await clock.advanceTo(local(2026, 5, 3, 4, 0), schedule);
    expect(schedule.status().state).toBe('ok');
    await schedule.stop();
  });

  it('keeps no copy that does not read back as written (rows or media differing)', async () => {
    const dir = path.join(root, 'unverified');
    fs.mkdirSync(dir);
    const clock = new TestClock(local(2026, 5, 10, 2, 0));
    // A writer whose archive lacks what it says it wrote: a row of issues, then a media file.
    let lie: 'rows' | 'media' = 'rows';
    const write: typeof writeBackup = async (db, media, file) => {
      const contents = await writeBackup(db, media, file);
      if (lie === 'rows') return { ...contents, tables: { ...contents.tables, issues: contents.tables.issues! + 1 } };
      return { ...contents, media: new Map([...contents.media, ['perduda.jpg', 10]]) };
    };
    const schedule = scheduleIn(dir, clock, write);
    schedule.start();
    await clock.advanceTo(local(2026, 5, 10, 4, 0), schedule);
    expect(schedule.status().lastFailure!.message).toMatch(/files diferents a la còpia: issues/);
    lie = 'media';
    await clock.advanceTo(local(2026, 5, 11, 4, 0), schedule);
    expect(schedule.status()).toMatchObject({ state: 'failed', lastSuccess: null });
    expect(schedule.status().lastFailure!.message).toMatch(/fitxers multimèdia diferents a la còpia: perduda\.jpg/);
    expect(files(dir)).toEqual(['backups.json']);
    await schedule.stop();
  });

  it('removes, when it starts, the partial file of a backup the server’s end cut short, and nothing else', async () => {
    const dir = path.join(root, 'leftovers');
    fs.mkdirSync(dir);
    const kept = ['revista-estany-auto-20260601-030000.zip', 'nota.partial', 'revista-estany-auto-copia.zip.partial'];
    for (const name of [...kept, 'revista-estany-auto-20260602-030000.zip.partial']) fs.writeFileSync(path.join(dir, name), 'x');
    scheduleIn(dir, new TestClock(local(2026, 6, 2, 9, 0))).start();
    expect(files(dir)).toEqual([...kept].sort());
  });

  it('shows a backup missing for more than a day (the server was down at 03:00)', async () => {
    const dir = path.join(root, 'missing');
    fs.mkdirSync(dir);
    const clock = new TestClock(local(2026, 6, 1, 2, 0));
    const schedule = scheduleIn(dir, clock);
    schedule.start();
    await clock.advanceTo(local(2026, 6, 1, 4, 0), schedule);
    await schedule.stop();
    // A new process two days later reads the record and says the backup is missing.
    const later = new TestClock(local(2026, 6, 3, 9, 0));
    const next = scheduleIn(dir, later);
    next.start();
    expect(next.status()).toMatchObject({ state: 'missing', lastSuccess: { at: local(2026, 6, 1, 3, 0).toISOString() } });
    await next.stop();
  });

  // A folder root cannot be refused (root writes anywhere): a file in its place stands for a
  // BACKUP_DIR that cannot take backups.
  it.each([
    ['does not exist', 'no-such-folder', /BACKUP_DIR .*no existeix.*does not exist/],
    ['is a file, not a folder', 'a-file', /BACKUP_DIR .*no és una carpeta.*is not a folder/],
  ])('a BACKUP_DIR that %s: a clear error at start, the status says it, the server serves', async (_case, name, message) => {
    const dir = path.join(root, name);
    if (name === 'a-file') fs.writeFileSync(dir, 'not a folder');
    const schedule = scheduleIn(dir, new TestClock(local(2026, 7, 1, 12, 0)));
    const app = createServer({ db: server.db, config: server.config, backups: schedule });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const previous = setLogSink({ write: (line: string) => void lines.push(line) });
    try {
      schedule.start();
      // Said at start, as an error (stderr), before any backup was due.
      expect(lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50 && message.test(l.msg))).toHaveLength(1);
      const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/api/issues/latest`)).status).toBe(200);
      const res = await fetch(`${url}/api/admin/backup/status`, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      const status = (await res.json()) as BackupStatus;
      expect(status).toMatchObject({ state: 'failed', dir, lastSuccess: null });
      expect(status.lastFailure!.message).toMatch(message);
      expect((await fetch(`${url}/api/admin/backup/status`)).status).toBe(401);
    } finally {
      setLogSink(previous);
      await schedule.stop();
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
    }
    if (name === 'no-such-folder') expect(fs.existsSync(dir)).toBe(false);
  });

  it('restore drill: the latest automatic backup, restored into an empty folder, serves every kind of page', async () => {
    const dir = path.join(root, 'drill');
    fs.mkdirSync(dir);
    const clock = new TestClock(local(2026, 8, 1, 2, 0));
    const schedule = scheduleIn(dir, clock);
    schedule.start();
    await clock.advanceTo(local(2026, 8, 2, 4, 0), schedule);
    await schedule.stop();
    const latest = files(dir).filter((f) => f.endsWith('.zip')).at(-1)!;
    expect(latest).toBe(schedule.status().lastSuccess!.file);

    const place = path.join(root, 'restored');
    fs.mkdirSync(place);
    expect(fs.readdirSync(place)).toEqual([]);
    const target = { databaseFile: path.join(place, 'revista.sqlite'), mediaStore: 'folder' as const, mediaDir: path.join(place, 'media') };
    await restoreBackup(path.join(dir, latest), target);
    const rendererDir = path.join(place, 'renderer');
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, 'index.html'), FIXTURE_INDEX_HTML);
    const config = loadConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, DATABASE_FILE: target.databaseFile, MEDIA_DIR: target.mediaDir, RENDERER_DIR: rendererDir, LOG_LEVEL: 'warn' });
    const db = createDb(config);
    const restored = createServer({ db, config });
    await new Promise<void>((resolve) => restored.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(restored.address() as AddressInfo).port}`;
      const get = (p: string) => fetch(url + p, { headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      const { issue, articles } = (await (await get('/api/issues/latest')).json()) as { issue: { number: number }; articles: { _id: string; section: string; url: string }[] };
      const article = articles[0]!;
      const { authors } = (await (await get('/api/authors?limit=1')).json()) as { authors: { _id: string; slug: string }[] };
      const author = authors[0]!;
      const addressOf = (route: PageRoute): string => {
        switch (route.id) {
          case 'section': return paths.section(route.section);
          case 'article': return paths.article(article.section, article.url);
          case 'edition': return paths.edition(issue.number);
          case 'editionPdf': return paths.editionPdf(issue.number);
          case 'deskEdition': return paths.deskEdition(issue.number);
          case 'deskNewArticle': return paths.deskNewArticle(issue.number);
          case 'deskArticle': return paths.deskArticle(article._id);
          case 'author': return paths.author(author.slug);
          case 'deskAuthor': return paths.deskAuthor(author._id);
          default: return route.pattern;
        }
      };
      const kinds = new Set<string>();
      for (const route of PAGE_ROUTES) {
        const address = addressOf(route);
        const res = await get(address);
        expect(res.status, address).toBe(200);
        expect(await res.text(), address).toContain('<div id="root">');
        kinds.add(route.id);
      }
      expect(kinds).toEqual(new Set(Object.keys(ROUTE_CLASS)));
      expect((await get(paths.kiosk())).status).toBe(200);
      // Its images come back with it.
      const cover = (await (await get('/api/issues/latest')).json()) as { issue: { coverImage?: string } };
      if (cover.issue.coverImage) expect((await get(`/api/images/${cover.issue.coverImage}`)).status).toBe(200);
    } finally {
      restored.closeAllConnections();
      await new Promise((resolve) => restored.close(resolve));
      await db.destroy();
    }
  });
});
