/**
 * The sizes of a picture the site stores: the file itself, upright and at most `maxWidth` wide,
 * and the 480 px `small/` version for thumbnails.
 *
 * Upright: a phone writes a portrait photo as a landscape grid of pixels plus an EXIF orientation
 * (6: turn 90° clockwise). Browsers obey the tag; jsPDF and every size read from the header do
 * not, so the PDF printed it on its side and the library reported 1200×800 for a picture shown
 * 800×1200. The pixels are turned once, here, and the tag goes with the rest of the metadata. A
 * picture that needs neither turning nor shrinking keeps its bytes (a package round trip stays
 * identical byte for byte).
 */
import sharp from 'sharp';
import { sniffMedia } from './sniff.js';

export const SMALL_WIDTH = 480;

export interface PreparedImage {
  bytes: Buffer;
  small: Buffer;
  /** The size readers see (the upright one). */
  width: number;
  height: number;
}

type OutputFormat = Parameters<ReturnType<typeof sharp>['toFormat']>[0];

/** sharp's output format for a sniffed extension (sniff.ts). */
const FORMATS: Record<string, OutputFormat> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' };

/** The stored sizes of a picture, or null when sharp cannot read it (damaged, truncated). */
export async function prepareImage(original: Buffer, extension: string, maxWidth = Infinity): Promise<PreparedImage | null> {
  const format = FORMATS[extension];
  if (!format) return null;
  try {
    const meta = await sharp(original).metadata();
    const turned = (meta.orientation ?? 1) !== 1;
    const width = Math.min(meta.autoOrient.width, maxWidth);
    const bytes = turned || width < meta.autoOrient.width ? await sharp(original).autoOrient().resize({ width }).toFormat(format).toBuffer() : original;
    const small = await sharp(bytes).resize({ width: SMALL_WIDTH, withoutEnlargement: true }).toFormat(format).toBuffer();
    const final = bytes === original ? meta.autoOrient : await sharp(bytes).metadata();
    return { bytes, small, width: final.width, height: final.height };
  } catch {
    return null;
  }
}

/** A file as an import brings it (a package, `npm run import`): a picture upright with its small version, anything else as it came. */
export async function importedForms(bytes: Buffer): Promise<{ bytes: Buffer; small: Buffer | null }> {
  const sniffed = sniffMedia(bytes.subarray(0, 64));
  const prepared = sniffed?.kind === 'image' ? await prepareImage(bytes, sniffed.extension) : null;
  return prepared ? { bytes: prepared.bytes, small: prepared.small } : { bytes, small: null };
}
