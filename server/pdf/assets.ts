/** Fonts and images for the PDF engine on the server: read from resources/fonts and the media folder. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PdfAssets } from '../../renderer/features/edition-pdf/build.js';
import type { PdfFonts } from '../../renderer/features/edition-pdf/render.js';

const FONT_FILES: Record<keyof PdfFonts, string> = {
  normal: 'SourceSerif4-Regular.ttf',
  italic: 'SourceSerif4-Italic.ttf',
  bold: 'SourceSerif4-SemiBold.ttf',
  bolditalic: 'SourceSerif4-SemiBoldItalic.ttf',
};

let fonts: Promise<PdfFonts> | undefined;

/** The four TTF files as base64, read once per process. */
export function loadFonts(resourcesDir: string): Promise<PdfFonts> {
  fonts ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FONT_FILES).map(async ([style, file]) => {
        const bytes = await fs.readFile(path.join(resourcesDir, 'fonts', file));
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

export function fileAssets(resourcesDir: string, mediaDir: string): () => Promise<PdfAssets> {
  return async () => ({
    fonts: await loadFonts(resourcesDir),
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
