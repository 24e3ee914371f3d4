/**
 * 'Exporta PDF' from the workspace: the edition's print PDF built in the browser by the same
 * engine as /edicio/{n}/pdf (loaded on demand), with its progress, then saved as a download
 * under the edition's file name. On the desktop, the shell turns the download into a native save
 * dialog, so one path serves both. Drafts export too (an admin session reads their content). The
 * addresses it prints are the public site's (GET /api/pdf/site), never this page's origin; with no
 * public address known (a staff copy without one configured), none at all, and staff are told so.
 */
import { useCallback, useRef, useState } from 'react';
import { pdfFileName } from '../../../common/pdf/fileName.js';
import { printableSiteUrl } from '../../../common/pdf/printedAddress.js';
import { fetchPrintContent, fetchPrintSiteUrl } from '../../api/pdf.js';
import { saveFile } from '../../platform/saveFile.js';

export type PdfExportState =
  | { status: 'idle' }
  | { status: 'building'; number: number; label: string; fraction: number }
  /** withoutAddress: only a local address was known, so the PDF prints no web address or code to the site. */
  | { status: 'saved'; number: number; fileName: string; pageCount: number; withoutAddress: boolean }
  | { status: 'failed'; number: number };

const STAGES: Record<string, string> = {
  fonts: 'Carregant la tipografia',
  images: 'Carregant les imatges',
  layout: 'Compaginant els articles',
  pages: 'Component les pàgines',
  done: 'Desant el PDF',
};

export function usePdfExport(): { state: PdfExportState; exportPdf: (number: number) => void } {
  const [state, setState] = useState<PdfExportState>({ status: 'idle' });
  const running = useRef(false);
  const exportPdf = useCallback((number: number) => {
    if (running.current) return;
    running.current = true;
    setState({ status: 'building', number, label: 'Preparant el contingut', fraction: 0 });
    (async () => {
      const [edition, siteUrl, engine] = await Promise.all([
        fetchPrintContent(number),
        fetchPrintSiteUrl(),
        import('../../views/edition-pdf/index.js'),
      ]);
      const built = await engine.buildEditionPdf(edition, await engine.browserAssets(), {
        siteUrl,
        onProgress: ({ stage, fraction }) => setState({ status: 'building', number, label: STAGES[stage] ?? '', fraction }),
      });
      const fileName = pdfFileName(number);
      saveFile(new Blob([built.bytes as BlobPart], { type: 'application/pdf' }), fileName);
      setState({ status: 'saved', number, fileName, pageCount: built.pageCount, withoutAddress: printableSiteUrl(siteUrl) === null });
    })()
      .catch((error: unknown) => {
        console.error('PDF export failed', error);
        setState({ status: 'failed', number });
      })
      .finally(() => {
        running.current = false;
      });
  }, []);
  return { state, exportPdf };
}
