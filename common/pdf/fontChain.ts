/**
 * Which embedded font sets each character: Source Serif 4 first, then the fallbacks the edition
 * loaded (fontFiles.ts), each asked by its own character map. A piece of text is cut into runs of
 * one font each, measured and drawn one after the other. Hebrew runs are written in visual order
 * (jsPDF draws left to right). A character no font has is not printable: the layout names it to
 * staff (compose.ts) instead of leaving a silent gap.
 */
import type { jsPDF } from 'jspdf';
import { FALLBACK_NEEDED_FOR, type FallbackFont } from './fontFiles.js';
import type { FontStyle } from './inline.js';

export const MAIN_FAMILY = 'SourceSerif4';
export const fallbackFamily = (font: FallbackFont) => `Fallback-${font}`;

export interface FontRun {
  family: string;
  text: string;
}

export interface FontChain {
  runs(text: string, style: FontStyle): FontRun[];
  printable(char: string): boolean;
}

/** The fallbacks an edition needs: only those for characters it holds (the PDF of any other edition stays as it was). */
export function fallbacksNeeded(texts: string): FallbackFont[] {
  return (Object.keys(FALLBACK_NEEDED_FOR) as FallbackFont[]).filter((font) => FALLBACK_NEEDED_FOR[font].test(texts));
}

/** Characters that take no room of their own (joiners, variation selectors, combining marks): never reported. */
export const SILENT = /^[\p{Mn}\p{Cf}\uFE00-\uFE0F]$/u;

const STYLES: readonly FontStyle[] = ['normal', 'italic', 'bold', 'bolditalic'];

const RTL = /[\u0590-\u05FF\uFB1D-\uFB4F]/u;

/** A right-to-left run in visual order: its letters reversed, each keeping the marks that follow it. */
function visualOrder(text: string): string {
  const clusters = text.match(/\P{Mn}\p{Mn}*|\p{Mn}+/gu) ?? [];
  return clusters.reverse().join('');
}

export function fontChain(doc: jsPDF, fallbacks: readonly FallbackFont[]): FontChain {
  const families = [MAIN_FAMILY, ...fallbacks.map(fallbackFamily)];
  // Each font's character map, read once while the fonts are set (runs() never changes the font).
  const maps = new Map<string, Record<number, number>>();
  for (const family of families) {
    for (const style of STYLES) {
      doc.setFont(family, style);
      const font = doc.getFont() as unknown as { metadata?: { cmap?: { unicode?: { codeMap?: Record<number, number> } } } };
      maps.set(`${family}/${style}`, font.metadata?.cmap?.unicode?.codeMap ?? {});
    }
  }
  const codeMap = (family: string, style: FontStyle) => maps.get(`${family}/${style}`) ?? {};
  const familyOf = (char: string, style: FontStyle) => {
    const code = char.codePointAt(0)!;
    // A mark or space goes with the text around it; anything no font has stays in the main font.
    if (SILENT.test(char) || /\s/.test(char)) return null;
    return families.find((family) => codeMap(family, style)[code] !== undefined) ?? MAIN_FAMILY;
  };
  return {
    runs(text, style) {
      // An edition without fallbacks is drawn exactly as before them.
      if (fallbacks.length === 0) return [{ family: MAIN_FAMILY, text }];
      const runs: FontRun[] = [];
      for (const char of text) {
        const family = familyOf(char, style) ?? runs[runs.length - 1]?.family ?? MAIN_FAMILY;
        const last = runs[runs.length - 1];
        if (last?.family === family) last.text += char;
        else runs.push({ family, text: char });
      }
      return runs.map((run) => (RTL.test(run.text) ? { ...run, text: visualOrder(run.text) } : run));
    },
    printable(char) {
      return SILENT.test(char) || /\s/.test(char) || families.some((family) => codeMap(family, 'normal')[char.codePointAt(0)!] !== undefined);
    },
  };
}
