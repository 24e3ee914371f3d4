/** Fonts and images for the PDF engine on the server: the font package's TTF files and the media folder. */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfAssets } from '../../common/pdf/build.js';
import { PDF_FONT_FILES } from '../../common/pdf/fontFiles.js';
import type { PdfFonts } from '../../common/pdf/render.js';

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

/** Plain file names only, as GET /api/images/{name} accepts: nothing outside the media folder. */
const PLAIN_NAME = /^[\w][\w.-]*$/;

export function fileAssets(mediaDir: string): () => Promise<PdfAssets> {
  return async () => ({
    fonts: await loadFonts(),
    loadImage: async (name) => {
      if (!PLAIN_NAME.test(name)) return null;
      try {
        return new Uint8Array(await fs.readFile(path.join(mediaDir, name)));
      } catch {
        return null;
      }
    },
  });
}
