/**
 * Fonts and images for the engine in the browser. The TTF files are separate assets fetched only
 * on the PDF route; images come from GET /api/images/{name}, and anything jsPDF cannot embed
 * directly (WebP, SVG, AVIF) is redrawn on a canvas as JPEG first.
 */
// The files of common/pdf/fontFiles.ts, named statically because Vite resolves asset imports at build time.
import regularUrl from '@expo-google-fonts/source-serif-4/400Regular/SourceSerif4_400Regular.ttf?url';
import italicUrl from '@expo-google-fonts/source-serif-4/400Regular_Italic/SourceSerif4_400Regular_Italic.ttf?url';
import semiBoldUrl from '@expo-google-fonts/source-serif-4/600SemiBold/SourceSerif4_600SemiBold.ttf?url';
import semiBoldItalicUrl from '@expo-google-fonts/source-serif-4/600SemiBold_Italic/SourceSerif4_600SemiBold_Italic.ttf?url';
// The fallbacks (fontFiles.ts), fetched only for an edition that holds polytonic Greek or Hebrew.
import greekRegularUrl from '@expo-google-fonts/noto-serif/400Regular/NotoSerif_400Regular.ttf?url';
import greekItalicUrl from '@expo-google-fonts/noto-serif/400Regular_Italic/NotoSerif_400Regular_Italic.ttf?url';
import greekSemiBoldUrl from '@expo-google-fonts/noto-serif/600SemiBold/NotoSerif_600SemiBold.ttf?url';
import greekSemiBoldItalicUrl from '@expo-google-fonts/noto-serif/600SemiBold_Italic/NotoSerif_600SemiBold_Italic.ttf?url';
// The package exports no file paths: its fonts are named by their place in node_modules.
import hebrewRegularUrl from '../../../node_modules/@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Regular.ttf?url';
import hebrewBoldUrl from '../../../node_modules/@embedpdf/fonts-hebrew/fonts/NotoSansHebrew-Bold.ttf?url';
import type { PdfAssets } from '../../../common/pdf/build.js';
import type { FallbackFont } from '../../../common/pdf/fontFiles.js';
import type { PdfFonts } from '../../../common/pdf/render.js';
import { fetchImage } from '../../api/media.js';

const FONT_URLS: Record<keyof PdfFonts, string> = {
  normal: regularUrl,
  italic: italicUrl,
  bold: semiBoldUrl,
  bolditalic: semiBoldItalicUrl,
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with a whole font as arguments would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const FALLBACK_URLS: Record<FallbackFont, Record<keyof PdfFonts, string>> = {
  greek: { normal: greekRegularUrl, italic: greekItalicUrl, bold: greekSemiBoldUrl, bolditalic: greekSemiBoldItalicUrl },
  hebrew: { normal: hebrewRegularUrl, italic: hebrewRegularUrl, bold: hebrewBoldUrl, bolditalic: hebrewBoldUrl },
};

/** A family's four cuts, fetched once per page (a failed fetch is tried again next time). */
function onceFonts(urls: Record<keyof PdfFonts, string>): () => Promise<PdfFonts> {
  let fonts: Promise<PdfFonts> | undefined;
  return () => {
    fonts ??= Promise.all(
      Object.entries(urls).map(async ([style, url]) => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        return [style, toBase64(new Uint8Array(await response.arrayBuffer()))] as const;
      }),
    ).then((entries) => Object.fromEntries(entries) as PdfFonts);
    fonts.catch(() => {
      fonts = undefined;
    });
    return fonts;
  };
}

const loadFonts = onceFonts(FONT_URLS);
const fallbacks = { greek: onceFonts(FALLBACK_URLS.greek), hebrew: onceFonts(FALLBACK_URLS.hebrew) };

const isPngOrJpeg = (b: Uint8Array) => (b[0] === 0x89 && b[1] === 0x50) || (b[0] === 0xff && b[1] === 0xd8);

async function rasterise(blob: Blob): Promise<Uint8Array | null> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, bitmap.width, bitmap.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 });
  return new Uint8Array(await jpeg.arrayBuffer());
}

async function loadImage(name: string): Promise<Uint8Array | null> {
  try {
    const blob = await fetchImage(name);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return isPngOrJpeg(bytes) ? bytes : await rasterise(blob);
  } catch {
    return null;
  }
}

export async function browserAssets(): Promise<PdfAssets> {
  return { fonts: await loadFonts(), loadFallback: (font) => fallbacks[font](), loadImage };
}
