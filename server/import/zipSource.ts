/**
 * An edition package (.zip) as an import source, read with yauzl from the uploaded file. Every
 * entry is checked before anything is read: only `issues.json`, `articles.json`, `authors.json`
 * and plain files in `media/` (optionally all inside one top folder, as zipping a folder makes);
 * no path that could land outside the package (`..`, absolute, drive letters, backslashes), no
 * symlinks, no sub-folders, no encrypted entries, none larger than the package may be.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { RECORD_FILES, type ImportSource, type RecordFile, type Rejection, type SourceFile } from './source.js';

export class NotAZipError extends Error {}

export interface ZipLimits {
  /** The largest an entry may be once unpacked, and a quarter of what all of them may add up to. */
  maxBytes: number;
}

export interface ZipSource extends ImportSource {
  close(): void;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
// What operating systems add when they zip a folder: skipped, not refused.
const OS_LITTER = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are decoded and checked here (decodeStrings: false), so that one bad entry is
    // reported with the others instead of stopping the read.
    yauzl.open(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new NotAZipError(error?.message ?? 'not a zip archive'));
      else resolve(zip);
    });
  });
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(new NotAZipError(error.message)));
    zip.readEntry();
  });
}

function entryName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  // Bit 11: the name is UTF-8; otherwise CP437, of which plain ASCII names (all a package needs) are a subset.
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
}

/** Why a path must not be unpacked, or null when it is a safe relative path. */
export function unsafePath(name: string): string | null {
  if (name.includes('\\')) return 'path with a backslash (refused: it could point outside the package)';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'absolute path (refused: it would point outside the package)';
  if (name.split('/').some((segment) => segment === '..')) return 'path with ".." (refused: it would point outside the package)';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'path with control characters';
  return null;
}

function collect(stream: Readable, maxBytes: number, name: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new Error(`${name} is larger than ${maxBytes} bytes once unpacked`));
      } else parts.push(chunk);
    });
    stream.once('error', reject);
    stream.once('end', () => resolve(Buffer.concat(parts)));
  });
}

export async function zipSource(file: string, limits: ZipLimits): Promise<ZipSource> {
  const zip = await openZip(file);
  let entries: yauzl.Entry[];
  try {
    entries = await readEntries(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  const problems: Rejection[] = [];
  const refuse = (id: string, reason: string) => problems.push({ kind: 'file', id, reason });
  const named = entries.map((entry) => ({ entry, name: entryName(entry) })).filter(({ name }) => !OS_LITTER.test(name));

  // A zipped folder puts everything under its name: take that folder as the package.
  const tops = new Set(named.map(({ name }) => name.split('/')[0]));
  const [top] = tops;
  const prefix = tops.size === 1 && top && !RECORD_FILES.includes(top as RecordFile) && named.every(({ name }) => name.includes('/')) ? `${top}/` : '';

  const records = new Map<RecordFile, yauzl.Entry>();
  const media = new Map<string, yauzl.Entry>();
  let total = 0;
  for (const { entry, name } of named) {
    const unsafe = unsafePath(name);
    if (unsafe) {
      refuse(name, unsafe);
      continue;
    }
    const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (mode === S_IFLNK) {
      refuse(name, 'symbolic link (refused: a package holds plain files only)');
      continue;
    }
    const inner = name.slice(prefix.length);
    if (name.endsWith('/')) {
      if (inner !== '' && inner !== 'media/') refuse(name, 'folder not part of an edition package (only media/ may hold files)');
      continue;
    }
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
      refuse(name, 'encrypted entry');
      continue;
    }
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      refuse(name, `compression method ${entry.compressionMethod} is not supported (store or deflate)`);
      continue;
    }
    if (entry.uncompressedSize > limits.maxBytes) {
      refuse(name, `larger than the ${limits.maxBytes} bytes a package may hold`);
      continue;
    }
    total += entry.uncompressedSize;
    const mediaName = inner.startsWith('media/') ? inner.slice('media/'.length) : null;
    if (RECORD_FILES.includes(inner as RecordFile)) {
      if (records.has(inner as RecordFile)) refuse(name, 'appears twice in the package');
      else records.set(inner as RecordFile, entry);
    } else if (mediaName !== null && mediaName.length > 0 && !mediaName.includes('/')) {
      if (media.has(mediaName)) refuse(name, 'appears twice in the package');
      else media.set(mediaName, entry);
    } else if (mediaName !== null) {
      refuse(name, 'sub-folder of media/ (media files must sit directly in media/)');
    } else {
      refuse(name, 'not part of an edition package (issues.json, articles.json, authors.json and media/)');
    }
  }
  // A zip bomb unpacks to far more than it weighs: the sum is bounded too.
  if (total > limits.maxBytes * 4) refuse('package', `unpacks to ${total} bytes, more than the ${limits.maxBytes * 4} allowed`);

  const read = async (entry: yauzl.Entry, name: string): Promise<Buffer> => {
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, s) => (error || !s ? reject(error ?? new Error('unreadable entry')) : resolve(s))),
    );
    return collect(stream, limits.maxBytes, name);
  };

  return {
    text: async (file) => {
      const entry = records.get(file);
      return entry ? (await read(entry, file)).toString('utf8') : null;
    },
    media: [...media].map(([name, entry]): SourceFile => ({ name, read: () => read(entry, `media/${name}`) })),
    problems,
    close: () => zip.close(),
  };
}
