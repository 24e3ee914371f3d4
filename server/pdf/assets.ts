/** Fonts and images for the PDF engine on the server: the font packages' TTF files and the media store. */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfAssets } from '../../common/pdf/build.js';
import { FALLBACK_FONT_FILES, PDF_FONT_FILES, type FallbackFont, type PdfFontFiles } from '../../common/pdf/fontFiles.js';
import type { PdfFonts } from '../../common/pdf/render.js';
import { isMediaName, type MediaStore } from '../media/store.js';

const require = createRequire(import.meta.url);

/** A package's folder, from its main file (some packages export no file path, e.g. their fonts). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!dir.endsWith(path.join('node_modules', name)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** Reads a family's four cuts as base64 once per process (a failed read is tried again next time). */
function onceFonts(paths: () => PdfFontFiles): () => Promise<PdfFonts> {
  let fonts: Promise<PdfFonts> | undefined;
  return () => {
    fonts ??= (async () => {
      const entries = await Promise.all(Object.entries(paths()).map(async ([style, file]) => [style, (await fs.readFile(file)).toString('base64')] as const));
      return Object.fromEntries(entries) as PdfFonts;
    })();
    fonts.catch(() => {
      fonts = undefined;
    });
    return fonts;
  };
}

const inPackage = (name: string, files: PdfFontFiles): PdfFontFiles =>
  Object.fromEntries(Object.entries(files).map(([style, file]) => [style, path.join(packageDir(name), file)])) as PdfFontFiles;

/** Source Serif 4's four TTF files. */
export const loadFonts = onceFonts(() => Object.fromEntries(Object.entries(PDF_FONT_FILES).map(([style, file]) => [style, require.resolve(file)])) as PdfFontFiles);

const fallbacks = Object.fromEntries(
  (Object.keys(FALLBACK_FONT_FILES) as FallbackFont[]).map((font) => [font, onceFonts(() => inPackage(FALLBACK_FONT_FILES[font].package, FALLBACK_FONT_FILES[font].files))]),
) as Record<FallbackFont, () => Promise<PdfFonts>>;

/** Fonts from the packages, images from the media store (a missing or unreadable image is left out). */
export function serverAssets(media: MediaStore): () => Promise<PdfAssets> {
  return async () => ({
    fonts: await loadFonts(),
    loadFallback: (font) => fallbacks[font](),
    loadImage: async (name) => {
      if (!isMediaName(name)) return null;
      const bytes = await media.read(name).catch(() => null);
      return bytes ? new Uint8Array(bytes) : null;
    },
  });
}
