/**
 * Builds the edition's PDF in the browser once its content has arrived: loads the engine on
 * demand (jsPDF, qrcode and the hyphenation patterns stay out of every other route), reports
 * progress, and hands back a blob URL that is revoked when the page goes away.
 */
import { useEffect, useState } from 'react';
import { fetchPrintSiteUrl } from '../../api/pdf.js';
import type { PrintEdition } from '../../views/edition-pdf/index.js';

export type PdfStage = 'fonts' | 'images' | 'layout' | 'pages' | 'done';

type PdfBuildState =
  | { status: 'building'; stage: PdfStage; fraction: number }
  | { status: 'ready'; url: string; bytes: number; pageCount: number; buildMs: number }
  | { status: 'failed' };

export function usePdfBuild(edition: PrintEdition | undefined, attempt: number): PdfBuildState {
  const [state, setState] = useState<PdfBuildState>({ status: 'building', stage: 'fonts', fraction: 0 });

  useEffect(() => {
    if (!edition) return;
    let cancelled = false;
    let url: string | undefined;
    const started = performance.now();
    setState({ status: 'building', stage: 'fonts', fraction: 0 });
    (async () => {
      const [engine, siteUrl] = await Promise.all([import('../../views/edition-pdf/index.js'), fetchPrintSiteUrl()]);
      const assets = await engine.browserAssets();
      const built = await engine.buildEditionPdf(edition, assets, {
        // The public site's address, also when the PDF is made on the desktop's loopback server.
        siteUrl,
        onProgress: ({ stage, fraction }) => {
          if (!cancelled) setState({ status: 'building', stage, fraction });
        },
      });
      if (cancelled) return;
      url = URL.createObjectURL(new Blob([built.bytes as BlobPart], { type: 'application/pdf' }));
      setState({ status: 'ready', url, bytes: built.bytes.length, pageCount: built.pageCount, buildMs: performance.now() - started });
    })().catch((error: unknown) => {
      console.error('PDF build failed', error);
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [edition, attempt]);

  return state;
}
