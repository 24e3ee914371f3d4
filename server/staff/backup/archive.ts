/**
 * The backup file: one zip (stored, not compressed: images and videos are compressed already)
 * holding `revista.sqlite`, a consistent snapshot of the database, and `media/…`, every image and
 * video of a folder media store (with a database media store they are inside the database and
 * the zip holds it alone). Restoring it is one step: `restoreBackup` puts both back into an empty
 * place (`npm run restore -- file`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import yauzl from 'yauzl';
import { utcDay } from '../../../common/dates.js';
import { zipEnd, zipEntryHeaders } from '../../../common/zip.js';
import { createDb, type Db } from '../../db/connection.js';
import { createMediaStore, folderMediaStore, isMediaName, type MediaSettings } from '../../media/store.js';
import { snapshotDatabase } from './snapshot.js';

export const DATABASE_ENTRY = 'revista.sqlite';
export const MEDIA_PREFIX = 'media/';

/** revista-estany-AAAA-MM-DD.zip, the day of the copy. */
export function backupArchiveName(now = new Date()): string {
  return `revista-estany-${utcDay(now.getTime())}.zip`;
}

/** What a backup copies, or where a restore puts it: the SQLite database's file and the media (the server's settings). */
export interface BackupSource extends MediaSettings {
  databaseFile: string;
}

/** What a backup holds, for its verification: rows per table of the copy, and each media file's size. */
export interface BackupContents {
  mediaFiles: number;
  tables: Record<string, number>;
  media: Map<string, number>;
}

/** Rows in every table of a SQLite database (virtual tables, views over others' rows, left out). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db('sqlite_master')
    .where({ type: 'table' })
    .whereNot('name', 'like', 'sqlite_%')
    .whereNot('sql', 'like', 'CREATE VIRTUAL TABLE%')
    .orderBy('name')
    .pluck<string[]>('name');
  const counts: Record<string, number> = {};
  for (const name of tables) counts[name] = Number((await db(name).count<{ n: number }[]>({ n: '*' }))[0]!.n);
  return counts;
}

/**
 * Writes the backup of `db` and its media to `file` (which must not exist); returns what it holds.
 * Its reads and writes are synchronous: it runs in a process of its own (the automatic backup's and
 * the download's child, inChild.ts, or `npm run backup`), where nothing else waits on the event
 * loop, and Node's asynchronous file calls cost ten times the CPU here (a read and two writes
 * for each of the demo's 397 media files: ~240 ms against ~25 ms).
 */
export async function writeBackup(db: Db, media: MediaSettings, file: string): Promise<BackupContents> {
  if (fs.existsSync(file)) throw new Error(`${file} ja existeix: tria un altre fitxer.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'revista-backup-'));
  const out = fs.openSync(file, 'wx');
  try {
    const snapshot = path.join(dir, DATABASE_ENTRY);
    await snapshotDatabase(db, snapshot);
    const copy = createDb({ databaseFile: snapshot });
    const tables = await tableCounts(copy).finally(() => copy.destroy());
    const written = new Map<string, number>();
    const centrals: Uint8Array[] = [];
    let offset = 0;
    const add = (name: string, bytes: Uint8Array) => {
      // zlib's CRC-32, not common/zip.ts's (a loop over the bytes in JavaScript, for the browser):
      // ~12× faster.
      const { local, central } = zipEntryHeaders(name, zlib.crc32(bytes), bytes.length, offset);
      fs.writeSync(out, local);
      fs.writeSync(out, bytes);
      centrals.push(central);
      offset += local.length + bytes.length;
    };
    add(DATABASE_ENTRY, fs.readFileSync(snapshot));
    // With the media in the database, the database holds them.
    const files = media.mediaStore === 'folder' ? await folderMediaStore(media.mediaDir).list() : [];
    for (const entry of files) {
      const bytes = readIfThere(path.join(media.mediaDir, entry.name));
      if (!bytes) continue;
      add(MEDIA_PREFIX + entry.name, bytes);
      written.set(entry.name, bytes.length);
    }
    const centralOffset = offset;
    for (const central of centrals) {
      fs.writeSync(out, central);
      offset += central.length;
    }
    fs.writeSync(out, zipEnd(centrals.length, offset - centralOffset, centralOffset));
    fs.closeSync(out);
    return { mediaFiles: centrals.length - 1, tables, media: written };
  } catch (error) {
    try {
      fs.closeSync(out);
    } catch {
      // Closed already.
    }
    fs.rmSync(file, { force: true });
    throw error;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A media file's bytes, or null when it went away since it was listed (deleted meanwhile). */
function readIfThere(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Reads a file with synchronous calls, a megabyte at a time: the backup's and the restore's own
 * process waits on nothing else, and yauzl's asynchronous reads cost 3-5× the CPU (the demo's
 * 26 MB read back: 230-400 ms against ~120 ms), most of a backup's. An entry at a time is held,
 * never the whole archive.
 */
class FileReader extends yauzl.RandomAccessReader {
  constructor(private readonly fd: number) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const fd = this.fd;
    let at = start;
    return new Readable({
      read() {
        const chunk = Buffer.allocUnsafe(Math.min(1 << 20, end - at));
        const read = chunk.length > 0 ? fs.readSync(fd, chunk, 0, chunk.length, at) : 0;
        at += read;
        this.push(read > 0 ? chunk.subarray(0, read) : null);
      },
    });
  }

  /** yauzl reads each entry's header with this: by default, through two streams and a pipe. */
  override read(buffer: Buffer, offset: number, length: number, position: number, callback: (error: Error | null) => void): void {
    let error: Error | null = null;
    try {
      for (let done = 0; done < length; ) {
        const read = fs.readSync(this.fd, buffer, offset + done, length - done, position + done);
        if (read === 0) throw new Error('unexpected EOF');
        done += read;
      }
    } catch (caught) {
      error = caught as Error;
    }
    process.nextTick(callback, error);
  }

  override close(callback: (error: Error | null) => void): void {
    fs.closeSync(this.fd);
    callback(null);
  }
}

/** The zip at `file`, for a process of its own (FileReader); closing it closes the file. */
export function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const fd = fs.openSync(file, 'r');
    const reader = new FileReader(fd);
    yauzl.fromRandomAccessReader(reader, fs.fstatSync(fd).size, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) {
        fs.closeSync(fd);
        reject(new Error(`${file} no és una còpia de seguretat de la revista (no és un fitxer zip).`));
      } else resolve(zip);
    });
  });
}

/** Calls `each` with every entry's name and bytes, one at a time. */
export async function eachEntry(zip: yauzl.ZipFile, each: (name: string, bytes: Buffer) => Promise<void>): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error ?? new Error(`no s’ha pogut llegir ${entry.fileName}`));
        const parts: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => parts.push(chunk));
        stream.once('error', reject);
        stream.once('end', () => {
          each(entry.fileName, Buffer.concat(parts)).then(() => zip.readEntry(), reject);
        });
      });
    });
    zip.once('end', () => resolve());
    zip.once('error', reject);
    zip.readEntry();
  });
}

/**
 * Puts a backup back: the database at `databaseFile`, which must not exist yet (restore into an
 * empty place, never over a magazine), and the media into the configured store.
 */
export async function restoreBackup(file: string, target: BackupSource): Promise<{ mediaFiles: number }> {
  if (fs.existsSync(target.databaseFile)) {
    throw new Error(`${target.databaseFile} ja existeix: treu-lo d’aquí (o fes que DATABASE_FILE apunti a un altre lloc) abans de restaurar.`);
  }
  const zip = await openZip(file);
  const media: [string, Buffer][] = [];
  let database: Buffer | null = null;
  try {
    await eachEntry(zip, async (name, bytes) => {
      if (name === DATABASE_ENTRY) database = bytes;
      else if (name.startsWith(MEDIA_PREFIX) && isMediaName(name.slice(MEDIA_PREFIX.length))) media.push([name.slice(MEDIA_PREFIX.length), bytes]);
      else throw new Error(`${file} conté ${name}, que cap còpia de seguretat de la revista no conté.`);
    });
  } finally {
    zip.close();
  }
  if (!database) throw new Error(`${file} no conté ${DATABASE_ENTRY}: no és una còpia de seguretat de la revista.`);
  fs.mkdirSync(path.dirname(target.databaseFile), { recursive: true });
  // Written beside its place and renamed: a restore cut short leaves no half database behind.
  const partial = `${target.databaseFile}.restoring`;
  fs.writeFileSync(partial, database);
  fs.renameSync(partial, target.databaseFile);
  const db = createDb({ databaseFile: target.databaseFile });
  try {
    const store = createMediaStore(target, db);
    for (const [name, bytes] of media) await store.put(name, bytes);
  } finally {
    await db.destroy();
  }
  return { mediaFiles: media.length };
}
