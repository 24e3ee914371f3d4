/**
 * A small zip writer (stored entries, no compression) for edition packages: the renderer zips a
 * chosen folder before uploading it, the desktop shell zips a folder picked in its dialog, and
 * the server re-packages a draft to publish it elsewhere. Images and videos are compressed
 * already; the JSON files are small beside them. Readers: any unzip (the server uses yauzl).
 */

export interface ZipEntry {
  /** Path inside the archive, with forward slashes (`media/portada-48.jpg`). */
  name: string;
  bytes: Uint8Array;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i += 1) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// Zip's 32-bit fields: a package over 4 GiB would need ZIP64, which nothing here needs.
const MAX_BYTES = 0xffffffff;
// 1 January 2026, 00:00 in MS-DOS time: entries carry a fixed date, so equal content zips equally.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;
const UTF8_FLAG = 0x0800;

/** The name checks of every entry: relative, forward slashes, no way out of the archive. */
function entryName(name: string): Uint8Array {
  if (name.length === 0 || name.startsWith('/') || name.split('/').includes('..')) throw new Error(`Not a relative entry name: ${name}`);
  return new TextEncoder().encode(name);
}

/**
 * One stored entry's two headers: the local one (written just before its bytes, at `offset`) and
 * its record in the central directory. Writers that stream entries one by one (the server's
 * backup) use these with zipEnd; zipFiles puts everything together in memory.
 */
export function zipEntryHeaders(entryPath: string, crc: number, size: number, offset: number): { local: Uint8Array; central: Uint8Array } {
  const name = entryName(entryPath);
  if (size > MAX_BYTES || offset > MAX_BYTES) throw new Error('A zip over 4 GiB cannot be written here.');
  const local = new Uint8Array(30 + name.length);
  const l = new DataView(local.buffer);
  l.setUint32(0, 0x04034b50, true);
  l.setUint16(4, 20, true);
  l.setUint16(6, UTF8_FLAG, true);
  l.setUint16(8, 0, true);
  l.setUint16(10, DOS_TIME, true);
  l.setUint16(12, DOS_DATE, true);
  l.setUint32(14, crc, true);
  l.setUint32(18, size, true);
  l.setUint32(22, size, true);
  l.setUint16(26, name.length, true);
  l.setUint16(28, 0, true);
  local.set(name, 30);

  const central = new Uint8Array(46 + name.length);
  const c = new DataView(central.buffer);
  c.setUint32(0, 0x02014b50, true);
  c.setUint16(4, 20, true);
  c.setUint16(6, 20, true);
  c.setUint16(8, UTF8_FLAG, true);
  c.setUint16(10, 0, true);
  c.setUint16(12, DOS_TIME, true);
  c.setUint16(14, DOS_DATE, true);
  c.setUint32(16, crc, true);
  c.setUint32(20, size, true);
  c.setUint32(24, size, true);
  c.setUint16(28, name.length, true);
  c.setUint32(42, offset, true);
  central.set(name, 46);
  return { local, central };
}

/** The end of central directory record: `count` entries, their central directory's size and offset. */
export function zipEnd(count: number, centralSize: number, centralOffset: number): Uint8Array {
  if (count > 0xffff || centralOffset > MAX_BYTES) throw new Error('A zip over 4 GiB or 65,535 files cannot be written here.');
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, count, true);
  e.setUint16(10, count, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, centralOffset, true);
  return end;
}

export function zipFiles(entries: readonly ZipEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { local, central } = zipEntryHeaders(entry.name, crc32(entry.bytes), entry.bytes.length, offset);
    locals.push(local, entry.bytes);
    centrals.push(central);
    offset += local.length + entry.bytes.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = zipEnd(entries.length, centralSize, offset);
  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
