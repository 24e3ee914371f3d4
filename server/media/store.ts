/**
 * Where images and videos live: one interface for every reader and writer of media (the media
 * routes, the PDF, link previews and feeds, imports, edition packages, sync). The default driver
 * is a folder; a driver keeps names flat, plus a `small/` namespace for 480 px thumbnails.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../db/connection.js';
import { databaseMediaStore } from './databaseStore.js';

export interface MediaInfo {
  /** Length in bytes. */
  size: number;
  /** Last change, in milliseconds since the epoch (Last-Modified). */
  modifiedMs: number;
}

export interface MediaEntry extends MediaInfo {
  name: string;
}

/** Inclusive byte range, as HTTP ranges count. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly kind: 'folder' | 'database';
  stat(name: string): Promise<MediaInfo | null>;
  /** The whole file, or a range of it; null when there is no such file. */
  read(name: string, range?: ByteRange): Promise<Buffer | null>;
  /** A stream of the file or a range of it (serving videos without holding them in memory). */
  stream(name: string, range?: ByteRange): Promise<Readable | null>;
  /** Writes or replaces a file. */
  put(name: string, bytes: Uint8Array): Promise<void>;
  remove(name: string): Promise<void>;
  /** Every file, `small/` ones included, by name (what sync compares with the public site). */
  list(): Promise<MediaEntry[]>;
}

/** A media name: a plain file name, optionally in the `small/` namespace; nothing else can be named. */
export const MEDIA_NAME = /^(small\/)?[\w][\w.-]*$/;

export function isMediaName(name: string): boolean {
  return MEDIA_NAME.test(name) && !name.includes('..');
}

function checked(name: string): string {
  if (!isMediaName(name)) throw new Error(`No és un nom de fitxer multimèdia: ${name}`);
  return name;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';

export function folderMediaStore(dir: string): MediaStore {
  const file = (name: string) => path.join(dir, checked(name));
  return {
    kind: 'folder',
    async stat(name) {
      if (!isMediaName(name)) return null;
      try {
        const s = await fsp.stat(file(name));
        return s.isFile() ? { size: s.size, modifiedMs: s.mtimeMs } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(name, range) {
      if (!isMediaName(name)) return null;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file(name), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        const size = (await handle.stat()).size;
        const start = range?.start ?? 0;
        const end = Math.min(range?.end ?? size - 1, size - 1);
        const buffer = Buffer.alloc(Math.max(0, end - start + 1));
        if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, start);
        return buffer;
      } finally {
        await handle.close();
      }
    },
    async stream(name, range) {
      if (!(await this.stat(name))) return null;
      return fs.createReadStream(file(name), range ? { start: range.start, end: range.end } : {});
    },
    async put(name, bytes) {
      const target = file(name);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await fsp.writeFile(temporary, bytes);
      await fsp.rename(temporary, target);
    },
    async remove(name) {
      await fsp.rm(file(name), { force: true });
    },
    async list() {
      const entries: MediaEntry[] = [];
      for (const prefix of ['', 'small/']) {
        let names: string[];
        try {
          names = await fsp.readdir(path.join(dir, prefix));
        } catch (error) {
          if (missing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') continue;
          throw error;
        }
        for (const name of names.sort()) {
          const info = isMediaName(prefix + name) ? await this.stat(prefix + name) : null;
          if (info) entries.push({ name: prefix + name, ...info });
        }
      }
      return entries;
    },
  };
}

/** Where the media are: a folder (MEDIA_DIR), or inside the database (config.ts's MEDIA_STORE). */
export interface MediaSettings {
  mediaStore: 'folder' | 'database';
  mediaDir: string;
}

/** The store the configuration names: the MEDIA_DIR folder (the default), or the database. */
export function createMediaStore(config: MediaSettings, db: Db): MediaStore {
  return config.mediaStore === 'database' ? databaseMediaStore(db) : folderMediaStore(config.mediaDir);
}
