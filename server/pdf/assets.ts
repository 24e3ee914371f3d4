/** Fonts and images for the PDF engine on the server: the font package's TTF files and the media store. */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PdfAssets } from '../../common/pdf/build.js';
import { PDF_FONT_FILES } from '../../common/pdf/fontFiles.js';
import type { PdfFonts } from '../../common/pdf/render.js';
import { isMediaName, type MediaStore } from '../media/store.js';

const require = createRequire(import.meta.url);
let fonts: Promise<PdfFonts> | undefined;

/** The four TTF files as base64, read once per process. */
export function loadFonts(): Promise<PdfFonts> {
  fonts ??= (async () => {
    const entries = await Promise.all(
      Object.entries(PDF_FONT_FILES).map(async ([style, file]) => {
        const bytes = await fs.readFile(require.resolve(file));
        return [style, bytes.toString('base64')] as const;
      }),
    );
    return Object.fromEntries(entries) as PdfFonts;
  })();
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}

/** Fonts from the package, images from the media store (a missing or unreadable image is left out). */
export function serverAssets(media: MediaStore): () => Promise<PdfAssets> {
  return async () => ({
    fonts: await loadFonts(),
    loadImage: async (name) => {
      if (!isMediaName(name)) return null;
      const bytes = await media.read(name).catch(() => null);
      return bytes ? new Uint8Array(bytes) : null;
    },
  });
}
