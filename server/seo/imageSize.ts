/**
 * Pixel size of a media file, read from its header (JPEG, PNG, GIF, WebP, SVG): Open Graph wants
 * og:image:width/height, and sharp is only a build-time tool. Results are remembered per name by
 * an ImageSizes of the reader caches (server/readerCaches.ts), which forgets them when media change.
 */
import type { MediaStore } from '../media/store.js';

interface ImageSize {
  width: number;
  height: number;
  type: string;
}

const HEADER_BYTES = 64 * 1024;

function jpegSize(b: Buffer): ImageSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7), type: 'image/jpeg' };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

function webpSize(b: Buffer): ImageSize | null {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3), type: 'image/webp' };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff, type: 'image/webp' };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff), type: 'image/webp' };
  }
  return null;
}

function svgSize(b: Buffer): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(b.toString('utf8'))?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height), type: 'image/svg+xml' };
  const box = /viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  if (!box) return null;
  return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])), type: 'image/svg+xml' };
}

export function imageSizeOf(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.toString('ascii', 1, 4) === 'PNG') return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), type: 'image/png' };
  if (b.toString('ascii', 0, 3) === 'GIF') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8), type: 'image/gif' };
  if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return webpSize(b);
  if (/<svg\b/i.test(b.toString('utf8', 0, Math.min(b.length, 4096)))) return svgSize(b);
  return null;
}

/** Size and byte length of a file; null when it is missing or not an image this module reads. */
interface MediaFileInfo extends ImageSize {
  bytes: number;
}

// A missing file may arrive with the next media upload: ask the disk again after a while.
const RETRY_MISSING_MS = 60_000;

/** The sizes of one media store's files, remembered until forgotten. */
export class ImageSizes {
  private known = new Map<string, { info: MediaFileInfo | null; at: number }>();

  constructor(private readonly media: MediaStore) {}

  /** Media files may have been replaced: read them again. */
  forget(): void {
    this.known = new Map();
  }

  async info(name: string): Promise<MediaFileInfo | null> {
    // Only plain file names: anything else is not a media file of ours.
    if (!/^[\w][\w.-]*$/.test(name)) return null;
    const cached = this.known.get(name);
    if (cached && (cached.info || Date.now() - cached.at < RETRY_MISSING_MS)) return cached.info;
    const known = this.known;
    let info: MediaFileInfo | null = null;
    const stat = await this.media.stat(name).catch(() => null);
    if (stat) {
      const head = await this.media.read(name, { start: 0, end: Math.min(stat.size, HEADER_BYTES) - 1 }).catch(() => null);
      const size = head ? imageSizeOf(head) : null;
      info = size ? { ...size, bytes: stat.size } : null;
    }
    // Not kept when forgotten meanwhile: it may be the replaced file's.
    known.set(name, { info, at: Date.now() });
    return info;
  }
}
