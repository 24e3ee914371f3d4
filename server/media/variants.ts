/**
 * Right-sized images: a stored picture resized to one of IMAGE_WIDTHS and, for browsers that say
 * they take it (`Accept`), re-encoded as WebP. A phone's first screen then fetches a tenth of the
 * original's bytes. Variants are made once and kept in memory, up to a byte budget, oldest out first.
 */
import sharp from 'sharp';
import type { ImageWidth } from '../../common/constants.js';

export interface ImageVariant {
  bytes: Buffer;
  type: 'image/webp' | 'image/jpeg' | 'image/png';
}

/** Formats sharp can resize; anything else (SVG, GIF) is sent as stored. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const canResize = (type: string): boolean => RESIZABLE.has(type);

/** WebP when the browser accepts it, else the stored format. */
export function variantType(accept: string | undefined, storedType: string): ImageVariant['type'] {
  if (/\bimage\/webp\b/.test(accept ?? '')) return 'image/webp';
  return storedType === 'image/png' ? 'image/png' : storedType === 'image/webp' ? 'image/webp' : 'image/jpeg';
}

async function encode(original: Buffer, width: ImageWidth, type: ImageVariant['type']): Promise<Buffer> {
  // Never enlarge: a 600 px portrait asked at 800 stays 600 px, re-encoded.
  const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  if (type === 'image/webp') return resized.webp({ quality: 72, effort: 4 }).toBuffer();
  if (type === 'image/png') return resized.png({ compressionLevel: 9 }).toBuffer();
  return resized.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

export interface VariantCache {
  /** The variant for a stored file version (`version` changes when the file does). */
  /** null: no such file; 'unreadable': stored, but not a picture sharp can resize. */
  get(key: { name: string; version: string; width: ImageWidth; type: ImageVariant['type'] }, original: () => Promise<Buffer | null>): Promise<ImageVariant | 'unreadable' | null>;
}

export function variantCache(maxBytes = 64 * 1024 * 1024): VariantCache {
  // A Map keeps insertion order: re-inserting on a hit makes it the least recently used order.
  const kept = new Map<string, ImageVariant>();
  const pending = new Map<string, Promise<ImageVariant | 'unreadable' | null>>();
  let bytes = 0;
  const keep = (id: string, variant: ImageVariant) => {
    kept.set(id, variant);
    bytes += variant.bytes.length;
    for (const [oldId, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldId);
      bytes -= old.bytes.length;
    }
  };
  return {
    async get({ name, version, width, type }, original) {
      const id = `${name}\n${version}\n${width}\n${type}`;
      const hit = kept.get(id);
      if (hit) {
        kept.delete(id);
        kept.set(id, hit);
        return hit;
      }
      // Two readers asking at once share one encoding.
      let making = pending.get(id);
      if (!making) {
        making = (async () => {
          const source = await original();
          if (!source) return null;
          const bytes = await encode(source, width, type).catch(() => null);
          // A file sharp cannot read is no variant: the route sends it as stored.
          if (!bytes) return 'unreadable' as const;
          const variant: ImageVariant = { bytes, type };
          keep(id, variant);
          return variant;
        })().finally(() => pending.delete(id));
        pending.set(id, making);
      }
      return making;
    },
  };
}
