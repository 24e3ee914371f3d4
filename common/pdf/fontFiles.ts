/**
 * The PDF's typefaces, as TTF files jsPDF embeds (it keeps only the glyphs a document uses):
 * Source Serif 4 (OFL) from the npm package `@expo-google-fonts/source-serif-4`, and two
 * fallbacks for what it lacks, loaded only for an edition that holds such characters
 * (fontChain.ts): Noto Serif for polytonic Greek, Noto Sans Hebrew for Hebrew (both OFL). The
 * server reads these paths from node_modules; the browser imports the same files as Vite assets
 * (browserAssets.ts names them statically, as Vite needs).
 */
import type { FontStyle } from './inline.js';

export type PdfFontFiles = Record<FontStyle, string>;

export const PDF_FONT_PACKAGE = '@expo-google-fonts/source-serif-4';

export const PDF_FONT_FILES: PdfFontFiles = {
  normal: `${PDF_FONT_PACKAGE}/400Regular/SourceSerif4_400Regular.ttf`,
  italic: `${PDF_FONT_PACKAGE}/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf`,
  bold: `${PDF_FONT_PACKAGE}/600SemiBold/SourceSerif4_600SemiBold.ttf`,
  bolditalic: `${PDF_FONT_PACKAGE}/600SemiBold_Italic/SourceSerif4_600SemiBold_Italic.ttf`,
};

export type FallbackFont = 'greek' | 'hebrew';

/** Each fallback's package and its files inside it (Noto Sans Hebrew has no italic: upright stands in). */
export const FALLBACK_FONT_FILES: Record<FallbackFont, { package: string; files: PdfFontFiles }> = {
  greek: {
    package: '@expo-google-fonts/noto-serif',
    files: {
      normal: '400Regular/NotoSerif_400Regular.ttf',
      italic: '400Regular_Italic/NotoSerif_400Regular_Italic.ttf',
      bold: '600SemiBold/NotoSerif_600SemiBold.ttf',
      bolditalic: '600SemiBold_Italic/NotoSerif_600SemiBold_Italic.ttf',
    },
  },
  hebrew: {
    package: '@embedpdf/fonts-hebrew',
    files: { normal: 'fonts/NotoSansHebrew-Regular.ttf', italic: 'fonts/NotoSansHebrew-Regular.ttf', bold: 'fonts/NotoSansHebrew-Bold.ttf', bolditalic: 'fonts/NotoSansHebrew-Bold.ttf' },
  },
};

/** The characters that call for each fallback: polytonic Greek (Greek Extended) and Hebrew. */
export const FALLBACK_NEEDED_FOR: Record<FallbackFont, RegExp> = {
  greek: /[\u1F00-\u1FFF]/u,
  hebrew: /[\u0590-\u05FF\uFB1D-\uFB4F]/u,
};
