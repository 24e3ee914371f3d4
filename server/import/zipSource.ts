/**
 * An edition package (.zip) as an import source, read with yauzl from the uploaded file. Every
 * entry is checked before anything is read: only `issues.json`, `articles.json`, `authors.json`
 * and plain files in `media/` (optionally all inside one top folder, as zipping a folder makes);
 * no path that could land outside the package (`..`, absolute, drive letters, backslashes), no
 * symlinks, no sub-folders, no encrypted entries, none larger than the package may be.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { WHOLE_PACKAGE } from '../../common/api/editions.js';
import { RefusedEntry, reasons, type Reason } from './reasons.js';
import { RECORD_FILES, type ImportSource, type RecordFile, type Rejection, type SourceFile } from './source.js';

export class NotAZipError extends Error {}

interface ZipLimits {
  /** The largest an entry may be once unpacked, and a quarter of what all of them may add up to. */
  maxBytes: number;
}

interface ZipSource extends ImportSource {
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
      if (error || !zip) reject(new NotAZipError(error?.message ?? 'no és un arxiu zip'));
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
function unsafePath(name: string): Reason | null {
  if (name.includes('\\')) return reasons.backslash();
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return reasons.absolutePath();
  if (name.split('/').some((segment) => segment === '..')) return reasons.climbingPath();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return reasons.controlCharacters();
  return null;
}

function collect(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new RefusedEntry(reasons.entryTooLarge(maxBytes)));
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
  const refuse = (id: string, why: Reason) => problems.push({ kind: 'file', id, ...why });
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
      refuse(name, reasons.symbolicLink());
      continue;
    }
    const inner = name.slice(prefix.length);
    if (name.endsWith('/')) {
      if (inner !== '' && inner !== 'media/') refuse(name, reasons.unexpectedFolder());
      continue;
    }
    if ((entry.generalPurposeBitFlag & 0x1) !== 0) {
      refuse(name, reasons.encrypted());
      continue;
    }
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
      refuse(name, reasons.compression(entry.compressionMethod));
      continue;
    }
    if (entry.uncompressedSize > limits.maxBytes) {
      refuse(name, reasons.entryTooLarge(limits.maxBytes));
      continue;
    }
    total += entry.uncompressedSize;
    const mediaName = inner.startsWith('media/') ? inner.slice('media/'.length) : null;
    if (RECORD_FILES.includes(inner as RecordFile)) {
      if (records.has(inner as RecordFile)) refuse(name, reasons.twice());
      else records.set(inner as RecordFile, entry);
    } else if (mediaName !== null && mediaName.length > 0 && !mediaName.includes('/')) {
      if (media.has(mediaName)) refuse(name, reasons.twice());
      else media.set(mediaName, entry);
    } else if (mediaName !== null) {
      refuse(name, reasons.mediaSubfolder());
    } else {
      refuse(name, reasons.unexpectedFile());
    }
  }
  // A zip bomb unpacks to far more than it weighs: the sum is bounded too.
  if (total > limits.maxBytes * 4) refuse(WHOLE_PACKAGE, reasons.unpacksTooLarge(total, limits.maxBytes * 4));

  const read = async (entry: yauzl.Entry): Promise<Buffer> => {
    const stream = await new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, s) => (error || !s ? reject(error ?? new Error('entrada il·legible')) : resolve(s))),
    );
    return collect(stream, limits.maxBytes);
  };

  return {
    text: async (file) => {
      const entry = records.get(file);
      return entry ? (await read(entry)).toString('utf8') : null;
    },
    media: [...media].map(([name, entry]): SourceFile => ({ name, read: () => read(entry) })),
    problems,
    close: () => zip.close(),
  };
}
