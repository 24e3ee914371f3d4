/**
 * A reader's first visit is drawn without the web fonts (server/http/fontsCookie.ts says why): its
 * inlined styles lose their @font-face rules and its head the font preloads, and the boot script
 * is told which files to put in the cache for the next visit.
 */

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const FONT_PRELOAD = /\s*<link rel="preload"[^>]*\sas="font"[^>]*>/g;
// Each face's first file holds what the magazine's text uses (scripts/subset-fonts.py names it
// "-core-"); the others cover rarer letters and are fetched only by a page that needs them.
const CORE_FILE = /url\(\s*["']?([^"')\s]+-core-[^"')\s]+\.woff2)["']?\s*\)/;

export function withoutFontFaces(css: string): string {
  return css.replace(FONT_FACE, '');
}

export function withoutFontPreloads(head: string): string {
  return head.replace(FONT_PRELOAD, '');
}

/** The core file of every face the styles declare, in their order. */
export function coreFontFiles(css: string): string[] {
  const files = (css.match(FONT_FACE) ?? []).map((face) => CORE_FILE.exec(face)?.[1]).filter((f): f is string => f !== undefined);
  return [...new Set(files)];
}
