/**
 * The database media driver (MEDIA_STORE=database): every server process on the database serves
 * the same files without a shared disk. A file is a row of media_files and its bytes fixed-size
 * chunks of media_chunks (bytea on PostgreSQL, BLOB on SQLite): a range request reads only the
 * chunks it covers, and a stream holds a few chunks in memory at a time.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../db/connection.js';
import { isMediaName, type ByteRange, type MediaInfo, type MediaStore } from './store.js';

export const CHUNK_BYTES = 256 * 1024;
// Chunks read per query while streaming (1 MB).
const CHUNKS_PER_READ = 4;
// Chunks written per statement while storing.
const CHUNKS_PER_INSERT = 8;

interface FileRow {
  version: string;
  size: number | string;
  modified_ms: number | string;
  chunk_size: number;
}

interface ChunkRow {
  seq: number;
  bytes: Buffer;
}

interface StoredFile {
  version: string;
  size: number;
  modifiedMs: number;
  chunkSize: number;
}

/** The chunks a byte range spans, and where in the first one it starts. */
function span(file: StoredFile, range: ByteRange | undefined): { first: number; last: number; start: number; length: number } {
  const start = range?.start ?? 0;
  const end = Math.min(range?.end ?? file.size - 1, file.size - 1);
  const length = Math.max(0, end - start + 1);
  return { first: Math.floor(start / file.chunkSize), last: Math.floor(end / file.chunkSize), start, length };
}

export function databaseMediaStore(db: Db): MediaStore {
  async function find(name: string): Promise<StoredFile | null> {
    if (!isMediaName(name)) return null;
    const row = await db('media_files').where('name', name).first<FileRow | undefined>('version', 'size', 'modified_ms', 'chunk_size');
    return row ? { version: row.version, size: Number(row.size), modifiedMs: Number(row.modified_ms), chunkSize: row.chunk_size } : null;
  }

  /** Chunks first..last of a version, in order; a replaced file's old version has none left. */
  async function chunks(file: StoredFile, first: number, last: number): Promise<Buffer[]> {
    const rows = await db('media_chunks')
      .where('version', file.version)
      .whereBetween('seq', [first, last])
      .orderBy('seq')
      .select<ChunkRow[]>('seq', 'bytes');
    if (rows.length !== last - first + 1) throw new Error('El fitxer multimèdia s’ha substituït mentre es llegia.');
    return rows.map((r) => r.bytes);
  }

  /** The bytes [offset, offset + length) of a file, from the chunks first.. that hold them. */
  const slice = (buffers: Buffer[], first: number, file: StoredFile, offset: number, length: number) => {
    const joined = Buffer.concat(buffers);
    const from = offset - first * file.chunkSize;
    return joined.subarray(from, from + length);
  };

  return {
    kind: 'database',

    async stat(name): Promise<MediaInfo | null> {
      const file = await find(name);
      return file ? { size: file.size, modifiedMs: file.modifiedMs } : null;
    },

    async read(name, range) {
      const file = await find(name);
      if (!file) return null;
      const { first, last, start, length } = span(file, range);
      if (length === 0) return Buffer.alloc(0);
      return Buffer.from(slice(await chunks(file, first, last), first, file, start, length));
    },

    async stream(name, range) {
      const file = await find(name);
      if (!file) return null;
      const { first, last, start, length } = span(file, range);
      let next = first;
      let position = start;
      let left = length;
      return new Readable({
        // One read of a few chunks at a time, only as fast as the client takes them.
        read() {
          if (left <= 0 || next > last) {
            this.push(null);
            return;
          }
          const upTo = Math.min(last, next + CHUNKS_PER_READ - 1);
          chunks(file, next, upTo).then(
            (buffers) => {
              const part = slice(buffers, next, file, position, Math.min(left, (upTo + 1) * file.chunkSize - position));
              next = upTo + 1;
              position += part.length;
              left -= part.length;
              this.push(Buffer.from(part));
            },
            (error: Error) => this.destroy(error),
          );
        },
      });
    },

    async put(name, bytes) {
      if (!isMediaName(name)) throw new Error(`No és un nom de fitxer multimèdia: ${name}`);
      const version = randomBytes(16).toString('hex');
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const rows: { version: string; seq: number; bytes: Buffer }[] = [];
      for (let offset = 0, seq = 0; offset < buffer.length || seq === 0; offset += CHUNK_BYTES, seq++) {
        rows.push({ version, seq, bytes: buffer.subarray(offset, offset + CHUNK_BYTES) });
      }
      // New chunks first, then the row points at them, then the old version's chunks go: all or nothing.
      await db.transaction(async (trx) => {
        const previous = await trx('media_files').where('name', name).first<{ version: string } | undefined>('version');
        for (let i = 0; i < rows.length; i += CHUNKS_PER_INSERT) await trx('media_chunks').insert(rows.slice(i, i + CHUNKS_PER_INSERT));
        await trx('media_files')
          .insert({ name, version, size: buffer.length, modified_ms: Date.now(), chunk_size: CHUNK_BYTES })
          .onConflict('name')
          .merge(['version', 'size', 'modified_ms', 'chunk_size']);
        if (previous) await trx('media_chunks').where('version', previous.version).delete();
      });
    },

    async remove(name) {
      if (!isMediaName(name)) throw new Error(`No és un nom de fitxer multimèdia: ${name}`);
      await db.transaction(async (trx) => {
        const previous = await trx('media_files').where('name', name).first<{ version: string } | undefined>('version');
        if (!previous) return;
        await trx('media_files').where('name', name).delete();
        await trx('media_chunks').where('version', previous.version).delete();
      });
    },

    async list() {
      // By name in code-point order on both databases (the folder driver lists the same way).
      const rows = await db('media_files').select<{ name: string; size: number | string; modified_ms: number | string }[]>('name', 'size', 'modified_ms');
      return rows
        .map((r) => ({ name: r.name, size: Number(r.size), modifiedMs: Number(r.modified_ms) }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
  };
}
