/**
 * Builds the PDF of an edition: the one entry point used by the browser route and by the server.
 * Fonts and images come from the caller (fetch in the browser, the file system on the server),
 * so this module needs no DOM and no Node API.
 */
import { jsPDF } from 'jspdf';
import { MAGAZINE } from '../constants.js';
import { htmlToPlainLine } from '../html.js';
import { layoutEdition, type IndexLine, type PrintEdition } from './compose.js';
import { fallbacksNeeded, fontChain } from './fontChain.js';
import type { FallbackFont } from './fontFiles.js';
import { PAGE } from './geometry.js';
import type { PdfImage } from './model.js';
import { PageDrawer, pdfMeasure, registerFonts, type PdfFonts } from './render.js';

export interface PdfAssets {
  fonts: PdfFonts;
  /** A fallback font's four cuts (fontFiles.ts), asked only for an edition that needs it. */
  loadFallback(font: FallbackFont): Promise<PdfFonts>;
  /** Bytes of an image (PNG or JPEG), or null when it cannot be had: the image is left out. */
  loadImage(name: string): Promise<Uint8Array | null>;
}

type BuildStage = 'images' | 'layout' | 'pages' | 'done';

export interface BuildProgress {
  stage: BuildStage;
  /** 0 to 1 over the whole build. */
  fraction: number;
}

interface BuildOptions {
  /** Origin of the online magazine, for QR codes. */
  siteUrl: string;
  onProgress?: (progress: BuildProgress) => void;
}

export interface BuiltPdf {
  bytes: Uint8Array;
  pageCount: number;
  index: IndexLine[];
  /** What could not be printed, in Catalan, for staff (compose.ts). */
  notices: string[];
}

/** Every image name the edition prints: the cover and the pictures in article bodies. */
function imageNames(edition: PrintEdition): string[] {
  const names = new Set<string>();
  if (edition.issue.coverImage) names.add(edition.issue.coverImage);
  for (const article of edition.articles) {
    for (const block of article.text) {
      if (block.type === 'image') names.add(block.name);
      if (block.type === 'paragraph' && block.image?.name) names.add(block.image.name);
    }
  }
  return [...names];
}

function imageFormat(bytes: Uint8Array): PdfImage['format'] | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  return null;
}

/** Loads every image, keeping only those jsPDF can read: a broken image is left out, never fatal. */
async function loadImages(doc: jsPDF, names: string[], assets: PdfAssets, onLoaded: (done: number) => void): Promise<Map<string, PdfImage>> {
  const images = new Map<string, PdfImage>();
  let done = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        const data = await assets.loadImage(name);
        const format = data ? imageFormat(data) : null;
        if (data && format) {
          const { width, height } = doc.getImageProperties(data);
          if (width > 0 && height > 0) images.set(name, { data, format, width, height });
        }
      } catch {
        // Unreadable image: left out of the layout (spec §8).
      }
      onLoaded(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, names.length) }, worker));
  return images;
}

/** Lets the browser repaint the progress indicator between slices of work. */
const yieldToHost = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A stable document id from the edition, so both paths write the same file for the same edition. */
function fileId(edition: PrintEdition): string {
  let hash = 0x811c9dc5;
  const text = `${edition.issue._id}:${edition.issue.number}:${edition.articles.map((a) => a._id).join(',')}`;
  let hex = '';
  for (let round = 0; round < 4; round++) {
    for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0)! + round), 0x01000193) >>> 0;
    hex += hash.toString(16).padStart(8, '0');
  }
  return hex.toUpperCase();
}

export async function buildEditionPdf(edition: PrintEdition, assets: PdfAssets, options: BuildOptions): Promise<BuiltPdf> {
  const report = (stage: BuildStage, fraction: number) => options.onProgress?.({ stage, fraction });
  const doc = new jsPDF({
    unit: 'pt',
    format: [PAGE.width, PAGE.height],
    compress: true,
    putOnlyUsedFonts: true,
  });
  const fallbacks = fallbacksNeeded(JSON.stringify(edition));
  const fallbackFonts = await Promise.all(fallbacks.map(async (font) => [font, await assets.loadFallback(font)] as const));
  registerFonts(doc, assets.fonts, Object.fromEntries(fallbackFonts));
  const chain = fontChain(doc, fallbacks);
  const { issue } = edition;
  doc.setProperties({
    title: `${MAGAZINE.name} · Número ${issue.number}: ${issue.title}`,
    subject: htmlToPlainLine(issue.description),
    author: MAGAZINE.name,
    keywords: 'revista, cultura, literatura, pensament, català',
    creator: MAGAZINE.name,
  });
  doc.setLanguage('ca');
  doc.setCreationDate(new Date(`${issue.publicationDate.slice(0, 10)}T12:00:00Z`));
  doc.setFileId(fileId(edition));

  report('images', 0);
  const names = imageNames(edition);
  const images = await loadImages(doc, names, assets, (done) => report('images', 0.4 * (done / Math.max(1, names.length))));

  report('layout', 0.4);
  await yieldToHost();
  const layout = layoutEdition(edition, { measure: pdfMeasure(doc, chain), images, siteUrl: options.siteUrl, printable: chain.printable });

  const drawer = new PageDrawer(doc, chain);
  for (const [i, page] of layout.pages.entries()) {
    if (i > 0) doc.addPage();
    drawer.draw(page);
    if (i % 4 === 3) {
      report('pages', 0.5 + 0.45 * (i / layout.pages.length));
      await yieldToHost();
    }
  }
  doc.outline.add(null, 'Sumari', { pageNumber: 3 });
  for (const line of layout.index) doc.outline.add(null, line.title, { pageNumber: line.page });

  const bytes = new Uint8Array(doc.output('arraybuffer'));
  report('done', 1);
  return { bytes, pageCount: layout.pages.length, index: layout.index, notices: layout.notices };
}
