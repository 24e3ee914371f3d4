/**
 * The messages between a page and the print engine's Web Worker (the desk's printed-pages
 * preview): one request carries the unsaved edition, one answer the PDF or the reason it failed.
 */
import type { PrintEdition } from './compose.js';

export interface PreviewRequest {
  id: number;
  edition: PrintEdition;
  siteUrl: string;
}

export type PreviewAnswer =
  | { id: number; ok: true; bytes: Uint8Array; pageCount: number; pages: Record<string, number>; notices: string[] }
  | { id: number; ok: false; message: string };
