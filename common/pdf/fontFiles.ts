/**
 * The PDF's typeface: Source Serif 4 (OFL) as TTF, which jsPDF embeds, from the npm package
 * `@expo-google-fonts/source-serif-4`. The server reads these paths from node_modules; the
 * browser imports the same files as Vite assets (browserAssets.ts names them statically, as
 * Vite needs).
 */
import type { PdfFonts } from './render.js';

export const PDF_FONT_PACKAGE = '@expo-google-fonts/source-serif-4';

export const PDF_FONT_FILES: Record<keyof PdfFonts, string> = {
  normal: `${PDF_FONT_PACKAGE}/400Regular/SourceSerif4_400Regular.ttf`,
  italic: `${PDF_FONT_PACKAGE}/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf`,
  bold: `${PDF_FONT_PACKAGE}/600SemiBold/SourceSerif4_600SemiBold.ttf`,
  bolditalic: `${PDF_FONT_PACKAGE}/600SemiBold_Italic/SourceSerif4_600SemiBold_Italic.ttf`,
};
